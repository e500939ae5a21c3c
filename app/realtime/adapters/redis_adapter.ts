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
| announces the users that are now gone. A process that comes back (its key was
| renewed meanwhile) is left alone from then on.
|
| When Redis comes back after an outage (a restart keeps nothing; a long cut lets
| the others reap this process), the broadcasts of the outage are lost and the
| presence entries may be stale or gone. The process then takes its own entries
| out of Redis, announcing who is gone, and asks the server to have its clients
| reconnect: they subscribe again, rejoin and refetch what they missed.
*/

import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { presenceKey, type PresenceMember, type RealtimeLogger } from '../types.js'
import { definePresenceScripts, type ScriptedRedis } from './redis_scripts.js'
import { SubscriptionCounts } from './redis_subscription_counts.js'
import type {
  AdapterListener,
  BroadcastMessage,
  CachedEvent,
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
  #counts: SubscriptionCounts
  #started = false
  #stopped = false
  /** A connection to Redis was lost since the last recovery. */
  #lost = false
  /** Redis came back while a recovery ran: run it once more. */
  #recoveryWanted = false
  #recovering = false

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
    definePresenceScripts(this.#redis)
    this.#counts = new SubscriptionCounts(
      this.#redis,
      this.processId,
      {
        processes: this.#key('processes'),
        processKey: (processId, suffix) => this.#processKey(processId, suffix),
      },
      options.logger
    )
    this.#subscriber = this.#redis.duplicate()
    for (const client of [this.#redis, this.#subscriber]) {
      client.on('error', (error: Error) => {
        options.logger.error({ err: error }, 'realtime: redis connection error')
      })
      client.on('close', () => {
        if (this.#started) this.#lost = true
      })
      client.on('ready', () => this.#redisBack())
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
    this.#started = true
  }

  /** Once both connections are back after either was lost. */
  #redisBack(): void {
    if (!this.#lost || this.#stopped) return
    if (this.#redis.status !== 'ready' || this.#subscriber.status !== 'ready') return
    this.#lost = false
    this.#recoveryWanted = true
    if (this.#recovering) return
    this.#recovering = true
    void (async () => {
      while (this.#recoveryWanted && !this.#stopped) {
        this.#recoveryWanted = false
        try {
          await this.#recover()
        } catch (error) {
          /* Redis went away again: its next 'ready' starts over. */
          this.#options.logger.error({ err: error }, 'realtime: recovery after an outage failed')
        }
      }
      this.#recovering = false
    })()
  }

  /**
   * Once both connections answer (the subscriber subscribed again): renew this
   * process's key, so a survivor reaps it no more; take out its own presence
   * entries, announcing whoever is gone; record its subscription counts again;
   * then have its clients reconnect, which rejoins those still here.
   */
  async #recover(): Promise<void> {
    await Promise.all([this.#redis.ping(), this.#subscriber.ping()])
    await this.#beat()
    await this.#removePresence(this.processId)
    this.#counts.rewrite()
    this.#options.logger.info(
      { processId: this.processId },
      'realtime: redis is back; clients reconnect'
    )
    this.#listener?.redisRecovered()
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
    const keys = this.#presenceKeys(processId, appId, channel, key)
    const args = [processId, key, `${appId}\n${channel}\n${key}`]
    const left =
      processId === this.processId
        ? await this.#redis.posadaPresenceLeave(...keys, ...args)
        : await this.#redis.posadaPresenceReap(
            ...keys,
            this.#processKey(processId, 'alive'),
            ...args
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
    this.#counts.set(appId, channel, count)
  }

  subscriptionCounts(appId: string): Promise<Map<string, number>> {
    return this.#counts.totals(appId)
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

    await this.#removePresence(processId)
    const forgotten = await this.#redis.posadaForgetProcess(
      this.#processKey(processId, 'alive'),
      this.#processKey(processId, 'presence'),
      this.#processKey(processId, 'subscriptions'),
      this.#key('processes'),
      processId
    )
    if (forgotten === 1) {
      this.#options.logger.info({ processId }, 'realtime: removed the state of a dead process')
    }
  }

  /** Takes a process out of every presence set it is in, announcing the users now gone. */
  async #removePresence(processId: string): Promise<void> {
    for (const entry of await this.#redis.smembers(this.#processKey(processId, 'presence'))) {
      const [appId, channel] = entry.split('\n', 2)
      const key = entry.slice(appId.length + channel.length + 2)
      const gone = await this.#leave(processId, appId, channel, key)
      if (gone) this.#listener?.memberVanished(appId, channel, gone.id)
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#counts.stopped = true
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
