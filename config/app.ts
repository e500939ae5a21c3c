import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'

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

/*
| Which peers may speak for the client through X-Forwarded-For / -Proto / -Host:
| none unless TRUST_PROXY lists them (comma-separated addresses, ranges or
| proxy-addr's names such as `loopback` or `uniquelocal`). Behind a TLS-terminating
| proxy this is what makes `request.secure()` true, and HSTS follow.
*/
const trustedProxies = (env.get('TRUST_PROXY') ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)

export const http = defineConfig({
  generateRequestId: true,
  serializeJSON,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  trustProxy: trustedProxies.length ? proxyAddr.compile(trustedProxies) : () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
