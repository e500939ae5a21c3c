/*
| The channels of one app on this process: who is subscribed where, presence
| membership, cache channels' last events, and fan-out of broadcasts to local sockets.
|
| Presence is two-level. Locally, a user with several connections (tabs) is one
| member; only their first connection joins through the adapter and only their last
| one leaves through it. The adapter decides cluster-wide whether that join or leave
| is news worth announcing.
|
| A cache channel's subscriber gets subscription_succeeded, then the channel's last
| server event (or `pusher:cache_miss`), then whatever was broadcast while the cache
| was read: those frames are held, and the ones up to the cached event dropped.
*/

import type {
  BroadcastMessage,
  CachedEvent,
  PresenceJoin,
  RealtimeAdapter,
} from './adapters/adapter.js'
import { BroadcastFrame } from './broadcast_frame.js'
import type { Connection } from './connection.js'
import { encodeEvent, ErrorCode, isCacheChannel, Limits } from './protocol.js'
import { presenceKey, type PresenceMember, type RealtimeApp, type RealtimeLogger } from './types.js'

interface LocalMember {
  member: PresenceMember
  connections: Set<Connection>
  /** The one adapter join for this user on this process; later connections wait on it. */
  joined: Promise<PresenceJoin>
}

class Channel {
  readonly subscribers = new Set<Connection>()
  /** Presence channels only: `presenceKey` of the user id → that user's connections here. */
  readonly members = new Map<string, LocalMember>()

  constructor(readonly name: string) {}
}

/** Ids as the app gave them; the hash's keys are their string form, as JSON has no other. */
function presencePayload(members: Map<string, PresenceMember>): string {
  const list = [...members.values()]
  return JSON.stringify({
    presence: {
      ids: list.map((member) => member.id),
      hash: Object.fromEntries(list.map((member) => [member.id, member.info])),
      count: list.length,
    },
  })
}

/** Pusher caches the events the app triggers, never client events nor its own. */
function isCacheable(event: string): boolean {
  return !event.startsWith('client-') && !event.startsWith('pusher')
}

export class ChannelManager {
  #channels = new Map<string, Channel>()
  /**
   * Tail of the adapter calls per (channel, user). A leave is issued asynchronously,
   * after the join it undoes; chaining keeps a quick rejoin from overtaking the leave
   * and leaving the user marked absent while connected.
   */
  #presenceQueues = new Map<string, Promise<unknown>>()
  #inflight = new Set<Promise<unknown>>()

  constructor(
    readonly app: RealtimeApp,
    private readonly adapter: RealtimeAdapter,
    private readonly logger: RealtimeLogger,
    private readonly cacheTtlMs: number
  ) {}

  get size(): number {
    return this.#channels.size
  }

  /**
   * Public, private and encrypted channels. Resolves once subscription_succeeded (and
   * on a cache channel its cached event) went out; rejects when the adapter fails.
   */
  async subscribe(connection: Connection, name: string): Promise<void> {
    if (!connection.channels.has(name)) {
      const channel = this.#channel(name)
      channel.subscribers.add(connection)
      connection.channels.set(name, '')
      this.#recordCount(channel)
    }
    if (!isCacheChannel(name)) {
      connection.sendEvent('pusher_internal:subscription_succeeded', '{}', name)
      return
    }
    if (!connection.held?.has(name)) connection.hold(name)
    const cached = await this.#track(this.adapter.cachedEvent(this.app.id, name))
    if (connection.channels.get(name) !== '') return
    connection.sendEvent('pusher_internal:subscription_succeeded', '{}', name)
    this.#replay(connection, name, cached)
  }

  /** Rejects when the adapter fails; the caller decides what happens to the connection. */
  async subscribePresence(
    connection: Connection,
    name: string,
    member: PresenceMember
  ): Promise<void> {
    const key = presenceKey(member.id)
    const current = connection.channels.get(name)
    if (current !== undefined && current !== key) this.unsubscribe(connection, name)

    const channel = this.#channel(name)
    let outcome: Promise<PresenceJoin>
    if (current === key) {
      if (!connection.held?.has(name)) connection.hold(name)
      outcome = this.adapter
        .presenceMembers(this.app.id, name)
        .then((members) => ({ status: 'present' as const, members }))
    } else {
      channel.subscribers.add(connection)
      connection.channels.set(name, key)
      connection.hold(name)
      this.#recordCount(channel)
      outcome = this.#join(connection, channel, member)
    }

    const join = await this.#track(outcome)
    if (connection.channels.get(name) !== key || !channel.subscribers.has(connection)) return
    if (join.status === 'full') {
      this.unsubscribe(connection, name)
      connection.sendError(
        ErrorCode.PRESENCE_FULL,
        `Presence channel is full (${Limits.MAX_PRESENCE_MEMBERS} members)`,
        name
      )
      return
    }
    const cached = isCacheChannel(name)
      ? await this.#track(this.adapter.cachedEvent(this.app.id, name))
      : undefined
    if (connection.channels.get(name) !== key) return
    const payload = presencePayload(join.members)
    connection.sendEvent('pusher_internal:subscription_succeeded', payload, name)
    this.#replay(connection, name, cached)
  }

