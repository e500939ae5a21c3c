/*
| Single-process adapter: the process is the whole cluster, so the truth lives in
| memory and there is nobody to publish to.
*/

import type { PresenceJoin, RealtimeAdapter } from './adapter.js'

export class LocalAdapter implements RealtimeAdapter {
  /** `${appId}\n${channel}` → user id → user info. */
  #presence = new Map<string, Map<string, unknown>>()
  /** appId → channel → subscriber count. */
  #counts = new Map<string, Map<string, number>>()

  async start(): Promise<void> {}

  publish(): void {}

  async joinPresence(
    appId: string,
    channel: string,
    userId: string,
    userInfo: unknown,
    maxMembers: number
  ): Promise<PresenceJoin> {
    const key = `${appId}\n${channel}`
    let members = this.#presence.get(key)
    if (!members) {
      members = new Map()
      this.#presence.set(key, members)
    }
    if (members.has(userId)) return { status: 'present', members: new Map(members) }
    if (members.size >= maxMembers) return { status: 'full', members: new Map(members) }
    members.set(userId, userInfo)
    return { status: 'added', members: new Map(members) }
  }

  async leavePresence(appId: string, channel: string, userId: string): Promise<boolean> {
    const key = `${appId}\n${channel}`
    const members = this.#presence.get(key)
    if (!members?.delete(userId)) return false
    if (members.size === 0) this.#presence.delete(key)
    return true
  }

  async presenceMembers(appId: string, channel: string): Promise<Map<string, unknown>> {
    return new Map(this.#presence.get(`${appId}\n${channel}`))
  }

  setSubscriptionCount(appId: string, channel: string, count: number): void {
    let counts = this.#counts.get(appId)
    if (!counts) {
      counts = new Map()
      this.#counts.set(appId, counts)
    }
    if (count > 0) counts.set(channel, count)
    else counts.delete(channel)
  }

  async subscriptionCounts(appId: string): Promise<Map<string, number>> {
    return new Map(this.#counts.get(appId))
  }

  async stop(): Promise<void> {}
}
