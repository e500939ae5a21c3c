import type { HttpContext } from '@adonisjs/core/http'

/** A client that asked for JSON rather than a page (no Inertia visit, JSON preferred to HTML). */
export function wantsJson({ request }: Pick<HttpContext, 'request'>) {
  return !request.header('x-inertia') && request.accepts(['html', 'json']) === 'json'
}
