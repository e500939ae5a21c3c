import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import { deleteAccountValidator, updateProfileValidator } from '#validators/settings/account'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

export default class ProfileController {
  edit({ inertia, session }: HttpContext) {
    return inertia.render('Settings/Profile', { status: session.flashMessages.get('status') ?? null })
  }

  /** A changed e-mail address is unverified again until its new link is followed. */
  async update({ request, response, auth, session }: HttpContext) {
    const user = auth.user!
    const data = await request.validateUsing(updateProfileValidator, { meta: { userId: user.id } })
    const emailChanged = data.email.toLowerCase() !== user.email.toLowerCase()
    user.merge({ fullName: data.full_name, email: data.email })
    if (emailChanged) user.emailVerifiedAt = null
    await user.save()
    if (emailChanged) await sendVerificationLink(user)
    session.flash('success', t('settings.saved'))
    return response.redirect().toRoute('profile.edit')
  }

  async destroy({ request, response, auth, session }: HttpContext) {
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    if (!(await hash.verify(user.password, password))) {
      throw fieldError('password', t('auth.password_incorrect'))
    }
    await auth.use('web').logout()
    await user.delete()
    session.clear()
    session.regenerate()
    return response.redirect().toRoute('home')
  }
}
