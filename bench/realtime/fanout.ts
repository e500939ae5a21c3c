/*
| Fan-out benchmark of the realtime server against a bare `ws` broadcast loop.
|
|   node --import=@poppinss/ts-exec bench/realtime/fanout.ts [--rounds=50] [--sizes=1000,5000]
|
| Three processes per measurement, all forked from this file: the orchestrator (this
| one), a fresh server process (so that memory per connection is not skewed by what
| an earlier run freed), and one process holding every client (so that parsing on
| the client side does not count against the server). For each size and server:
| connect and subscribe the clients, measure the server's memory per idle connection
| after a forced GC, then broadcast one event per round and time it from trigger to
| receipt at each client. Loopback only, bounded in rounds and time, exits by itself.
*/

import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { WebSocket, WebSocketServer } from 'ws'
import { createRealtimeServer } from '../../app/realtime/index.js'

const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' }
const CHANNEL = 'bench'
const PAD = 'x'.repeat(120)
const CONNECT_CONCURRENCY = 200
const STEP_TIMEOUT_MS = 120_000
/** Rounds run before measuring, so the JIT has compiled the hot paths of both servers. */
const WARMUP_ROUNDS = 5
/** The round number and trigger time, read without parsing the whole frame to keep the client side cheap. */
const TICK = /\\"round\\":(-?\d+),\\"t0\\":([\d.]+)/
const WATCHDOG_MS = 8 * 60_000

type TargetName = 'posada' | 'bare'
const LABELS: Record<TargetName, string> = { posada: 'posada realtime', bare: 'bare ws loop' }

type Message =
  | { type: 'listening'; port: number; path: string }
  | { type: 'ready' }
  | { type: 'measure' }
  | { type: 'memory'; usage: NodeJS.MemoryUsage }
  | { type: 'arm'; round: number }
  | { type: 'armed' }
  | { type: 'broadcast'; round: number }
  | { type: 'sent'; ms: number }
  | { type: 'round'; latencies: Float64Array }
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

function tick(round: number): string {
  return JSON.stringify({ round, t0: now(), pad: PAD })
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

async function runServer(target: TargetName): Promise<void> {
  const { gc } = gcFunction()
  const http = createServer()
  let broadcast: (round: number) => void
  let path: string
  if (target === 'posada') {
    const realtime = createRealtimeServer({ apps: [APP], allowedOrigins: [] })
    realtime.attach(http)
    path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`
    broadcast = (round) =>
      realtime.trigger({ channels: [CHANNEL], event: 'tick', data: tick(round) })
  } else {
    // The textbook `ws` broadcast: serialize once, `send` the same string to every client.
    const wss = new WebSocketServer({ server: http, perMessageDeflate: false })
    path = '/'
    broadcast = (round) => {
      const frame = JSON.stringify({ event: 'tick', channel: CHANNEL, data: tick(round) })
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
      broadcast(message.round)
      send({ type: 'sent', ms: performance.now() - started })
    } else if (message.type === 'close') process.exit(0)
  })
  await settledMemory(gc)
  send({ type: 'listening', port, path })
}

/* ------------------------------------------------------------------ client process */

async function runClients(url: string, count: number, target: TargetName): Promise<void> {
  const sockets: WebSocket[] = []
  let round = -1
  let latencies = new Float64Array(count)
  let received = 0

  const onTick = (raw: Buffer) => {
    const at = now()
    const match = TICK.exec(raw.toString())
    if (!match || Number(match[1]) !== round) return
    latencies[received++] = at - Number(match[2])
    if (received === count) send({ type: 'round', latencies })
  }

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true })
      sockets.push(ws)
      ws.once('error', reject)
      if (target === 'bare') {
        ws.once('open', () => {
          ws.on('message', onTick)
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
          ws.on('message', onTick)
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
      latencies = new Float64Array(count)
      received = 0
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

async function measure(target: TargetName, clients: number, rounds: number): Promise<Result> {
  const server = spawnRole(['--role=server', `--target=${target}`])
  let clientsProcess: ChildProcess | undefined
  try {
    const { port, path } = await next(server, 'listening')
    server.send({ type: 'measure' } satisfies Message)
    const before = await next(server, 'memory').then((message) => message.usage)
    clientsProcess = spawnRole([
      '--role=clients',
      `--target=${target}`,
      `--url=ws://127.0.0.1:${port}${path}`,
      `--count=${clients}`,
    ])
    await next(clientsProcess, 'ready')
    server.send({ type: 'measure' } satisfies Message)
    const idle = await next(server, 'memory').then((message) => message.usage)

    const all = new Float64Array(clients * rounds)
    const lastClient = new Float64Array(rounds)
    const serverLoop = new Float64Array(rounds)
    for (let round = -WARMUP_ROUNDS; round < rounds; round++) {
      clientsProcess.send({ type: 'arm', round } satisfies Message)
      await next(clientsProcess, 'armed')
      const delivered = next(clientsProcess, 'round')
      const sent = next(server, 'sent')
      server.send({ type: 'broadcast', round } satisfies Message)
      const [{ latencies }, { ms: loopMs }] = await Promise.all([delivered, sent])
      if (round < 0) continue
      all.set(latencies, round * clients)
      lastClient[round] = latencies.reduce((slowest, value) => Math.max(slowest, value), 0)
      serverLoop[round] = loopMs
    }
    all.sort()
    const busyMs = lastClient.reduce((sum, value) => sum + value, 0)
    lastClient.sort()
    serverLoop.sort()
    return {
      target,
      clients,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all[all.length - 1],
      lastClientP50: percentile(lastClient, 50),
      lastClientP99: percentile(lastClient, 99),
      serverLoopP50: percentile(serverLoop, 50),
      serverLoopP99: percentile(serverLoop, 99),
      perSecond: (clients * rounds) / (busyMs / 1000),
      heapPerConnection: (idle.heapUsed - before.heapUsed) / clients,
      rssPerConnection: (idle.rss - before.rss) / clients,
    }
  } finally {
    if (clientsProcess) await stop(clientsProcess)
    await stop(server)
  }
}

