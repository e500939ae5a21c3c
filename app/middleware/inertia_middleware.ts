import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import env from '#start/env'
import { appName } from '#config/app'
import UserTransformer from '#transformers/identity/user_transformer'
import { appearanceOf } from '#middleware/appearance_middleware'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /*
  | A page may render before the session or auth middleware ran (a 404 for
  | instance), so every part of the context is treated as optional here.
  */
  share(ctx: HttpContext) {
    const { session, auth } = ctx as Partial<HttpContext>
    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      flash: ctx.inertia.always({
        success: session?.flashMessages.get('success') as string | undefined,
        error: session?.flashMessages.get('error') as string | undefined,
        status: session?.flashMessages.get('status') as string | undefined,
      }),
      user: ctx.inertia.always(auth?.user ? UserTransformer.transform(auth.user) : null),
      app: ctx.inertia.always({
        name: appName,
        registrationOpen: env.get('REGISTRATION_OPEN') ?? true,
      }),
      appearance: ctx.inertia.always(appearanceOf(ctx)),
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
