import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/identity/user'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { SYSTEM_PERMISSIONS } from '#enums/identity/permission'

/*
| What a user may do: the union of their roles' permissions. An Administrator
| holds every permission, whatever the role's rows say. The set is loaded once
| per request and kept on that request's user instance. What is kept is the
| load itself: the flags of a list's rows ask at once (each transformer
| variant calls its policy), and they all wait on the one query.
*/
export type Access = { administrator: boolean; permissions: Set<string> }

const cache = new WeakMap<User, Promise<Access>>()

/*
| One round trip: the user's roles with their permissions, and for an Administrator
| (who holds every permission) the custom permissions as well, under a null role.
*/
const ACCESS_SQL = `
  SELECT r.name AS role, p.name AS permission
  FROM user_roles ur
  JOIN roles r ON r.id = ur.role_id
  LEFT JOIN role_permissions rp ON rp.role_id = r.id
  LEFT JOIN permissions p ON p.id = rp.permission_id
  WHERE ur.user_id = :userId
  UNION ALL
  SELECT NULL, p.name
  FROM permissions p
  WHERE NOT p.is_system AND EXISTS (
    SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = :userId AND r.name = :administrator
  )`

export function accessOf(user: User): Promise<Access> {
  let access = cache.get(user)
  if (!access) {
    access = loadAccess(user)
    cache.set(user, access)
    /* A failed load is not kept: the next question asks the database again. */
    const loading = access
    loading.catch(() => cache.get(user) === loading && cache.delete(user))
  }
  return access
}

type AccessRow = { role: string | null; permission: string | null }

async function loadAccess(user: User): Promise<Access> {
  const { rows }: { rows: AccessRow[] } = await db.rawQuery(ACCESS_SQL, {
    userId: user.id,
    administrator: ADMINISTRATOR,
  })
  return accessFromRows(rows)
}

function accessFromRows(rows: AccessRow[]): Access {
  const administrator = rows.some((row) => row.role === ADMINISTRATOR)
  const permissions = new Set<string>(
    administrator
      ? [
          ...SYSTEM_PERMISSIONS.map((permission) => permission.name),
          ...rows.flatMap((row) => (row.role === null && row.permission ? [row.permission] : [])),
        ]
      : rows.flatMap((row) => (row.permission ? [row.permission] : []))
  )
  return { administrator, permissions }
}

export async function hasPermission(user: User, permission: string) {
  const access = await accessOf(user)
  return access.administrator || access.permissions.has(permission)
}

/*
| The signed-in user's row and their access in one round trip, for the session guard,
| which loads the user on every request (config/auth.ts): the access is kept on that
| instance as accessOf keeps it, so the page's permissions and the policies of the
| request ask the database nothing more. Still read afresh on every request.
*/
const USER_WITH_ACCESS_SQL = `
  SELECT u.*, (
    SELECT coalesce(json_agg(json_build_array(a.role, a.permission)), '[]'::json)
    FROM (${ACCESS_SQL}) a
  ) AS posada_access
  FROM users u
  WHERE u.id = :userId`

export async function findUserWithAccess(model: typeof User, id: number | string) {
  const { rows }: { rows: Array<Record<string, unknown> & { posada_access: [string, string][] }> } =
    await db.rawQuery(USER_WITH_ACCESS_SQL, { userId: id, administrator: ADMINISTRATOR })
  if (!rows.length) return null
  const { posada_access: access, ...columns } = rows[0]
  const user = model.$createFromAdapterResult(columns)
  if (!user) return null
  const rowsOfAccess = access.map(([role, permission]) => ({ role, permission }))
  cache.set(user, Promise.resolve(accessFromRows(rowsOfAccess)))
  return user
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
