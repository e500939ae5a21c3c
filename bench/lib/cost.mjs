/*
| Per-request cost of real pages against the framework's own floor, on the embedded
| database and on PostgreSQL + Redis, in one run. The floor is `/bench/floor`
| (start/routes/bench.ts, registered because the server runs with POSADA_BENCH_FLOOR=1):
| a signed-in request through the same middleware stack that renders a constant
| Inertia page. Each page is reported as req/s relative to the floor, with the CPU
| the server process (and, on PostgreSQL, the database backends) spent per request.
*/
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { backendPids, emptyDatabase, loopbackUrl } from './database.ts'
import { ROOT, fmt, heading, median, table } from './common.mjs'
import { ensureBuild } from './build.mjs'
import { CONNECTIONS, measure, percent } from './measure.mjs'
import {
  expectInertiaJson,
  inertiaHeaders,
  pageVersion,
  serverLogProblems,
  signInAdmin,
  startPosada,
} from './posada.mjs'

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_cost'
/* A Redis database of its own, so that the run neither sees nor disturbs other keys. */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/13'

/*
| `session`: with the admin's session cookie; `component`: the Inertia page expected;
| `resolve`: finds the path on the running server (an id of the demo data).
*/
const TARGETS = [
  { key: 'up', label: 'GET /up (select 1)', path: '/up' },
  { key: 'login', label: 'Login (no cookie)', path: '/login', component: 'Auth/Login' },
  {
    key: 'floor',
    label: 'Floor (constant page)',
    path: '/bench/floor',
    component: 'Welcome',
    session: true,
  },
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/dashboard',
    component: 'Dashboard',
    session: true,
  },
  {
    key: 'bookings',
    label: 'Bookings Index',
    path: '/hotel/bookings',
    component: 'Hotel/Bookings/Index',
    session: true,
  },
  {
    key: 'housekeeping',
    label: 'Housekeeping',
    path: '/hotel/housekeeping',
    component: 'Hotel/Housekeeping/Index',
    session: true,
  },
  {
    key: 'pos',
    label: 'POS order screen',
    component: 'Restaurant/Orders/Show',
    session: true,
    /* An order of today's demo service already sent to the kitchen: lines, courses and the menu. */
    resolve: async (inertiaGet) => {
      const page = await inertiaGet('/restaurant/orders?status=sent', 'Restaurant/Orders/Index')
      const order = page.props.orders?.data?.[0]
      if (!order) throw new Error('the demo data has no order sent to the kitchen')
      return `/restaurant/orders/${order.id}`
    },
  },
  {
    key: 'kitchen',
    label: 'Kitchen display',
    path: '/restaurant/kitchen',
    component: 'Restaurant/Kitchen/Index',
    session: true,
  },
]

function selected(name, all) {
  const value = process.env[name]
  if (!value) return all
  const wanted = value.split(',').map((item) => item.trim())
  const unknown = wanted.filter((item) => !all.includes(item))
  if (unknown.length)
    throw new Error(`${name}: unknown ${unknown.join(', ')}; choose from ${all.join(', ')}`)
  return all.filter((item) => wanted.includes(item))
}

/**
 * Rounds of measurements (every target once per round, in the same order), so that a
 * change in the machine's load affects every target alike: req/s and latencies are
 * the median over rounds, CPU per request the sum over rounds.
 */
function combine(rounds) {
  const sum = (pick) => rounds.reduce((total, round) => total + pick(round), 0)
  const seconds = sum((round) => round.seconds)
  const cpu = (key) => sum((round) => round.cpu[key] * round.seconds)
  return {
    rounds: rounds.length,
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    latency: {
      p50: median(rounds.map((round) => round.latency.p50)),
      p95: median(rounds.map((round) => round.latency.p95)),
    },
    responses2xx: sum((round) => round.responses2xx),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors + round.timeouts),
    seconds,
    cpuSeconds: { server: cpu('server'), extra: cpu('extra'), others: cpu('others') },
    others: cpu('others') / seconds,
  }
}

