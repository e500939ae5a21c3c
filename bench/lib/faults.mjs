/*
| Outages under load, for real: the production build on PostgreSQL + Redis, N writers
| (stock adjustments and new guests over HTTP, each write tagged), then PostgreSQL is
| restarted and later Redis is stopped for a while and started again. Every write the
| app acknowledged (a 2xx/3xx answer) is looked for in the database afterwards.
|
|   node bench/run.mjs faults
|
| It restarts the machine's shared PostgreSQL and Redis: run it only when nobody else
| is testing. Whatever happens, both are running again when it ends. Settings:
| BENCH_FAULTS_DATABASE_URL (a database of its own, emptied first), BENCH_FAULTS_REDIS_URL,
| BENCH_FAULTS_WRITERS (default 12, at most 32), BENCH_FAULTS_REDIS_DOWN_MS (default 5000).
*/
import { execFile, execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { promisify } from 'node:util'
import { fmt, heading, sleep, table } from './common.mjs'
import { emptyDatabase, loopbackUrl, withClient } from './database.ts'
import { ensureBuild } from './build.mjs'
import { serverLogProblems, signInAdmin, startPosada } from './posada.mjs'

const run = promisify(execFile)
const DATABASE_URL =
  process.env.BENCH_FAULTS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/posada_bench_faults'
const REDIS_URL = process.env.BENCH_FAULTS_REDIS_URL || 'redis://127.0.0.1:6379/12'
const WRITERS = Math.min(32, Math.max(1, Number(process.env.BENCH_FAULTS_WRITERS || 12)))
const REDIS_DOWN_MS = Math.min(30_000, Number(process.env.BENCH_FAULTS_REDIS_DOWN_MS || 5000))
/** No request may take longer than this; one that does is counted as a hang. */
const REQUEST_TIMEOUT_MS = 30_000

const CLUSTER = () => readdirSync('/etc/postgresql')[0]
const REDIS_START = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  '/var/lib/redis',
  '--logfile',
  '/var/log/redis/ci.log',
]

/* A database of its own on this machine (loopbackUrl refuses anything else), emptied first. */
const emptyFaultsDatabase = () => {
  const { url, database } = loopbackUrl(DATABASE_URL)
  return emptyDatabase(url, database)
}

const postgresAnswers = () =>
  run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '2']).then(
    () => true,
    () => false
  )
const redisAnswers = () =>
  run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { timeout: 3000 }).then(
    ({ stdout }) => stdout.trim() === 'PONG',
    () => false
  )

async function waitUntil(check, timeoutMs) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now()
    await sleep(50)
  }
  throw new Error(`not back within ${timeoutMs} ms`)
}

/** Leaves PostgreSQL and Redis running, whatever happened before. */
async function ensureServicesRunning() {
  if (!(await postgresAnswers())) {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', CLUSTER(), 'main', 'start']).catch(
      (error) => console.error(`starting PostgreSQL failed: ${error.message}`)
    )
  }
  if (!(await redisAnswers())) {
    await run('redis-server', REDIS_START).catch((error) =>
      console.error(`starting Redis failed: ${error.message}`)
    )
  }
  console.log(
    `services after the run: PostgreSQL ${(await postgresAnswers()) ? 'up' : 'DOWN'}, Redis ${(await redisAnswers()) ? 'up' : 'DOWN'}`
  )
}

/* Ctrl-C ends the run at once (bench/lib/common.mjs): start what this run stopped. */
function startServicesSync() {
  const quietly = (command, args) => {
    try {
      execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 })
      return true
    } catch {
      return false
    }
  }
  if (!quietly('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '2']))
    quietly('pg_ctlcluster', ['--skip-systemctl-redirect', CLUSTER(), 'main', 'start'])
  if (!quietly('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']))
    quietly('redis-server', REDIS_START)
}

