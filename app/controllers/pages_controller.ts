import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/events/event'
import EventTransformer from '#transformers/events/event_transformer'
import { accessOf, hasPermission } from '#services/access'
import { hotelTiles } from '#queries/hotel/dashboard'
import { hotelToday } from '#services/hotel/calendar'

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
    const recentEvents = canViewEvents ? await Event.query().preload('actor').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(8) : []
    /* Left out entirely (not null) for anyone who may not see the hotel dashboard. */
    const hotel = (await hasPermission(auth.user!, 'hotel.dashboard.view')) ? { hotelTiles: await hotelTiles(hotelToday()) } : {}
    return inertia.render('Dashboard', {
      waitingForAccess: access.permissions.size === 0,
      recentEvents: canViewEvents ? EventTransformer.transform(recentEvents) : null,
      ...hotel,
    })
  }

  appearance({ inertia }: HttpContext) {
    return inertia.render('Settings/Appearance', {})
  }
}
