/*
| Throughput with processes: the production build on PostgreSQL + Redis, run once
| with one process and once with N (WEB_CONCURRENCY, node:cluster workers on one
| port), each on a freshly prepared database, under the same virtual users
| (bench/lib/scale_load.mjs, in a forked process): the main pages and the main
| writes. Prints, side by side, req/s, p50/p95/p99, conflicts and errors per
| operation and in total, and the ratio of the two throughputs.
|
|   npm run bench:scale          # or: node bench/run.mjs scale
|
| Settings: BENCH_SCALE_PROCESSES (N, default the CPU count), BENCH_SCALE_USERS
| (default 200), BENCH_SCALE_SECONDS (measured, default 20), BENCH_SCALE_WARMUP
| (default 10), BENCH_SCALE_DATABASE_URL (emptied before each run, loopback only),
| BENCH_SCALE_REDIS_URL, BENCH_SCALE_PORT (default a free one).
*/
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { join } from 'node:path'
import { ROOT, fmt, heading, sleep, stopTree, table } from './common.mjs'
import { ensureBuild } from './build.mjs'
import { backendPids, emptyDatabase, loopbackUrl } from './database.ts'
import { cpuSeconds, forkChild, machineBusySeconds, percent } from './measure.mjs'
import {
  expectInertiaJson,
  inertiaHeaders,
  pageVersion,
  serverLogProblems,
  sessionClient,
  signInAdmin,
  startPosada,
} from './posada.mjs'

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_scale'
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/5'
/** No request may take longer; one that does counts as an error (timeout). */
const REQUEST_TIMEOUT_MS = 30_000
/** Bookings start this many days after the app's today, on nights of their own: 450 stays of two nights per room type. */
const FIRST_NIGHT_IN_DAYS = 60
const STAY_NIGHTS = 2
const STAYS = 450

/** What a user picks next, by weight (out of 100); `order` is the next step of its own order. */
const MIX = {
  dashboard: 12,
  bookings: 12,
  housekeeping: 10,
  pos: 12,
  kitchen: 10,
  booking: 8,
  order: 36,
}

/* The rows of the report: the pages, then the writes. */
const OPERATIONS = [
  ['dashboard', 'Dashboard'],
  ['bookings', 'Bookings Index'],
  ['housekeeping', 'Housekeeping'],
  ['pos', 'POS order screen'],
  ['kitchen', 'Kitchen display'],
  ['createBooking', 'create booking'],
  ['openOrder', 'open order'],
  ['addLine', 'add order line'],
  ['send', 'send to kitchen'],
  ['bump', 'bump ticket'],
  ['pay', 'take payment'],
]

