import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { PermissionName } from '#enums/identity/permission'

/**
 * Route guard: the signed-in user needs at least one of the permissions, or
 * gets the 403 page. Every module route carries one (a test walks the routes).
 */
export default class CanMiddleware {
  async handle(ctx: HttpContext, next: NextFn, permissions: PermissionName[]) {
    for (const name of permissions) {
      if (await ctx.bouncer.allows('permission', name)) return next()
    }
    await ctx.bouncer.authorize('permission', permissions[0])
    return next()
  }
}
