import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

/** A change to the user's two-factor settings and its activity-log line commit together. */
export async function saveTwoFactorChange(
  user: User,
  type:
    | 'auth.two_factor.enabled'
    | 'auth.two_factor.disabled'
    | 'auth.two_factor.recovery_codes_regenerated',
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    await user.save()
    await recordEvent(trx, { type, actor: user, subject: userSubject(user), audit })
  })
}
