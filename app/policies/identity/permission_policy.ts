import type User from '#models/identity/user'
import type Permission from '#models/identity/permission'
import AppPolicy from '#policies/base_policy'

/** permissions.manage opens the Permissions screens; the system catalogue is read-only. */
export default class PermissionPolicy extends AppPolicy {
  viewList(actor: User) {
    return this.can(actor, 'permissions.manage')
  }

  create(actor: User) {
    return this.can(actor, 'permissions.manage')
  }

  async update(actor: User, permission: Permission) {
    return !permission.isSystem && (await this.can(actor, 'permissions.manage'))
  }

  async delete(actor: User, permission: Permission) {
    return !permission.isSystem && (await this.can(actor, 'permissions.manage'))
  }
}
