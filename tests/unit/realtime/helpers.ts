/*
| Test kit for the realtime server: a server on an ephemeral loopback port, real
| pusher-js clients, raw ws clients, and signatures computed the way the Pusher
| SDKs compute them (independently of app/realtime/signatures.ts, so a bug there
| cannot sign and verify itself into a green test).
*/

import { createHash, createHmac, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Redis } from 'ioredis'
import PusherModule from 'pusher-js'
import { WebSocket } from 'ws'
import {
  createRealtimeServer,
  type HttpApiRequest,
  type RealtimeApp,
  type RealtimeServer,
  type RealtimeServerOptions,
} from '../../../app/realtime/index.js'

/** pusher-js's Node entry is CommonJS; its typings describe the ESM default. */
export const Pusher = PusherModule as unknown as typeof PusherModule.default
export type PusherClient = InstanceType<typeof Pusher>

export const APP: RealtimeApp = { id: 'posada', key: 'posada-key', secret: 'posada-secret' }

export function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/**
 * The protocol tests run on both adapters: one process keeping everything in memory,
 * and two processes sharing Redis (see `resources().cluster`).
 */
export const ADAPTERS = ['local', 'redis'] as const
export type AdapterName = (typeof ADAPTERS)[number]

export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
}

export interface TestServer {
  realtime: RealtimeServer
  http: Server
  port: number
  close(): Promise<void>
}

export async function startServer(
  options: Partial<RealtimeServerOptions> = {}
): Promise<TestServer> {
  const realtime = createRealtimeServer({ apps: [APP], allowedOrigins: [], ...options })
  const http = createServer((_request, response) => {
    response.statusCode = 404
    response.end()
  })
  realtime.attach(http)
  await realtime.ready()
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as AddressInfo).port
  let closing: Promise<void> | undefined
  return {
    realtime,
    http,
    port,
    close() {
      closing ??= (async () => {
        await realtime.shutdown()
        http.closeAllConnections()
        await new Promise<void>((resolve) => http.close(() => resolve()))
      })()
      return closing
    },
  }
}

export interface PusherUser {
  id: string
  info?: unknown
}

/**
 * A real pusher-js client. Its authorizer signs like a Laravel `/broadcasting/auth`
 * endpoint would, with `secret` (pass a wrong one to test refusals).
 */
export function pusherClient(
  port: number,
  options: { user?: PusherUser; secret?: string; sharedSecret?: string } = {}
): PusherClient {
  const secret = options.secret ?? APP.secret
  return new Pusher(APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        if (channelName.startsWith('presence-')) {
          const channelData = JSON.stringify({
            user_id: options.user?.id,
            user_info: options.user?.info,
          })
          callback(null, {
            auth: `${APP.key}:${hmac(secret, `${socketId}:${channelName}:${channelData}`)}`,
            channel_data: channelData,
          })
          return
        }
        callback(null, {
          auth: `${APP.key}:${hmac(secret, `${socketId}:${channelName}`)}`,
          shared_secret: options.sharedSecret,
        })
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        const userData = JSON.stringify({ id: options.user?.id, user_info: options.user?.info })
        callback(null, {
          auth: `${APP.key}:${hmac(secret, `${socketId}::user::${userData}`)}`,
          user_data: userData,
        })
      },
    },
  })
}

type Emitter = {
  bind(event: string, callback: (...args: any[]) => void): unknown
  unbind(event: string, callback: (...args: any[]) => void): unknown
}

/** Resolves with [data, metadata] of the next `event` emitted by a pusher-js channel or connection. */
export function nextEventWithMetadata<T = any>(
  emitter: Emitter,
  event: string,
  timeoutMs = 3000
): Promise<[T, { user_id?: string } | undefined]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.unbind(event, listener)
      reject(new Error(`Timed out waiting for ${event}`))
    }, timeoutMs)
    const listener = (data: T, metadata?: { user_id?: string }) => {
      clearTimeout(timer)
      emitter.unbind(event, listener)
      resolve([data, metadata])
    }
    emitter.bind(event, listener)
  })
}

