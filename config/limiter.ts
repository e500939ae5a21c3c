import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/*
| Rate-limit counters: in Redis when several processes share the load, otherwise
| in the database so they survive a restart.
*/
const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : 'database',
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ connectionName: 'postgres', tableName: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
