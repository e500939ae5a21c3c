import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import { keptSessions } from '#services/session_store'

/*
| Sessions live on the server so that they can be ended: in Redis when REDIS_URL
| is set (several processes), otherwise in the database. The test suite uses the
| memory store (SESSION_DRIVER=memory in .env.test). Whatever the store, a visitor who
| has not signed in keeps the anti-forgery secret in an encrypted cookie instead, and
| the store's expiry is extended at most once a minute (app/services/session_store.ts).
*/
const driver = env.get('SESSION_DRIVER') ?? (env.get('REDIS_URL') ? 'redis' : 'database')

const configured = defineConfig({
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

const sessionConfig = configProvider.create(async (application) => {
  const config = await configured.resolver(application)
  const kept = Object.entries(config.stores).map(([name, factory]) => [
    name,
    name === 'cookie' ? factory : keptSessions(factory),
  ])
  return { ...config, stores: Object.fromEntries(kept) as typeof config.stores }
})

export default sessionConfig
