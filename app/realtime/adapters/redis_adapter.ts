/*
| Multi-process adapter on Redis.
|
| Broadcasts and user terminations travel on one pub/sub channel. A cache channel's
| last event is a key with a TTL. Presence lives in Redis so that every process sees
| the same members: per channel a hash of user id (as a string) → the member with its
| id as the app gave it (a number stays a number) and its info, and per
| (channel, user) the set of processes holding a connection of that user. A user is
| announced when the first process adds itself and removed when the last one leaves,
| which Lua scripts decide atomically.
|
| Each process keeps an index of its own memberships and refreshes a TTL'd "alive"
| key. When a process dies without cleaning up, a surviving one notices the expired
| key on its heartbeat, removes the dead process from every set it was in and
| announces the users that are now gone.
*/

import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { presenceKey, type PresenceMember, type RealtimeLogger } from '../types.js'
import type {
  AdapterListener,
  BroadcastMessage,
  CachedEvent,
  JoinStatus,
  PresenceJoin,
  RealtimeAdapter,
} from './adapter.js'

export interface RedisAdapterOptions {
  url: string
  keyPrefix: string
  heartbeatIntervalMs: number
  logger: RealtimeLogger
}

/** A process is presumed dead after this many missed heartbeats. */
const MISSED_BEATS = 3

const JOIN_SCRIPT = `
local status = 'present'
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then
  if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then
    return {'full', redis.call('HGETALL', KEYS[1])}
  end
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
  status = 'added'
end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[5])
return {status, redis.call('HGETALL', KEYS[1])}
`

/** Returns the member who left (JSON, '' if unknown), or nil while another process holds them. */
const LEAVE_SCRIPT = `
redis.call('SREM', KEYS[3], ARGV[3])
if redis.call('SREM', KEYS[2], ARGV[1]) == 0 or redis.call('SCARD', KEYS[2]) > 0 then
  return false
end
local member = redis.call('HGET', KEYS[1], ARGV[2]) or ''
redis.call('HDEL', KEYS[1], ARGV[2])
return member
`

interface ScriptedRedis extends Redis {
  posadaPresenceJoin(...args: string[]): Promise<[JoinStatus, string[]]>
  posadaPresenceLeave(...args: string[]): Promise<string | null>
}

type WireMessage =
  | { origin: string; message: BroadcastMessage }
  | { origin: string; terminate: { appId: string; userId: string } }

function membersFromPairs(pairs: string[]): Map<string, PresenceMember> {
  const members = new Map<string, PresenceMember>()
  for (let i = 0; i < pairs.length; i += 2) {
    members.set(pairs[i], JSON.parse(pairs[i + 1]) as PresenceMember)
  }
  return members
}

export class RedisAdapter implements RealtimeAdapter {
  readonly processId = randomBytes(8).toString('hex')
  #options: RedisAdapterOptions
  #redis: ScriptedRedis
  #subscriber: Redis
  #listener: AdapterListener | undefined
  #heartbeat: NodeJS.Timeout | undefined
  /** `${appId}\n${channel}` → this process's subscriber count, the source of its Redis hash. */
  #localCounts = new Map<string, number>()
  #dirtyCounts = new Set<string>()
  #flushScheduled = false
  #stopped = false

