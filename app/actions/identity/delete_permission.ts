import db from '@adonisjs/lucid/services/db'
import Permission from '#models/identity/permission'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

type DeletePermissionInput = {
  permission: Permission
}

/** Deletes a custom permission and takes it away from every role that held it. */
export async function deletePermission({ permission }: DeletePermissionInput, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await Permission.query({ client: trx })
      .where('id', permission.id)
      .where('is_system', false)
      .forUpdate()
      .firstOrFail()
    const roles: { name: string }[] = await trx
      .from('roles')
      .join('role_permissions', 'role_permissions.role_id', 'roles.id')
      .where('role_permissions.permission_id', locked.id)
      .orderBy('roles.name')
      .select('roles.name')
    const before = {
      name: locked.name,
      description: locked.description,
      roles: roles.map((role) => role.name),
    }
    await locked.delete()
    await recordEvent(trx, {
      type: 'roles.permission.deleted',
      subject: { type: 'permission', id: locked.id, label: locked.name },
      before,
      audit,
    })
  })
}
