import type { HttpContext } from '@adonisjs/core/http'
import { readOrderFilters } from '#validators/restaurant/order_moves'
import { listOrders, orderWaiters } from '#queries/restaurant/order_query'
import { tableOptions } from '#queries/restaurant/reservation_query'
import { ORDER_KINDS, ORDER_STATUSES } from '#enums/restaurant/order_status'
import OrderPolicy from '#policies/restaurant/order_policy'
import { appZone } from '#services/clock'
import { appCurrency } from '#services/money'

export default class OrdersController {
  /* `orders` is what the live list reloads when an order changes. */
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('view')
    const filters = await readOrderFilters(request.qs())
    return inertia.render('Restaurant/Orders/Index', {
      orders: () => listOrders(filters),
      filters,
      statuses: [...ORDER_STATUSES],
      kinds: [...ORDER_KINDS],
      waiters: await orderWaiters(),
      tables: await tableOptions(),
      zone: appZone(),
      currency: appCurrency(),
      can: { take: await bouncer.with(OrderPolicy).allows('take') },
    })
  }
}
