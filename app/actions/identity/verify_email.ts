import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

/** Marks the user's address verified (once: a second visit of the link changes nothing). */
export async function verifyEmail({ user }: { user: User }, audit: AuditContext) {
  if (user.emailVerifiedAt) return
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.emailVerifiedAt = DateTime.now()
    await user.save()
    await recordEvent(trx, {
      type: 'auth.email.verified',
      actor: user,
      subject: userSubject(user),
      audit,
    })
  })
}
