import { createHash } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/identity/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { absoluteUrl } from '#services/urls'

export const VERIFICATION_LINK_TTL = '60 minutes'

/* The link names the address it verifies, so changing the e-mail voids older links. */
export function emailDigest(email: string) {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 40)
}

export async function sendVerificationLink(user: User) {
  const path = router
    .builder()
    .params({ id: user.id, hash: emailDigest(user.email) })
    .makeSigned('verification.verify', { expiresIn: VERIFICATION_LINK_TTL })
  await mail.send(new VerifyEmailNotification(user, absoluteUrl(path)))
}
