import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/identity/user'
import Permission from '#models/identity/permission'
import { type updatePermissionValidator } from '#validators/identity/permissions'
import { recordEvent, type EventInput } from '#services/record_event'

type UpdatePermissionInput = {
  permission: Permission
  data: Infer<typeof updatePermissionValidator>
  actor: User
  request?: EventInput['request']
}

/** Renames or describes a custom permission; the roles holding it keep it. */
export async function updatePermission({
  permission,
  data,
  actor,
  request,
}: UpdatePermissionInput) {
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
      actor,
      subject: { type: 'permission', id: locked.id, label: locked.name },
      before,
      after,
      request,
    })
  })
}
