import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/identity/user'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { SYSTEM_PERMISSIONS } from '#enums/identity/permission'

/*
| What a user may do: the union of their roles' permissions. An Administrator
| holds every permission, whatever the role's rows say. The set is loaded once
| per request and kept on that request's user instance.
*/
export type Access = { administrator: boolean; permissions: Set<string> }

const cache = new WeakMap<User, Access>()

export async function accessOf(user: User): Promise<Access> {
  const cached = cache.get(user)
  if (cached) return cached
  const rows: { role: string; permission: string | null }[] = await db
    .from('user_roles')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('user_roles.user_id', user.id)
    .select('roles.name as role', 'permissions.name as permission')
  const administrator = rows.some((row) => row.role === ADMINISTRATOR)
  const permissions = new Set<string>(
    administrator ? SYSTEM_PERMISSIONS.map((permission) => permission.name) : rows.flatMap((row) => (row.permission ? [row.permission] : []))
  )
  if (administrator) {
    const custom = await db.from('permissions').where('is_system', false).select('name')
    for (const row of custom) permissions.add(row.name)
  }
  const access = { administrator, permissions }
  cache.set(user, access)
  return access
}

export async function hasPermission(user: User, permission: string) {
  const access = await accessOf(user)
  return access.administrator || access.permissions.has(permission)
}

export function forgetAccess(user: User) {
  cache.delete(user)
}

/**
 * True when the user is the only active Administrator left. Locks the
 * Administrators' user rows so that two concurrent demotions cannot both pass.
 */
export async function isLastActiveAdministrator(client: QueryClientContract, userId: number) {
  const rows: { id: number }[] = await client
    .from('users')
    .join('user_roles', 'user_roles.user_id', 'users.id')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .where('roles.name', ADMINISTRATOR)
    .where('users.is_active', true)
    .select('users.id')
    .forUpdate()
  return rows.length === 1 && rows[0].id === userId
}
