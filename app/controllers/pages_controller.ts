import type { HttpContext } from '@adonisjs/core/http'

export default class PagesController {
  /** Public, but a signed-in visitor sees the way to the dashboard. */
  async welcome({ inertia, auth }: HttpContext) {
    await auth.check()
    return inertia.render('Welcome', {})
  }

  dashboard({ inertia }: HttpContext) {
    return inertia.render('Dashboard', {})
  }

  appearance({ inertia }: HttpContext) {
    return inertia.render('Settings/Appearance', {})
  }
}
