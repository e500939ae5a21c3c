import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import { updatePasswordValidator } from '#validators/settings/account'
import { fieldError } from '#exceptions/field_error'
import { recordEvent, userSubject } from '#services/record_event'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class PasswordController {
  edit({ inertia }: HttpContext) {
    return inertia.render('Settings/Password', {})
  }

  /**
   * A new password rotates the security stamp: every other session ends at its
   * next request and remember-me tokens stop working; this session stays.
   */
  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const data = await request.validateUsing(updatePasswordValidator)
    if (!(await hash.verify(user.password, data.current_password))) {
      throw fieldError('current_password', t('auth.password_incorrect'))
    }
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = data.password
      user.securityStamp = User.newSecurityStamp()
      await user.save()
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      await recordEvent(trx, {
        type: 'auth.password.changed',
        actor: user,
        subject: userSubject(user),
        audit: auditOf(ctx),
      })
    })
    session.put('auth_security_stamp', user.securityStamp)
    session.flash('success', t('settings.saved'))
    return response.redirect().toRoute('user_password.edit')
  }
}
