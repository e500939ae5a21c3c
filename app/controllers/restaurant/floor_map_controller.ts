import type { HttpContext } from '@adonisjs/core/http'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { tableLayoutValidator } from '#validators/restaurant/tables'
import { restaurantMessages } from '#validators/restaurant/messages'
import { boardFor, sharedTableBoard } from '#queries/restaurant/table_board'
import { arrangeTable } from '#actions/restaurant/arrange_table'
import { FLOOR_PLAN } from '#enums/restaurant/floor_plan'
import { appZone } from '#services/clock'
import { auditOf } from '#services/audit_context'
import TablePolicy from '#policies/restaurant/table_policy'
import ReservationPolicy from '#policies/restaurant/reservation_policy'
import OrderPolicy from '#policies/restaurant/order_policy'
import { appCurrency } from '#services/money'

export default class FloorMapController {
  /* `tables` and `now` are what the live board reloads when a status changes. */
  async index({ inertia, bouncer }: HttpContext) {
    const tables = bouncer.with(TablePolicy)
    await tables.authorize('viewFloorMap')
    const viewReservations = await bouncer.with(ReservationPolicy).allows('view')
    return inertia.render('Restaurant/FloorMap/Index', {
      tables: async () => boardFor(await sharedTableBoard(), viewReservations),
      now: () => new Date().toISOString(),
      zone: appZone(),
      plan: FLOOR_PLAN,
      currency: appCurrency(),
      can: {
        edit: await tables.allows('arrange'),
        clean: await tables.allows('clean'),
        viewReservations,
        manageReservations: await bouncer.with(ReservationPolicy).allows('manage'),
        viewOrders: await bouncer.with(OrderPolicy).allows('view'),
        takeOrders: await bouncer.with(OrderPolicy).allows('take'),
      },
    })
  }

  async arrange(ctx: HttpContext) {
    const { request, response, params, bouncer } = ctx
    await bouncer.with(TablePolicy).authorize('arrange')
    const table = await RestaurantTable.findOrFail(params.id)
    const place = await request.validateUsing(tableLayoutValidator, {
      messagesProvider: restaurantMessages,
    })
    await arrangeTable({ table, place }, auditOf(ctx))
    return response.redirect().back()
  }
}
