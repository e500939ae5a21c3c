import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import string from '@adonisjs/core/helpers/string'
import { cspFactory, hstsFactory } from '@adonisjs/shield/guards'
import shieldConfig, { referrerPolicy } from '#config/shield'

/*
| The security headers of every answer, set before static files, Vite and routing, so
| that files of public/, built assets, 404 pages (no route), 419 pages (refused before
| any handler) and 500 pages carry them as pages do (config/shield.ts):
|
|   Content-Security-Policy   with a fresh nonce, shared with the templates as `cspNonce`
|   X-Frame-Options           DENY (and CSP frame-ancestors 'none')
|   X-Content-Type-Options    nosniff
|   Referrer-Policy           strict-origin-when-cross-origin
|   Strict-Transport-Security only when the request is secure: https, or X-Forwarded-Proto
|                             from a proxy listed in TRUST_PROXY; never over plain http
|
| The fixed ones are written on Node's response itself, so whatever answers next (the
| static server, Vite's dev server, AdonisJS) sends them.
*/
const csp = contentSecurityPolicy()
const hsts = hstsFactory(shieldConfig.hsts)
const fixedHeaders: Array<[string, string]> = [
  ...(shieldConfig.xFrame.enabled
    ? [['X-Frame-Options', shieldConfig.xFrame.action ?? 'SAMEORIGIN'] as [string, string]]
    : []),
  ...(shieldConfig.contentTypeSniffing.enabled
    ? [['X-Content-Type-Options', 'nosniff'] as [string, string]]
    : []),
  ['Referrer-Policy', referrerPolicy],
]

/*
| Shield's CSP, built once: Shield writes the whole header again for every request,
| when only the nonce changes. Its header for one request is split at that request's
| nonce, and each request joins the parts with a fresh one, as Shield makes it (16
| random characters), also shared with the templates and kept on the response.
*/
function contentSecurityPolicy() {
  const shield = cspFactory(shieldConfig.csp)
  const headers: Record<string, string> = {}
  const probe = {
    response: { request: {}, response: { setHeader: (n: string, v: string) => (headers[n] = v) } },
  }
  void shield(probe as unknown as HttpContext)
  const [name, value] = Object.entries(headers)[0] ?? []
  const nonce = (probe.response as { nonce?: string }).nonce
  if (!name || !value || !nonce || value.split(nonce).length !== 2) return shield
  const [before, after] = value.split(nonce)
  return (ctx: HttpContext) => {
    const fresh = string.generateRandom(16)
    ;(ctx.response as { nonce?: string }).nonce = fresh
    ;(ctx.response.response as { nonce?: string }).nonce = fresh
    if ('view' in ctx) ctx.view.share({ cspNonce: fresh })
    ctx.response.response.setHeader(name, before + fresh + after)
  }
}

export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const raw = ctx.response.response
    for (const [name, value] of fixedHeaders) raw.setHeader(name, value)
    await csp(ctx)
    if (ctx.request.secure()) hsts(ctx)
    return next()
  }
}
