/*
| Fan-out benchmark of the realtime server against a bare `ws` broadcast loop.
|
|   node --import=@poppinss/ts-exec bench/realtime/fanout.ts [--rounds=50] [--sizes=1000,5000]
|     [--bursts=1,10] [--cluster=on|off]
|
| Three processes per measurement, all forked from this file: the orchestrator (this
| one), a fresh server process (so that memory per connection is not skewed by what
| an earlier run freed), and one process holding every client (so that parsing on
| the client side does not count against the server). For each size and server:
| connect and subscribe the clients, measure the server's memory per idle connection
| after a forced GC, then, for each burst size B, trigger B events at once per round
| and time each from the moment the server was asked for the burst to its receipt at
| each client; a round ends when every client has all B. Each client checks that its
| events arrive in order.
|
| The cluster part (Posada only, needs Redis) splits the clients over two client
| processes and serves them from one server process, then from two sharing Redis
| (BENCH_REALTIME_REDIS_URL, default database 9 on 127.0.0.1, under a key prefix of
| its own that it deletes afterwards), always publishing through the first server.
| Loopback only, bounded in rounds and time, exits by itself.
*/

import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { WebSocket, WebSocketServer } from 'ws'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { createRealtimeServer } from '../../app/realtime/index.js'

const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' }
const CHANNEL = 'bench'
const PAD = 'x'.repeat(120)
const CONNECT_CONCURRENCY = 200
const STEP_TIMEOUT_MS = 120_000
/** Rounds run before measuring, so the JIT has compiled the hot paths of both servers. */
const WARMUP_ROUNDS = 5
/** Posada pings a client idle for its activity timeout (120 s), which a long size outlasts. */
const PING = '"event":"pusher:ping"'
const PONG = JSON.stringify({ event: 'pusher:pong', data: {} })
/** The round number and trigger time, read without parsing the whole frame to keep the client side cheap. */
const TICK = /\\"round\\":(-?\d+),\\"i\\":(\d+),\\"t0\\":([\d.]+)/
/** Per size: every server, burst and the cluster part, with room for connecting 20,000 sockets. */
const WATCHDOG_MS_PER_SIZE = 7 * 60_000
const REDIS_URL = process.env.BENCH_REALTIME_REDIS_URL || 'redis://127.0.0.1:6379/9'

type TargetName = 'posada' | 'bare'
const LABELS: Record<TargetName, string> = { posada: 'posada realtime', bare: 'bare ws loop' }

type Message =
  | { type: 'listening'; port: number; path: string }
  | { type: 'ready' }
  | { type: 'measure' }
  | { type: 'memory'; usage: NodeJS.MemoryUsage }
  | { type: 'arm'; round: number; burst: number }
  | { type: 'armed' }
  | { type: 'broadcast'; round: number; burst: number }
  | { type: 'sent'; ms: number }
  | { type: 'round'; latencies: Float64Array; outOfOrder: number }
  | { type: 'close' }

function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes of one machine. */
function now(): number {
  return performance.timeOrigin + performance.now()
}

function send(message: Message): void {
  process.send!(message)
}

/** Children also stop when the orchestrator goes away, whatever state they are in. */
function onParentMessage(handler: (message: Message) => void): void {
  process.on('message', (message: Message) => handler(message))
  process.once('disconnect', () => process.exit(1))
}

/* ------------------------------------------------------------------ server process */

/** --expose-gc when given; otherwise the flag is switched on at run time, which V8 allows. */
function gcFunction(): { gc: () => void; how: string } {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return { gc: exposed, how: '--expose-gc' }
  setFlagsFromString('--expose-gc')
  return { gc: runInNewContext('gc') as () => void, how: 'v8.setFlagsFromString("--expose-gc")' }
}

async function settledMemory(gc: () => void): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return process.memoryUsage()
}

