import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import type { registerValidator } from '#validators/identity/auth'

/* A new account has no role: it waits for an administrator to grant access. */
export function registerUser(
  { data }: { data: Infer<typeof registerValidator> },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const created = await User.create(
      { fullName: data.full_name, email: data.email, password: data.password },
      { client: trx }
    )
    await recordEvent(trx, {
      type: 'auth.user.registered',
      actor: created,
      subject: userSubject(created),
      audit,
    })
    return created
  })
}
