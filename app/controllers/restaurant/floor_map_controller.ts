import type { HttpContext } from '@adonisjs/core/http'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { tableLayoutValidator } from '#validators/restaurant/tables'
import { restaurantMessages } from '#validators/restaurant/messages'
import { boardFor, sharedTableBoard } from '#queries/restaurant/table_board'
import { arrangeTable } from '#actions/restaurant/arrange_table'
import { FLOOR_PLAN } from '#enums/restaurant/floor_plan'
import { appZone } from '#services/clock'

const allows = (bouncer: HttpContext['bouncer'], permission: string) =>
  bouncer.allows('permission', permission)

export default class FloorMapController {
  /* `tables` and `now` are what the live board reloads when a status changes. */
  async index({ inertia, bouncer }: HttpContext) {
    const viewReservations = await allows(bouncer, 'restaurant.reservations.view')
    return inertia.render('Restaurant/FloorMap/Index', {
      tables: async () => boardFor(await sharedTableBoard(), viewReservations),
      now: () => new Date().toISOString(),
      zone: appZone(),
      plan: FLOOR_PLAN,
      can: {
        edit: await allows(bouncer, 'restaurant.floor_map.edit'),
        clean: await allows(bouncer, 'restaurant.tables.clean'),
        viewReservations,
        manageReservations: await allows(bouncer, 'restaurant.reservations.manage'),
      },
    })
  }

  async arrange(ctx: HttpContext) {
    const { request, response, params, auth } = ctx
    const table = await RestaurantTable.findOrFail(params.id)
    const place = await request.validateUsing(tableLayoutValidator, {
      messagesProvider: restaurantMessages,
    })
    await arrangeTable({ table, place, actor: auth.user!, request: ctx })
    return response.redirect().back()
  }
}
