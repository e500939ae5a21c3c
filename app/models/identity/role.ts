import { manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { RoleSchema } from '#database/schema'
import Permission from '#models/identity/permission'
import User from '#models/identity/user'
import { ADMINISTRATOR } from '#enums/identity/system_role'

export default class Role extends RoleSchema {
  @manyToMany(() => Permission, { pivotTable: 'role_permissions' })
  declare permissions: ManyToMany<typeof Permission>

  @manyToMany(() => User, { pivotTable: 'user_roles' })
  declare users: ManyToMany<typeof User>

  get isAdministrator() {
    return this.name === ADMINISTRATOR
  }
}
