import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

type ActivateUserInput = { user: User }

/** Opens a deactivated account again; the user signs in afresh. */
export async function activateUser({ user }: ActivateUserInput, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (locked.isActive) return
    locked.isActive = true
    await locked.save()
    await recordEvent(trx, {
      type: 'users.user.activated',
      subject: userSubject(locked),
      before: { isActive: false },
      after: { isActive: true },
      audit,
    })
  })
}
