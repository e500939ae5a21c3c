/*
| Real-time: the Pusher-protocol server (app/realtime) runs inside every web process,
| on the HTTP port, at `/app/{key}`.
|
| Credentials come from REVERB_APP_ID / REVERB_APP_KEY / REVERB_APP_SECRET. When they
| are unset they are derived from APP_KEY, so a fresh installation needs nothing and
| every process of one installation agrees on them without sharing anything else.
| Set them explicitly when another system publishes with a Pusher SDK, or when the
| standalone `bin/realtime.ts` process must accept this app's channels.
|
| REVERB_HOST / REVERB_PORT / REVERB_SCHEME tell browsers where to connect; unset, they
| connect to the host, port and scheme of the page itself (the same process, or the
| TLS proxy in front of it in production).
|
| REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM=members lets members of a private or presence
| channel whisper to each other (client events); unset or `none`, the server refuses
| them. Posada's screens send none.
*/
import { createHmac } from 'node:crypto'
import env from '#start/env'
import { appUrl } from '#config/app'
import type { RealtimeApp } from '#realtime/index'

function derivedFromAppKey(label: string) {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update(`posada.realtime.${label}`)
    .digest('hex')
}

/* Pusher app ids are conventionally numeric: six digits taken from the derivation. */
const derivedAppId = String(
  100_000 + (Number.parseInt(derivedFromAppKey('app_id').slice(0, 8), 16) % 900_000)
)

export const realtimeApp: RealtimeApp = {
  id: env.get('REVERB_APP_ID') ?? derivedAppId,
  key: env.get('REVERB_APP_KEY') ?? derivedFromAppKey('app_key').slice(0, 20),
  secret: env.get('REVERB_APP_SECRET')?.release() ?? derivedFromAppKey('app_secret').slice(0, 40),
  clientEvents: env.get('REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM') === 'members',
}

/* Browsers may open a socket from APP_URL, or from this process's own port on the loopback names. */
const port = env.get('PORT') ?? 3333
export const allowedOrigins = [
  ...new Set([new URL(appUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]),
]

/** With Redis, broadcasts and presence are shared by every process of the installation. */
export const redisUrl = env.get('REDIS_URL') || undefined

/** What the browser needs to connect: public values only, never the secret. */
export const clientSettings = {
  key: realtimeApp.key,
  host: env.get('REVERB_HOST') ?? null,
  port: env.get('REVERB_PORT') ?? null,
  scheme: env.get('REVERB_SCHEME') ?? null,
}
