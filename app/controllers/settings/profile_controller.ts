import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { deleteAccountValidator, updateProfileValidator } from '#validators/settings/account'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import { fieldError } from '#exceptions/field_error'
import { closeOwnAccount } from '#actions/identity/close_own_account'
import { recordEvent, userSubject } from '#services/record_event'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

export default class ProfileController {
  edit({ inertia, session }: HttpContext) {
    return inertia.render('Settings/Profile', {
      status: session.flashMessages.get('status') ?? null,
    })
  }

  /** A changed e-mail address is unverified again until its new link is followed. */
  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const data = await request.validateUsing(updateProfileValidator, { meta: { userId: user.id } })
    const emailChanged = data.email.toLowerCase() !== user.email.toLowerCase()
    const before = { fullName: user.fullName, email: user.email }
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.merge({ fullName: data.full_name, email: data.email })
      if (emailChanged) user.emailVerifiedAt = null
      await user.save()
      const after = { fullName: user.fullName, email: user.email }
      await recordEvent(trx, {
        type: 'users.user.updated',
        actor: user,
        subject: userSubject(user),
        before,
        after,
        audit: auditOf(ctx),
      })
    })
    if (emailChanged) await sendVerificationLink(user)
    session.flash('success', t('settings.saved'))
    return response.redirect().toRoute('profile.edit')
  }

  async destroy(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    if (!(await hash.verify(user.password, password))) {
      throw fieldError('password', t('auth.password_incorrect'))
    }
    const outcome = await closeOwnAccount({ user }, auditOf(ctx))
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    session.flash('success', t(outcome === 'deleted' ? 'profile.deleted' : 'profile.closed'))
    return response.redirect().toRoute('home')
  }
}
