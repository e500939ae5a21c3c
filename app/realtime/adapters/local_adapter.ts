/*
| Single-process adapter: the process is the whole cluster, so the truth lives in
| memory and there is nobody to publish to.
*/

import { presenceKey, type PresenceMember } from '../types.js'
import type { CachedEvent, PresenceJoin, RealtimeAdapter } from './adapter.js'

export class LocalAdapter implements RealtimeAdapter {
  /** `${appId}\n${channel}` → presence key → member. */
  #presence = new Map<string, Map<string, PresenceMember>>()
  /** appId → channel → subscriber count. */
  #counts = new Map<string, Map<string, number>>()
  /** `${appId}\n${channel}` → last event and when it expires; expired ones go when read. */
  #cache = new Map<string, { event: CachedEvent; expiresAt: number }>()

  async start(): Promise<void> {}

  publish(): void {}

  terminateUser(): void {}

  cacheEvent(appId: string, channel: string, event: CachedEvent, ttlMs: number): void {
    const key = `${appId}\n${channel}`
    // Reinserted so the map stays in expiry order and the sweep stops at the first live one.
    this.#cache.delete(key)
    this.#cache.set(key, { event, expiresAt: Date.now() + ttlMs })
    this.#sweepCache()
  }

  async cachedEvent(appId: string, channel: string): Promise<CachedEvent | undefined> {
    this.#sweepCache()
    return this.#cache.get(`${appId}\n${channel}`)?.event
  }

  /** Every entry has the same TTL, so the oldest insertions expire first. */
  #sweepCache(): void {
    const now = Date.now()
    for (const [key, entry] of this.#cache) {
      if (entry.expiresAt > now) return
      this.#cache.delete(key)
    }
  }

  async joinPresence(
    appId: string,
    channel: string,
    member: PresenceMember,
    maxMembers: number
  ): Promise<PresenceJoin> {
    const key = `${appId}\n${channel}`
    let members = this.#presence.get(key)
    if (!members) {
      members = new Map()
      this.#presence.set(key, members)
    }
    const memberKey = presenceKey(member.id)
    if (members.has(memberKey)) return { status: 'present', members: new Map(members) }
    if (members.size >= maxMembers) return { status: 'full', members: new Map(members) }
    members.set(memberKey, member)
    return { status: 'added', members: new Map(members) }
  }

  async leavePresence(appId: string, channel: string, memberKey: string): Promise<boolean> {
    const key = `${appId}\n${channel}`
    const members = this.#presence.get(key)
    if (!members?.delete(memberKey)) return false
    if (members.size === 0) this.#presence.delete(key)
    return true
  }

  async presenceMembers(appId: string, channel: string): Promise<Map<string, PresenceMember>> {
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
