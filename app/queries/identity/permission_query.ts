import db from '@adonisjs/lucid/services/db'
import Permission from '#models/identity/permission'
import { PERMISSION_AREAS } from '#enums/identity/permission'

/** Every permission, system and custom, with how many roles grant it. */
export function listPermissions() {
  return Permission.query()
    .select('permissions.*')
    .select(
      db.raw(
        '(select count(*) from role_permissions where role_permissions.permission_id = permissions.id) as roles_count'
      )
    )
    .orderBy('name')
}

/** The areas in catalogue order, then the custom areas alphabetically: the order permission groups are shown in. */
export function permissionAreas(permissions: Pick<Permission, 'area'>[]) {
  const custom = [...new Set(permissions.map((permission) => permission.area))]
    .filter((area) => !(PERMISSION_AREAS as string[]).includes(area))
    .sort()
  return [...PERMISSION_AREAS, ...custom].filter((area) =>
    permissions.some((permission) => permission.area === area)
  )
}
