import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import { registerValidator } from '#validators/identity/auth'
import { signIn } from '#services/identity/sign_in'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import { recordEvent, userSubject } from '#services/record_event'
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
    const user = await db.transaction(async (trx) => {
      const created = await User.create(
        { fullName: data.full_name, email: data.email, password: data.password },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'auth.user.registered',
        actor: created,
        subject: userSubject(created),
        audit: auditOf(ctx),
      })
      return created
    })
    await signIn(ctx, user, false)
    await sendVerificationLink(user)
    return response.redirect().toRoute('verification.notice')
  }

  #open() {
    return env.get('REGISTRATION_OPEN') ?? true
  }
}
