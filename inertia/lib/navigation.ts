import {
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
  LayoutDashboard,
  LayoutGrid,
  Package,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Truck,
  UserRound,
  Users,
  UtensilsCrossed,
} from 'lucide-react'
import { pageNames } from '@/lib/pages'
import { t } from '@/lib/i18n'
import type { NavGroup } from '@/types'

/*
| The modules of the product. An entry shows only once its screen exists, so
| the menu never leads to a page that is not there.
*/
const groups: NavGroup[] = [
  {
    title: t('nav.platform'),
    items: [
      { title: t('nav.dashboard'), href: '/dashboard', page: 'Dashboard', icon: LayoutGrid },
      { title: 'Customers', href: '/customers', page: 'Customers/Index', icon: UserRound },
      { title: 'Events', href: '/events', page: 'Events/Index', icon: History },
    ],
  },
  {
    title: t('nav.hotel'),
    items: [
      { title: 'Hotel dashboard', href: '/hotel', page: 'Hotel/Dashboard', icon: LayoutDashboard },
      { title: 'Bookings', href: '/hotel/bookings', page: 'Hotel/Bookings/Index', icon: CalendarDays },
      { title: 'Guests', href: '/hotel/guests', page: 'Hotel/Guests/Index', icon: Users },
      { title: 'Housekeeping', href: '/hotel/housekeeping', page: 'Hotel/Housekeeping/Index', icon: Sparkles },
      { title: 'Rooms', href: '/hotel/rooms', page: 'Hotel/Rooms/Index', icon: DoorOpen },
      { title: 'Room types', href: '/hotel/room-types', page: 'Hotel/RoomTypes/Index', icon: BedDouble },
      { title: 'Hotel reports', href: '/hotel/reports', page: 'Hotel/Reports/Index', icon: ChartColumn },
    ],
  },
  {
    title: t('nav.restaurant'),
    items: [
      { title: 'Restaurant dashboard', href: '/restaurant', page: 'Restaurant/Dashboard/Index', icon: LayoutDashboard },
      { title: 'Floor map', href: '/restaurant/floor-map', page: 'Restaurant/FloorMap/Index', icon: LayoutGrid },
      { title: 'Orders', href: '/restaurant/orders', page: 'Restaurant/Orders/Index', icon: ClipboardList },
      { title: 'Kitchen', href: '/restaurant/kitchen', page: 'Restaurant/Kitchen/Index', icon: ChefHat },
      { title: 'Reservations', href: '/restaurant/reservations', page: 'Restaurant/Reservations/Index', icon: BookOpen },
      { title: 'Menu', href: '/restaurant/menu-items', page: 'Restaurant/MenuItems/Index', icon: UtensilsCrossed },
      { title: 'Payments', href: '/restaurant/payments', page: 'Restaurant/Payments/Index', icon: CreditCard },
      { title: 'Restaurant reports', href: '/restaurant/reports', page: 'Restaurant/Reports/Index', icon: ChartColumn },
    ],
  },
  {
    title: t('nav.inventory'),
    items: [
      { title: 'Inventory dashboard', href: '/inventory', page: 'Inventory/Dashboard/Index', icon: LayoutDashboard },
      { title: 'Products', href: '/inventory/products', page: 'Inventory/Products/Index', icon: Package },
      { title: 'Movements', href: '/inventory/movements', page: 'Inventory/Movements/Index', icon: Boxes },
      { title: 'Purchase orders', href: '/inventory/purchase-orders', page: 'Inventory/PurchaseOrders/Index', icon: ShoppingCart },
      { title: 'Suppliers', href: '/inventory/suppliers', page: 'Inventory/Suppliers/Index', icon: Truck },
      { title: 'Inventory reports', href: '/inventory/reports', page: 'Inventory/Reports/Index', icon: ChartColumn },
    ],
  },
  {
    title: t('nav.administration'),
    items: [
      { title: 'Users', href: '/users', page: 'Users/Index', icon: Users },
      { title: 'Roles', href: '/settings/roles', page: 'Settings/Roles/Index', icon: ShieldCheck },
    ],
  },
]

export function navigationGroups(available: readonly string[] = pageNames): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => available.includes(item.page)) }))
    .filter((group) => group.items.length > 0)
}
