import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { t } from '#services/i18n'

/*
| A session ends at its next request when the account was deactivated or when
| its security stamp no longer matches (password changed elsewhere: other
| sessions are signed out).
*/
export default class AccountStateMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('web')
    const user = await guard.check().then((signedIn) => (signedIn ? guard.user : undefined))
    if (user) {
      const stamp = ctx.session.get('auth_security_stamp')
      if (!user.isActive || stamp !== user.securityStamp) {
        await guard.logout()
        ctx.session.clear()
        ctx.session.regenerate()
        ctx.session.flash(
          'error',
          t(user.isActive ? 'auth.session_ended' : 'auth.account_inactive')
        )
        return ctx.response.redirect().toRoute('login')
      }
    }
    return next()
  }
}
