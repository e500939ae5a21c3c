import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { passwordRecentlyConfirmed } from '#services/password_confirmation'

/** Sensitive actions ask for the password again when it was last confirmed over 3 hours ago. */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!passwordRecentlyConfirmed(ctx.session)) {
      const intended =
        ctx.request.method() === 'GET'
          ? ctx.request.url(true)
          : new URL(ctx.request.header('referer') ?? '/', 'http://x').pathname
      ctx.session.put('url_intended', intended)
      return ctx.response.redirect().toRoute('password.confirm')
    }
    return next()
  }
}
