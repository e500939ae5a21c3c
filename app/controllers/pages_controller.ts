import type { HttpContext } from '@adonisjs/core/http'
import { recentEvents } from '#queries/events/event_query'
import EventTransformer from '#transformers/events/event_transformer'
import { accessOf, hasPermission } from '#services/access'
import { hotelTiles } from '#queries/hotel/dashboard'
import { inventoryHeadlines } from '#queries/inventory/dashboard'
import { appCurrency } from '#services/money'
import { appToday } from '#services/clock'

export default class PagesController {
  /** Public, but a signed-in visitor sees the way to the dashboard. */
  async welcome({ inertia, auth }: HttpContext) {
    await auth.check()
    return inertia.render('Welcome', {})
  }

  /** Shows only what the user may see; a user without any role waits for access. */
  async dashboard({ inertia, auth }: HttpContext) {
    const access = await accessOf(auth.user!)
    const canViewEvents = await hasPermission(auth.user!, 'events.view')
    const events = canViewEvents ? await recentEvents(8) : []
    /* Left out entirely (not null) for anyone who may not see the hotel dashboard. */
    const hotel = (await hasPermission(auth.user!, 'hotel.dashboard.view'))
      ? { hotelTiles: await hotelTiles(appToday()) }
      : {}
    const inventory = (await hasPermission(auth.user!, 'inventory.dashboard.view'))
      ? { inventoryTiles: await inventoryHeadlines(), currency: appCurrency() }
      : {}
    return inertia.render('Dashboard', {
      waitingForAccess: access.permissions.size === 0,
      recentEvents: canViewEvents ? EventTransformer.transform(events) : null,
      ...hotel,
      ...inventory,
    })
  }

  appearance({ inertia }: HttpContext) {
    return inertia.render('Settings/Appearance', {})
  }
}
