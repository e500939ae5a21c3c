import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/*
| Redis is optional: it is used only when REDIS_URL is set (several server
| processes). Connections are lazy, so an unset REDIS_URL opens nothing.
*/
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...(env.get('REDIS_URL')
        ? parseRedisUrl(env.get('REDIS_URL')!)
        : { host: '127.0.0.1', port: 6379 }),
      lazyConnect: true,
      keyPrefix: 'posada:',
      /*
      | Redis may stop and come back: reconnect forever, at most a second apart,
      | so that it is used again as soon as it answers. Meanwhile a command fails
      | within about 2 s (one reconnection attempt, or the command timeout) and
      | the request answers 503 (app/services/outages.ts) instead of waiting.
      */
      connectTimeout: 2000,
      commandTimeout: 2500,
      maxRetriesPerRequest: 1,
      retryStrategy(times) {
        return Math.min(times * 100, 1000)
      },
    },
  },
})

function parseRedisUrl(value: string) {
  const url = new URL(value)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
  }
}

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