/** Resolves with the data of the next `event` emitted by a pusher-js channel or connection. */
export async function nextEvent<T = any>(
  emitter: Emitter,
  event: string,
  timeoutMs = 3000
): Promise<T> {
  const [data] = await nextEventWithMetadata<T>(emitter, event, timeoutMs)
  return data
}

export async function connected(client: PusherClient): Promise<void> {
  if (client.connection.state === 'connected') return
  await nextEvent(client.connection, 'connected')
}

export interface PusherMessage {
  event: string
  channel?: string
  data: any
  user_id?: string
}

/**
 * Decodes a frame the way pusher-js does: `data` is parsed when it is a JSON string.
 * A frame that is not JSON at all comes back as `data` of an unnamed message.
 */
function decode(raw: string): PusherMessage {
  let message
  try {
    message = JSON.parse(raw)
  } catch {
    return { event: '', data: raw }
  }
  if (typeof message.data === 'string') {
    try {
      message.data = JSON.parse(message.data)
    } catch {}
  }
  return message
}

/** A plain ws client for what pusher-js will not send: malformed, oversized or forbidden frames. */
export class RawClient {
  readonly ws: WebSocket
  readonly closed: Promise<{ code: number; reason: string }>
  socketId = ''
  #inbox: PusherMessage[] = []
  #waiters: Array<{
    match: (message: PusherMessage) => boolean
    resolve: (message: PusherMessage) => void
  }> = []

  private constructor(ws: WebSocket) {
    this.ws = ws
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
    ws.on('error', () => {})
    ws.on('message', (raw) => {
      const message = decode(raw.toString())
      const index = this.#waiters.findIndex((waiter) => waiter.match(message))
      if (index === -1) {
        this.#inbox.push(message)
        return
      }
      const [waiter] = this.#waiters.splice(index, 1)
      waiter.resolve(message)
    })
  }

  /**
   * Several frames in one TCP write, so the server reads them in one go: the way a
   * browser's quick succession of messages can arrive.
   */
  sendAtOnce(messages: Array<{ event: string; data: unknown; channel?: string }>): void {
    const socket = (this.ws as unknown as { _socket: Socket })._socket
    socket.cork()
    for (const { event, data, channel } of messages) this.send(event, data, channel)
    socket.uncork()
  }

  /** Opens a socket and waits for the server's first frame (established or error). */
  static async connect(
    port: number,
    options: { key?: string; origin?: string; path?: string } = {}
  ): Promise<{ client: RawClient; first: PusherMessage }> {
    const path = options.path ?? `/app/${options.key ?? APP.key}?protocol=7&client=js&version=8.6.0`
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
      headers: options.origin ? { origin: options.origin } : {},
    })
    const client = new RawClient(ws)
    const first = await Promise.race([
      client.next(() => true),
      client.closed.then(({ code }) => {
        throw new Error(`Closed with ${code} before any message`)
      }),
    ])
    if (first.event === 'pusher:connection_established') client.socketId = first.data.socket_id
    return { client, first }
  }

  static async open(port: number): Promise<RawClient> {
    const { client, first } = await RawClient.connect(port)
    if (first.event !== 'pusher:connection_established') throw new Error(JSON.stringify(first))
    return client
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify({ event, data, channel }))
  }

  /** The first received message (buffered or future) that matches. */
  next(match: (message: PusherMessage) => boolean, timeoutMs = 3000): Promise<PusherMessage> {
    const index = this.#inbox.findIndex(match)
    if (index !== -1) return Promise.resolve(this.#inbox.splice(index, 1)[0])
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (message: PusherMessage) => {
          clearTimeout(timer)
          resolve(message)
        },
      }
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
        reject(new Error(`Timed out on socket ${this.socketId}`))
      }, timeoutMs)
      this.#waiters.push(waiter)
    })
  }

  nextEvent(event: string, channel?: string, timeoutMs?: number): Promise<PusherMessage> {
    return this.next(
      (message) =>
        message.event === event && (channel === undefined || message.channel === channel),
      timeoutMs
    )
  }

  /** Whether a matching message arrives within `ms`. */
  async receives(match: (message: PusherMessage) => boolean, ms = 200): Promise<boolean> {
    try {
      await this.next(match, ms)
      return true
    } catch {
      return false
    }
  }

  async subscribe(channel: string, auth?: string, channelData?: string): Promise<PusherMessage> {
    this.send('pusher:subscribe', { channel, auth, channel_data: channelData })
    return this.next(
      (message) =>
        message.channel === channel &&
        (message.event === 'pusher_internal:subscription_succeeded' ||
          message.event === 'pusher:error')
    )
  }

  channelAuth(channel: string, channelData?: string, secret = APP.secret): string {
    const payload = channelData
      ? `${this.socketId}:${channel}:${channelData}`
      : `${this.socketId}:${channel}`
    return `${APP.key}:${hmac(secret, payload)}`
  }

  async subscribePresence(
    channel: string,
    userId: string | number,
    info?: unknown
  ): Promise<PusherMessage> {
    const channelData = JSON.stringify({ user_id: userId, user_info: info })
    return this.subscribe(channel, this.channelAuth(channel, channelData), channelData)
  }

  /** `pusher:signin` as pusher-js sends it after the app's user authentication endpoint. */
  async signin(id: string, info?: unknown): Promise<PusherMessage> {
    const userData = JSON.stringify({ id, user_info: info })
    const auth = `${APP.key}:${hmac(APP.secret, `${this.socketId}::user::${userData}`)}`
    this.send('pusher:signin', { user_data: userData, auth })
    return this.nextEvent('pusher:signin_success')
  }

  close(): void {
    this.ws.terminate()
  }
}

