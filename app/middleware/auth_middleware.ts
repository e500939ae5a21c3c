import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Denies guests: they are sent to the login page and come back afterwards. */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(ctx: HttpContext, next: NextFn) {
    try {
      await ctx.auth.authenticateUsing(['web'], { loginRoute: this.redirectTo })
    } catch (error) {
      if (ctx.request.method() === 'GET' && !ctx.request.header('x-inertia-partial-data')) {
        ctx.session.put('url_intended', ctx.request.url(true))
      }
      throw error
    }
    return next()
  }
}
