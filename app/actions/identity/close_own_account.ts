import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { isLastActiveAdministrator } from '#services/access'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { t } from '#services/i18n'

/**
 * Deletes the account, or, when it has history in the activity log, closes it
 * (deactivated, every session ended) so that history keeps its actor. The last
 * active Administrator can do neither. The password confirms it is the owner.
 */
export async function closeOwnAccount(
  { user, password }: { user: User; password: string },
  audit: AuditContext
) {
  if (!(await hash.verify(user.password, password)))
    throw new InvalidInputError(t('auth.password_incorrect'), { field: 'password' })
  return db.transaction(async (trx) => {
    if (await isLastActiveAdministrator(trx, user.id)) {
      throw new NotAllowedError(t('profile.last_admin'), { field: 'password' })
    }
    const history = await trx.from('events').where('actor_id', user.id).first()
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (history) {
      locked.merge({ isActive: false, securityStamp: User.newSecurityStamp() })
      await locked.save()
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      await recordEvent(trx, {
        type: 'users.user.deactivated',
        actor: user,
        subject: userSubject(user),
        metadata: { by: 'self' },
        audit,
      })
      return 'deactivated' as const
    }
    await trx.from('user_roles').where('user_id', user.id).delete()
    await locked.delete()
    return 'deleted' as const
  })
}
