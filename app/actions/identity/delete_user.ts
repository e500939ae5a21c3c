import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { deactivateUser } from '#actions/identity/deactivate_user'
import { isLastActiveAdministrator } from '#services/access'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type DeleteUserInput = { user: User }

/**
 * Deletes an account that has done nothing yet. One with history (any event it
 * is the actor of) is deactivated instead, so the activity log keeps its actor.
 */
export async function deleteUser(
  { user }: DeleteUserInput,
  audit: AuditContext
): Promise<'deleted' | 'deactivated'> {
  return db.transaction(async (trx) => {
    const history = await trx.from('events').where('actor_id', user.id).first()
    if (history) {
      await deactivateUser({ user, metadata: { insteadOfDeleting: true } }, audit, trx)
      return 'deactivated'
    }
    if (await isLastActiveAdministrator(trx, user.id))
      throw new NotAllowedError(t('access.users.last_admin_delete'), { field: 'user' })
    const locked = await User.query({ client: trx })
      .where('id', user.id)
      .forUpdate()
      .preload('roles')
      .firstOrFail()
    const before = {
      fullName: locked.fullName,
      email: locked.email,
      isActive: locked.isActive,
      roles: locked.roles.map((role) => role.name).sort(),
    }
    await trx.from('user_roles').where('user_id', locked.id).delete()
    await locked.delete()
    await recordEvent(trx, {
      type: 'users.user.deleted',
      subject: userSubject(locked),
      before,
      audit,
    })
    return 'deleted'
  })
}
