/*
| A Pusher protocol 7 websocket server compatible with Laravel Reverb, meant to share
| the port of an existing node:http server: it only takes `upgrade` requests under
| its path prefix and leaves every other upgrade to other listeners.
*/

import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import type { RealtimeAdapter } from './adapters/adapter.js'
import { LocalAdapter } from './adapters/local_adapter.js'
import { RedisAdapter } from './adapters/redis_adapter.js'
import { ChannelManager } from './channel_manager.js'
import { Connection, generateSocketId } from './connection.js'
import { HttpApi, validateEvent } from './http_api.js'
import { MessageHandler } from './message_handler.js'
import { RECOVERY_TICK_MS, recoveryDelays, shuffled } from './recovery.js'
import { CACHE_TTL_MS, encodeError, ErrorCode, Limits, type ErrorCodeValue } from './protocol.js'
import type {
  HttpApiRequest,
  HttpApiResponse,
  PresenceMember,
  RealtimeApp,
  RealtimeLogger,
  RealtimeServerOptions,
  RealtimeStats,
  TriggerInput,
} from './types.js'

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/** How long shutdown waits for clients to acknowledge the close frame before cutting them off. */
const CLOSE_GRACE_MS = 1000
const silentLogger: RealtimeLogger = { info() {}, warn() {}, error() {} }

function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase()
}

/** Completes the handshake so pusher-js can read why it is refused, then closes with that code. */
function refuse(ws: WebSocket, code: ErrorCodeValue, message: string): void {
  ws.send(encodeError(code, message))
  ws.close(code, message)
}