/** `t0` is when the server was asked for the burst, the same for each of its events. */
function tick(round: number, i: number, t0: number): string {
  return JSON.stringify({ round, i, t0, pad: PAD })
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

/** With `redis` (a URL and a key prefix), Posada runs as one process of a cluster sharing it. */
async function runServer(
  target: TargetName,
  redis?: { url: string; prefix: string }
): Promise<void> {
  const { gc } = gcFunction()
  const http = createServer()
  let broadcast: (round: number, i: number, t0: number) => void
  let path: string
  let close = async () => {}
  if (target === 'posada') {
    const realtime = createRealtimeServer({
      apps: [APP],
      allowedOrigins: [],
      ...(redis && { redisUrl: redis.url, redisKeyPrefix: redis.prefix }),
    })
    realtime.attach(http)
    await realtime.ready()
    close = () => realtime.shutdown()
    path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`
    broadcast = (round, i, t0) =>
      realtime.trigger({ channels: [CHANNEL], event: 'tick', data: tick(round, i, t0) })
  } else {
    // The textbook `ws` broadcast: serialize once, `send` the same string to every client.
    const wss = new WebSocketServer({ server: http, perMessageDeflate: false })
    path = '/'
    broadcast = (round, i, t0) => {
      const frame = JSON.stringify({ event: 'tick', channel: CHANNEL, data: tick(round, i, t0) })
      for (const client of wss.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(frame)
      }
    }
  }
  const port = await listen(http)
  onParentMessage(async (message) => {
    if (message.type === 'measure') send({ type: 'memory', usage: await settledMemory(gc) })
    else if (message.type === 'broadcast') {
      const started = performance.now()
      const t0 = now()
      for (let i = 0; i < message.burst; i++) broadcast(message.round, i, t0)
      // Writes a server defers to the end of the turn (its check phase) are part of the fan-out.
      setImmediate(() => send({ type: 'sent', ms: performance.now() - started }))
    } else if (message.type === 'close') {
      await Promise.race([close(), new Promise((resolve) => setTimeout(resolve, 5000))])
      process.exit(0)
    }
  })
  await settledMemory(gc)
  send({ type: 'listening', port, path })
}

/* ------------------------------------------------------------------ client process */

async function runClients(url: string, count: number, target: TargetName): Promise<void> {
  const sockets: WebSocket[] = []
  let round = -1
  let expected = count
  let latencies = new Float64Array(count)
  let received = 0
  let outOfOrder = 0
  /** Per socket, the index in the burst of the event it should read next. */
  const nextIndex = new Int32Array(count)

  const onTick = (socket: number, raw: Buffer) => {
    const at = now()
    const text = raw.toString()
    const match = TICK.exec(text)
    if (!match) {
      // As pusher-js does: a server whose pings go unanswered closes the connection.
      if (text.includes(PING)) sockets[socket].send(PONG)
      return
    }
    if (Number(match[1]) !== round) return
    if (Number(match[2]) !== nextIndex[socket]++) outOfOrder++
    latencies[received++] = at - Number(match[3])
    if (received === expected) send({ type: 'round', latencies, outOfOrder })
  }

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true })
      const socket = sockets.push(ws) - 1
      const onMessage = (raw: Buffer) => onTick(socket, raw)
      ws.once('error', reject)
      if (target === 'bare') {
        ws.once('open', () => {
          ws.on('message', onMessage)
          resolve()
        })
        return
      }
      const onHandshake = (raw: Buffer) => {
        const message = JSON.parse(raw.toString())
        if (message.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }))
        } else if (message.event === 'pusher_internal:subscription_succeeded') {
          ws.off('message', onHandshake)
          ws.on('message', onMessage)
          resolve()
        }
      }
      ws.on('message', onHandshake)
    })

  for (let started = 0; started < count; started += CONNECT_CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - started) }, connect)
    )
  }
  onParentMessage((message) => {
    if (message.type === 'arm') {
      round = message.round
      expected = count * message.burst
      latencies = new Float64Array(expected)
      received = 0
      outOfOrder = 0
      nextIndex.fill(0)
      send({ type: 'armed' })
    } else if (message.type === 'close') {
      for (const ws of sockets) ws.terminate()
      process.exit(0)
    }
  })
  send({ type: 'ready' })
}

/* ------------------------------------------------------------------ orchestrator */

function next<T extends Message['type']>(
  child: ChildProcess,
  type: T
): Promise<Extract<Message, { type: T }>> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer)
      child.off('message', listener)
      child.off('exit', onExit)
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`no "${type}" within ${STEP_TIMEOUT_MS} ms`))
    }, STEP_TIMEOUT_MS)
    const listener = (message: Message) => {
      if (message.type !== type) return
      cleanup()
      resolve(message as Extract<Message, { type: T }>)
    }
    const onExit = (code: number | null) => {
      cleanup()
      reject(new Error(`a benchmark process exited with ${code} while waiting for "${type}"`))
    }
    child.on('message', listener)
    child.on('exit', onExit)
  })
}

function spawnRole(args: string[]): ChildProcess {
  return fork(new URL(import.meta.url), args, { serialization: 'advanced' })
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.send({ type: 'close' } satisfies Message)
  await exited
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

interface Result {
  target: TargetName
  clients: number
  burst: number
  servers: number
  p50: number
  p99: number
  max: number
  lastClientP50: number
  lastClientP99: number
  serverLoopP50: number
  serverLoopP99: number
  perSecond: number
  heapPerConnection: number
  rssPerConnection: number
}

interface Setup {
  target: TargetName
  clients: number
  /** Server processes, the first one publishing; more than one share Redis. */
  servers: number
  /** Client processes; client process i connects to server i modulo `servers`. */
  clientProcesses: number
  redis?: { url: string; prefix: string }
}

/** Fewer rounds for larger bursts, so that each burst delivers about as many messages. */
function roundsFor(rounds: number, burst: number): { measured: number; warmup: number } {
  return {
    measured: Math.max(10, Math.ceil(rounds / burst)),
    warmup: Math.max(2, Math.ceil(WARMUP_ROUNDS / burst)),
  }
}

async function measure(setup: Setup, bursts: number[], rounds: number): Promise<Result[]> {
  const { target, clients } = setup
  const serverArgs = ['--role=server', `--target=${target}`]
  if (setup.redis) serverArgs.push(`--redis=${setup.redis.url}`, `--prefix=${setup.redis.prefix}`)
  const servers: ChildProcess[] = []
  const clientProcesses: ChildProcess[] = []
  try {
    const addresses = []
    for (let i = 0; i < setup.servers; i++) {
      servers.push(spawnRole(serverArgs))
      addresses.push(await next(servers[i], 'listening'))
    }
    const publisher = servers[0]
    publisher.send({ type: 'measure' } satisfies Message)
    const before = await next(publisher, 'memory').then((message) => message.usage)
    const counts = Array.from(
      { length: setup.clientProcesses },
      (_, i) =>
        Math.floor((clients * (i + 1)) / setup.clientProcesses) -
        Math.floor((clients * i) / setup.clientProcesses)
    )
    let onPublisher = 0
    for (let i = 0; i < setup.clientProcesses; i++) {
      const { port, path } = addresses[i % setup.servers]
      if (i % setup.servers === 0) onPublisher += counts[i]
      clientProcesses.push(
        spawnRole([
          '--role=clients',
          `--target=${target}`,
          `--url=ws://127.0.0.1:${port}${path}`,
          `--count=${counts[i]}`,
        ])
      )
      await next(clientProcesses[i], 'ready')
    }
    publisher.send({ type: 'measure' } satisfies Message)
    const idle = await next(publisher, 'memory').then((message) => message.usage)

    const results: Result[] = []
    for (const burst of bursts) {
      const { measured, warmup } = roundsFor(rounds, burst)
      const all = new Float64Array(clients * burst * measured)
      const lastClient = new Float64Array(measured)
      const serverLoop = new Float64Array(measured)
      for (let round = -warmup; round < measured; round++) {
        for (const child of clientProcesses)
          child.send({ type: 'arm', round, burst } satisfies Message)
        await Promise.all(clientProcesses.map((child) => next(child, 'armed')))
        const delivered = Promise.all(clientProcesses.map((child) => next(child, 'round')))
        const sent = next(publisher, 'sent')
        publisher.send({ type: 'broadcast', round, burst } satisfies Message)
        const [reports, { ms: loopMs }] = await Promise.all([delivered, sent])
        const outOfOrder = reports.reduce((sum, { outOfOrder: n }) => sum + n, 0)
        if (outOfOrder > 0) throw new Error(`${outOfOrder} events arrived out of order`)
        if (round < 0) continue
        let offset = round * clients * burst
        let slowest = 0
        for (const { latencies } of reports) {
          all.set(latencies, offset)
          offset += latencies.length
          slowest = latencies.reduce((max, value) => Math.max(max, value), slowest)
        }
        lastClient[round] = slowest
        serverLoop[round] = loopMs
      }
      all.sort()
      const busyMs = lastClient.reduce((sum, value) => sum + value, 0)
      lastClient.sort()
      serverLoop.sort()
      results.push({
        target,
        clients,
        burst,
        servers: setup.servers,
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        max: all[all.length - 1],
        lastClientP50: percentile(lastClient, 50),
        lastClientP99: percentile(lastClient, 99),
        serverLoopP50: percentile(serverLoop, 50),
        serverLoopP99: percentile(serverLoop, 99),
        perSecond: (clients * burst * measured) / (busyMs / 1000),
        heapPerConnection: (idle.heapUsed - before.heapUsed) / onPublisher,
        rssPerConnection: (idle.rss - before.rss) / onPublisher,
      })
    }
    return results
  } finally {
    for (const child of clientProcesses) await stop(child)
    for (const child of servers) await stop(child)
  }
}

