/*
| Who may listen to which real-time channel: one rule for each channel of the
| real-time contract (app/realtime/contract.ts). The platform's channels are
| ruled here; each module lists, in its manifest, the permissions that open
| its channels (those that guard the matching screens). `POST
| /broadcasting/auth` refuses (403) any channel without a rule.
*/
import { channels, type ChannelAuthorisation } from '#services/realtime'
import { hasPermission } from '#services/access'
import { modules } from '#start/modules'
import type { PermissionName } from '#enums/identity/permission'
import type User from '#models/identity/user'

function anyOf(...permissions: readonly PermissionName[]) {
  return async (user: User) => {
    for (const permission of permissions) {
      if (await hasPermission(user, permission)) return true
    }
    return false
  }
}

type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never
type ModuleChannels = Merged<NonNullable<(typeof modules)[number]['channels']>>

/* A misspelt permission in a manifest's channel list fails the type check here. */
type NamedInManifests = {
  [Channel in keyof ModuleChannels]: ModuleChannels[Channel] extends readonly (infer Name)[]
    ? Name
    : never
}[keyof ModuleChannels]
const named: readonly PermissionName[] = [] as NamedInManifests[]

const moduleRules = Object.fromEntries(
  modules.flatMap((module) =>
    Object.entries(module.channels ?? {}).map(([channel, permissions]) => [
      channel,
      anyOf(...(permissions as typeof named)),
    ])
  )
) as { [Channel in keyof ModuleChannels]: (user: User) => Promise<boolean> }

channels.authorise({
  'events': anyOf('events.view'),

  /* A user's own notifications. */
  'App.Models.User.{id}': (user, { id }) => String(user.id) === id,

  /* Who is online: every signed-in, active member of staff. */
  'staff': {
    presence: (user) =>
      user.isActive ? { id: user.id, name: user.fullName, initials: user.initials } : null,
  },

  ...moduleRules,
} satisfies ChannelAuthorisation)
