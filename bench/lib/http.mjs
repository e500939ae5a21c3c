import { fork } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  BUILD,
  ROOT,
  childEnv,
  fmt,
  freePort,
  heading,
  makeTempDir,
  removeTempDir,
  runCommand,
  spawnTracked,
  stopTree,
  table,
  track,
  waitFor200,
} from './common.mjs'
import { ensureBuild } from './build.mjs'

const CONNECTIONS = 50
const ADMIN = { email: 'admin@posada.test', password: 'bench-password-1234' }

function cookieJar() {
  const jar = new Map()
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0]
        const eq = pair.indexOf('=')
        jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
      }
    },
    get: (name) => jar.get(name),
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

function pageObjectFromHtml(html) {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no <script data-page="app"> in the HTML response')
  return JSON.parse(match[1])
}

const inertiaHeaders = (version) => ({
  'x-inertia': 'true',
  'x-inertia-version': version,
  'x-requested-with': 'XMLHttpRequest',
  accept: 'text/html, application/xhtml+xml',
})

async function expectInertiaJson(response, component) {
  const body = await response.text()
  if (response.status !== 200) {
    throw new Error(`expected 200 JSON for ${component}, got ${response.status} ${response.headers.get('location') ?? ''}\n${body.slice(0, 500)}`)
  }
  if (response.headers.get('x-inertia') !== 'true') throw new Error(`${component}: response lacks X-Inertia: true`)
  const page = JSON.parse(body)
  if (page.component !== component) throw new Error(`expected component ${component}, got ${page.component}`)
  return { body, contentType: response.headers.get('content-type') }
}

/** Signs the demo admin in the way a browser does and captures the two JSON bodies to replay. */
async function capture(base) {
  const anonymous = await fetch(`${base}/login`)
  const page = pageObjectFromHtml(await anonymous.text())
  const version = page.version
  if (!version) throw new Error('the page object has no version')

  const loginJson = await expectInertiaJson(
    await fetch(`${base}/login`, { headers: inertiaHeaders(version), redirect: 'manual' }),
    'Auth/Login'
  )

  const jar = cookieJar()
  const form = await fetch(`${base}/login`, { redirect: 'manual' })
  await form.arrayBuffer()
  jar.take(form)
  const xsrf = jar.get('XSRF-TOKEN')
  if (!xsrf || !jar.get('posada-session')) throw new Error('GET /login did not set XSRF-TOKEN and posada-session')

  const signIn = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      'x-xsrf-token': decodeURIComponent(xsrf),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(ADMIN).toString(),
  })
  await signIn.arrayBuffer()
  const location = signIn.headers.get('location')
  if (signIn.status !== 302 || !location?.endsWith('/dashboard')) {
    throw new Error(`sign-in: expected 302 to /dashboard, got ${signIn.status} to ${location}`)
  }
  jar.take(signIn)

  const dashboardHeaders = { ...inertiaHeaders(version), cookie: jar.header() }
  const dashboardJson = await expectInertiaJson(
    await fetch(`${base}/dashboard`, { headers: dashboardHeaders, redirect: 'manual' }),
    'Dashboard'
  )
  return { version, loginJson, dashboardJson, dashboardHeaders, loginHeaders: inertiaHeaders(version) }
}

function forkChild(file, timeoutMs, label) {
  const child = track(fork(new URL(file, import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true }))
  const firstMessage = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} gave no answer within ${timeoutMs / 1000} s`)), timeoutMs)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited early with code ${code}`))
    })
  })
  firstMessage.catch(() => {})
  return { child, firstMessage }
}

async function startBareServer(routes) {
  const { child, firstMessage } = forkChild('./bare_server.mjs', 10_000, 'bare server')
  child.send({ routes })
  const { port } = await firstMessage
  return { child, base: `http://127.0.0.1:${port}` }
}

/** User + system CPU seconds of one process so far (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/** Busy CPU seconds of the whole machine so far (all cores, Linux /proc/stat), or NaN elsewhere. */
function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number)
    return (user + nice + system + irq + softirq + steal) / 100
  } catch {
    return NaN
  }
}

