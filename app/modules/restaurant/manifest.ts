import { defineModule } from '#services/modules'

declare module '../../services/modules.js' {
  interface DashboardTileProps {
    restaurantTiles: Awaited<
      ReturnType<typeof import('#queries/restaurant/dashboard').restaurantTiles>
    >
    currency: string
  }
}

export default defineModule({
  name: 'restaurant',
  routes: () => import('#start/routes/restaurant'),
  policies: {
    TablePolicy: () => import('#policies/restaurant/table_policy'),
    ReservationPolicy: () => import('#policies/restaurant/reservation_policy'),
    MenuItemPolicy: () => import('#policies/restaurant/menu_item_policy'),
    MenuCategoryPolicy: () => import('#policies/restaurant/menu_category_policy'),
    MenuComboPolicy: () => import('#policies/restaurant/menu_combo_policy'),
    OrderPolicy: () => import('#policies/restaurant/order_policy'),
    PaymentPolicy: () => import('#policies/restaurant/payment_policy'),
    KitchenTicketPolicy: () => import('#policies/restaurant/kitchen_ticket_policy'),
    RestaurantReportPolicy: () => import('#policies/restaurant/report_policy'),
    CashDrawerPolicy: () => import('#policies/restaurant/cash_drawer_policy'),
  },
  permissions: {
    restaurant: {
      'restaurant.dashboard.view': 'See the restaurant dashboard',
      'restaurant.floor_map.view': 'See the floor map',
      'restaurant.floor_map.edit': 'Arrange tables on the floor map',
      'restaurant.tables.clean': 'Mark tables cleaned',
      'restaurant.kitchen.view': 'See the kitchen display',
      'restaurant.kitchen.update': 'Advance and bump kitchen tickets',
      'restaurant.menu.view': 'See the menu',
      'restaurant.menu.manage': 'Edit menu categories, items, recipes and combos',
      'restaurant.menu.availability': 'Mark menu items sold out or available again',
      'restaurant.tables.view': 'See tables',
      'restaurant.tables.manage': 'Create and edit tables',
      'restaurant.orders.view': 'See orders',
      'restaurant.orders.create': 'Take orders and add lines',
      'restaurant.orders.void': 'Void orders and sent lines',
      'restaurant.orders.discount': 'Give discounts',
      'restaurant.payments.view': 'See payments',
      'restaurant.payments.create': 'Take payments',
      'restaurant.payments.refund': 'Refund payments',
      'restaurant.cash_drawers.manage': 'Open and close cash drawers',
      'restaurant.cash_drawers.close_any': "Close other cashiers' drawers",
      'restaurant.reservations.view': 'See reservations',
      'restaurant.reservations.manage': 'Create, seat and cancel reservations',
    },
    reports: { 'reports.view.restaurant': 'See restaurant reports' },
  },
  channels: {
    /* The restaurant dashboard reloads its figures on table, ticket and order changes. */
    'restaurant.floor': ['restaurant.floor_map.view', 'restaurant.dashboard.view'],
    /* Sold out and price changes reach every screen that shows the menu. */
    'restaurant.menu': ['restaurant.menu.view', 'restaurant.orders.create'],
    'restaurant.kitchen.{station}': ['restaurant.kitchen.view', 'restaurant.dashboard.view'],
    'restaurant.orders': ['restaurant.orders.view', 'restaurant.dashboard.view'],
    'restaurant.cash_drawers': ['restaurant.payments.view'],
    'restaurant.orders.{id}': ['restaurant.orders.view'],
  },
  dashboard: {
    permission: 'restaurant.dashboard.view',
    props: async () => {
      const { restaurantTiles } = await import('#queries/restaurant/dashboard')
      const { appToday } = await import('#services/clock')
      const { appCurrency } = await import('#services/money')
      return { restaurantTiles: await restaurantTiles(appToday()), currency: appCurrency() }
    },
  },
})
