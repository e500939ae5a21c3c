import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Permission from '#models/identity/permission'
import { type updatePermissionValidator } from '#validators/identity/permissions'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'

type UpdatePermissionInput = {
  permission: Permission
  data: Infer<typeof updatePermissionValidator>
}

/** Renames or describes a custom permission; the roles holding it keep it. */
export async function updatePermission(
  { permission, data }: UpdatePermissionInput,
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await Permission.query({ client: trx })
      .where('id', permission.id)
      .where('is_system', false)
      .forUpdate()
      .firstOrFail()
    const before = { name: locked.name, description: locked.description }
    locked.merge({
      name: data.name,
      area: data.name.split('.')[0],
      description: data.description ?? '',
    })
    await locked.save()
    const after = { name: locked.name, description: locked.description }
    if (JSON.stringify(before) === JSON.stringify(after)) return
    await recordEvent(trx, {
      type: 'roles.permission.updated',
      subject: { type: 'permission', id: locked.id, label: locked.name },
      before,
      after,
      audit,
    })
  })
}
