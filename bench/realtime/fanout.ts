/*
| Fan-out benchmark of the realtime server against a bare `ws` broadcast loop.
|
|   node --import=@poppinss/ts-exec bench/realtime/fanout.ts [--rounds=50] [--sizes=1000,5000]
|
| This process hosts the servers; the subscribed clients live in one child process
| (forked from this file) so that their parsing does not steal the server's CPU
| accounting or heap. For each size and each server: connect and subscribe the
| clients, measure server memory per idle connection after a forced GC, then
| broadcast one event per round and time it from trigger to receipt at every client.
| Everything is on 127.0.0.1, bounded in rounds and time, and exits by itself.
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
const ROUND_TIMEOUT_MS = 10_000
const WATCHDOG_MS = 5 * 60_000

function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes of one machine. */
function now(): number {
  return performance.timeOrigin + performance.now()
}

type ToChild = { type: 'round'; round: number } | { type: 'close' }
type FromChild =
  | { type: 'ready' }
  | { type: 'round'; round: number; latencies: Float64Array }
  | { type: 'error'; message: string }

/* ------------------------------------------------------------------ clients */

async function runClients(): Promise<void> {
  const url = argument('url', '')
  const count = Number(argument('count', '0'))
  const pusher = argument('mode', '') === 'posada'
  const send = (message: FromChild) => process.send!(message)
  const sockets: WebSocket[] = []
  let round = -1
  let latencies = new Float64Array(count)
  let received = 0

  const onTick = (raw: Buffer) => {
    const at = now()
    const message = JSON.parse(raw.toString())
    if (message.event !== 'tick') return
    const data = JSON.parse(message.data)
    if (data.round !== round) return
    latencies[received++] = at - data.t0
    if (received === count) send({ type: 'round', round, latencies })
  }

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      sockets.push(ws)
      ws.once('error', reject)
      if (!pusher) {
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

  try {
    for (let started = 0; started < count; started += CONNECT_CONCURRENCY) {
      const batch = Math.min(CONNECT_CONCURRENCY, count - started)
      await Promise.all(Array.from({ length: batch }, connect))
    }
  } catch (error) {
    send({ type: 'error', message: String(error) })
    process.exit(1)
  }

  process.on('message', (message: ToChild) => {
    if (message.type === 'round') {
      round = message.round
      latencies = new Float64Array(count)
      received = 0
      return
    }
    for (const ws of sockets) ws.terminate()
    process.exit(0)
  })
  send({ type: 'ready' })
}

/* ------------------------------------------------------------------ servers */

interface Target {
  label: string
  path: string
  broadcast(round: number): void
  close(): Promise<void>
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

function payload(round: number): string {
  return JSON.stringify({ round, t0: now(), pad: PAD })
}

async function startPosada(): Promise<Target & { port: number }> {
  const http = createServer()
  const realtime = createRealtimeServer({ apps: [APP], allowedOrigins: [] })
  realtime.attach(http)
  const port = await listen(http)
  return {
    label: 'posada realtime',
    port,
    path: `/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
    broadcast: (round) => realtime.trigger({ channels: [CHANNEL], event: 'tick', data: payload(round) }),
    async close() {
      await realtime.shutdown()
      http.closeAllConnections()
      http.close()
    },
  }
}

/** The textbook `ws` broadcast: serialize once, `send` the same string to every client. */
async function startBareWs(): Promise<Target & { port: number }> {
  const http = createServer()
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false })
  const port = await listen(http)
  return {
    label: 'bare ws loop',
    port,
    path: '/',
    broadcast(round) {
      const frame = JSON.stringify({ event: 'tick', channel: CHANNEL, data: payload(round) })
      for (const client of wss.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(frame)
      }
    },
    async close() {
      for (const client of wss.clients) client.terminate()
      wss.close()
      http.closeAllConnections()
      http.close()
    },
  }
}

/* ------------------------------------------------------------------ measurement */

/** --expose-gc when given; otherwise the flag is switched on at run time, which V8 allows. */
function gcFunction(): { gc: () => void; how: string } {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return { gc: exposed, how: '--expose-gc' }
  setFlagsFromString('--expose-gc')
  return { gc: runInNewContext('gc') as () => void, how: 'v8.setFlagsFromString("--expose-gc")' }
}

const { gc, how: gcHow } = gcFunction()

async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return process.memoryUsage()
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

interface Result {
  label: string
  clients: number
  rounds: number
  p50: number
  p99: number
  max: number
  lastClientP50: number
  perSecond: number
  heapPerConnection: number
  rssPerConnection: number
}

function waitFor<T extends FromChild['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', listener)
      reject(new Error(`no "${type}" from the clients within ${timeoutMs} ms`))
    }, timeoutMs)
    const listener = (message: FromChild) => {
      if (message.type === 'error') {
        clearTimeout(timer)
        child.off('message', listener)
        reject(new Error(message.message))
      } else if (message.type === type) {
        clearTimeout(timer)
        child.off('message', listener)
        resolve(message as Extract<FromChild, { type: T }>)
      }
    }
    child.on('message', listener)
  })
}

async function measure(
  start: () => Promise<Target & { port: number }>,
  clients: number,
  rounds: number
): Promise<Result> {
  const before = await settledMemory()
  const target = await start()
  const child = fork(new URL(import.meta.url), ['--client', `--url=ws://127.0.0.1:${target.port}${target.path}`, `--count=${clients}`, `--mode=${target.label.startsWith('posada') ? 'posada' : 'bare'}`], {
    serialization: 'advanced',
  })
  try {
    await waitFor(child, 'ready', 120_000)
    const idle = await settledMemory()

    const all = new Float64Array(clients * rounds)
    const lastClient = new Float64Array(rounds)
    let busyMs = 0
    for (let round = 0; round < rounds; round++) {
      child.send({ type: 'round', round } satisfies ToChild)
      await new Promise((resolve) => setTimeout(resolve, 20))
      const done = waitFor(child, 'round', ROUND_TIMEOUT_MS)
      target.broadcast(round)
      const { latencies } = await done
      all.set(latencies, round * clients)
      const slowest = Math.max(...latencies)
      lastClient[round] = slowest
      busyMs += slowest
    }
    all.sort()
    lastClient.sort()
    return {
      label: target.label,
      clients,
      rounds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all[all.length - 1],
      lastClientP50: percentile(lastClient, 50),
      perSecond: (clients * rounds) / (busyMs / 1000),
      heapPerConnection: (idle.heapUsed - before.heapUsed) / clients,
      rssPerConnection: (idle.rss - before.rss) / clients,
    }
  } finally {
    child.send({ type: 'close' } satisfies ToChild)
    await once(child, 'exit')
    await target.close()
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
    results.push(await measure(startPosada, clients, rounds))
    results.push(await measure(startBareWs, clients, rounds))
  }
  clearTimeout(watchdog)

  const ms = (value: number) => value.toFixed(2)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(`\nFan-out of one event to N subscribers, ${rounds} rounds, loopback, clients in a child process`)
  console.log(`Node ${process.version}; memory after GC via ${gcHow}; latency = trigger → receipt at each client\n`)
  console.table(
    results.map((result) => ({
      'server': result.label,
      'clients': result.clients,
      'p50 ms': ms(result.p50),
      'p99 ms': ms(result.p99),
      'max ms': ms(result.max),
      'last client p50 ms': ms(result.lastClientP50),
      'msgs/s': Math.round(result.perSecond),
      'heap KB/conn': kb(result.heapPerConnection),
      'RSS KB/conn': kb(result.rssPerConnection),
    }))
  )
  for (const clients of sizes) {
    const [posada, bare] = results.filter((result) => result.clients === clients)
    console.log(
      `${clients} clients: posada/bare p99 ${(posada.p99 / bare.p99).toFixed(2)}x, ` +
        `throughput ${(posada.perSecond / bare.perSecond).toFixed(2)}x, ` +
        `RSS per connection ${(posada.rssPerConnection / bare.rssPerConnection).toFixed(2)}x`
    )
  }
}

if (process.argv.includes('--client')) await runClients()
else await runBenchmark()
