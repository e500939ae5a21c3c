import type { HttpContext } from '@adonisjs/core/http'
import { auditOf } from '#services/audit_context'
import type { NextFn } from '@adonisjs/core/types/http'
import { recordEvent, userSubject } from '#services/record_event'
import { t } from '#services/i18n'

/*
| A session ends at its next request when the account was deactivated or when
| its security stamp no longer matches (password changed elsewhere: other
| sessions are signed out).
|
| A request that brings only the remember-me cookie was signed in by the guard with
| that token, which it accepts only while the user is active and has the stamp the
| token was issued under (app/services/remember_me_tokens.ts): the new session
| takes that stamp.
|
| Whatever a signed-in user is answered (pages, Inertia JSON, files) is not stored by
| the browser or any cache: Cache-Control: no-store.
*/
export default class AccountStateMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('web')
    const user = await guard.check().then((signedIn) => (signedIn ? guard.user : undefined))
    if (user) {
      if (guard.viaRemember && user.isActive) {
        ctx.session.put('auth_security_stamp', user.securityStamp)
        await recordEvent(null, {
          type: 'auth.login.succeeded',
          actor: user,
          subject: userSubject(user),
          metadata: { method: 'remember_me', remember: true },
          audit: auditOf(ctx),
        })
      }
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
      ctx.response.header('Cache-Control', 'no-store')
    }
    return next()
  }
}
