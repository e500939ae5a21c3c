/*
| Subscriber counts per channel for the Redis adapter: each process records its
| own in a hash of its own (coalesced, one pipeline per event loop turn), and the
| totals are summed over the processes whose "alive" key is there.
*/

import type { Redis } from 'ioredis'
import type { RealtimeLogger } from '../types.js'

export interface CountKeys {
  /** The set of every process's id. */
  processes: string
  /** A process's key: `alive` or `subscriptions`. */
  processKey(processId: string, suffix: 'alive' | 'subscriptions'): string
}

export class SubscriptionCounts {
  /** `${appId}\n${channel}` → this process's subscriber count, the source of its Redis hash. */
  #local = new Map<string, number>()
  #dirty = new Set<string>()
  #flushScheduled = false
  stopped = false

  constructor(
    private readonly redis: Redis,
    private readonly processId: string,
    private readonly keys: CountKeys,
    private readonly logger: RealtimeLogger
  ) {}

  set(appId: string, channel: string, count: number): void {
    const field = `${appId}\n${channel}`
    if (count > 0) this.#local.set(field, count)
    else this.#local.delete(field)
    this.#dirty.add(field)
    if (this.#flushScheduled) return
    this.#flushScheduled = true
    setImmediate(() => this.#flush())
  }

  /** Writes every count again, for a hash that Redis may have lost. */
  rewrite(): void {
    for (const field of this.#local.keys()) this.#dirty.add(field)
    this.#flush()
  }

  #flush(): void {
    this.#flushScheduled = false
    if (this.stopped) return
    const key = this.keys.processKey(this.processId, 'subscriptions')
    const pipeline = this.redis.pipeline()
    for (const field of this.#dirty) {
      const count = this.#local.get(field)
      if (count === undefined) pipeline.hdel(key, field)
      else pipeline.hset(key, field, count)
    }
    this.#dirty.clear()
    pipeline.exec().catch((error) => {
      this.logger.error({ err: error }, 'realtime: could not record subscription counts')
    })
  }

  async totals(appId: string): Promise<Map<string, number>> {
    const prefix = `${appId}\n`
    const totals = new Map<string, number>()
    const add = (field: string, count: number) => {
      if (!field.startsWith(prefix)) return
      const channel = field.slice(prefix.length)
      totals.set(channel, (totals.get(channel) ?? 0) + count)
    }
    for (const [field, count] of this.#local) add(field, count)

    const processIds = await this.redis.smembers(this.keys.processes)
    const others = processIds.filter((processId) => processId !== this.processId)
    const pipeline = this.redis.pipeline()
    for (const processId of others) {
      pipeline.exists(this.keys.processKey(processId, 'alive'))
      pipeline.hgetall(this.keys.processKey(processId, 'subscriptions'))
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
}
