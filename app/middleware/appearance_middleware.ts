import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { appName } from '#config/app'

export const APPEARANCES = ['light', 'dark', 'system'] as const
export type Appearance = (typeof APPEARANCES)[number]

/*
| The appearance cookie is written by the browser (plain, not signed: it holds
| no secret) and read here so the first paint already carries the `dark` class.
*/
export function appearanceOf(ctx: HttpContext): Appearance {
  const value = ctx.request.plainCookie('appearance', { encoded: false })
  return APPEARANCES.includes(value) ? value : 'system'
}

export default class AppearanceMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const appearance = appearanceOf(ctx)
    ctx.view.share({ appearance, appearanceClass: appearance === 'dark' ? 'dark' : '', appName })
    return next()
  }
}
