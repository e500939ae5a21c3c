import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import type { PermissionName } from '#enums/identity/permission'

/** Signed in, verified, and holding at least one of the permissions. */
export const guard = (...permissions: PermissionName[]) => [
  middleware.auth(),
  middleware.verified(),
  middleware.can(permissions),
]

export const id = router.matchers.number()
