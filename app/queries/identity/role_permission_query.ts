import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export type RoleGrants = { name: string; permissions: string[] }

/** Every role with the names of the permissions it grants, keyed by role id. */
export async function roleGrants(client: QueryClientContract = db.connection()) {
  const rows: { id: number; name: string; permission: string | null }[] = await client
    .from('roles')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('roles.id', 'roles.name', 'permissions.name as permission')
  const grants = new Map<number, RoleGrants>()
  for (const row of rows) {
    const entry = grants.get(row.id) ?? { name: row.name, permissions: [] }
    if (row.permission) entry.permissions.push(row.permission)
    grants.set(row.id, entry)
  }
  return grants
}
