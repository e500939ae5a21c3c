import {
  Armchair,
  BookOpen,
  ChartColumn,
  ChefHat,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  LayoutGrid,
  UtensilsCrossed,
} from 'lucide-react'
import { defineModule } from '@/lib/modules'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default defineModule({
  name: 'restaurant',
  navigation: {
    group: {
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
          href: urlFor('restaurant.orders.index'),
          page: 'Restaurant/Orders/Index',
          icon: ClipboardList,
          permission: 'restaurant.orders.view',
        },
        {
          title: t('nav.item.restaurant.kitchen'),
          href: urlFor('restaurant.kitchen.index'),
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
          href: urlFor('restaurant.payments.index'),
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
  },
})