  /** The user's first connection here joins through the adapter; the others wait on it. */
  #join(connection: Connection, channel: Channel, member: PresenceMember): Promise<PresenceJoin> {
    const { name } = channel
    const key = presenceKey(member.id)
    const local = channel.members.get(key)
    if (local) {
      local.connections.add(connection)
      return local.joined.then(async (first) => {
        if (first.status === 'full') return first
        const members = await this.adapter.presenceMembers(this.app.id, name)
        return { status: 'present' as const, members }
      })
    }
    const max = Limits.MAX_PRESENCE_MEMBERS
    // Announced from the join itself, not from the subscriber's await, so the
    // announcement happens even if this connection goes away in the meantime.
    const joined = this.#serialize(name, key, () =>
      this.adapter.joinPresence(this.app.id, name, member, max)
    ).then((join) => {
      if (join.status === 'added') {
        this.broadcast({
          appId: this.app.id,
          channels: [name],
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: member.id, user_info: member.info }),
          exceptSocketId: connection.socketId,
        })
      }
      return join
    })
    channel.members.set(key, { member, connections: new Set([connection]), joined })
    return joined
  }

  /**
   * Right after subscription_succeeded: a cache channel's last event or cache_miss, then
   * the frames held meanwhile that are newer than it.
   */
  #replay(connection: Connection, name: string, cached: CachedEvent | undefined): void {
    if (!isCacheChannel(name)) {
      connection.release(name)
      return
    }
    const frame = cached
      ? encodeEvent(cached.event, cached.data, name)
      : encodeEvent('pusher:cache_miss', undefined, name)
    connection.send(frame)
    connection.release(name, cached ? frame : undefined)
  }

  unsubscribe(connection: Connection, name: string): void {
    const key = connection.channels.get(name)
    const channel = this.#channels.get(name)
    if (key === undefined || !channel) return
    connection.channels.delete(name)
    connection.discardHeld(name)
    channel.subscribers.delete(connection)
    this.#recordCount(channel)
    if (channel.subscribers.size === 0) this.#channels.delete(name)

    const local = key === '' ? undefined : channel.members.get(key)
    if (!local || !local.connections.delete(connection) || local.connections.size > 0) return
    channel.members.delete(key)
    const left = this.#serialize(name, key, async () => {
      const join = await local.joined
      return join.status !== 'full' && this.adapter.leavePresence(this.app.id, name, key)
    })
    this.#track(left)
      .then((gone) => {
        if (gone) this.announceMemberRemoved(name, local.member.id)
      })
      .catch((error) => {
        this.logger.error({ err: error, channel: name }, 'realtime: presence leave failed')
      })
  }

  /** The id of the connection's presence member on a channel, as the app gave it. */
  memberId(connection: Connection, name: string): string | number | undefined {
    const key = connection.channels.get(name)
    if (!key) return undefined
    return this.#channels.get(name)?.members.get(key)?.member.id
  }

  unsubscribeAll(connection: Connection): void {
    for (const name of [...connection.channels.keys()]) this.unsubscribe(connection, name)
  }

  announceMemberRemoved(name: string, userId: string | number): void {
    this.broadcast({
      appId: this.app.id,
      channels: [name],
      event: 'pusher_internal:member_removed',
      data: JSON.stringify({ user_id: userId }),
    })
  }

  /**
   * Caches it on cache channels, hands it to the other processes, then delivers locally:
   * the others start on their own sockets while this one writes to its own.
   */
  broadcast(message: BroadcastMessage): void {
    if (isCacheable(message.event)) {
      const event: CachedEvent = { event: message.event, data: message.data }
      for (const name of message.channels) {
        if (isCacheChannel(name)) this.adapter.cacheEvent(this.app.id, name, event, this.cacheTtlMs)
      }
    }
    this.adapter.publish(message)
    this.deliver(message)
  }

  /**
   * Serializes and frames once per channel, whatever the number of subscribers; also
   * what a broadcast from another process goes through.
   */
  deliver(message: BroadcastMessage): void {
    for (const name of message.channels) {
      const channel = this.#channels.get(name)
      if (!channel) continue
      const frame = BroadcastFrame.of(
        encodeEvent(message.event, message.data, name, message.userId)
      )
      for (const connection of channel.subscribers) {
        if (connection.socketId !== message.exceptSocketId) connection.deliver(name, frame)
      }
    }
  }

  isSubscribed(connection: Connection, name: string): boolean {
    return connection.channels.has(name) && !connection.held?.has(name)
  }

  /** Waits for presence calls still talking to the adapter, so a shutdown loses none. */
  async settle(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.allSettled([...this.#inflight])
  }

  #channel(name: string): Channel {
    let channel = this.#channels.get(name)
    if (!channel) {
      channel = new Channel(name)
      this.#channels.set(name, channel)
    }
    return channel
  }

  #recordCount(channel: Channel): void {
    this.adapter.setSubscriptionCount(this.app.id, channel.name, channel.subscribers.size)
  }

  #serialize<T>(channel: string, memberKey: string, task: () => Promise<T>): Promise<T> {
    const key = `${channel}\n${memberKey}`
    const next = (this.#presenceQueues.get(key) ?? Promise.resolve()).then(task, task)
    const tail = next.catch(() => {})
    this.#presenceQueues.set(key, tail)
    void tail.then(() => {
      if (this.#presenceQueues.get(key) === tail) this.#presenceQueues.delete(key)
    })
    return next
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#inflight.add(promise)
    const forget = () => this.#inflight.delete(promise)
    promise.then(forget, forget)
    return promise
  }
}
