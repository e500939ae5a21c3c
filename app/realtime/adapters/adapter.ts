/*
| What the realtime server needs from its environment to act as one of several
| processes: passing broadcasts and terminations along, and owning the cluster-wide
| truth about presence membership, subscription counts and cache channels' last events.
*/

import type { PresenceMember } from '../types.js'

/** A broadcast as it travels between processes; each process serializes it once per channel. */
export interface BroadcastMessage {
  appId: string
  channels: string[]
  event: string
  data: unknown
  /** Socket id of the connection that must not receive the event. */
  exceptSocketId?: string
  /** Set on client events of presence channels, as Pusher does. */
  userId?: string | number
}

/** The last server event of a cache channel. */
export interface CachedEvent {
  event: string
  data: unknown
}

/**
 * `added`: the user was not present on any process; announce member_added.
 * `present`: already present (another tab, another process); stay silent.
 * `full`: the channel holds the maximum of distinct users; refuse.
 */
export type JoinStatus = 'added' | 'present' | 'full'

export interface PresenceJoin {
  status: JoinStatus
  /** Every member on every process, including the joiner, by `presenceKey` of their id. */
  members: Map<string, PresenceMember>
}

export interface AdapterListener {
  /** A broadcast published by another process, for this process's sockets only. */
  remoteBroadcast(message: BroadcastMessage): void
  /** A member whose process died without leaving; every process must announce member_removed. */
  memberVanished(appId: string, channel: string, userId: string | number): void
  /** The HTTP API of another process terminated a user: close their connections here. */
  userTerminated(appId: string, userId: string): void
  /**
   * Redis is back after an outage: broadcasts of the outage were lost and this
   * process's presence entries taken out; its clients must reconnect (to rejoin
   * and refetch).
   */
  redisRecovered(): void
}

export interface RealtimeAdapter {
  start(listener: AdapterListener): Promise<void>
  /** Hands a broadcast already delivered locally to the other processes. */
  publish(message: BroadcastMessage): void
  /** Asks the other processes to close the connections signed in as this user. */
  terminateUser(appId: string, userId: string): void
  /**
   * Keeps a cache channel's last event for `ttlMs`. Not awaited: it is applied before
   * any later call of this process (the publish that follows it included), so a
   * subscriber that misses the cache is already there to receive the broadcast.
   */
  cacheEvent(appId: string, channel: string, event: CachedEvent, ttlMs: number): void
  cachedEvent(appId: string, channel: string): Promise<CachedEvent | undefined>
  /** Called once per process and user, when the user's first local connection joins. */
  joinPresence(
    appId: string,
    channel: string,
    member: PresenceMember,
    maxMembers: number
  ): Promise<PresenceJoin>
  /**
   * Called when the user's last local connection leaves, with the `presenceKey` of
   * their id. Resolves true when no process holds the user any more.
   */
  leavePresence(appId: string, channel: string, key: string): Promise<boolean>
  presenceMembers(appId: string, channel: string): Promise<Map<string, PresenceMember>>
  /** Records this process's subscriber count of a channel (0 once it has none). */
  setSubscriptionCount(appId: string, channel: string, count: number): void
  /** Subscriber counts summed over all live processes, for occupied channels only. */
  subscriptionCounts(appId: string): Promise<Map<string, number>>
  stop(): Promise<void>
}
