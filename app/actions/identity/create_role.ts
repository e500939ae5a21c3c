import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import { type createRoleValidator } from '#validators/identity/roles'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { holdsPermissions } from '#policies/identity/delegation'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type CreateRoleInput = {
  data: Infer<typeof createRoleValidator>
}

/** A new role with the permissions picked for it; nobody grants a permission they do not hold. */
export async function createRole({ data }: CreateRoleInput, audit: AuditContext) {
  const actor = audit.actor!
  const names = data.permissions ?? []
  if (!(await holdsPermissions(actor, names)))
    throw new NotAllowedError(t('access.roles.permission_out_of_reach'), { field: 'permissions' })

  return db.transaction(async (trx) => {
    const permissions = await Permission.query({ client: trx })
      .whereIn('name', names)
      .orderBy('name')
    if (permissions.length !== names.length)
      throw new InvalidInputError(t('access.roles.permission_unknown'), { field: 'permissions' })
    const role = await Role.create(
      { name: data.name, description: data.description ?? '', isSystem: false },
      { client: trx }
    )
    await role.related('permissions').attach(permissions.map((permission) => permission.id))
    await recordEvent(trx, {
      type: 'roles.role.created',
      subject: { type: 'role', id: role.id, label: role.name },
      after: {
        name: role.name,
        description: role.description,
        permissions: permissions.map((permission) => permission.name),
      },
      audit,
    })
    return role
  })
}