/** One writer: its own signed-in session, alternating adjustments and new guests. */
function writer(index, base, firstJar, productId, log, signIns, stopped) {
  let jar = firstJar
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  return (async () => {
    for (let sequence = 0; !stopped(); sequence++) {
      const tag = `faults-${index}-${sequence}`
      const kind = sequence % 2 === 0 ? 'adjustment' : 'guest'
      const body =
        kind === 'adjustment'
          ? {
              product_id: productId,
              reason: 'correction',
              direction: 'in',
              quantity: '1',
              note: tag,
            }
          : { first_name: 'Faults', last_name: tag }
      const started = Date.now()
      let status = 0
      let location = null
      try {
        const response = await fetch(
          `${base}${kind === 'adjustment' ? '/inventory/movements' : '/hotel/guests'}`,
          {
            method: 'POST',
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            headers: {
              'cookie': jar.header(),
              'x-xsrf-token': xsrf(),
              'accept': 'application/json',
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
          }
        )
        await response.arrayBuffer()
        jar.take(response)
        status = response.status
        location = response.headers.get('location')
      } catch (error) {
        status = error?.name === 'TimeoutError' ? 'hang' : 'network'
      }
      log.push({ tag, kind, status, location, started, ended: Date.now() })
      /* The session is gone (Redis restarted empty): sign in again, as the user would. */
      if (status === 401 || status === 419) {
        jar = await signInAdmin(base).then(
          (fresh) => {
            signIns.push({ index, at: Date.now() })
            return fresh
          },
          () => jar
        )
      }
      if (typeof status !== 'number' || status >= 400) await sleep(100)
    }
  })()
}

const succeeded = (entry) => typeof entry.status === 'number' && entry.status < 400

function outageReport(name, log, down, back) {
  const overlapping = log.filter((entry) => entry.ended >= down && entry.started <= back)
  const statuses = {}
  for (const entry of overlapping) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1
  const firstSuccess = log
    .filter((entry) => entry.started >= back && succeeded(entry))
    .reduce((first, entry) => Math.min(first, entry.ended), Infinity)
  return [
    name,
    fmt.int(Math.round(back - down)),
    Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    fmt.int(
      overlapping.reduce((longest, entry) => Math.max(longest, entry.ended - entry.started), 0)
    ),
    Number.isFinite(firstSuccess) ? fmt.int(firstSuccess - back) : 'none',
  ]
}

async function countStored(log) {
  const tags = (kind) => log.filter((entry) => entry.kind === kind).map((entry) => entry.tag)
  return withClient(DATABASE_URL, async (client) => {
    const stored = new Map()
    const guests = await client.query(
      'SELECT last_name AS tag, count(*)::int AS n FROM guests WHERE last_name = ANY($1) GROUP BY 1',
      [tags('guest')]
    )
    const movements = await client.query(
      'SELECT note AS tag, count(*)::int AS n FROM stock_movements WHERE note = ANY($1) GROUP BY 1',
      [tags('adjustment')]
    )
    for (const row of [...guests.rows, ...movements.rows]) stored.set(row.tag, row.n)
    return stored
  })
}

export async function runFaults() {
  heading(`faults: PostgreSQL restart and Redis stop/start under ${WRITERS} writers`)
  await ensureBuild()
  await emptyFaultsDatabase()
  const posada = await startPosada({
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    env: { LOG_LEVEL: 'warn' },
  })
  const log = []
  let stop = false
  const outages = []
  process.once('exit', startServicesSync)
  try {
    const productId = await withClient(DATABASE_URL, async (client) => {
      const { rows } = await client.query('SELECT id FROM products ORDER BY id LIMIT 1')
      return rows[0].id
    })
    const jars = []
    for (let index = 0; index < WRITERS; index++) jars.push(await signInAdmin(posada.base))
    const signIns = []
    const writers = jars.map((jar, index) =>
      writer(index, posada.base, jar, productId, log, signIns, () => stop)
    )

    await sleep(5000)
    const pgDown = Date.now()
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', CLUSTER(), 'main', 'restart'])
    const pgBack = await waitUntil(postgresAnswers, 60_000)
    outages.push({ name: 'PostgreSQL restart', down: pgDown, back: pgBack })

    await sleep(8000)
    const redisDown = Date.now()
    await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave']).catch(() => {})
    await sleep(REDIS_DOWN_MS)
    await run('redis-server', REDIS_START)
    const redisBack = await waitUntil(redisAnswers, 30_000)
    outages.push({ name: 'Redis stop/start', down: redisDown, back: redisBack })

    await sleep(8000)
    const signInAfter = await signInAdmin(posada.base).then(
      () => 'works',
      (error) => `FAILS: ${error.message}`
    )
    stop = true
    await Promise.all(writers)

    const stored = await countStored(log)
    const acknowledged = log.filter(succeeded)
    const found = acknowledged.filter((entry) => stored.has(entry.tag))
    const lost = acknowledged.length - found.length
    const doubled = [...stored.values()].filter((count) => count > 1).length
    const at = (time) =>
      outages
        .map(
          ({ name, down, back }) =>
            `${fmt.int(time - down)} ms after ${name} began (back at ${fmt.int(back - down)})`
        )
        .join('; ')
    for (const entry of acknowledged.filter((each) => !stored.has(each.tag)).slice(0, 5))
      console.log(
        `lost: ${entry.tag} answered ${entry.status}${entry.location ? ` → ${entry.location}` : ''} in ${fmt.int(entry.ended - entry.started)} ms, sent ${at(entry.started)}`
      )
    const storedThoughRefused = log.filter((entry) => !succeeded(entry) && stored.has(entry.tag))
    const statuses = {}
    for (const entry of log) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1

    console.log(
      `writes sent ${fmt.int(log.length)}; acknowledged ${fmt.int(acknowledged.length)}; found in the database ${fmt.int(found.length)}; lost ${lost}; doubled ${doubled}`
    )
    console.log(
      `answered as failed but stored anyway: ${storedThoughRefused.length}` +
        (storedThoughRefused.length
          ? ` (${storedThoughRefused.map((entry) => `${entry.tag}: ${entry.status}`).join(', ')})`
          : '')
    )
    console.log(
      `all statuses: ${Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`
    )
    console.log(
      `longest request overall: ${fmt.int(log.reduce((longest, entry) => Math.max(longest, entry.ended - entry.started), 0))} ms`
    )
    console.log(
      table(
        ['outage', 'down ms', 'statuses while it lasted', 'longest ms', 'back → 1st success ms'],
        outages.map((outage) => outageReport(outage.name, log, outage.down, outage.back))
      )
    )
    console.log(
      `writers that had to sign in again (sessions lost with Redis's data): ${new Set(signIns.map((entry) => entry.index)).size} of ${WRITERS}`
    )
    console.log(`signing in after both outages: ${signInAfter}`)
    const problems = serverLogProblems(posada.logFile).filter((line) =>
      /"level":\s*(50|60)/.test(line)
    )
    console.log(`server log: ${problems.length} error line(s)`)
    for (const line of problems.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`)
    if (lost || doubled || signInAfter !== 'works' || log.some((entry) => entry.status === 500))
      throw new Error('writes were lost or doubled, a request answered 500, or signing in failed')
  } finally {
    stop = true
    await ensureServicesRunning()
    process.off('exit', startServicesSync)
    await posada.stop()
  }
}
