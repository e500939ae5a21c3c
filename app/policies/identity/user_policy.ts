import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'
import { mayManageRoles } from '#policies/identity/delegation'

/*
| users.manage opens the Users screens. A user's account is managed only by
| someone holding at least that user's permissions (a Manager cannot reset an
| Administrator's password), and nobody deletes or deactivates themselves here.
*/
export default class UserPolicy extends AppPolicy {
  viewList(actor: User) {
    return this.can(actor, 'users.manage')
  }

  create(actor: User) {
    return this.can(actor, 'users.manage')
  }

  async update(actor: User, target: User) {
    return (await this.can(actor, 'users.manage')) && mayManageRoles(actor, await roleIdsOf(target))
  }

  async changeRoles(actor: User, target: User) {
    return actor.id !== target.id && this.update(actor, target)
  }

  async changeStatus(actor: User, target: User) {
    return actor.id !== target.id && this.update(actor, target)
  }

  async deactivate(actor: User, target: User) {
    return target.isActive && this.changeStatus(actor, target)
  }

  async activate(actor: User, target: User) {
    return !target.isActive && this.changeStatus(actor, target)
  }

  async delete(actor: User, target: User) {
    return actor.id !== target.id && this.update(actor, target)
  }
}

async function roleIdsOf(user: User): Promise<number[]> {
  if (user.$preloaded.roles) return user.roles.map((role) => role.id)
  const rows: { role_id: number }[] = await db
    .from('user_roles')
    .where('user_id', user.id)
    .select('role_id')
  return rows.map((row) => row.role_id)
}
