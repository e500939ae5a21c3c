/*
| Standalone realtime process: the Pusher-protocol websocket and the Pusher HTTP API
| on one node:http port, for running it apart from the web app (or as several
| processes sharing Redis).
|
|   REVERB_APP_ID, REVERB_APP_KEY, REVERB_APP_SECRET   required
|   REVERB_HOST (127.0.0.1), REVERB_PORT (8080)        where to listen
|   REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM (none)         `members` lets channel members whisper
|   APP_URL                                             the only origin browsers may connect from
|   REDIS_URL                                           share broadcasts and presence with others
|   REALTIME_REDIS_PREFIX, REALTIME_HEARTBEAT_MS        Redis key prefix and liveness period
|
| Prints one JSON line `{"msg":"realtime: listening",...}` once it accepts connections.
*/

import { createServer } from 'node:http'
import { createRealtimeServer, readRawBody, type RealtimeLogger } from '../app/realtime/index.js'

function required(name: string): string {
  const value = process.env[name]
  if (!value) {
    console.error(`${name} is required`)
    process.exit(1)
  }
  return value
}

function optionalNumber(name: string): number | undefined {
  const value = process.env[name]
  return value ? Number(value) : undefined
}

function jsonLine(level: string) {
  return (context: Record<string, unknown>, message: string) => {
    const { err, ...rest } = context
    const error = err instanceof Error ? { err: err.message } : {}
    const entry = { level, time: Date.now(), msg: message, ...rest, ...error }
    process.stdout.write(`${JSON.stringify(entry)}\n`)
  }
}

const logger: RealtimeLogger = {
  info: jsonLine('info'),
  warn: jsonLine('warn'),
  error: jsonLine('error'),
}

/** Reverb's setting, without 'all': client events only ever go between channel members. */
function clientEventsEnabled(): boolean {
  const value = process.env.REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM || 'none'
  if (value !== 'none' && value !== 'members') {
    console.error('REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM must be one of none, members')
    process.exit(1)
  }
  return value === 'members'
}

const appUrl = process.env.APP_URL
const realtime = createRealtimeServer({
  apps: [
    {
      id: required('REVERB_APP_ID'),
      key: required('REVERB_APP_KEY'),
      secret: required('REVERB_APP_SECRET'),
      clientEvents: clientEventsEnabled(),
    },
  ],
  allowedOrigins: appUrl ? [new URL(appUrl).origin] : [],
  redisUrl: process.env.REDIS_URL || undefined,
  redisKeyPrefix: process.env.REALTIME_REDIS_PREFIX || undefined,
  heartbeatIntervalMs: optionalNumber('REALTIME_HEARTBEAT_MS'),
  logger,
})

const server = createServer(async (request, response) => {
  const [path, rawQuery = ''] = (request.url ?? '/').split('?', 2)
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  try {
    if (request.method === 'GET' && path === '/up') return send(200, { status: 'ok' })
    if (!path.startsWith('/apps/')) return send(404, { error: 'Not found' })
    const rawBody = await readRawBody(request)
    if (rawBody === undefined) return send(413, { error: 'Body too large' })
    const result = await realtime.handleHttpApi({
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(new URLSearchParams(rawQuery)),
      rawBody,
    })
    send(result.status, result.body)
  } catch (error) {
    logger.error({ err: error }, 'realtime: HTTP API request failed')
    if (!response.headersSent) send(500, { error: 'Internal error' })
  }
})

realtime.attach(server)
await realtime.ready()

const host = process.env.REVERB_HOST || '127.0.0.1'
const port = optionalNumber('REVERB_PORT') ?? 8080
server.listen(port, host, () => {
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  logger.info({ host, port: bound }, 'realtime: listening')
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'realtime: shutting down')
  await realtime.shutdown()
  server.close()
  server.closeAllConnections()
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
