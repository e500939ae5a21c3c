import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { ADMINISTRATOR, SYSTEM_ROLES } from '#enums/identity/system_role'

/** One demo user per seeded role (e.g. receptionist@posada.test), sharing the Administrator's password. */
export async function seedStaff(client: QueryClientContract, admin: User, password: string | null) {
  const adminRole = await Role.query({ client }).where('name', ADMINISTRATOR).firstOrFail()
  await admin.related('roles').sync([adminRole.id], false)
  if (!password) return
  for (const { name } of SYSTEM_ROLES.filter((role) => role.name !== ADMINISTRATOR)) {
    const email = `${name.toLowerCase()}@posada.test`
    if (await User.query({ client }).where('email', email).first()) continue
    const role = await Role.query({ client }).where('name', name).firstOrFail()
    const user = await User.create(
      { fullName: `${name} Demo`, email, password, emailVerifiedAt: DateTime.now() },
      { client }
    )
    await user.related('roles').attach([role.id])
  }
}
