import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Permission from '#models/identity/permission'
import PermissionPolicy from '#policies/identity/permission_policy'

/** A permission as the Permissions list shows it (with what may be done to it) and as a checkbox on the role form. */
export default class PermissionTransformer extends BaseTransformer<Permission> {
  @inject()
  async forIndex({ bouncer }: HttpContext) {
    const policy = bouncer.with(PermissionPolicy)
    return {
      ...this.pick(this.resource, ['id', 'name', 'area', 'description', 'isSystem']),
      rolesCount: Number(this.resource.$extras.roles_count ?? 0),
      can: {
        update: await policy.allows('update', this.resource),
        delete: await policy.allows('delete', this.resource),
      },
    }
  }

  forOption() {
    return this.pick(this.resource, ['id', 'name', 'area', 'description', 'isSystem'])
  }

  forEdit() {
    return this.pick(this.resource, ['id', 'name', 'area', 'description'])
  }
}
