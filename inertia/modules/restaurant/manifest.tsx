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
import { ReportFigures } from '@/components/reports/report-figures'
import {
  headlineFigures,
  type RestaurantTiles,
} from '@/modules/restaurant/components/dashboard-figures'

/** Today's sales, open orders, covers and kitchen queue; sent only to users who may see the restaurant dashboard. */
function DashboardSection({
  props,
}: {
  props: { restaurantTiles?: RestaurantTiles; currency?: string }
}) {
  const { restaurantTiles: tiles, currency } = props
  if (!tiles || !currency) return null
  const figures = headlineFigures(tiles, currency, urlFor('restaurant.dashboard'))
  return (
    <section className="grid gap-3" data-module-tiles="restaurant">
      <h2 className="text-base font-medium">{t('restaurant.dashboard.title')}</h2>
      <ReportFigures
        figures={[figures.sales, figures.openOrders, figures.covers, figures.kitchenQueue]}
      />
    </section>
  )
}

export default defineModule<{ restaurantTiles: RestaurantTiles; currency: string }>({
  name: 'restaurant',
  navigation: {
    group: {
      title: t('nav.restaurant'),
      items: [
        {
          title: t('nav.item.restaurant'),
          href: urlFor('restaurant.dashboard'),
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
          href: urlFor('restaurant.reports.index'),
          page: 'Restaurant/Reports/Index',
          icon: ChartColumn,
          permission: 'reports.view.restaurant',
        },
      ],
    },
  },
  dashboard: DashboardSection,
})
