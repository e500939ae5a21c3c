import { modules } from '#start/modules'

/* Resource policies, loaded lazily by Bouncer: the platform's, then each module's (its manifest). */
export const policies = {
  UserPolicy: () => import('#policies/identity/user_policy'),
  RolePolicy: () => import('#policies/identity/role_policy'),
  PermissionPolicy: () => import('#policies/identity/permission_policy'),
  EventPolicy: () => import('#policies/events/event_policy'),
  ...Object.fromEntries(modules.flatMap((module) => Object.entries(module.policies ?? {}))),
}
