import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/*
| Rate-limit counters: in Redis when several processes share the load, otherwise
| in the database so they survive a restart. The test suite counts in memory so
| that every test starts from zero, unless LIMITER_STORE names a store (a test of
| Redis going away needs the counters in Redis).
*/
const limiterConfig = defineConfig({
  default:
    env.get('LIMITER_STORE') ??
    (app.inTest ? 'memory' : env.get('REDIS_URL') ? 'redis' : 'database'),
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
