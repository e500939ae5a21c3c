import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/identity/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { absoluteUrl } from '#services/urls'
import { emailDigest, VERIFICATION_LINK_TTL } from '#services/identity/email_verification'

/** Mails a signed link that verifies the user's current address. */
export async function sendVerificationLink(user: User) {
  const path = router
    .builder()
    .params({ id: user.id, hash: emailDigest(user.email) })
    .makeSigned('verification.verify', { expiresIn: VERIFICATION_LINK_TTL })
  await mail.send(new VerifyEmailNotification(user, absoluteUrl(path)))
}