function setting(name, fallback, { min, max }) {
  const value = Number(process.env[name] || fallback)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`)
  return value
}

/** The processes answering requests: the server itself, or its cluster workers. */
function servingPids(server, processes) {
  if (processes === 1) return [server.pid]
  const pids = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === server.pid) pids.push(Number(entry))
    } catch {}
  }
  return pids
}

/** With several processes, waits for the primary's "N workers ready" (bin/cluster.ts). */
async function workersReady(logFile, processes) {
  if (processes === 1) return
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const log = readFileSync(logFile, 'utf8')
    const ready = log.match(/(\d+) workers ready/)
    if (ready) {
      if (Number(ready[1]) !== processes)
        throw new Error(`${ready[1]} of ${processes} workers became ready`)
      return
    }
    await sleep(200)
  }
  throw new Error(`the ${processes} workers were not ready within 120 s`)
}

/** What the writes need, read as the browser reads it: menu items, room types, guests, today. */
async function readFixtures(base, version) {
  const call = sessionClient(base, await signInAdmin(base))
  const inertia = async (path, component) => {
    const answer = await call('GET', path, null, { headers: inertiaHeaders(version) })
    await expectInertiaJson(
      { status: answer.status, headers: answer.headers, text: async () => answer.body },
      component
    )
    return answer.json().props
  }
  const pos = await inertia('/restaurant/orders/create?kind=takeaway', 'Restaurant/Orders/Create')
  const form = await inertia('/hotel/bookings/create', 'Hotel/Bookings/Create')
  const guests = (await call('GET', '/hotel/bookings/guest-options')).json().guests
  const fixtures = {
    itemIds: pos.menu.items
      .filter((item) => item.station === 'kitchen' && !item.soldOut && item.priceCents > 0)
      .map((item) => item.id),
    roomTypeIds: form.roomTypes.filter((type) => type.isActive).map((type) => type.id),
    guestIds: guests.map((guest) => guest.id),
    firstNight: new Date(Date.parse(`${form.today}T00:00:00Z`) + FIRST_NIGHT_IN_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10),
    stayNights: STAY_NIGHTS,
    stays: STAYS,
  }
  for (const [name, list] of Object.entries(fixtures))
    if (Array.isArray(list) && list.length === 0) throw new Error(`the demo data has no ${name}`)
  return fixtures
}

/** The generator's next message, or an error when it exits or takes longer than `timeoutMs`. */
function nextMessage(child, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    const onMessage = (message) => {
      done()
      if (message.ok === false) reject(new Error(`load generator: ${message.error}`))
      else resolve(message)
    }
    const onExit = (code) => {
      done()
      reject(new Error(`the load generator exited (${code}) before ${what}`))
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error(`no ${what} from the load generator within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

async function runOnce(processes, settings) {
  const { database, redisUrl, port, users, warmup, seconds } = settings
  await emptyDatabase(database.url, database.database)
  const posada = await startPosada({
    databaseUrl: database.url.href,
    redisUrl,
    port,
    env: { WEB_CONCURRENCY: String(processes) },
  })
  let generator = null
  try {
    const { base, server } = posada
    await workersReady(posada.logFile, processes)
    const serving = servingPids(server, processes)
    if (serving.length !== processes)
      throw new Error(`expected ${processes} serving process(es), found ${serving.length}`)
    const version = await pageVersion(base)
    const fixtures = await readFixtures(base, version)
    const loadBefore = os.loadavg()
    console.log(
      `\n${processes} process${processes === 1 ? '' : 'es'} (pid${serving.length > 1 ? 's' : ''} ${serving.join(', ')}) at ${base}, load average ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}`
    )

    const signInLimitMs = 30_000 + users * 2000
    const { child, firstMessage } = forkChild(
      './scale_load.mjs',
      signInLimitMs,
      'the load generator'
    )
    generator = child
    child.send({
      base,
      version,
      users,
      warmup,
      seconds,
      timeoutMs: REQUEST_TIMEOUT_MS,
      mix: MIX,
      operations: OPERATIONS.map(([key]) => key),
      fixtures,
    })
    const signedIn = await firstMessage
    if (signedIn.ok === false) throw new Error(`load generator: ${signedIn.error}`)
    console.log(
      `  ${users} users signed in (${signedIn.seconds.toFixed(1)} s), ${warmup} s warm-up…`
    )
    await nextMessage(child, (warmup + 30) * 1000, 'the start of the measured run')
    const pids = [...new Set([...serving, server.pid])]
    const cpu = async () => ({
      server: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      workers: serving.map((pid) => cpuSeconds(pid)),
      backends: new Map(
        (await backendPids(database.url.href, database.database)).map((pid) => [
          pid,
          cpuSeconds(pid),
        ])
      ),
      load: cpuSeconds(child.pid),
      machine: machineBusySeconds(),
      at: performance.now(),
    })
    const before = await cpu()
    const result = await nextMessage(
      child,
      (seconds + REQUEST_TIMEOUT_MS / 1000 + 30) * 1000,
      'the results'
    )
    const after = await cpu()
    /* A backend counts when it served both before and after the run. */
    let backends = 0
    for (const [pid, then] of before.backends) {
      const now = after.backends.get(pid)
      if (Number.isFinite(then) && Number.isFinite(now)) backends += now - then
    }
    /* Sampled from the start of the measured run until the requests still running at its end came back. */
    const sampled = (after.at - before.at) / 1000
    const share = (key) => (after[key] - before[key]) / sampled
    result.cpu = {
      server: share('server'),
      database: backends / sampled,
      load: share('load'),
    }
    result.cpu.others = Math.max(
      0,
      share('machine') - result.cpu.server - result.cpu.database - result.cpu.load
    )
    /* How evenly the workers share the work: each one's CPU, in the order of their pids. */
    result.cpu.workers = serving.map(
      (_, index) => (after.workers[index] - before.workers[index]) / sampled
    )
    result.loadBefore = loadBefore
    result.loadAfter = os.loadavg()
    result.processes = processes
    const { total } = result
    console.log(
      `  ${fmt.int(total.requestsPerSecond)} req/s over ${result.seconds.toFixed(1)} s, ${total.conflicts} conflicts, ${total.errors} errors; CPU: server ${percent(result.cpu.server)}, PostgreSQL ${percent(result.cpu.database)}, load generator ${percent(result.cpu.load)}, rest of the machine ${percent(result.cpu.others)}; load average after ${result.loadAfter.map((v) => v.toFixed(2)).join(' / ')}`
    )
    if (serving.length > 1)
      console.log(`  CPU of each worker: ${result.cpu.workers.map(percent).join(', ')}`)
    const errorKinds = Object.entries(total.errorKinds)
    if (errorKinds.length)
      console.log(`  errors: ${errorKinds.map(([kind, n]) => `${kind}×${n}`).join(' ')}`)
    for (const example of result.examples) console.log(`    ${example}`)
    const problems = serverLogProblems(posada.logFile).filter((line) => line.startsWith('{'))
    if (problems.length) {
      console.log(`  server log: ${problems.length} warning/error line(s)`)
      for (const line of problems.slice(0, 5)) console.log(`    ${line.slice(0, 300)}`)
    }
    return result
  } finally {
    if (generator) await stopTree(generator, { graceMs: 2000 })
    await posada.stop()
  }
}

export async function runScale() {
  const cpus = os.availableParallelism()
  const processes = setting('BENCH_SCALE_PROCESSES', cpus, { min: 1, max: 64 })
  const users = setting('BENCH_SCALE_USERS', 200, { min: 1, max: 2000 })
  const seconds = setting('BENCH_SCALE_SECONDS', 20, { min: 1, max: 600 })
  const warmup = setting('BENCH_SCALE_WARMUP', 10, { min: 0, max: 120 })
  const port = process.env.BENCH_SCALE_PORT
    ? setting('BENCH_SCALE_PORT', 0, { min: 1024, max: 65535 })
    : undefined
  heading(`scale: ${users} users on the main pages and writes, 1 process against ${processes}`)
  const database = loopbackUrl(process.env.BENCH_SCALE_DATABASE_URL || DEFAULT_DATABASE_URL)
  const redisUrl = process.env.BENCH_SCALE_REDIS_URL || DEFAULT_REDIS_URL
  if (!/^redis:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\d+)?$/.test(redisUrl))
    throw new Error('BENCH_SCALE_REDIS_URL must be redis://127.0.0.1[:port][/db]')
  await ensureBuild()
  console.log(
    `${users} virtual users in one forked process, each with its own session and no pause between requests; ${warmup} s warm-up, ${seconds} s measured; mix (weights of 100): ${Object.entries(
      MIX
    )
      .map(([step, weight]) => `${step} ${weight}`)
      .join(', ')}`
  )

  const counts = processes === 1 ? [1] : [1, processes]
  const runs = []
  for (const count of counts)
    runs.push(await runOnce(count, { database, redisUrl, port, users, warmup, seconds }))

  const rate = (n) => (n < 100 ? n.toFixed(1) : fmt.int(n))
  const columns = (run, row) => [
    rate(row.requestsPerSecond),
    ...[row.p50, row.p95, row.p99].map((ms) => (Number.isFinite(ms) ? fmt.ms(ms) : '–')),
    fmt.int(row.conflicts),
    fmt.int(row.errors),
  ]
  const headers = ['operation']
  for (const run of runs) {
    const tag = `${run.processes}p`
    headers.push(
      `${tag} req/s`,
      `${tag} p50 ms`,
      `${tag} p95 ms`,
      `${tag} p99 ms`,
      `${tag} 409/422`,
      `${tag} errors`
    )
  }
  if (runs.length === 2) headers.push(`req/s ${processes}p/1p`)
  /* No ratio where either run had no answer of that kind. */
  const ratio = (pickRow) => {
    if (runs.length !== 2) return []
    const [one, many] = runs.map((run) => pickRow(run).requestsPerSecond)
    return [one && many ? `${(many / one).toFixed(2)}×` : '–']
  }
  const rows = OPERATIONS.map(([key, label]) => [
    label,
    ...runs.flatMap((run) => columns(run, run.operations[key])),
    ...ratio((run) => run.operations[key]),
  ])
  rows.push([
    'total',
    ...runs.flatMap((run) => columns(run, run.total)),
    ...ratio((run) => run.total),
  ])
  console.log('')
  console.log(table(headers, rows))
  console.log(
    `\nreq/s = answers as expected per second of the measured run; p50/p95/p99 over those answers.\n` +
      `409/422 = writes the app refused on their merits; errors = 5xx, other statuses, timeouts (${REQUEST_TIMEOUT_MS / 1000} s) and network errors.\n` +
      `Each run on a freshly prepared database (demo data); the load generator shares the machine's ${cpus} CPU(s) with the server and PostgreSQL.`
  )

  const dir = join(ROOT, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), users, seconds, warmup, mix: MIX, runs },
      null,
      2
    ) + '\n'
  )
  console.log(`results written to ${file.slice(ROOT.length + 1)}`)
  const errors = runs.reduce((sum, run) => sum + run.total.errors, 0)
  if (errors) throw new Error(`${errors} request(s) failed`)
}
