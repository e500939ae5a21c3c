import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/identity/user'
import UserPolicy from '#policies/identity/user_policy'

/*
| A user as the Users screens see it (roles preloaded), with what the signed-in
| user may do to them. Secrets are never picked.
*/
export default class ManagedUserTransformer extends BaseTransformer<User> {
  @inject()
  async forIndex({ bouncer }: HttpContext) {
    const policy = bouncer.with(UserPolicy)
    return {
      ...this.pick(this.resource, ['id', 'fullName', 'email', 'isActive']),
      twoFactorEnabled: this.resource.hasTwoFactor,
      lastLoginAt: this.resource.lastLoginAt?.toISO() ?? null,
      roles: this.resource.roles.map((role) => role.name),
      can: {
        update: await policy.allows('update', this.resource),
        deactivate: await policy.allows('deactivate', this.resource),
        activate: await policy.allows('activate', this.resource),
        delete: await policy.allows('delete', this.resource),
      },
    }
  }

  @inject()
  async forEdit({ bouncer }: HttpContext) {
    const policy = bouncer.with(UserPolicy)
    return {
      ...this.pick(this.resource, ['id', 'fullName', 'email', 'isActive']),
      twoFactorEnabled: this.resource.hasTwoFactor,
      emailVerified: Boolean(this.resource.emailVerifiedAt),
      lastLoginAt: this.resource.lastLoginAt?.toISO() ?? null,
      roleIds: this.resource.roles.map((role) => role.id),
      can: {
        changeRoles: await policy.allows('changeRoles', this.resource),
        changeStatus: await policy.allows('changeStatus', this.resource),
        delete: await policy.allows('delete', this.resource),
      },
    }
  }
}
