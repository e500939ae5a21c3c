import type { HttpContext } from '@adonisjs/core/http'
import TablePolicy from '#policies/restaurant/table_policy'
import OrderPolicy from '#policies/restaurant/order_policy'
import KitchenTicketPolicy from '#policies/restaurant/kitchen_ticket_policy'
import { restaurantDashboard } from '#queries/restaurant/dashboard'
import { appToday } from '#services/clock'
import { appCurrency } from '#services/money'

/* The restaurant's day at a glance (the route requires restaurant.dashboard.view). */
export default class DashboardController {
  /* `dashboard` is what the page reloads when an order, a table or a ticket changes. */
  async show({ inertia, bouncer }: HttpContext) {
    return inertia.render('Restaurant/Dashboard/Index', {
      dashboard: () => restaurantDashboard(appToday()),
      currency: appCurrency(),
      can: {
        viewFloorMap: await bouncer.with(TablePolicy).allows('viewFloorMap'),
        viewOrders: await bouncer.with(OrderPolicy).allows('view'),
        viewKitchen: await bouncer.with(KitchenTicketPolicy).allows('view'),
      },
    })
  }
}
