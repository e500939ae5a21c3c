import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import User from '#models/identity/user'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { issueResetToken } from '#services/identity/password_reset_tokens'
import { absoluteUrl } from '#services/urls'

/** Mails a reset link to the active account with this address, if there is one; says nothing either way. */
export async function sendPasswordResetLink({ email }: { email: string }) {
  const user = await User.query()
    .whereRaw('email = ?::citext', [email])
    .where('is_active', true)
    .first()
  if (!user) return
  const token = await issueResetToken(user.id)
  const url = absoluteUrl(
    router.builder().params({ token }).qs({ email: user.email }).make('password.reset')
  )
  await mail.send(new ResetPasswordNotification(user, url))
}
