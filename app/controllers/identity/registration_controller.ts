import env from '#start/env'
import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/identity/auth'
import { signIn } from '#services/identity/sign_in'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import { registerUser } from '#actions/identity/register_user'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* New accounts have no role: they wait for an administrator to grant access. */
export default class RegistrationController {
  create({ inertia, response, session }: HttpContext) {
    if (!this.#open()) {
      session.flash('error', t('auth.registration_closed'))
      return response.redirect().toRoute('login')
    }
    return inertia.render('Auth/Register', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    if (!this.#open()) {
      session.flash('error', t('auth.registration_closed'))
      return response.redirect().toRoute('login')
    }
    const data = await request.validateUsing(registerValidator)
    const user = await registerUser({ data }, auditOf(ctx))
    await signIn(ctx, user, false)
    await sendVerificationLink(user)
    return response.redirect().toRoute('verification.notice')
  }

  #open() {
    return env.get('REGISTRATION_OPEN') ?? true
  }
}
