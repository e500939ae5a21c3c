import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/*
| Sessions live on the server so that they can be ended: in Redis when REDIS_URL
| is set (several processes), otherwise in the database. The test suite uses the
| memory store (SESSION_DRIVER=memory in .env.test).
*/
const driver = env.get('SESSION_DRIVER') ?? (env.get('REDIS_URL') ? 'redis' : 'database')

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'posada-session',
  clearWithBrowser: true,
  age: '2h',
  cookie: { path: '/', httpOnly: true, secure: app.inProduction, sameSite: 'lax' },
  store: driver,
  stores: {
    database: stores.database({ connectionName: 'postgres', tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
