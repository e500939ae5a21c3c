import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { recordEvent, userSubject, type EventInput } from '#services/record_event'
import { deactivateUser } from '#actions/identity/deactivate_user'
import { isLastActiveAdministrator } from '#services/access'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type DeleteUserInput = { user: User; actor: User; request?: EventInput['request'] }

/**
 * Deletes an account that has done nothing yet. One with history (any event it
 * is the actor of) is deactivated instead, so the activity log keeps its actor.
 */
export async function deleteUser({
  user,
  actor,
  request,
}: DeleteUserInput): Promise<'deleted' | 'deactivated'> {
  return db.transaction(async (trx) => {
    const history = await trx.from('events').where('actor_id', user.id).first()
    if (history) {
      await deactivateUser({ user, actor, request, metadata: { insteadOfDeleting: true } }, trx)
      return 'deactivated'
    }
    if (await isLastActiveAdministrator(trx, user.id))
      throw fieldError('user', t('access.users.last_admin_delete'))
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
      actor,
      subject: userSubject(locked),
      before,
      request,
    })
    return 'deleted'
  })
}
