import type User from '#models/identity/user'
import type Role from '#models/identity/role'
import AppPolicy from '#policies/base_policy'

/** roles.manage opens the Roles screens; the seeded roles can be edited but never deleted. */
export default class RolePolicy extends AppPolicy {
  viewList(actor: User) {
    return this.can(actor, 'roles.manage')
  }

  create(actor: User) {
    return this.can(actor, 'roles.manage')
  }

  update(actor: User, _role: Role) {
    return this.can(actor, 'roles.manage')
  }

  async delete(actor: User, role: Role) {
    return !role.isSystem && (await this.can(actor, 'roles.manage'))
  }
}
