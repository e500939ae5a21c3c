import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SYSTEM_PERMISSIONS } from '#enums/identity/permission'
import { ADMINISTRATOR, SYSTEM_ROLES } from '#enums/identity/system_role'

/**
 * Brings the database in line with the catalogue in code: every system
 * permission exists with its current area and description, the seeded roles
 * exist (a role created now gets the permissions its name implies; an existing
 * one keeps what administrators gave it), and Administrator holds everything.
 */
export async function syncPermissionCatalogue(client: QueryClientContract = db.connection()) {
  await client.transaction(async (trx) => {
    const now = new Date()
    await trx
      .insertQuery()
      .table('permissions')
      .knexQuery.insert(
        SYSTEM_PERMISSIONS.map((permission) => ({
          ...permission,
          is_system: true,
          created_at: now,
          updated_at: now,
        }))
      )
      .onConflict('name')
      .merge(['area', 'description', 'is_system', 'updated_at'])

    const permissionRows = await trx.from('permissions').select('id', 'name')
    const permissionIds = new Map<string, number>(
      permissionRows.map((row: { id: number; name: string }) => [row.name, row.id])
    )

    for (const role of SYSTEM_ROLES) {
      let existing = await trx.from('roles').where('name', role.name).first()
      const created = !existing
      if (!existing) {
        ;[existing] = await trx
          .insertQuery()
          .table('roles')
          .insert({
            name: role.name,
            description: role.description,
            is_system: true,
            created_at: now,
            updated_at: now,
          })
          .returning(['id'])
      }
      const names =
        role.name === ADMINISTRATOR ? [...permissionIds.keys()] : created ? role.permissions : []
      if (names.length === 0) continue
      await trx
        .insertQuery()
        .table('role_permissions')
        .knexQuery.insert(
          names.map((name) => ({ role_id: existing.id, permission_id: permissionIds.get(name)! }))
        )
        .onConflict(['role_id', 'permission_id'])
        .ignore()
    }
  })
}
