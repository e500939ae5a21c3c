import { BaseMail } from '@adonisjs/mail'
import { t } from '#services/i18n'
import type User from '#models/identity/user'

export default class VerifyEmailNotification extends BaseMail {
  subject = t('mail.verify.subject')

  constructor(
    readonly user: User,
    readonly verificationUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = {
      greeting: t('mail.greeting', { name: this.user.fullName }),
      intro: t('mail.verify.intro'),
      action: t('mail.verify.action'),
      outro: [t('mail.verify.expiry')],
      signature: t('mail.signature'),
      url: this.verificationUrl,
    }
    this.message
      .to(this.user.email)
      .htmlView('mails/action', lines)
      .textView('mails/action_text', lines)
  }
}
