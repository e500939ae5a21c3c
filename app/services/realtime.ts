/*
| The web process's side of real-time: the one realtime server this process runs
| (set by the realtime provider) and the channel authorisation rules that
| start/channels.ts declares, the way Laravel's routes/channels.php does, one rule
| for every channel of the real-time contract (app/realtime/contract.ts):
|
|   channels.authorise({
|     'restaurant.kitchen.{station}': (user, { station }) => ...,
|     'staff': { presence: (user) => ({ id: user.id, name: user.fullName }) },
|     ...
|   })
|
| A private channel's rule answers yes or no; a presence channel's returns what
| other members see of the user, or null. A channel of the contract without a rule,
| or a rule for a channel the contract does not declare, fails the type check.
|
| Names are written without their `private-` / `presence-` prefix; `{param}` matches
| one dot-free segment. A channel no rule matches is refused.
*/
import type User from '#models/identity/user'
import type { RealtimeServer } from '#realtime/index'
import type { ChannelParams, ChannelPattern, RealtimeContract } from '#realtime/contract'

type Params = Record<string, string>
type Awaitable<T> = T | Promise<T>
export type PresenceInfo = Record<string, unknown>

type Rule =
  | { kind: 'private'; pattern: RegExp; check: (user: User, params: Params) => Awaitable<boolean> }
  | {
      kind: 'presence'
      pattern: RegExp
      check: (user: User, params: Params) => Awaitable<PresenceInfo | null>
    }

export type ChannelDecision =
  { allowed: false } | { allowed: true; presence?: { userId: string; info: PresenceInfo } }

function compile(name: string) {
  const source = name
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)
      return param ? `(?<${param[1]}>[^.]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}$`)
}

type PrivateCheck<P extends string> = (user: User, params: ChannelParams<P>) => Awaitable<boolean>
type PresenceCheck<P extends string> = {
  presence: (user: User, params: ChannelParams<P>) => Awaitable<PresenceInfo | null>
}

/** One rule per channel of the contract, of the channel's kind. */
export type ChannelAuthorisation = {
  [P in ChannelPattern]: RealtimeContract[P]['kind'] extends 'presence'
    ? PresenceCheck<P>
    : PrivateCheck<P>
}

export class ChannelRules {
  #rules: Rule[] = []

  private(name: string, check: (user: User, params: Params) => Awaitable<boolean>) {
    this.#rules.push({ kind: 'private', pattern: compile(name), check })
  }

  /** The check returns what other members see of the user, or null to refuse. */
  presence(name: string, check: (user: User, params: Params) => Awaitable<PresenceInfo | null>) {
    this.#rules.push({ kind: 'presence', pattern: compile(name), check })
  }

  /** The rules of every channel the contract declares. */
  authorise(rules: ChannelAuthorisation) {
    for (const [name, rule] of Object.entries(rules) as [
      string,
      PrivateCheck<string> | PresenceCheck<string>,
    ][]) {
      if (typeof rule === 'function') this.private(name, rule)
      else this.presence(name, rule.presence)
    }
  }

  async authorize(user: User, channel: string): Promise<ChannelDecision> {
    const kind = channel.startsWith('private-')
      ? 'private'
      : channel.startsWith('presence-')
        ? 'presence'
        : null
    if (!kind) return { allowed: false }
    const name = channel.slice(`${kind}-`.length)
    for (const rule of this.#rules) {
      const match = rule.kind === kind ? rule.pattern.exec(name) : null
      if (!match) continue
      const params = { ...match.groups }
      if (rule.kind === 'private') return { allowed: await rule.check(user, params) }
      const info = await rule.check(user, params)
      return info
        ? { allowed: true, presence: { userId: String(user.id), info } }
        : { allowed: false }
    }
    return { allowed: false }
  }
}

export const channels = new ChannelRules()

let server: RealtimeServer | null = null

/** Only the realtime provider sets it: null in processes that serve no websockets (ace commands). */
export function setRealtimeServer(instance: RealtimeServer | null) {
  server = instance
}

export function realtimeServer() {
  return server
}
