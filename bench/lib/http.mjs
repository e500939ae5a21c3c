import { fmt, heading, stopTree, table } from './common.mjs'
import { ensureBuild } from './build.mjs'
import { CONNECTIONS, forkChild, measure, percent } from './measure.mjs'
import {
  expectInertiaJson,
  inertiaHeaders,
  pageVersion,
  serverLogProblems,
  signInAdmin,
  startPosada,
} from './posada.mjs'

/** Signs the demo admin in the way a browser does and captures the two JSON bodies to replay. */
async function capture(base) {
  const version = await pageVersion(base)
  const loginJson = await expectInertiaJson(
    await fetch(`${base}/login`, { headers: inertiaHeaders(version), redirect: 'manual' }),
    'Auth/Login'
  )
  const jar = await signInAdmin(base)
  const dashboardHeaders = { ...inertiaHeaders(version), cookie: jar.header() }
  const dashboardJson = await expectInertiaJson(
    await fetch(`${base}/dashboard`, { headers: dashboardHeaders, redirect: 'manual' }),
    'Dashboard'
  )
  return {
    version,
    loginJson,
    dashboardJson,
    dashboardHeaders,
    loginHeaders: inertiaHeaders(version),
  }
}

async function startBareServer(routes) {
  const { child, firstMessage } = forkChild('./bare_server.mjs', 10_000, 'bare server')
  child.send({ routes })
  const { port } = await firstMessage
  return { child, base: `http://127.0.0.1:${port}` }
}

export async function runHttp() {
  heading('http: Inertia JSON responses, Posada vs bare node:http')
  const duration = Number(process.env.BENCH_DURATION ?? 10)
  const warmup = Number(process.env.BENCH_WARMUP ?? 2)
  if (!(duration > 0) || !(warmup >= 0))
    throw new Error(
      'BENCH_DURATION must be a positive number of seconds and BENCH_WARMUP zero or more'
    )
  await ensureBuild()

  let posada
  let bare
  try {
    posada = await startPosada({ databaseUrl: undefined, redisUrl: undefined })
    const { base, server, logFile } = posada
    const captured = await capture(base)
    bare = await startBareServer({
      '/login': captured.loginJson,
      '/dashboard': captured.dashboardJson,
    })

    console.log(
      `Posada: production build, embedded PGlite, sessions in the database, ${base} (pid ${server.pid}); bare node:http: ${bare.base} (pid ${bare.child.pid})`
    )
    console.log(
      `load: autocannon in a separate forked process, ${CONNECTIONS} connections, no pipelining, ${warmup} s warm-up (discarded) then ${duration} s measured, one target at a time`
    )
    console.log(
      `bodies: Login ${captured.loginJson.body.length} B, Dashboard ${captured.dashboardJson.body.length} B (Inertia version ${captured.version})`
    )

    const scenarios = [
      { page: 'Login', path: '/login', headers: captured.loginHeaders, note: 'no session cookie' },
      {
        page: 'Dashboard',
        path: '/dashboard',
        headers: captured.dashboardHeaders,
        note: 'signed-in admin',
      },
    ]
    const rows = []
    const ratios = []
    for (const scenario of scenarios) {
      const results = {}
      for (const [target, targetBase, serverPid] of [
        ['posada', base, server.pid],
        ['bare', bare.base, bare.child.pid],
      ]) {
        process.stdout.write(`  measuring ${scenario.page} on ${target}… `)
        const result = await measure({
          url: `${targetBase}${scenario.path}`,
          headers: scenario.headers,
          duration,
          warmup,
          serverPid,
        })
        results[target] = result
        console.log(`${fmt.int(result.requestsPerSecond)} req/s`)
        const other = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'))
        rows.push([
          `${scenario.page} (${scenario.note})`,
          target === 'posada' ? 'Posada' : 'bare node:http',
          fmt.int(result.requestsPerSecond),
          fmt.ms(result.latency.p50),
          fmt.ms(result.latency.p95),
          fmt.ms(result.latency.p99),
          fmt.int(result.responses2xx),
          other.length ? other.map(([code, n]) => `${n}×${code}`).join(' ') : '0',
          String(result.errors + result.timeouts),
          percent(result.cpu.server),
          percent(result.cpu.load),
          percent(result.cpu.others),
        ])
      }
      if (scenario.page === 'Dashboard') {
        /* A redirect under load (expired session) would show up as non-2xx; check the session still works. */
        const after = await fetch(`${base}/dashboard`, {
          headers: scenario.headers,
          redirect: 'manual',
        })
        await after.arrayBuffer()
        if (after.status !== 200)
          console.log(`  warning: after the run GET /dashboard answered ${after.status}`)
      }
      const { posada, bare: baseline } = results
      ratios.push([
        scenario.page,
        fmt.ratio(posada.requestsPerSecond / baseline.requestsPerSecond),
        fmt.ratio(posada.latency.p50 / baseline.latency.p50),
        fmt.ratio(posada.latency.p95 / baseline.latency.p95),
      ])
    }

    console.log()
    console.log(
      table(
        [
          'page',
          'server',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          '2xx',
          'non-2xx',
          'errors',
          'server CPU',
          'autocannon CPU',
          'other CPU',
        ],
        rows
      )
    )
    console.log()
    console.log(table(['page', 'req/s Posada/bare', 'p50 Posada/bare', 'p95 Posada/bare'], ratios))
    console.log(
      '\nreq/s = 2xx responses / measured seconds. p50/p95/p99 = exact nearest-rank percentiles over every 2xx response time of the measured run,\n' +
        "collected from autocannon's `response` event (its own summary has no p95 and rounds to 1 ms).\n" +
        'CPU = user+system time of that process during the measured run / wall time (100% = one core; the Posada server process includes PGlite);\n' +
        '"other CPU" = the rest of the machine (/proc/stat) in the same interval — anything well above 0% means the numbers are disturbed.'
    )

    const problems = serverLogProblems(logFile)
    console.log(`\nPosada server log (LOG_LEVEL=warn): ${problems.length} warning/error line(s)`)
    for (const line of problems.slice(0, 15))
      console.log(`  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`)
    if (problems.length > 15) console.log(`  … ${problems.length - 15} more`)
  } finally {
    if (bare) await stopTree(bare.child, { graceMs: 2000 })
    await posada?.stop()
  }
}
