import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type ChangePasswordInput = { user: User; currentPassword: string; password: string }

/**
 * A new password, given the current one. It rotates the security stamp: every
 * other session ends at its next request and remember-me tokens stop working.
 */
export async function changePassword(
  { user, currentPassword, password }: ChangePasswordInput,
  audit: AuditContext
) {
  if (!(await hash.verify(user.password, currentPassword)))
    throw new InvalidInputError(t('auth.password_incorrect'), { field: 'current_password' })
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.password = password
    user.securityStamp = User.newSecurityStamp()
    await user.save()
    await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    await recordEvent(trx, {
      type: 'auth.password.changed',
      actor: user,
      subject: userSubject(user),
      audit,
    })
  })
}
