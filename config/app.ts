import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

export const appKey = new Secret(env.get('APP_KEY').release())

export const appUrl =
  env.get('APP_URL') ?? `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3333)}`

export const appName = env.get('APP_NAME') ?? 'Posada'

/*
| Response bodies: the engine's JSON.stringify without a replacer, several times
| faster than the default (a replacer called for every key); a BigInt, which it
| refuses, is written as a string, as the default does.
*/
function serializeJSON(value: unknown) {
  try {
    return JSON.stringify(value)
  } catch {
    return JSON.stringify(value, (_key, item) =>
      typeof item === 'bigint' ? item.toString() : item
    )
  }
}

export const http = defineConfig({
  generateRequestId: true,
  serializeJSON,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  trustProxy: () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
