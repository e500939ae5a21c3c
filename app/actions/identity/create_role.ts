import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/identity/user'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import { type createRoleValidator } from '#validators/identity/roles'
import { recordEvent, type EventInput } from '#services/record_event'
import { holdsPermissions } from '#policies/identity/delegation'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type CreateRoleInput = {
  data: Infer<typeof createRoleValidator>
  actor: User
  request?: EventInput['request']
}

/** A new role with the permissions picked for it; nobody grants a permission they do not hold. */
export async function createRole({ data, actor, request }: CreateRoleInput) {
  const names = data.permissions ?? []
  if (!(await holdsPermissions(actor, names)))
    throw fieldError('permissions', t('access.roles.permission_out_of_reach'))

  return db.transaction(async (trx) => {
    const permissions = await Permission.query({ client: trx })
      .whereIn('name', names)
      .orderBy('name')
    if (permissions.length !== names.length)
      throw fieldError('permissions', t('access.roles.permission_unknown'))
    const role = await Role.create(
      { name: data.name, description: data.description ?? '', isSystem: false },
      { client: trx }
    )
    await role.related('permissions').attach(permissions.map((permission) => permission.id))
    await recordEvent(trx, {
      type: 'roles.role.created',
      actor,
      subject: { type: 'role', id: role.id, label: role.name },
      after: {
        name: role.name,
        description: role.description,
        permissions: permissions.map((permission) => permission.name),
      },
      request,
    })
    return role
  })
}