  constructor(options: RedisAdapterOptions) {
    this.#options = options
    /*
    | Reconnect forever, at most a second apart, so that Redis coming back is
    | noticed at once; meanwhile a command fails after one attempt instead of
    | queueing (a broadcast lost while Redis is away is not worth a waiting request).
    */
    this.#redis = new Redis(options.url, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(times * 100, 1000),
    }) as ScriptedRedis
    this.#redis.defineCommand('posadaPresenceJoin', { numberOfKeys: 3, lua: JOIN_SCRIPT })
    this.#redis.defineCommand('posadaPresenceLeave', { numberOfKeys: 3, lua: LEAVE_SCRIPT })
    this.#subscriber = this.#redis.duplicate()
    for (const client of [this.#redis, this.#subscriber]) {
      client.on('error', (error: Error) => {
        options.logger.error({ err: error }, 'realtime: redis connection error')
      })
    }
  }

  #key(suffix: string): string {
    return `${this.#options.keyPrefix}${suffix}`
  }

  #processKey(processId: string, suffix: string): string {
    return this.#key(`process:${processId}:${suffix}`)
  }

  #presenceKeys(processId: string, appId: string, channel: string, userId: string): string[] {
    const base = this.#key(`app:${appId}:presence:${channel}`)
    return [`${base}:members`, `${base}:owners:${userId}`, this.#processKey(processId, 'presence')]
  }

  async start(listener: AdapterListener): Promise<void> {
    this.#listener = listener
    await Promise.all([this.#redis.connect(), this.#subscriber.connect()])
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      let wire: WireMessage
      try {
        wire = JSON.parse(raw) as WireMessage
      } catch (error) {
        this.#options.logger.warn({ err: error }, 'realtime: ignored a malformed pub/sub message')
        return
      }
      if (wire.origin === this.processId) return
      if ('terminate' in wire) listener.userTerminated(wire.terminate.appId, wire.terminate.userId)
      else listener.remoteBroadcast(wire.message)
    })
    await this.#subscriber.subscribe(this.#key('events'))
    await this.#beat()
    this.#heartbeat = setInterval(() => {
      this.#beat().catch((error) => {
        this.#options.logger.error({ err: error }, 'realtime: heartbeat failed')
      })
    }, this.#options.heartbeatIntervalMs)
    this.#heartbeat.unref()
  }

  publish(message: BroadcastMessage): void {
    this.#send({ origin: this.processId, message })
  }

  terminateUser(appId: string, userId: string): void {
    this.#send({ origin: this.processId, terminate: { appId, userId } })
  }

  #send(wire: WireMessage): void {
    this.#redis.publish(this.#key('events'), JSON.stringify(wire)).catch((error) => {
      this.#options.logger.error({ err: error }, 'realtime: publish failed')
    })
  }

  #cacheKey(appId: string, channel: string): string {
    return this.#key(`app:${appId}:cache:${channel}`)
  }

  /** Sent on the connection that publishes too, so Redis stores it before the publish goes out. */
  cacheEvent(appId: string, channel: string, event: CachedEvent, ttlMs: number): void {
    this.#redis
      .set(this.#cacheKey(appId, channel), JSON.stringify(event), 'PX', ttlMs)
      .catch((error) => {
        this.#options.logger.error({ err: error, channel }, 'realtime: could not cache an event')
      })
  }

  async cachedEvent(appId: string, channel: string): Promise<CachedEvent | undefined> {
    const cached = await this.#redis.get(this.#cacheKey(appId, channel))
    return cached === null ? undefined : (JSON.parse(cached) as CachedEvent)
  }

  async joinPresence(
    appId: string,
    channel: string,
    member: PresenceMember,
    maxMembers: number
  ): Promise<PresenceJoin> {
    const key = presenceKey(member.id)
    const [status, pairs] = await this.#redis.posadaPresenceJoin(
      ...this.#presenceKeys(this.processId, appId, channel, key),
      this.processId,
      key,
      JSON.stringify({ id: member.id, info: member.info ?? null }),
      String(maxMembers),
      `${appId}\n${channel}\n${key}`
    )
    return { status, members: membersFromPairs(pairs) }
  }

  async leavePresence(appId: string, channel: string, key: string): Promise<boolean> {
    return (await this.#leave(this.processId, appId, channel, key)) !== null
  }

  /** The member who left everywhere (only their key if their entry was gone), or null. */
  async #leave(
    processId: string,
    appId: string,
    channel: string,
    key: string
  ): Promise<PresenceMember | null> {
    const left = await this.#redis.posadaPresenceLeave(
      ...this.#presenceKeys(processId, appId, channel, key),
      processId,
      key,
      `${appId}\n${channel}\n${key}`
    )
    if (left === null) return null
    return left === '' ? { id: key, info: null } : (JSON.parse(left) as PresenceMember)
  }

  async presenceMembers(appId: string, channel: string): Promise<Map<string, PresenceMember>> {
    const hash = await this.#redis.hgetall(this.#key(`app:${appId}:presence:${channel}:members`))
    return membersFromPairs(Object.entries(hash).flat())
  }

  /** Coalesced: a burst of (un)subscriptions costs one pipeline per event loop turn. */
  setSubscriptionCount(appId: string, channel: string, count: number): void {
    const field = `${appId}\n${channel}`
    if (count > 0) this.#localCounts.set(field, count)
    else this.#localCounts.delete(field)
    this.#dirtyCounts.add(field)
    if (this.#flushScheduled) return
    this.#flushScheduled = true
    setImmediate(() => this.#flushCounts())
  }

  #flushCounts(): void {
    this.#flushScheduled = false
    if (this.#stopped) return
    const key = this.#processKey(this.processId, 'subscriptions')
    const pipeline = this.#redis.pipeline()
    for (const field of this.#dirtyCounts) {
      const count = this.#localCounts.get(field)
      if (count === undefined) pipeline.hdel(key, field)
      else pipeline.hset(key, field, count)
    }
    this.#dirtyCounts.clear()
    pipeline.exec().catch((error) => {
      this.#options.logger.error({ err: error }, 'realtime: could not record subscription counts')
    })
  }

  async subscriptionCounts(appId: string): Promise<Map<string, number>> {
    const prefix = `${appId}\n`
    const totals = new Map<string, number>()
    const add = (field: string, count: number) => {
      if (!field.startsWith(prefix)) return
      const channel = field.slice(prefix.length)
      totals.set(channel, (totals.get(channel) ?? 0) + count)
    }
    for (const [field, count] of this.#localCounts) add(field, count)

    const processIds = await this.#redis.smembers(this.#key('processes'))
    const others = processIds.filter((processId) => processId !== this.processId)
    const pipeline = this.#redis.pipeline()
    for (const processId of others) {
      pipeline.exists(this.#processKey(processId, 'alive'))
      pipeline.hgetall(this.#processKey(processId, 'subscriptions'))
    }
    const replies = (await pipeline.exec()) ?? []
    for (let i = 0; i < replies.length; i += 2) {
      const [aliveError, alive] = replies[i]
      const [hashError, hash] = replies[i + 1]
      if (aliveError || hashError || alive !== 1) continue
      for (const [field, count] of Object.entries(hash as Record<string, string>)) {
        add(field, Number(count))
      }
    }
    return totals
  }

  async #beat(): Promise<void> {
    const ttl = this.#options.heartbeatIntervalMs * MISSED_BEATS
    await this.#redis
      .multi()
      .set(this.#processKey(this.processId, 'alive'), '1', 'PX', ttl)
      .sadd(this.#key('processes'), this.processId)
      .exec()
    for (const processId of await this.#redis.smembers(this.#key('processes'))) {
      if (processId === this.processId) continue
      if ((await this.#redis.exists(this.#processKey(processId, 'alive'))) === 0) {
        await this.#reap(processId)
      }
    }
  }

  /**
   * Takes a dead process out of every presence set; the lock keeps two survivors
   * from announcing twice.
   */
  async #reap(processId: string): Promise<void> {
    const lock = this.#processKey(processId, 'reaper')
    const ttl = this.#options.heartbeatIntervalMs * MISSED_BEATS
    if ((await this.#redis.set(lock, this.processId, 'PX', ttl, 'NX')) !== 'OK') return

    for (const entry of await this.#redis.smembers(this.#processKey(processId, 'presence'))) {
      const [appId, channel] = entry.split('\n', 2)
      const key = entry.slice(appId.length + channel.length + 2)
      const gone = await this.#leave(processId, appId, channel, key)
      if (gone) this.#listener?.memberVanished(appId, channel, gone.id)
    }
    await this.#redis
      .multi()
      .del(this.#processKey(processId, 'presence'), this.#processKey(processId, 'subscriptions'))
      .srem(this.#key('processes'), processId)
      .exec()
    this.#options.logger.info({ processId }, 'realtime: removed the state of a dead process')
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#heartbeat)
    if (this.#redis.status !== 'ready') {
      this.#redis.disconnect()
      this.#subscriber.disconnect()
      return
    }
    await this.#redis
      .multi()
      .del(
        this.#processKey(this.processId, 'alive'),
        this.#processKey(this.processId, 'presence'),
        this.#processKey(this.processId, 'subscriptions')
      )
      .srem(this.#key('processes'), this.processId)
      .exec()
    await Promise.allSettled([this.#redis.quit(), this.#subscriber.quit()])
  }
}
