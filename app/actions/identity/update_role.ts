import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/identity/user'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import { type updateRoleValidator } from '#validators/identity/roles'
import { recordEvent, type EventInput } from '#services/record_event'
import { holdsPermissions } from '#policies/identity/delegation'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type UpdateRoleInput = {
  role: Role
  data: Infer<typeof updateRoleValidator>
  actor: User
  request?: EventInput['request']
}

const difference = (left: string[], right: string[]) => left.filter((name) => !right.includes(name))

/**
 * Renames, describes and re-permissions a role. A seeded role keeps its name
 * (the catalogue finds it by name), and the Administrator role always holds
 * every permission: what is sent for it is ignored.
 */
export async function updateRole({ role, data, actor, request }: UpdateRoleInput) {
  if (role.isSystem && data.name !== role.name)
    throw fieldError('name', t('access.roles.system_name'))
  if (!role.$preloaded.permissions) await role.load('permissions')
  const current = role.permissions.map((permission) => permission.name)
  const wanted = role.isAdministrator ? current : (data.permissions ?? current)
  const touched = [...difference(wanted, current), ...difference(current, wanted)]
  if (!(await holdsPermissions(actor, touched)))
    throw fieldError('permissions', t('access.roles.permission_out_of_reach'))

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
      throw fieldError('permissions', t('access.roles.permission_unknown'))

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
      actor,
      subject: { type: 'role', id: locked.id, label: locked.name },
      before,
      after,
      request,
    })
  })
}
