import {
  Armchair,
  BedDouble,
  BookOpen,
  Boxes,
  CalendarDays,
  ChartColumn,
  ChefHat,
  ClipboardList,
  CreditCard,
  DoorOpen,
  History,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  Package,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Tags,
  Truck,
  TriangleAlert,
  UserRound,
  Users,
  UtensilsCrossed,
} from 'lucide-react'
import { pageNames } from '@/lib/pages'
import { urlFor } from '@/lib/routes'
import { t } from '@/lib/i18n'
import type { NavGroup } from '@/types'

/*
| The modules of the product. An entry shows only once its screen exists and
| only to users holding its permission (the server checks again).
*/
const groups: NavGroup[] = [
  {
    title: t('nav.platform'),
    items: [
      { title: t('nav.dashboard'), href: urlFor('dashboard'), page: 'Dashboard', icon: LayoutGrid },
      {
        title: t('nav.item.customers'),
        href: urlFor('customers.index'),
        page: 'Customers/Index',
        icon: UserRound,
        permission: 'customers.customers.view',
      },
      {
        title: t('nav.item.events'),
        href: urlFor('events.index'),
        page: 'Events/Index',
        icon: History,
        permission: 'events.view',
      },
    ],
  },
  {
    title: t('nav.hotel'),
    items: [
      {
        title: t('nav.item.hotel'),
        href: urlFor('hotel.dashboard'),
        page: 'Hotel/Dashboard',
        icon: LayoutDashboard,
        permission: 'hotel.dashboard.view',
      },
      {
        title: t('nav.item.hotel.bookings'),
        href: urlFor('hotel.bookings.index'),
        page: 'Hotel/Bookings/Index',
        icon: CalendarDays,
        permission: 'hotel.bookings.view',
      },
      {
        title: t('nav.item.hotel.guests'),
        href: urlFor('hotel.guests.index'),
        page: 'Hotel/Guests/Index',
        icon: Users,
        permission: 'hotel.guests.view',
      },
      {
        title: t('nav.item.hotel.housekeeping'),
        href: urlFor('hotel.housekeeping.index'),
        page: 'Hotel/Housekeeping/Index',
        icon: Sparkles,
        permission: 'hotel.housekeeping.view',
      },
      {
        title: t('nav.item.hotel.rooms'),
        href: urlFor('hotel.rooms.index'),
        page: 'Hotel/Rooms/Index',
        icon: DoorOpen,
        permission: 'hotel.rooms.view',
      },
      {
        title: t('nav.item.hotel.room_types'),
        href: urlFor('hotel.room_types.index'),
        page: 'Hotel/RoomTypes/Index',
        icon: BedDouble,
        permission: 'hotel.room_types.view',
      },
      {
        title: t('nav.item.hotel.reports'),
        href: urlFor('hotel.reports.index'),
        page: 'Hotel/Reports/Index',
        icon: ChartColumn,
        permission: 'reports.view.hotel',
      },
    ],
  },
  {
    title: t('nav.restaurant'),
    items: [
      {
        title: t('nav.item.restaurant'),
        // eslint-disable-next-line no-restricted-syntax -- no route until its screen exists (hidden until then)
        href: '/restaurant',
        page: 'Restaurant/Dashboard/Index',
        icon: LayoutDashboard,
        permission: 'restaurant.dashboard.view',
      },
      {
        title: t('nav.item.restaurant.floor_map'),
        href: urlFor('restaurant.floor_map.index'),
        page: 'Restaurant/FloorMap/Index',
        icon: LayoutGrid,
        permission: 'restaurant.floor_map.view',
      },
      {
        title: t('nav.item.restaurant.tables'),
        href: urlFor('restaurant.tables.index'),
        page: 'Restaurant/Tables/Index',
        icon: Armchair,
        permission: 'restaurant.tables.view',
      },
      {
        title: t('nav.item.restaurant.orders'),
        // eslint-disable-next-line no-restricted-syntax -- no route until its screen exists (hidden until then)
        href: '/restaurant/orders',
        page: 'Restaurant/Orders/Index',
        icon: ClipboardList,
        permission: 'restaurant.orders.view',
      },
      {
        title: t('nav.item.restaurant.kitchen'),
        // eslint-disable-next-line no-restricted-syntax -- no route until its screen exists (hidden until then)
        href: '/restaurant/kitchen',
        page: 'Restaurant/Kitchen/Index',
        icon: ChefHat,
        permission: 'restaurant.kitchen.view',
      },
      {
        title: t('nav.item.restaurant.reservations'),
        href: urlFor('restaurant.reservations.index'),
        page: 'Restaurant/Reservations/Index',
        icon: BookOpen,
        permission: 'restaurant.reservations.view',
      },
      {
        title: t('nav.item.restaurant.menu_items'),
        href: urlFor('restaurant.menu_items.index'),
        page: 'Restaurant/MenuItems/Index',
        icon: UtensilsCrossed,
        permission: 'restaurant.menu.view',
      },
      {
        title: t('nav.item.restaurant.payments'),
        // eslint-disable-next-line no-restricted-syntax -- no route until its screen exists (hidden until then)
        href: '/restaurant/payments',
        page: 'Restaurant/Payments/Index',
        icon: CreditCard,
        permission: 'restaurant.payments.view',
      },
      {
        title: t('nav.item.restaurant.reports'),
        // eslint-disable-next-line no-restricted-syntax -- no route until its screen exists (hidden until then)
        href: '/restaurant/reports',
        page: 'Restaurant/Reports/Index',
        icon: ChartColumn,
        permission: 'reports.view.restaurant',
      },
    ],
  },
  {
    title: t('nav.inventory'),
    items: [
      {
        title: t('nav.item.inventory'),
        href: urlFor('inventory.dashboard'),
        page: 'Inventory/Dashboard/Index',
        icon: LayoutDashboard,
        permission: 'inventory.dashboard.view',
      },
      {
        title: t('nav.item.inventory.products'),
        href: urlFor('inventory.products.index'),
        page: 'Inventory/Products/Index',
        icon: Package,
        permission: 'inventory.products.view',
      },
      {
        title: t('nav.item.inventory.low_stock'),
        href: urlFor('inventory.products.low_stock'),
        page: 'Inventory/Products/LowStock',
        icon: TriangleAlert,
        permission: 'inventory.products.view',
      },
      {
        title: t('nav.item.inventory.categories'),
        href: urlFor('inventory.categories.index'),
        page: 'Inventory/Categories/Index',
        icon: Tags,
        permission: 'inventory.products.view',
      },
      {
        title: t('nav.item.inventory.movements'),
        href: urlFor('inventory.movements.index'),
        page: 'Inventory/Movements/Index',
        icon: Boxes,
        permission: 'inventory.movements.view',
      },
      {
        title: t('nav.item.inventory.purchase_orders'),
        href: urlFor('inventory.purchase_orders.index'),
        page: 'Inventory/PurchaseOrders/Index',
        icon: ShoppingCart,
        permission: 'inventory.purchase_orders.view',
      },
      {
        title: t('nav.item.inventory.suppliers'),
        href: urlFor('inventory.suppliers.index'),
        page: 'Inventory/Suppliers/Index',
        icon: Truck,
        permission: 'inventory.suppliers.view',
      },
      {
        title: t('nav.item.inventory.reports'),
        href: urlFor('inventory.reports.index'),
        page: 'Inventory/Reports/Index',
        icon: ChartColumn,
        permission: 'reports.view.inventory',
      },
    ],
  },
  {
    title: t('nav.administration'),
    items: [
      {
        title: t('nav.item.users'),
        href: urlFor('users.index'),
        page: 'Users/Index',
        icon: Users,
        permission: 'users.manage',
      },
      {
        title: t('nav.item.settings.roles'),
        href: urlFor('roles.index'),
        page: 'Settings/Roles/Index',
        icon: ShieldCheck,
        permission: 'roles.manage',
      },
      {
        title: t('nav.item.settings.permissions'),
        href: urlFor('permissions.index'),
        page: 'Settings/Permissions/Index',
        icon: KeyRound,
        permission: 'permissions.manage',
      },
    ],
  },
]

export function navigationGroups(
  permissions: readonly string[],
  available: readonly string[] = pageNames
): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          available.includes(item.page) &&
          (!item.permission || permissions.includes(item.permission))
      ),
    }))
    .filter((group) => group.items.length > 0)
}
