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
      retryStrategy(times) {
        return times > 10 ? null : times * 50
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
