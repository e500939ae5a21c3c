import type { HttpContext } from '@adonisjs/core/http'
import { recentEvents } from '#queries/events/event_query'
import EventTransformer from '#transformers/events/event_transformer'
import { accessOf, hasPermission } from '#services/access'
import EventPolicy from '#policies/events/event_policy'
import { modules } from '#start/modules'
import type { DashboardTileProps } from '#services/modules'

export default class PagesController {
  /** Public, but a signed-in visitor sees the way to the dashboard. */
  async welcome({ inertia, auth }: HttpContext) {
    await auth.check()
    return inertia.render('Welcome', {})
  }

  /** Shows only what the user may see; a user without any role waits for access. */
  async dashboard({ inertia, auth, bouncer }: HttpContext) {
    const access = await accessOf(auth.user!)
    const canViewEvents = await bouncer.with(EventPolicy).allows('view')
    const events = canViewEvents ? await recentEvents(8) : []
    /* Each module's tiles (its manifest); left out entirely (not null) for anyone who may not see them. */
    const tiles: Partial<DashboardTileProps> = {}
    for (const { dashboard } of modules) {
      if (dashboard && (await hasPermission(auth.user!, dashboard.permission))) {
        Object.assign(tiles, await dashboard.props())
      }
    }
    return inertia.render('Dashboard', {
      waitingForAccess: access.permissions.size === 0,
      recentEvents: canViewEvents ? EventTransformer.transform(events) : null,
      ...tiles,
    })
  }

  appearance({ inertia }: HttpContext) {
    return inertia.render('Settings/Appearance', {})
  }
}
