import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { isLastActiveAdministrator } from '#services/access'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type DeactivateUserInput = {
  user: User
  metadata?: { insteadOfDeleting: boolean }
}

/**
 * Closes an account without losing its history: its sessions end at their
 * next request and remember-me tokens stop working. The last active
 * Administrator stays active (checked under the Administrators' row lock).
 */
export async function deactivateUser(
  input: DeactivateUserInput,
  audit: AuditContext,
  client?: TransactionClientContract
): Promise<void> {
  if (!client) return db.transaction((trx) => deactivateUser(input, audit, trx))
  const { user, metadata } = input
  if (await isLastActiveAdministrator(client, user.id))
    throw new NotAllowedError(t('access.users.last_admin_deactivate'), { field: 'user' })
  const locked = await User.query({ client }).where('id', user.id).forUpdate().firstOrFail()
  if (!locked.isActive) return
  locked.merge({ isActive: false, securityStamp: User.newSecurityStamp() })
  await locked.save()
  await client.from('remember_me_tokens').where('tokenable_id', locked.id).delete()
  await recordEvent(client, {
    type: 'users.user.deactivated',
    subject: userSubject(locked),
    before: { isActive: true },
    after: { isActive: false },
    metadata,
    audit,
  })
}
