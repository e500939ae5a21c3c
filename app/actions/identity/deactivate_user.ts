import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/identity/user'
import { recordEvent, userSubject, type EventInput } from '#services/record_event'
import { isLastActiveAdministrator } from '#services/access'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type DeactivateUserInput = {
  user: User
  actor: User
  request?: EventInput['request']
  metadata?: { insteadOfDeleting: boolean }
}

/**
 * Closes an account without losing its history: its sessions end at their
 * next request and remember-me tokens stop working. The last active
 * Administrator stays active (checked under the Administrators' row lock).
 */
export async function deactivateUser(
  input: DeactivateUserInput,
  client?: TransactionClientContract
): Promise<void> {
  if (!client) return db.transaction((trx) => deactivateUser(input, trx))
  const { user, actor, request, metadata } = input
  if (await isLastActiveAdministrator(client, user.id))
    throw fieldError('user', t('access.users.last_admin_deactivate'))
  const locked = await User.query({ client }).where('id', user.id).forUpdate().firstOrFail()
  if (!locked.isActive) return
  locked.merge({ isActive: false, securityStamp: User.newSecurityStamp() })
  await locked.save()
  await client.from('remember_me_tokens').where('tokenable_id', locked.id).delete()
  await recordEvent(client, {
    type: 'users.user.deactivated',
    actor,
    subject: userSubject(locked),
    before: { isActive: true },
    after: { isActive: false },
    metadata,
    request,
  })
}
