import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/settings/account'
import { changePassword } from '#actions/identity/change_password'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class PasswordController {
  edit({ inertia }: HttpContext) {
    return inertia.render('Settings/Password', {})
  }

  /* Every other session ends (app/actions/identity/change_password.ts); this one stays, with the new stamp. */
  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const data = await request.validateUsing(updatePasswordValidator)
    await changePassword(
      { user, currentPassword: data.current_password, password: data.password },
      auditOf(ctx)
    )
    session.put('auth_security_stamp', user.securityStamp)
    session.flash('success', t('settings.saved'))
    return response.redirect().toRoute('user_password.edit')
  }
}
