import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Permission from '#models/identity/permission'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { type createPermissionValidator } from '#validators/identity/permissions'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

type CreatePermissionInput = {
  data: Infer<typeof createPermissionValidator>
}

/** A custom permission; its area is the first segment of its name, and the Administrator role holds it at once. */
export async function createPermission({ data }: CreatePermissionInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const permission = await Permission.create(
      {
        name: data.name,
        area: data.name.split('.')[0],
        description: data.description ?? '',
        isSystem: false,
      },
      { client: trx }
    )
    const administrator = await trx.from('roles').where('name', ADMINISTRATOR).first()
    if (administrator)
      await trx
        .insertQuery()
        .table('role_permissions')
        .insert({ role_id: administrator.id, permission_id: permission.id })
    await recordEvent(trx, {
      type: 'roles.permission.created',
      subject: { type: 'permission', id: permission.id, label: permission.name },
      after: { name: permission.name, description: permission.description },
      audit,
    })
    return permission
  })
}
