/*
| Environment variables are validated here at start-up; a missing or malformed
| value stops the process with a clear message.
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  TRUST_PROXY: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  APP_NAME: Env.schema.string.optional(),
  APP_KEY: Env.schema.secret(),
  APP_CURRENCY: Env.schema.string.optional(),
  APP_TZ: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  STORAGE_PATH: Env.schema.string.optional(),

  DATABASE_URL: Env.schema.string.optional(),
  POSADA_EMBEDDED_DATABASE: Env.schema.boolean.optional(),
  REDIS_URL: Env.schema.string.optional(),
  /* The server's longest statement on PostgreSQL, in ms (config/database.ts); 0 = no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: Env.schema.number.optional(),
  /* Refuse a query outside an open transaction at once (app/services/transaction_guard.ts). */
  POSADA_TRANSACTION_GUARD: Env.schema.boolean.optional(),

  /* Real-time: unset = credentials derived from APP_KEY, websocket on the app's own host and port. */
  REVERB_APP_ID: Env.schema.string.optional(),
  REVERB_APP_KEY: Env.schema.string.optional(),
  REVERB_APP_SECRET: Env.schema.secret.optional(),
  REVERB_HOST: Env.schema.string.optional(),
  REVERB_PORT: Env.schema.number.optional(),
  REVERB_SCHEME: Env.schema.enum.optional(['http', 'https'] as const),
  /* Reverb's setting, without 'all': client events only ever go between channel members. */
  REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM: Env.schema.enum.optional(['none', 'members'] as const),

  SESSION_DRIVER: Env.schema.enum.optional(['database', 'redis', 'memory', 'cookie'] as const),
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  REGISTRATION_OPEN: Env.schema.boolean.optional(),
  POSADA_ADMIN_PASSWORD: Env.schema.string.optional(),
  /* Registers the benchmark's floor route (bench/README.md); never set it in production. */
  POSADA_BENCH_FLOOR: Env.schema.boolean.optional(),

  MAIL_HOST: Env.schema.string.optional(),
  MAIL_PORT: Env.schema.number.optional(),
  MAIL_USERNAME: Env.schema.string.optional(),
  MAIL_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  /* The property on its invoices, and the front desk's check-out rules (config/hotel.ts). */
  PROPERTY_LEGAL_NAME: Env.schema.string.optional(),
  PROPERTY_ADDRESS: Env.schema.string.optional(),
  PROPERTY_TAX_ID: Env.schema.string.optional(),
  HOTEL_MAX_RANGE_NIGHTS: Env.schema.number.optional(),
  HOTEL_CHECK_OUT_TIME: (key: string, value?: string) => {
    if (!value) return undefined
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
      throw new Error(`${key} must be a time of day such as 11:00, not "${value}"`)
    return value
  },
  HOTEL_LATE_CHECK_OUT_FEE: (key: string, value?: string) => {
    if (!value) return undefined
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(value))
      throw new Error(`${key} must be an amount such as 30 or 30.00, not "${value}"`)
    return value
  },
})
