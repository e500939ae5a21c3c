import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import { emailDigest } from '#services/identity/email_verification'
import { verifyEmail } from '#actions/identity/verify_email'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class EmailVerificationController {
  notice({ inertia, auth, response, session }: HttpContext) {
    if (auth.user!.emailVerifiedAt) return response.redirect().toRoute('dashboard')
    return inertia.render('Auth/VerifyEmail', {
      status: session.flashMessages.get('status') ?? null,
    })
  }

  async verify(ctx: HttpContext) {
    const { request, params, auth, response, session } = ctx
    const user = auth.user!
    const valid =
      request.hasValidSignature() &&
      Number(params.id) === user.id &&
      params.hash === emailDigest(user.email)
    if (!valid) {
      session.flash('error', t('auth.verification_link_invalid'))
      return response.redirect().toRoute('verification.notice')
    }
    await verifyEmail({ user }, auditOf(ctx))
    session.flash('success', t('auth.verified'))
    return response.redirect().toRoute('dashboard')
  }

  /** One new link a minute per user. */
  async send({ auth, response, session }: HttpContext) {
    const user = auth.user!
    if (user.emailVerifiedAt) return response.redirect().toRoute('dashboard')
    const throttle = limiter.use({ requests: 1, duration: '1 minute' })
    const key = `verification_${user.id}`
    if ((await throttle.remaining(key)) <= 0) {
      session.flash(
        'error',
        t('auth.verification_throttled', { seconds: Math.max(1, await throttle.availableIn(key)) })
      )
    } else {
      await throttle.consume(key)
      await sendVerificationLink(user)
      session.flash('status', t('auth.verification_sent'))
    }
    return response.redirect().back()
  }
}