/** Loopback only: the cluster part writes to this Redis database. */
function checkedRedisUrl(url: string): string {
  const { protocol, hostname } = new URL(url)
  if (protocol !== 'redis:' || !['127.0.0.1', 'localhost'].includes(hostname)) {
    throw new Error('BENCH_REALTIME_REDIS_URL must be redis://127.0.0.1[:port][/db]')
  }
  return url
}

/** Whether Redis answers; the cluster part is skipped (and says so) when it does not. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      cursor = nextCursor
      if (keys.length > 0) await redis.del(...keys)
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

async function runBenchmark(): Promise<void> {
  const rounds = Number(argument('rounds', '50'))
  const sizes = argument('sizes', '1000,5000').split(',').map(Number)
  const bursts = argument('bursts', '1,10').split(',').map(Number)
  const redisUrl = checkedRedisUrl(REDIS_URL)
  const cluster = argument('cluster', 'on') === 'on' && (await redisAnswers(redisUrl))
  const watchdog = setTimeout(() => {
    console.error(
      `fanout benchmark exceeded ${(WATCHDOG_MS_PER_SIZE * sizes.length) / 1000} s, giving up`
    )
    process.exit(1)
  }, WATCHDOG_MS_PER_SIZE * sizes.length)

  const results: Result[] = []
  const clustered: Result[] = []
  for (const clients of sizes) {
    for (const target of ['posada', 'bare'] as const) {
      results.push(
        ...(await measure({ target, clients, servers: 1, clientProcesses: 1 }, bursts, rounds))
      )
    }
    if (!cluster) continue
    const prefix = `posada:realtime:bench:${randomUUID()}:`
    try {
      for (const servers of [1, 2]) {
        const setup = { target: 'posada' as const, clients, servers, clientProcesses: 2 }
        clustered.push(
          ...(await measure({ ...setup, redis: { url: redisUrl, prefix } }, bursts, rounds))
        )
      }
    } finally {
      await deleteKeys(redisUrl, prefix)
    }
  }
  clearTimeout(watchdog)

  const ms = (value: number) => value.toFixed(1)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const rows = (list: Result[]) =>
    list.map((result) => ({
      'server':
        result.servers > 1 ? `${LABELS[result.target]} ×${result.servers}` : LABELS[result.target],
      'clients': result.clients,
      'burst': result.burst,
      'p50 ms': ms(result.p50),
      'p99 ms': ms(result.p99),
      'max ms': ms(result.max),
      'last p50 ms': ms(result.lastClientP50),
      'last p99 ms': ms(result.lastClientP99),
      'fan-out p50 ms': ms(result.serverLoopP50),
      'fan-out p99 ms': ms(result.serverLoopP99),
      'msgs/s': Math.round(result.perSecond),
      'heap KB/conn': kb(result.heapPerConnection),
      'RSS KB/conn': kb(result.rssPerConnection),
    }))
  const roundsText = bursts
    .map((burst) => `${roundsFor(rounds, burst).measured} rounds of ${burst}`)
    .join(', ')
  console.log(
    `\nA burst of B events (one trigger each, at once) fanned out to N subscribers of one ` +
      `channel, ${roundsText} per row, 127.0.0.1`
  )
  console.log(
    `Node ${process.version}. Latency: burst asked for → receipt, over every delivery; ` +
      `"last" = slowest client of a round; msgs/s = deliveries ÷ the sum of the rounds' "last";`
  )
  console.log(
    `"fan-out" = time the server spends on a round's triggers (serialize + write to every ` +
      `socket, up to the end of that turn of its event loop). Warm-up rounds not counted.`
  )
  console.log(
    `Memory: server process delta after 3 forced GCs (${gcFunction().how}), ` +
      `idle subscribed connections, divided by N.\n`
  )
  console.table(rows(results))
  for (const clients of sizes) {
    for (const burst of bursts) {
      const [posada, bare] = results.filter(
        (result) => result.clients === clients && result.burst === burst
      )
      console.log(
        `${clients} clients, burst ${burst}, posada ÷ bare ws: p99 ${(posada.p99 / bare.p99).toFixed(2)}x, ` +
          `msgs/s ${(posada.perSecond / bare.perSecond).toFixed(2)}x, ` +
          `RSS/conn ${(posada.rssPerConnection / bare.rssPerConnection).toFixed(2)}x`
      )
    }
  }
  if (!cluster) {
    console.log(`\nCluster part skipped: --cluster=off, or no Redis answering at ${redisUrl}.`)
    return
  }
  console.log(
    `\nPosada on Redis (${redisUrl}): the clients split over two client processes, served by one ` +
      `server process, then by two (one client process each); triggers go to the first. ` +
      `Memory: the first server, divided by its own clients.\n`
  )
  console.table(rows(clustered))
  for (const clients of sizes) {
    for (const burst of bursts) {
      const [one, two] = clustered.filter(
        (result) => result.clients === clients && result.burst === burst
      )
      console.log(
        `${clients} clients, burst ${burst}, 2 processes ÷ 1: msgs/s ` +
          `${Math.round(two.perSecond)} ÷ ${Math.round(one.perSecond)} = ` +
          `${(two.perSecond / one.perSecond).toFixed(2)}x, p99 ${ms(two.p99)} vs ${ms(one.p99)} ms`
      )
    }
  }
}

const role = argument('role', 'orchestrator')
const target = argument('target', 'posada') as TargetName
if (role === 'server') {
  const redisUrl = argument('redis', '')
  await runServer(target, redisUrl ? { url: redisUrl, prefix: argument('prefix', '') } : undefined)
} else if (role === 'clients')
  await runClients(argument('url', ''), Number(argument('count', '0')), target)
else await runBenchmark()