export class RealtimeServer {
  readonly #apps: RealtimeApp[]
  readonly #appsByKey: Map<string, RealtimeApp>
  readonly #managers = new Map<string, ChannelManager>()
  readonly #connections = new Map<string, Connection>()
  readonly #adapter: RealtimeAdapter
  readonly #logger: RealtimeLogger
  readonly #handler: MessageHandler
  readonly #httpApi: HttpApi
  readonly #wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    // A deflate context costs hundreds of KB per socket; Pusher frames are small.
    perMessageDeflate: false,
    maxPayload: Limits.MAX_FRAME_BYTES,
  })
  readonly #anyOrigin: boolean
  readonly #allowedOrigins: Set<string>
  readonly #maxConnections: number
  readonly #activityTimeoutSeconds: number
  readonly #activityTimeoutMs: number
  readonly #pongTimeoutMs: number
  readonly #sweepTimer: NodeJS.Timeout
  readonly #attached: Array<{ server: Server; listener: UpgradeListener }> = []
  readonly #ready: Promise<void>
  readonly #recoveryClosesPerSecond: number
  #recoveryTimer: NodeJS.Timeout | undefined
  #shutdown: Promise<void> | undefined

  constructor(options: RealtimeServerOptions) {
    if (options.apps.length === 0) throw new Error('createRealtimeServer needs at least one app')
    this.#apps = options.apps
    this.#appsByKey = new Map(options.apps.map((app) => [app.key, app]))
    this.#logger = options.logger ?? silentLogger
    this.#adapter = options.redisUrl
      ? new RedisAdapter({
          url: options.redisUrl,
          keyPrefix: options.redisKeyPrefix ?? 'posada:realtime:',
          heartbeatIntervalMs: options.heartbeatIntervalMs ?? 5000,
          logger: this.#logger,
        })
      : new LocalAdapter()
    const cacheTtlMs = options.cacheTtlMs ?? CACHE_TTL_MS
    for (const app of options.apps) {
      this.#managers.set(app.id, new ChannelManager(app, this.#adapter, this.#logger, cacheTtlMs))
    }
    this.#handler = new MessageHandler((connection) => this.#manager(connection.app), this.#logger)
    this.#httpApi = new HttpApi(
      new Map(options.apps.map((app) => [app.id, app])),
      (app) => this.#manager(app),
      this.#adapter,
      (app, userId) => {
        this.#terminateLocally(app.id, userId)
        this.#adapter.terminateUser(app.id, userId)
      }
    )

    const origins = options.allowedOrigins === '*' ? ['*'] : options.allowedOrigins
    this.#anyOrigin = origins.length === 0 || origins.includes('*')
    this.#allowedOrigins = new Set(origins.map(normalizeOrigin))
    this.#maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY
    this.#activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120
    this.#activityTimeoutMs = this.#activityTimeoutSeconds * 1000
    this.#pongTimeoutMs = options.pongTimeoutMs ?? 30_000
    this.#recoveryClosesPerSecond = options.recoveryClosesPerSecond ?? 500

    // One sweep for all sockets instead of a timer each: thousands of idle
    // connections then cost one cheap loop every few seconds.
    const sweepIntervalMs =
      options.sweepIntervalMs ??
      Math.max(50, Math.min(5000, this.#activityTimeoutMs / 4, this.#pongTimeoutMs / 4))
    this.#sweepTimer = setInterval(() => this.#sweep(Date.now()), sweepIntervalMs)
    this.#sweepTimer.unref()

    this.#ready = this.#adapter.start({
      remoteBroadcast: (message) => this.#managers.get(message.appId)?.deliver(message),
      memberVanished: (appId, channel, userId) =>
        this.#managers.get(appId)?.announceMemberRemoved(channel, userId),
      userTerminated: (appId, userId) => this.#terminateLocally(appId, userId),
      redisRecovered: () => this.#reconnectAll(),
    })
    this.#ready.catch((error) => {
      this.#logger.error({ err: error }, 'realtime: adapter failed to start')
    })
  }

  /** Resolves once broadcasts from other processes are being received. */
  ready(): Promise<void> {
    return this.#ready
  }

  /** Serves `ws://host:port{pathPrefix}{appKey}?protocol=7...` on the given server's port. */
  attach(server: Server, pathPrefix = '/app/'): void {
    const listener: UpgradeListener = (request, socket, head) => {
      const url = request.url ?? ''
      if (!url.startsWith(pathPrefix)) return
      const appKey = url.slice(pathPrefix.length).split('?', 1)[0]
      this.#wss.handleUpgrade(request, socket, head, (ws) =>
        this.#open(ws, appKey, request.headers.origin)
      )
    }
    server.on('upgrade', listener)
    this.#attached.push({ server, listener })
  }

  handleHttpApi(request: HttpApiRequest): Promise<HttpApiResponse> {
    return this.#httpApi.handle(request)
  }

  /** Publishes from inside the process; throws on what the HTTP API would answer 4xx to. */
  trigger(input: TriggerInput): void {
    const app = this.#app(input.appId)
    const data = typeof input.data === 'string' ? input.data : JSON.stringify(input.data)
    const invalid = validateEvent(input.channels, input.event, data, input.socketId)
    if (invalid) throw new RangeError(`realtime trigger refused: ${invalid.body.error}`)
    this.#manager(app).broadcast({
      appId: app.id,
      channels: [...input.channels],
      event: input.event,
      data,
      exceptSocketId: input.socketId,
    })
  }

  /** Members on every process, in join order. */
  async presenceMembers(channel: string, appId?: string): Promise<PresenceMember[]> {
    const members = await this.#adapter.presenceMembers(this.#app(appId).id, channel)
    return [...members.values()]
  }

  /** This process only. */
  stats(): RealtimeStats {
    let channels = 0
    for (const manager of this.#managers.values()) channels += manager.size
    return { connections: this.#connections.size, channels }
  }

  /**
   * Closes every connection with 4200 so clients reconnect (to another process), then
   * leaves Redis.
   */
  shutdown(): Promise<void> {
    this.#shutdown ??= this.#close()
    return this.#shutdown
  }

  async #close(): Promise<void> {
    clearInterval(this.#sweepTimer)
    clearTimeout(this.#recoveryTimer)
    for (const { server, listener } of this.#attached) server.off('upgrade', listener)
    const connections = [...this.#connections.values()]
    for (const connection of connections) {
      this.#manager(connection.app).unsubscribeAll(connection)
      connection.close(ErrorCode.RECONNECT, 'Server shutting down')
    }
    await Promise.all([...this.#managers.values()].map((manager) => manager.settle()))
    await this.#closed(connections)
    await this.#ready.catch(() => {})
    await this.#adapter.stop()
  }

  #closed(connections: Connection[]): Promise<void> {
    const open = connections.filter((connection) => connection.ws.readyState !== WebSocket.CLOSED)
    if (open.length === 0) return Promise.resolve()
    return new Promise((resolve) => {
      let remaining = open.length
      const timer = setTimeout(() => {
        for (const connection of open) connection.ws.terminate()
        resolve()
      }, CLOSE_GRACE_MS)
      for (const connection of open) {
        connection.ws.once('close', () => {
          if (--remaining > 0) return
          clearTimeout(timer)
          resolve()
        })
      }
    })
  }

  #open(ws: WebSocket, appKey: string, origin: string | undefined): void {
    ws.on('error', (error) => this.#logger.warn({ err: error }, 'realtime: socket error'))
    const app = this.#appsByKey.get(appKey)
    if (!app) return refuse(ws, ErrorCode.APP_NOT_FOUND, 'Application does not exist')
    if (!this.#originAllowed(origin)) {
      return refuse(ws, ErrorCode.UNAUTHORIZED, 'Origin not allowed')
    }
    if (this.#connections.size >= this.#maxConnections) {
      return refuse(ws, ErrorCode.OVER_CAPACITY, 'Over capacity')
    }

    let socketId = generateSocketId()
    while (this.#connections.has(socketId)) socketId = generateSocketId()
    const connection = new Connection(ws, app, socketId, Date.now())
    this.#connections.set(socketId, connection)
    const manager = this.#manager(app)

    ws.on('message', (data) => {
      if (!connection.received(Date.now())) return
      connection.enqueue(
        () => this.#handler.handle(connection, data as Buffer),
        (error) => this.#logger.error({ err: error }, 'realtime: message handling failed')
      )
    })
    // WebSocket pings are answered by ws itself, and count against the flood limit too.
    ws.on('ping', () => connection.received(Date.now()))
    ws.on('close', () => {
      this.#connections.delete(socketId)
      manager.unsubscribeAll(connection)
    })
    connection.sendEvent(
      'pusher:connection_established',
      JSON.stringify({ socket_id: socketId, activity_timeout: this.#activityTimeoutSeconds })
    )
  }

  /**
   * 4200: pusher-js reconnects at once, subscribes again and its members rejoin.
   * The connections open now are closed in random order over recoveryDelays(); a
   * client still connected keeps receiving broadcasts until its turn comes.
   */
  #reconnectAll(): void {
    clearTimeout(this.#recoveryTimer)
    const connections = shuffled([...this.#connections.values()])
    const delays = recoveryDelays(connections.length, this.#recoveryClosesPerSecond)
    const started = Date.now()
    let next = 0
    const closeDue = () => {
      const elapsed = Date.now() - started
      for (; next < connections.length && delays[next] <= elapsed; next++) {
        const connection = connections[next]
        if (connection.ws.readyState !== WebSocket.OPEN) continue
        this.#manager(connection.app).unsubscribeAll(connection)
        connection.close(ErrorCode.RECONNECT, 'Realtime backend recovered')
      }
      if (next < connections.length) {
        this.#recoveryTimer = setTimeout(closeDue, RECOVERY_TICK_MS)
        this.#recoveryTimer.unref()
      }
    }
    closeDue()
  }

  /**
   * Pusher's user termination: the connections signed in as that user (`pusher:signin`),
   * not those that only joined a presence channel under that id. 4009 keeps pusher-js
   * from reconnecting by itself.
   */
  #terminateLocally(appId: string, userId: string): void {
    for (const connection of this.#connections.values()) {
      if (connection.app.id !== appId || connection.user?.id !== userId) continue
      connection.sendError(
        ErrorCode.UNAUTHORIZED,
        'The app terminated the connections of this user'
      )
      connection.close(ErrorCode.UNAUTHORIZED, 'Connections of the user terminated')
    }
  }

  /**
   * A request without Origin does not come from a browser, and a non-browser client
   * could send any Origin it likes: the check only protects browsers, so it only
   * applies to them.
   */
  #originAllowed(origin: string | undefined): boolean {
    if (this.#anyOrigin || origin === undefined) return true
    return this.#allowedOrigins.has(normalizeOrigin(origin))
  }

  #sweep(now: number): void {
    for (const connection of this.#connections.values()) {
      if (connection.pingSentAt !== 0) {
        if (now - connection.pingSentAt >= this.#pongTimeoutMs) {
          connection.close(ErrorCode.PONG_TIMEOUT, 'Pong reply not received')
        }
      } else if (now - connection.lastActivity >= this.#activityTimeoutMs) {
        connection.pingSentAt = now
        connection.sendEvent('pusher:ping', '{}')
      }
    }
  }

  #app(appId: string | undefined): RealtimeApp {
    if (appId === undefined) return this.#apps[0]
    const app = this.#apps.find((candidate) => candidate.id === appId)
    if (!app) throw new Error(`Unknown realtime app ${appId}`)
    return app
  }

  #manager(app: RealtimeApp): ChannelManager {
    return this.#managers.get(app.id)!
  }
}

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  return new RealtimeServer(options)
}
