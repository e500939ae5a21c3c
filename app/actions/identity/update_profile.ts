import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { sendVerificationLink } from '#actions/identity/send_verification_link'
import type { updateProfileValidator } from '#validators/settings/account'

type UpdateProfileInput = { user: User; data: Infer<typeof updateProfileValidator> }

/** One's own name and e-mail; a changed address is unverified again until its new link is followed. */
export async function updateProfile({ user, data }: UpdateProfileInput, audit: AuditContext) {
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
      audit,
    })
  })
  if (emailChanged) await sendVerificationLink(user)
}
