import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/identity/auth'
import { attemptLogin } from '#actions/identity/attempt_login'
import { intendedUrl, signIn } from '#services/identity/sign_in'
import { InvalidInputError } from '#exceptions/domain_errors'
import { recordEvent, userSubject } from '#services/record_event'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class SessionController {
  create({ inertia, session }: HttpContext) {
    return inertia.render('Auth/Login', { status: session.flashMessages.get('status') ?? null })
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const attempt = await attemptLogin({ email, password }, auditOf(ctx))
    if (attempt.outcome === 'throttled') {
      throw new InvalidInputError(t('auth.throttled', { seconds: attempt.retryAfterSeconds }), {
        field: 'email',
      })
    }
    if (attempt.outcome !== 'authenticated') {
      throw new InvalidInputError(
        t(attempt.outcome === 'inactive' ? 'auth.account_inactive' : 'auth.failed'),
        { field: 'email' }
      )
    }

    if (attempt.user.hasTwoFactor) {
      session.regenerate()
      session.put('login_id', attempt.user.id)
      session.put('login_remember', Boolean(remember))
      return response.redirect().toRoute('two_factor.login')
    }

    await signIn(ctx, attempt.user, Boolean(remember))
    return response.redirect(intendedUrl(ctx))
  }

  /** Ends the session everywhere it lives and starts a fresh one, with a new anti-forgery token. */
  async destroy(ctx: HttpContext) {
    const { auth, session, response } = ctx
    if (auth.user)
      await recordEvent(null, {
        type: 'auth.logout',
        actor: auth.user,
        subject: userSubject(auth.user),
        audit: auditOf(ctx),
      })
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    session.flash('status', t('auth.logged_out'))
    return response.redirect().toRoute('login')
  }
}
