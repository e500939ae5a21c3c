import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import { type updateRoleValidator } from '#validators/identity/roles'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { holdsPermissions } from '#policies/identity/delegation'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type UpdateRoleInput = {
  role: Role
  data: Infer<typeof updateRoleValidator>
}

const difference = (left: string[], right: string[]) => left.filter((name) => !right.includes(name))

/**
 * Renames, describes and re-permissions a role. A seeded role keeps its name
 * (the catalogue finds it by name), and the Administrator role always holds
 * every permission: what is sent for it is ignored.
 */
export async function updateRole({ role, data }: UpdateRoleInput, audit: AuditContext) {
  const actor = audit.actor!
  if (role.isSystem && data.name !== role.name)
    throw new NotAllowedError(t('access.roles.system_name'), { field: 'name' })
  if (!role.$preloaded.permissions) await role.load('permissions')
  const current = role.permissions.map((permission) => permission.name)
  const wanted = role.isAdministrator ? current : (data.permissions ?? current)
  const touched = [...difference(wanted, current), ...difference(current, wanted)]
  if (!(await holdsPermissions(actor, touched)))
    throw new NotAllowedError(t('access.roles.permission_out_of_reach'), { field: 'permissions' })

  await db.transaction(async (trx) => {
    const locked = await Role.query({ client: trx })
      .where('id', role.id)
      .forUpdate()
      .preload('permissions')
      .firstOrFail()
    const permissions = await Permission.query({ client: trx })
      .whereIn('name', wanted)
      .orderBy('name')
    if (permissions.length !== wanted.length)
      throw new InvalidInputError(t('access.roles.permission_unknown'), { field: 'permissions' })

    const before = {
      name: locked.name,
      description: locked.description,
      permissions: locked.permissions.map((permission) => permission.name).sort(),
    }
    locked.merge({ name: data.name, description: data.description ?? '' })
    await locked.save()
    if (!locked.isAdministrator)
      await locked.related('permissions').sync(permissions.map((permission) => permission.id))
    const after = {
      name: locked.name,
      description: locked.description,
      permissions: permissions.map((permission) => permission.name).sort(),
    }
    if (JSON.stringify(before) === JSON.stringify(after)) return
    await recordEvent(trx, {
      type: 'roles.role.updated',
      subject: { type: 'role', id: locked.id, label: locked.name },
      before,
      after,
      audit,
    })
  })
}
