import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/identity/auth'
import { sendPasswordResetLink } from '#actions/identity/send_password_reset_link'
import { resetPassword } from '#actions/identity/reset_password'
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
    await sendPasswordResetLink({ email })
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
    await resetPassword({ email, token, password }, auditOf(ctx))
    session.flash('status', t('auth.password_reset'))
    return response.redirect().toRoute('login')
  }
}
