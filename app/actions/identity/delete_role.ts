import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import Role from '#models/identity/role'
import { recordEvent, type EventInput } from '#services/record_event'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type DeleteRoleInput = { role: Role; actor: User; request?: EventInput['request'] }

/** Deletes a custom role nobody holds any more (the database refuses it too while users have it). */
export async function deleteRole({ role, actor, request }: DeleteRoleInput) {
  await db.transaction(async (trx) => {
    const locked = await Role.query({ client: trx })
      .where('id', role.id)
      .forUpdate()
      .preload('permissions')
      .firstOrFail()
    const [{ count }] = await trx.from('user_roles').where('role_id', locked.id).count('* as count')
    if (Number(count) > 0)
      throw fieldError(
        'role',
        t('access.roles.has_users', { name: locked.name, count: Number(count) })
      )
    const before = {
      name: locked.name,
      description: locked.description,
      permissions: locked.permissions.map((permission) => permission.name).sort(),
    }
    await locked.delete()
    await recordEvent(trx, {
      type: 'roles.role.deleted',
      actor,
      subject: { type: 'role', id: locked.id, label: locked.name },
      before,
      request,
    })
  })
}
