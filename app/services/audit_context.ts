import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/identity/user'

/*
| Who did a thing and from where: what an action needs of the world outside it
| to write its activity-log event. Controllers build it from the request with
| auditOf; seeds, commands and unit tests use systemAudit. An action never
| sees the request itself, so it runs the same from any of them.
*/
export type AuditContext = {
  actor: User | null
  ip: string | null
  userAgent: string | null
  requestId: string | null
}

const USER_AGENT_MAX = 400

export function auditOf(ctx: Pick<HttpContext, 'request'> & { auth?: HttpContext['auth'] }) {
  const audit: AuditContext = {
    actor: ctx.auth?.user ?? null,
    ip: ctx.request.ip() ?? null,
    userAgent: ctx.request.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
    requestId: ctx.request.id() ?? null,
  }
  return audit
}

/** A change made by the application itself, or on a user's behalf outside a request. */
export function systemAudit(actor: User | null = null): AuditContext {
  return { actor, ip: null, userAgent: null, requestId: null }
}
