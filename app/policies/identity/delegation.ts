import type User from '#models/identity/user'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { accessOf } from '#services/access'
import { roleGrants, type RoleGrants } from '#queries/identity/role_permission_query'

/*
| Nobody hands out more than they hold: a role can be given or taken away, and
| a user's account managed, only by someone holding every permission involved.
| Administrators hold everything; only they can touch the Administrator role.
| The role table is read once per request, like the access service's cache.
*/
const grantsCache = new WeakMap<User, Promise<Map<number, RoleGrants>>>()

function grantsFor(actor: User) {
  let grants = grantsCache.get(actor)
  if (!grants) {
    grants = roleGrants()
    grantsCache.set(actor, grants)
  }
  return grants
}

export async function holdsPermissions(actor: User, permissions: Iterable<string>) {
  const access = await accessOf(actor)
  if (access.administrator) return true
  for (const permission of permissions) {
    if (!access.permissions.has(permission)) return false
  }
  return true
}

/** The first of these roles the actor may not give or take away, if any. */
export async function roleOutOfReach(actor: User, roleIds: Iterable<number>) {
  const access = await accessOf(actor)
  if (access.administrator) return null
  const grants = await grantsFor(actor)
  for (const roleId of roleIds) {
    const role = grants.get(roleId)
    if (!role) continue
    if (role.name === ADMINISTRATOR || !(await holdsPermissions(actor, role.permissions)))
      return role.name
  }
  return null
}

export async function mayManageRoles(actor: User, roleIds: Iterable<number>) {
  return (await roleOutOfReach(actor, roleIds)) === null
}
