/*
| The channels of one app on this process: who is subscribed where, presence
| membership, and fan-out of broadcasts to local sockets.
|
| Presence is two-level. Locally, a user with several connections (tabs) is one
| member; only their first connection joins through the adapter and only their last
| one leaves through it. The adapter decides cluster-wide whether that join or leave
| is news worth announcing.
*/

import type { BroadcastMessage, PresenceJoin, RealtimeAdapter } from './adapters/adapter.js'
import type { Connection } from './connection.js'
import { encodeEvent, ErrorCode, Limits } from './protocol.js'
import type { PresenceMember, RealtimeApp, RealtimeLogger } from './types.js'

interface LocalMember {
  connections: Set<Connection>
  /** The one adapter join for this user on this process; later connections wait on it. */
  joined: Promise<PresenceJoin>
}

class Channel {
  readonly subscribers = new Set<Connection>()
  /** Presence channels only: user id → that user's connections here. */
  readonly members = new Map<string, LocalMember>()

  constructor(readonly name: string) {}
}

function presencePayload(members: Map<string, unknown>): string {
  return JSON.stringify({
    presence: { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size },
  })
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
    private readonly logger: RealtimeLogger
  ) {}

  get size(): number {
    return this.#channels.size
  }

  subscribe(connection: Connection, name: string): void {
    if (!connection.channels.has(name)) {
      const channel = this.#channel(name)
      channel.subscribers.add(connection)
      connection.channels.set(name, '')
      this.#recordCount(channel)
    }
    connection.sendEvent('pusher_internal:subscription_succeeded', '{}', name)
  }

  /** Rejects when the adapter fails; the caller decides what happens to the connection. */
  async subscribePresence(
    connection: Connection,
    name: string,
    { id, info }: PresenceMember
  ): Promise<void> {
    const current = connection.channels.get(name)
    if (current === id) {
      const members = await this.#track(this.adapter.presenceMembers(this.app.id, name))
      connection.sendEvent('pusher_internal:subscription_succeeded', presencePayload(members), name)
      return
    }
    if (current !== undefined) this.unsubscribe(connection, name)

    const channel = this.#channel(name)
    channel.subscribers.add(connection)
    connection.channels.set(name, id)
    connection.hold(name)
    this.#recordCount(channel)

    let outcome: Promise<PresenceJoin>
    const local = channel.members.get(id)
    if (local) {
      local.connections.add(connection)
      outcome = local.joined.then(async (first) => {
        if (first.status === 'full') return first
        const members = await this.adapter.presenceMembers(this.app.id, name)
        return { status: 'present' as const, members }
      })
    } else {
      const max = Limits.MAX_PRESENCE_MEMBERS
      // Announced from the join itself, not from this connection's await below, so the
      // announcement happens even if this connection goes away in the meantime.
      const joined = this.#serialize(name, id, () =>
        this.adapter.joinPresence(this.app.id, name, id, info, max)
      ).then((join) => {
        if (join.status === 'added') {
          this.broadcast({
            appId: this.app.id,
            channels: [name],
            event: 'pusher_internal:member_added',
            data: JSON.stringify({ user_id: id, user_info: info }),
            exceptSocketId: connection.socketId,
          })
        }
        return join
      })
      channel.members.set(id, { connections: new Set([connection]), joined })
      outcome = joined
    }

    const join = await this.#track(outcome)
    if (connection.channels.get(name) !== id || !channel.subscribers.has(connection)) return
    if (join.status === 'full') {
      this.unsubscribe(connection, name)
      connection.sendError(
        ErrorCode.PRESENCE_FULL,
        `Presence channel is full (${Limits.MAX_PRESENCE_MEMBERS} members)`,
        name
      )
      return
    }
    const payload = presencePayload(join.members)
    connection.sendEvent('pusher_internal:subscription_succeeded', payload, name)
    connection.release(name)
  }

  unsubscribe(connection: Connection, name: string): void {
    const userId = connection.channels.get(name)
    const channel = this.#channels.get(name)
    if (userId === undefined || !channel) return
    connection.channels.delete(name)
    connection.discardHeld(name)
    channel.subscribers.delete(connection)
    this.#recordCount(channel)
    if (channel.subscribers.size === 0) this.#channels.delete(name)

    const local = userId === '' ? undefined : channel.members.get(userId)
    if (!local || !local.connections.delete(connection) || local.connections.size > 0) return
    channel.members.delete(userId)
    const left = this.#serialize(name, userId, async () => {
      const join = await local.joined
      return join.status !== 'full' && this.adapter.leavePresence(this.app.id, name, userId)
    })
    this.#track(left)
      .then((gone) => {
        if (gone) this.announceMemberRemoved(name, userId)
      })
      .catch((error) => {
        this.logger.error({ err: error, channel: name }, 'realtime: presence leave failed')
      })
  }

  unsubscribeAll(connection: Connection): void {
    for (const name of [...connection.channels.keys()]) this.unsubscribe(connection, name)
  }

  announceMemberRemoved(name: string, userId: string): void {
    this.broadcast({
      appId: this.app.id,
      channels: [name],
      event: 'pusher_internal:member_removed',
      data: JSON.stringify({ user_id: userId }),
    })
  }

  /** Delivers locally, then lets the other processes deliver to theirs. */
  broadcast(message: BroadcastMessage): void {
    this.deliver(message)
    this.adapter.publish(message)
  }

  /** Serializes once per channel, whatever the number of subscribers. */
  deliver(message: BroadcastMessage): void {
    for (const name of message.channels) {
      const channel = this.#channels.get(name)
      if (!channel) continue
      const frame = Buffer.from(encodeEvent(message.event, message.data, name, message.userId))
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

  #serialize<T>(channel: string, userId: string, task: () => Promise<T>): Promise<T> {
    const key = `${channel}\n${userId}`
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
