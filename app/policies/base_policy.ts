import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/identity/user'
import { hasPermission } from '#services/access'

/*
| Resource policies extend this: each method still names the permission it
| needs, and invariants that bind even administrators (the last Administrator,
| one's own roles) are checked inside the methods, never skipped by a before().
*/
export default class AppPolicy extends BasePolicy {
  protected can(user: User, permission: string) {
    return hasPermission(user, permission)
  }
}
