import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import env from '#start/env'
import { appName } from '#config/app'
import UserTransformer from '#transformers/identity/user_transformer'
import { appearanceOf } from '#middleware/appearance_middleware'
import { accessOf } from '#services/access'
import { clientSettings as realtimeClientSettings } from '#config/realtime'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /*
  | A page may render before the session or auth middleware ran (a 404 for
  | instance), so every part of the context is treated as optional here.
  */
  async share(ctx: HttpContext) {
    const { session, auth } = ctx as Partial<HttpContext>
    const access = auth?.user ? await accessOf(auth.user) : null
    const permissions = access ? [...access.permissions].sort() : []
    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      flash: ctx.inertia.always({
        success: session?.flashMessages.get('success') as string | undefined,
        error: session?.flashMessages.get('error') as string | undefined,
        status: session?.flashMessages.get('status') as string | undefined,
      }),
      /* The transformer's object itself: wrapping it for one item costs more than the item. */
      user: ctx.inertia.always(auth?.user ? new UserTransformer(auth.user).toObject() : null),
      /* What the signed-in user may do, so the UI hides the rest; the server still checks every request. */
      permissions: ctx.inertia.always(permissions),
      app: ctx.inertia.always({
        name: appName,
        registrationOpen: env.get('REGISTRATION_OPEN') ?? true,
      }),
      appearance: ctx.inertia.always(appearanceOf(ctx)),
      /* Where laravel-echo connects: public values only (the app secret never leaves the server). */
      realtime: realtimeClientSettings,
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    try {
      return await next()
    } finally {
      this.dispose(ctx)
    }
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
