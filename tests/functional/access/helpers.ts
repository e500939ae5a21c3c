import type { ApiClient, ApiRequest } from '@japa/api-client'
import Role from '#models/identity/role'
import type User from '#models/identity/user'
import Event from '#models/events/event'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createUser } from '#tests/helpers/identity'

/* Shared by the access specs: seeded roles, users holding them, signed-in requests. */
export const NEW_PASSWORD = 'lantern-harbour-quince-71'

export async function seedRoles() {
  await syncPermissionCatalogue()
}

export function role(name: string) {
  return Role.findByOrFail('name', name)
}

export async function userWithRoles(
  names: string[],
  overrides: Parameters<typeof createUser>[0] = {}
) {
  const user = await createUser(overrides)
  const roles = await Role.query().whereIn('name', names)
  await user.related('roles').attach(roles.map((entry) => entry.id))
  return user
}

export const administrator = (overrides: Parameters<typeof createUser>[0] = {}) =>
  userWithRoles([ADMINISTRATOR], overrides)

type Method = 'get' | 'post' | 'put' | 'delete'

/** A request signed in as the user, with the session stamp the account-state middleware expects. */
export function as(client: ApiClient, user: User, method: Method, url: string): ApiRequest {
  /* Widened to a plain request: the route-typed client narrows bodies per URL and a dynamic URL would type them as never. */
  const request = (client[method] as (url: string) => ApiRequest)(url)
    .loginAs(user)
    .withSession({ auth_security_stamp: user.securityStamp })
    .redirects(0)
  return method === 'get' ? request : request.withCsrfToken()
}

/**
 * The events of a type this test recorded (inside its global transaction):
 * events committed earlier in the run by tests that really race, which cannot
 * be rolled back and may not be deleted, are left out.
 */
export function eventsOf(type: string) {
  return Event.query()
    .where('type', type)
    .whereRaw(`created_at >= date_trunc('milliseconds', transaction_timestamp())`)
    .orderBy('id')
}

export function eventSummary(event: Event) {
  return {
    actorId: event.actorId,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    subjectLabel: event.subjectLabel,
  }
}

export async function roleNamesOf(user: User) {
  const roles = await Role.query()
    .whereHas('users', (query) => query.where('users.id', user.id))
    .orderBy('name')
  return roles.map((entry) => entry.name)
}
