import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { csrfFactory } from '@adonisjs/shield/guards'
import shieldConfig from '#config/shield'

/*
| Shield's anti-forgery check alone (it needs the session, so it runs among the router
| middleware). Shield's other headers are set for every answer, earlier, by
| app/middleware/security_headers_middleware.ts.
*/
let guard: ReturnType<typeof csrfFactory> | undefined

async function csrfGuard() {
  if (guard) return guard
  const encryptionManager = await app.container.make('encryption')
  const encryption = encryptionManager.use()
  const { default: edge } = await import('edge.js')
  guard = csrfFactory(shieldConfig.csrf, encryption, edge)
  return guard
}

export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await (guard ?? (await csrfGuard()))(ctx)
    return next()
  }
}