/** Query, path and body of an HTTP API call signed as pusher-http-node signs it. */
export function signedRequest(
  method: 'GET' | 'POST',
  path: string,
  options: {
    params?: Record<string, string>
    body?: unknown
    secret?: string
    key?: string
    timestamp?: number
  } = {}
): HttpApiRequest {
  const rawBody = options.body === undefined ? '' : JSON.stringify(options.body)
  const query: Record<string, string> = {
    auth_key: options.key ?? APP.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.params,
  }
  if (rawBody) query.body_md5 = createHash('md5').update(rawBody).digest('hex')
  const signed = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&')
  query.auth_signature = hmac(options.secret ?? APP.secret, `${method}\n${path}\n${signed}`)
  return { method, path, query, rawBody }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Polls until `check` returns true; for state that settles asynchronously (Redis, sockets closing). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 3000
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time')
    await sleep(20)
  }
}

/**
 * Everything a test opens, closed after it whatever its outcome: clients first, then
 * servers, so nothing keeps the runner alive or reconnects into the next test.
 */
export function resources(cleanup: (handler: () => Promise<void>) => void) {
  const closers: Array<() => unknown> = []
  cleanup(async () => {
    for (const close of closers.reverse()) await close()
  })
  return {
    async server(options: Partial<RealtimeServerOptions> = {}): Promise<TestServer> {
      const server = await startServer(options)
      closers.push(() => server.close())
      return server
    },
    /**
     * Two servers to connect to: with 'local' the same one twice, with 'redis' two
     * servers sharing Redis under a key prefix of their own, as two processes would.
     */
    async cluster(
      adapter: AdapterName,
      options: Partial<RealtimeServerOptions> = {}
    ): Promise<[TestServer, TestServer]> {
      if (adapter === 'local') {
        const server = await this.server(options)
        return [server, server]
      }
      const prefix = `posada:realtime:test:${randomUUID()}:`
      closers.push(() => deleteKeys(prefix))
      const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix, ...options }
      return Promise.all([this.server(shared), this.server(shared)])
    },
    pusher(port: number, options: Parameters<typeof pusherClient>[1] = {}): PusherClient {
      const client = pusherClient(port, options)
      closers.push(() => client.disconnect())
      return client
    },
    async raw(port: number): Promise<RawClient> {
      const client = await RawClient.open(port)
      closers.push(() => client.close())
      return client
    },
    async rawConnect(port: number, options: Parameters<typeof RawClient.connect>[1] = {}) {
      const result = await RawClient.connect(port, options)
      closers.push(() => result.client.close())
      return result
    },
    defer(close: () => unknown): void {
      closers.push(close)
    },
  }
}
