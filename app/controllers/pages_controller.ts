import type { HttpContext } from '@adonisjs/core/http'

export default class PagesController {
  welcome({ inertia }: HttpContext) {
    return inertia.render('Welcome', {})
  }

  dashboard({ inertia }: HttpContext) {
    return inertia.render('Dashboard', {})
  }

  appearance({ inertia }: HttpContext) {
    return inertia.render('Settings/Appearance', {})
  }
}
