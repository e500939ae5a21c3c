import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Screens behind this need a verified e-mail address. */
export default class VerifiedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user?.emailVerifiedAt) {
      return ctx.response.redirect().toRoute('verification.notice')
    }
    return next()
  }
}