async function measure({ url, headers, duration, warmup, serverPid }) {
  const { child, firstMessage } = forkChild('./load.mjs', (warmup + 30) * 1000, 'autocannon')
  try {
    child.send({ url, headers, connections: CONNECTIONS, duration, warmup })
    const started = await firstMessage
    if (started.ok === false) throw new Error(`autocannon failed: ${started.error}`)
    /* CPU is sampled around the measured run only, to show which side saturates its core. */
    const before = { server: cpuSeconds(serverPid), load: cpuSeconds(child.pid), machine: machineBusySeconds(), at: performance.now() }
    const result = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('autocannon gave no result in time')), (duration + 60) * 1000)
      child.once('message', (message) => {
        clearTimeout(timer)
        resolve(message)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`autocannon exited early with code ${code}`))
      })
    })
    const seconds = (performance.now() - before.at) / 1000
    if (!result.ok) throw new Error(`autocannon failed: ${result.error}`)
    result.cpu = {
      server: (cpuSeconds(serverPid) - before.server) / seconds,
      load: (cpuSeconds(child.pid) - before.load) / seconds,
      machine: (machineBusySeconds() - before.machine) / seconds,
    }
    /* Whatever else ran on the machine meanwhile: on 2 cores it directly takes from the two measured processes. */
    result.cpu.others = Math.max(0, result.cpu.machine - result.cpu.server - result.cpu.load)
    return result
  } finally {
    await stopTree(child, { graceMs: 2000 })
  }
}

function serverLogProblems(logFile) {
  let text = ''
  try {
    text = readFileSync(logFile, 'utf8')
  } catch {
    return []
  }
  return text.split('\n').filter((line) => line.trim() && !/"level":\s*(10|20|30)\b/.test(line))
}

const percent = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)}%` : '–')

export async function runHttp() {
  heading('http: Inertia JSON responses, Posada vs bare node:http')
  const duration = Number(process.env.BENCH_DURATION ?? 10)
  const warmup = Number(process.env.BENCH_WARMUP ?? 2)
  if (!(duration > 0) || !(warmup >= 0)) throw new Error('BENCH_DURATION must be a positive number of seconds and BENCH_WARMUP zero or more')
  await ensureBuild()

  const storage = makeTempDir('posada-bench-storage-')
  const logFile = join(storage, 'server.log')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = childEnv({
    NODE_ENV: 'production',
    ENV_PATH: ROOT,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'warn',
    STORAGE_PATH: storage,
    POSADA_ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  })

  let server
  let bare
  try {
    const prepare = await runCommand(process.execPath, ['ace.js', 'posada:prepare'], { cwd: BUILD, env, timeoutMs: 180_000 })
    if (prepare.code !== 0) throw new Error(`posada:prepare failed (exit ${prepare.code})\n${prepare.output}`)

    const logFd = openSync(logFile, 'a')
    server = spawnTracked(process.execPath, ['bin/server.js'], { cwd: BUILD, env, stdio: ['ignore', logFd, logFd] })
    closeSync(logFd)
    const ready = await waitFor200(`${base}/up`, { timeoutMs: 60_000, alive: () => server.exitCode === null })
    if (!ready) throw new Error(`the server did not answer 200 on /up within 60 s\n${readFileSync(logFile, 'utf8')}`)

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
      { page: 'Dashboard', path: '/dashboard', headers: captured.dashboardHeaders, note: 'signed-in admin' },
    ]
    const rows = []
    const ratios = []
    for (const scenario of scenarios) {
      const results = {}
      for (const [target, targetBase, serverPid] of [['posada', base, server.pid], ['bare', bare.base, bare.child.pid]]) {
        process.stdout.write(`  measuring ${scenario.page} on ${target}… `)
        const result = await measure({ url: `${targetBase}${scenario.path}`, headers: scenario.headers, duration, warmup, serverPid })
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
        const after = await fetch(`${base}/dashboard`, { headers: scenario.headers, redirect: 'manual' })
        await after.arrayBuffer()
        if (after.status !== 200) console.log(`  warning: after the run GET /dashboard answered ${after.status}`)
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
    console.log(table(['page', 'server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '2xx', 'non-2xx', 'errors', 'server CPU', 'autocannon CPU', 'other CPU'], rows))
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
    for (const line of problems.slice(0, 15)) console.log(`  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`)
    if (problems.length > 15) console.log(`  … ${problems.length - 15} more`)
  } finally {
    if (bare) await stopTree(bare.child, { graceMs: 2000 })
    if (server) await stopTree(server, { signal: 'SIGTERM', graceMs: 10_000 })
    removeTempDir(storage)
  }
}
