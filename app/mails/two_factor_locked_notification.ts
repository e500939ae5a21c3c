import { BaseMail } from '@adonisjs/mail'
import { t } from '#services/i18n'
import type User from '#models/identity/user'

/* Told to the owner when wrong two-factor codes locked their account's challenge. */
export default class TwoFactorLockedNotification extends BaseMail {
  subject = t('mail.two_factor_locked.subject')

  constructor(
    readonly user: User,
    readonly minutes: number,
    readonly resetUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = {
      greeting: t('mail.greeting', { name: this.user.fullName }),
      intro: t('mail.two_factor_locked.intro', { minutes: this.minutes }),
      action: t('mail.two_factor_locked.action'),
      outro: [t('mail.two_factor_locked.not_you'), t('mail.two_factor_locked.you')],
      signature: t('mail.signature'),
      url: this.resetUrl,
    }
    this.message
      .to(this.user.email)
      .htmlView('mails/action', lines)
      .textView('mails/action_text', lines)
  }
}
