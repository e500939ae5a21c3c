import type { HttpContext } from '@adonisjs/core/http'
import { deleteAccountValidator, updateProfileValidator } from '#validators/settings/account'
import { updateProfile } from '#actions/identity/update_profile'
import { closeOwnAccount } from '#actions/identity/close_own_account'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class ProfileController {
  edit({ inertia, session }: HttpContext) {
    return inertia.render('Settings/Profile', {
      status: session.flashMessages.get('status') ?? null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const data = await request.validateUsing(updateProfileValidator, { meta: { userId: user.id } })
    await updateProfile({ user, data }, auditOf(ctx))
    session.flash('success', t('settings.saved'))
    return response.redirect().toRoute('profile.edit')
  }

  async destroy(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    const outcome = await closeOwnAccount({ user, password }, auditOf(ctx))
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    session.flash('success', t(outcome === 'deleted' ? 'profile.deleted' : 'profile.closed'))
    return response.redirect().toRoute('home')
  }
}