async function runBenchmark(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`fanout benchmark exceeded ${WATCHDOG_MS / 1000} s, giving up`)
    process.exit(1)
  }, WATCHDOG_MS)
  const rounds = Number(argument('rounds', '50'))
  const sizes = argument('sizes', '1000,5000').split(',').map(Number)

  const results: Result[] = []
  for (const clients of sizes) {
    for (const target of ['posada', 'bare'] as const) {
      results.push(await measure(target, clients, rounds))
    }
  }
  clearTimeout(watchdog)

  const ms = (value: number) => value.toFixed(1)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `\nOne event fanned out to N subscribers of one channel, ${rounds} rounds per row, 127.0.0.1`
  )
  console.log(
    `Node ${process.version}. Latency: trigger → receipt, over every delivery; ` +
      `"last" = slowest client of a round;`
  )
  console.log(
    `"fan-out" = time the server spends in its broadcast call (serialize + write to every ` +
      `socket). ${WARMUP_ROUNDS} warm-up rounds not counted.`
  )
  console.log(
    `Memory: server process delta after 3 forced GCs (${gcFunction().how}), ` +
      `idle subscribed connections, divided by N.\n`
  )
  console.table(
    results.map((result) => ({
      'server': LABELS[result.target],
      'clients': result.clients,
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
  )
  for (const clients of sizes) {
    const [posada, bare] = results.filter((result) => result.clients === clients)
    console.log(
      `${clients} clients, posada ÷ bare ws: p99 ${(posada.p99 / bare.p99).toFixed(2)}x, ` +
        `msgs/s ${(posada.perSecond / bare.perSecond).toFixed(2)}x, ` +
        `RSS/conn ${(posada.rssPerConnection / bare.rssPerConnection).toFixed(2)}x`
    )
  }
}

const role = argument('role', 'orchestrator')
const target = argument('target', 'posada') as TargetName
if (role === 'server') await runServer(target)
else if (role === 'clients')
  await runClients(argument('url', ''), Number(argument('count', '0')), target)
else await runBenchmark()
