import { BaseMail } from '@adonisjs/mail'
import { t } from '#services/i18n'
import type User from '#models/identity/user'

export default class ResetPasswordNotification extends BaseMail {
  subject = t('mail.reset.subject')

  constructor(
    readonly user: User,
    readonly resetUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = {
      greeting: t('mail.greeting', { name: this.user.fullName }),
      intro: t('mail.reset.intro'),
      action: t('mail.reset.action'),
      outro: [t('mail.reset.expiry'), t('mail.reset.ignore')],
      signature: t('mail.signature'),
      url: this.resetUrl,
    }
    this.message
      .to(this.user.email)
      .htmlView('mails/action', lines)
      .textView('mails/action_text', lines)
  }
}
