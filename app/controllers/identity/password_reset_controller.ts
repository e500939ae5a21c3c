import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/identity/auth'
import { consumeResetToken, issueResetToken } from '#services/identity/password_reset_tokens'
import { absoluteUrl } from '#services/urls'
import { fieldError } from '#exceptions/field_error'
import { recordEvent, userSubject } from '#services/record_event'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class PasswordResetController {
  request({ inertia, session }: HttpContext) {
    return inertia.render('Auth/ForgotPassword', {
      status: session.flashMessages.get('status') ?? null,
    })
  }

  /** Always answers the same way, so the form does not reveal which addresses have accounts. */
  async email({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    const user = await User.query()
      .whereRaw('email = ?::citext', [email])
      .where('is_active', true)
      .first()
    if (user) {
      const token = await issueResetToken(user.id)
      const url = absoluteUrl(
        router.builder().params({ token }).qs({ email: user.email }).make('password.reset')
      )
      await mail.send(new ResetPasswordNotification(user, url))
    }
    session.flash('status', t('auth.reset_link_sent'))
    return response.redirect().back()
  }

  edit({ inertia, params, request }: HttpContext) {
    return inertia.render('Auth/ResetPassword', {
      token: String(params.token),
      email: String(request.qs().email ?? ''),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session } = ctx
    const { token, email, password } = await request.validateUsing(resetPasswordValidator)
    const candidate = await User.query()
      .whereRaw('email = ?::citext', [email])
      .where('is_active', true)
      .first()
    const done = await db.transaction(async (trx) => {
      if (!candidate || !(await consumeResetToken(trx, token, candidate.id))) return false
      const user = await User.findOrFail(candidate.id, { client: trx })
      user.password = password
      user.securityStamp = User.newSecurityStamp()
      await user.save()
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      await recordEvent(trx, {
        type: 'auth.password.reset',
        actor: user,
        subject: userSubject(user),
        audit: auditOf(ctx),
      })
      return true
    })
    if (!done) {
      throw fieldError('email', t('auth.reset_token_invalid'))
    }
    session.flash('status', t('auth.password_reset'))
    return response.redirect().toRoute('login')
  }
}
