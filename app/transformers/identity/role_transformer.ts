import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Role from '#models/identity/role'
import RolePolicy from '#policies/identity/role_policy'
import { mayManageRoles } from '#policies/identity/delegation'

/*
| Roles for the Roles screens (counts come from withCount, permissions from a
| preload) and as options on the user form, where `assignable` says whether
| the signed-in user may give or take away that role.
*/
export default class RoleTransformer extends BaseTransformer<Role> {
  @inject()
  async forIndex({ bouncer }: HttpContext) {
    const policy = bouncer.with(RolePolicy)
    return {
      ...this.pick(this.resource, ['id', 'name', 'description', 'isSystem', 'isAdministrator']),
      usersCount: Number(this.resource.$extras.users_count ?? 0),
      permissionsCount: Number(this.resource.$extras.permissions_count ?? 0),
      can: {
        update: await policy.allows('update', this.resource),
        delete: await policy.allows('delete', this.resource),
      },
    }
  }

  @inject()
  async forEdit({ bouncer }: HttpContext) {
    return {
      ...this.pick(this.resource, ['id', 'name', 'description', 'isSystem', 'isAdministrator']),
      permissions: this.resource.permissions.map((permission) => permission.name),
      can: { delete: await bouncer.with(RolePolicy).allows('delete', this.resource) },
    }
  }

  @inject()
  async forOption({ auth }: HttpContext) {
    return {
      ...this.pick(this.resource, ['id', 'name', 'description']),
      assignable: await mayManageRoles(auth.user!, [this.resource.id]),
    }
  }
}
