import db from '@adonisjs/lucid/services/db'
import Role from '#models/identity/role'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type DeleteRoleInput = { role: Role }

/** Deletes a custom role nobody holds any more (the database refuses it too while users have it). */
export async function deleteRole({ role }: DeleteRoleInput, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await Role.query({ client: trx })
      .where('id', role.id)
      .forUpdate()
      .preload('permissions')
      .firstOrFail()
    const [{ count }] = await trx.from('user_roles').where('role_id', locked.id).count('* as count')
    if (Number(count) > 0)
      throw new NotAllowedError(
        t('access.roles.has_users', { name: locked.name, count: Number(count) }),
        { field: 'role' }
      )
    const before = {
      name: locked.name,
      description: locked.description,
      permissions: locked.permissions.map((permission) => permission.name).sort(),
    }
    await locked.delete()
    await recordEvent(trx, {
      type: 'roles.role.deleted',
      subject: { type: 'role', id: locked.id, label: locked.name },
      before,
      audit,
    })
  })
}