async function runBackend(backend, { duration, warmup, rounds, targets, database }) {
  const loadBefore = os.loadavg()
  const posada = await startPosada({
    databaseUrl: backend === 'postgres' ? database.url.href : undefined,
    redisUrl: backend === 'postgres' ? database.redisUrl : undefined,
    env: { POSADA_BENCH_FLOOR: '1' },
  })
  const measured = Object.fromEntries(targets.map((target) => [target.key, []]))
  try {
    const { base, server } = posada
    const version = await pageVersion(base)
    const jar = await signInAdmin(base)
    console.log(
      `\n${backend === 'postgres' ? `PostgreSQL ${database.database} + Redis ${database.redisUrl}` : 'embedded PGlite'}: ${base} (pid ${server.pid}), load average ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}`
    )
    const headersOf = (target) =>
      target.component
        ? { ...inertiaHeaders(version), ...(target.session ? { cookie: jar.header() } : {}) }
        : {}
    const inertiaGet = async (path, component) => {
      const response = await fetch(`${base}${path}`, {
        headers: { ...inertiaHeaders(version), cookie: jar.header() },
        redirect: 'manual',
      })
      return JSON.parse((await expectInertiaJson(response, component)).body)
    }
    for (const target of targets) if (target.resolve) target.path = await target.resolve(inertiaGet)
    /* Checked before measuring: a redirect or an error page would measure something else. */
    for (const target of targets) {
      const check = await fetch(`${base}${target.path}`, {
        headers: headersOf(target),
        redirect: 'manual',
      })
      if (target.component) await expectInertiaJson(check, target.component)
      else if (check.status !== 200 || (await check.text()) === '')
        throw new Error(`${target.path} answered ${check.status}`)
    }
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round}/${rounds}, load average ${os.loadavg()[0].toFixed(2)}`)
      for (const target of targets) {
        process.stdout.write(`    ${target.label}… `)
        const result = await measure({
          url: `${base}${target.path}`,
          headers: headersOf(target),
          duration,
          warmup,
          serverPid: server.pid,
          extraPids:
            backend === 'postgres'
              ? () => backendPids(database.url.href, database.database)
              : undefined,
        })
        const non2xx = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'))
        const roundCpu =
          (result.cpu.server + (backend === 'postgres' ? result.cpu.extra : 0)) * result.seconds
        console.log(
          `${fmt.int(result.requestsPerSecond)} req/s, ${msPerRequest(roundCpu, result)} CPU ms/req, p50 ${fmt.ms(result.latency.p50)} ms, server CPU ${percent(result.cpu.server)}, other CPU ${percent(result.cpu.others)}` +
            (non2xx.length
              ? `, non-2xx ${non2xx.map(([code, n]) => `${n}×${code}`).join(' ')}`
              : '') +
            (result.errors + result.timeouts ? `, ${result.errors + result.timeouts} errors` : '')
        )
        measured[target.key].push(result)
      }
    }
    const problems = serverLogProblems(posada.logFile)
    if (problems.length) {
      console.log(`  server log: ${problems.length} warning/error line(s)`)
      for (const line of problems.slice(0, 5)) console.log(`    ${line.slice(0, 300)}`)
    }
  } finally {
    await posada.stop()
  }
  const results = Object.fromEntries(
    Object.entries(measured).map(([key, list]) => [key, combine(list)])
  )
  return { results, loadBefore, loadAfter: os.loadavg() }
}

const msPerRequest = (cpuSeconds, result) =>
  Number.isFinite(cpuSeconds) && result.responses2xx
    ? ((cpuSeconds * 1000) / result.responses2xx).toFixed(2)
    : '–'

export async function runCost() {
  heading('cost: pages against the framework floor, embedded and PostgreSQL + Redis')
  const rounds = Number(process.env.BENCH_COST_ROUNDS ?? 3)
  /* BENCH_DURATION is the measured time per target, spread over the rounds. */
  const duration = Number(process.env.BENCH_DURATION ?? 10) / rounds
  const warmup = Number(process.env.BENCH_WARMUP ?? 2)
  if (!(duration >= 1) || !(warmup >= 0) || !Number.isInteger(rounds) || rounds < 1)
    throw new Error(
      'BENCH_COST_ROUNDS must be a whole number ≥ 1, BENCH_DURATION / rounds at least 1 s and BENCH_WARMUP zero or more'
    )
  const backends = selected('BENCH_COST_BACKENDS', ['embedded', 'postgres'])
  const targetKeys = selected(
    'BENCH_COST_TARGETS',
    TARGETS.map((target) => target.key)
  )
  const targets = TARGETS.filter((target) => targetKeys.includes(target.key)).map((target) => ({
    ...target,
  }))
  const database = {
    ...loopbackUrl(process.env.BENCH_COST_DATABASE_URL || DEFAULT_DATABASE_URL),
    redisUrl: process.env.BENCH_COST_REDIS_URL || DEFAULT_REDIS_URL,
  }
  if (!/^redis:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\d+)?$/.test(database.redisUrl))
    throw new Error('BENCH_COST_REDIS_URL must be redis://127.0.0.1[:port][/db]')
  await ensureBuild()
  console.log(
    `load: autocannon in a separate forked process, ${CONNECTIONS} connections, no pipelining, ${rounds} rounds of every target, each ${warmup} s warm-up then ${duration.toFixed(1)} s measured (median over rounds); one target at a time, backends one after the other`
  )

  const runs = {}
  for (const backend of backends) {
    if (backend === 'postgres') await emptyDatabase(database.url, database.database)
    runs[backend] = await runBackend(backend, { duration, warmup, rounds, targets, database })
  }

  /* CPU the request costs the machine: the server process, plus the database backends on PostgreSQL. */
  const cpuPerRequest = (backend, result) =>
    (result.cpuSeconds.server + (backend === 'postgres' ? result.cpuSeconds.extra : 0)) /
    result.responses2xx
  const columns = (backend, target) => {
    const result = runs[backend]?.results[target.key]
    if (!result) return []
    const floor = runs[backend].results.floor
    return [
      fmt.int(result.requestsPerSecond),
      msPerRequest(cpuPerRequest(backend, result) * result.responses2xx, result),
      floor
        ? `${(cpuPerRequest(backend, floor) / cpuPerRequest(backend, result)).toFixed(2)}×`
        : '–',
      floor ? `${(result.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}×` : '–',
      fmt.ms(result.latency.p50),
      fmt.ms(result.latency.p95),
      msPerRequest(result.cpuSeconds.server, result),
      ...(backend === 'postgres' ? [msPerRequest(result.cpuSeconds.extra, result)] : []),
      percent(result.others),
    ]
  }
  const headers = ['page']
  for (const backend of backends) {
    const tag = backend === 'postgres' ? 'pg' : 'emb'
    headers.push(
      `${tag} req/s`,
      `${tag} CPU ms/req`,
      `${tag} ×floor CPU`,
      `${tag} ×floor req/s`,
      `${tag} p50 ms`,
      `${tag} p95 ms`,
      `${tag} node CPU ms/req`,
      ...(backend === 'postgres' ? ['pg db CPU ms/req'] : []),
      `${tag} other CPU`
    )
  }
  console.log('')
  console.log(
    table(
      headers,
      targets.map((target) => [
        target.label,
        ...backends.flatMap((backend) => columns(backend, target)),
      ])
    )
  )
  console.log(
    '\nemb = embedded PGlite in a worker thread of the server process (sessions in the database); pg = PostgreSQL + Redis (sessions in Redis).\n' +
      'CPU ms/req = CPU time per 2xx response of the server process, plus the database backends on PostgreSQL;\n' +
      '×floor CPU = CPU ms/req of the floor / of the page (1.00× = as cheap as the constant page), which other load\n' +
      'on the machine disturbs less than ×floor req/s = req/s of the page / req/s of the floor on the same backend.\n' +
      'node CPU ms/req = CPU time of the server process during the measured run / 2xx responses; db CPU = the PostgreSQL\n' +
      'backends of the benchmark database. other CPU = the rest of the machine (load generator excluded), 100% = one core.'
  )

  const dir = join(ROOT, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `cost-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), rounds, duration, warmup, runs }, null, 2) +
      '\n'
  )
  console.log(`results written to ${file.slice(ROOT.length + 1)}`)
}
