/*
| The fuzz's form cases (tests/fuzz/catalogue.ts, the ones the functional specs
| run in process) sent over real HTTP to N Posada processes (node:cluster,
| WEB_CONCURRENCY) on PostgreSQL and Redis, several forms in flight at once.
|
|   node --import=@poppinss/ts-exec bench/lib/fuzz_http.ts [--processes 2]
|     [--concurrency 6] [--runs 100] [--only <regexp>] [--port <p>]
|     [--max-seconds 900] [--json <file>] [--verbose]
|
| DATABASE_URL names a loopback database of its own, emptied and migrated first;
| REDIS_URL the Redis the processes share. This process boots the application
| on the same database to make each form's rows and actor (the cases' own
| setup), starts `bin/server.ts` from the sources in production mode, signs
| each actor in over HTTP and sends each form's payloads (`--runs` per 100 of
| its `runs`, the same seed as the specs) as JSON. Every answer is judged as in
| process (judge() in tests/helpers/fuzz.ts): never a 5xx, a refused request
| writes nothing to the tables the form watches (the activity log: the actor's
| own events), a value no column can store is refused with a message under its
| field; a 4xx also carries a message. Forms run together only when they watch
| different tables; a refusal that still saw its tables change (another form's
| accepted write) is sent again with nothing else in flight, and only a write
| then counts. The server processes are stopped at the end, even on failure.
*/
import 'reflect-metadata'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { Ignitor } from '@adonisjs/core'
import fc from 'fast-check'
import { argument, emptyDatabase, loopbackUrl } from './database.js'

const APP_ROOT = new URL('../../', import.meta.url)
const IMPORTER = (filePath: string) =>
  import(
    filePath.startsWith('./') || filePath.startsWith('../')
      ? new URL(filePath, APP_ROOT).href
      : filePath
  )

const PROCESSES = Number(argument('processes', '2'))
const CONCURRENCY = Math.max(1, Number(argument('concurrency', '6')))
const RUNS_PER_100 = Number(argument('runs', '100'))
/** A regular expression over `<group title>: <form name>`: only the forms it matches. */
const ONLY = new RegExp(argument('only', ''), 'i')
const MAX_SECONDS = Number(argument('max-seconds', '900'))
const JSON_FILE = argument('json', '')
const VERBOSE = process.argv.includes('--verbose')
const REQUEST_TIMEOUT_MS = 30_000
/*
| Each form's visitor has a client address of its own, told through
| X-Forwarded-For (the server trusts loopback proxies): rate limits count per
| address, so that one form's requests (or an earlier run's, in the same Redis
| database) do not refuse another's, as the specs start each test from zero.
*/
let addresses = Math.floor(Math.random() * 200) * 256
const nextAddress = () => `198.18.${Math.floor(++addresses / 254) % 256}.${1 + (addresses % 254)}`
/* The specs' scale, read when tests/helpers/fuzz.ts loads. */
process.env.FUZZ_RUNS = String(RUNS_PER_100)
/* This process only makes rows: its boot's warning about a database not yet migrated is noise. */
process.env.LOG_LEVEL ??= 'error'

/* ------------------------------------------------------------- the server */

let server: ChildProcess | null = null

/** The server's worker processes (the primary's children). */
function workerPids() {
  try {
    return execFileSync('ps', ['--ppid', String(server!.pid), '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim())
      .map(Number)
  } catch {
    return []
  }
}

const workers = () => workerPids().length

/*
| The server stays in this process's group, so that whoever stops this run as
| a group (bench/lib/common.mjs, the spec) stops it too. SIGTERM asks the
| primary to stop its workers gracefully; SIGKILL ends the workers as well.
*/
function killServer(signal: NodeJS.Signals) {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return
  for (const pid of signal === 'SIGKILL' ? [...workerPids(), server.pid] : [server.pid]) {
    try {
      process.kill(pid, signal)
    } catch {}
  }
}

process.on('exit', () => killServer('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    killServer('SIGKILL')
    process.exit(130)
  })
}

/** `bin/server.ts` in production mode, N workers on one port; resolves once every worker serves. */
async function startServer(port: number) {
  const base = `http://127.0.0.1:${port}`
  let output = ''
  server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: new URL('.', APP_ROOT),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_DRIVER: 'redis',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: base,
      WEB_CONCURRENCY: String(PROCESSES),
      TRUST_PROXY: 'loopback',
      POSADA_EMBEDDED_DATABASE: '',
      FUZZ_RUNS: undefined,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && server.exitCode === null) {
    const up = await fetch(`${base}/up`).then(
      (response) => response.status === 200,
      () => false
    )
    /* /up answers once the first worker is ready; every one of them is a child of the primary. */
    if (up && workers() >= PROCESSES) return { base, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer /up within 120 s:\n${output}`)
}

async function stopServer() {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server!.once('exit', resolve))
  killServer('SIGTERM')
  const timer = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'))
  if ((await Promise.race([exited, timer])) === 'timeout') killServer('SIGKILL')
}

/* -------------------------------------------------------------- a visitor */

/** A browser's cookies and anti-forgery token, over plain fetch. */
class Visitor {
  #cookies = new Map<string, string>()
  #address = nextAddress()
  constructor(private base: string) {}

  #take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]
      const eq = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { accept: 'application/json' }
  ) {
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    const response = await fetch(`${this.base}${path}`, {
      method: method.toUpperCase(),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        ...headers,
        'x-forwarded-for': this.#address,
        'cookie': [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.#take(response)
    const text = await response.text()
    let json: any = null
    try {
      json = JSON.parse(text)
    } catch {}
    return { status: response.status, json, location: response.headers.get('location') }
  }

  /**
   * The session and anti-forgery cookies (any answer sets them: an Inertia visit
   * with no page version is enough, and needs no built assets), then, for a
   * user, the sign-in form.
   */
  async signIn(email: string | null, password: string) {
    await this.send('get', '/login', undefined, { 'x-inertia': 'true' })
    if (!this.#cookies.has('XSRF-TOKEN')) throw new Error('GET /login set no XSRF-TOKEN')
    if (!email) return
    const answer = await this.send('post', '/login', { email, password }, { accept: 'text/html' })
    if (answer.status !== 302 || answer.location?.includes('/login'))
      throw new Error(`signing ${email} in: ${answer.status} to ${answer.location}`)
  }
}

/* ------------------------------------------------------------- scheduling */

const ALL = '*'

/**
 * Forms run together only when the tables they watch differ (the activity log
 * aside: each form reads its own actor's events there); a signed-out form runs
 * alone. `alone()` waits for every request in flight and holds the others back.
 */
class Scheduler {
  #held = new Map<object, Set<string>>()
  #inFlight = 0
  #exclusive = false
  #waiters: (() => void)[] = []

  #wake() {
    for (const waiter of this.#waiters.splice(0)) waiter()
  }
  #wait() {
    return new Promise<void>((resolve) => this.#waiters.push(resolve))
  }
  #conflicts(locks: Set<string>) {
    for (const held of this.#held.values()) {
      if (held.has(ALL) || locks.has(ALL) || [...locks].some((table) => held.has(table)))
        return true
    }
    return false
  }
  /** Takes the first job whose tables are free, waiting for one; null when none is left. */
  async take<T extends { locks: Set<string> }>(pending: T[]) {
    for (;;) {
      if (pending.length === 0) return null
      const index = pending.findIndex((job) => !this.#conflicts(job.locks))
      if (index >= 0) {
        const [job] = pending.splice(index, 1)
        this.#held.set(job, job.locks)
        return job
      }
      await this.#wait()
    }
  }
  release(job: object) {
    this.#held.delete(job)
    this.#wake()
  }
  async request<T>(work: () => Promise<T>) {
    while (this.#exclusive) await this.#wait()
    this.#inFlight++
    try {
      return await work()
    } finally {
      this.#inFlight--
      this.#wake()
    }
  }
  async alone<T>(work: () => Promise<T>) {
    while (this.#exclusive) await this.#wait()
    this.#exclusive = true
    try {
      while (this.#inFlight > 0) await this.#wait()
      return await work()
    } finally {
      this.#exclusive = false
      this.#wake()
    }
  }
}

/* ------------------------------------------------------------------- run */

const app = new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((application) =>
    application.booting(async () => {
      await import('#start/env')
    })
  )
  .createApp('web')

const started = Date.now()
const { url: databaseUrl, database } = loopbackUrl(process.env.DATABASE_URL ?? '')
const redisUrl = new URL(process.env.REDIS_URL ?? '')
if (!['127.0.0.1', 'localhost'].includes(redisUrl.hostname))
  throw new Error('REDIS_URL must point at 127.0.0.1')
await emptyDatabase(databaseUrl, database)

let exitCode = 1
try {
  await app.init()
  await app.boot()
  await app.start(() => {})
  exitCode = await run()
} catch (error) {
  console.error(error)
} finally {
  await stopServer()
  await app.terminate().catch(() => {})
  process.exit(exitCode)
}

async function run() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: router } = await import('@adonisjs/core/services/router')
  const { MigrationRunner } = await import('@adonisjs/lucid/migration')
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error

  const fuzz = await import('#tests/helpers/fuzz')
  const { FORM_CASES, routeCoverage } = await import('#tests/fuzz/catalogue')
  const { seedRoles } = await import('#tests/functional/access/helpers')
  const { FACTORY_PASSWORD } = await import('#tests/helpers/identity')
  await seedRoles()

  const port = Number(argument('port', '0')) || (await freePort())
  const serving = startServer(port)
  /* Unhandled while the rows are made, so that a failed start is not reported twice. */
  serving.catch(() => {})

  /* Each form's actor and rows, made one after another while the server starts. */
  const chosen = FORM_CASES.flatMap(({ title, forms }) =>
    forms.map((form) => ({ title, form }))
  ).filter(({ title, form }) => ONLY.test(`${title}: ${form.name}`))
  const jobs = []
  for (const { title, form } of chosen) {
    const actor = await fuzz.actorWith(form.permissions)
    const context = form.setup ? await freeNames(db, () => form.setup!(actor as never)) : {}
    const { url, fields } = fuzz.formOf(form, context)
    const locks = new Set(
      actor ? form.tables.filter((table) => table !== 'events') : [ALL, ...form.tables]
    )
    jobs.push({ title, form, actor, url, fields, locks })
  }
  const setupSeconds = (Date.now() - started) / 1000
  const { base } = await serving
  console.log(
    `${jobs.length} forms ready in ${setupSeconds.toFixed(0)} s; ${PROCESSES} processes at ${base}, signing the actors in`
  )
  for (const job of jobs) {
    const visitor = new Visitor(base)
    await visitor.signIn(job.actor?.email ?? null, FACTORY_PASSWORD)
    Object.assign(job, { visitor })
  }

  const totals = {
    sent: 0,
    classes: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number>,
    statuses: {} as Record<number, number>,
    refused: 0,
    /* Refusals whose tables changed while other forms ran, sent again alone. */
    suspects: 0,
    writes: 0,
    noMessage: 0,
    problems: [] as string[],
  }
  const byTitle = new Map<string, { forms: number; sent: number; refused: number; bad: number }>()
  /* Each form's answers by status: a form refused at the door every time reads no field. */
  const byForm = new Map<string, Record<number, number>>()
  const scheduler = new Scheduler()
  const deadline = started + MAX_SECONDS * 1000
  let truncated = false
  const pending = [...jobs] as ((typeof jobs)[number] & { visitor: Visitor })[]
  const fuzzStarted = Date.now()

  async function fuzzOne(job: (typeof pending)[number]) {
    const { form, actor, url, visitor } = job
    const row = byTitle.get(job.title) ?? { forms: 0, sent: 0, refused: 0, bad: 0 }
    byTitle.set(job.title, row)
    row.forms++
    const scope = { actorId: actor?.id }
    const samples = fc.sample(fuzz.payloads(job.fields, form.plausible), {
      numRuns: fuzz.runsOf(form.runs),
      seed: fuzz.seed,
    })
    let signedOut = false
    let before = await fuzz.fingerprint(form.tables, scope)
    for (const payload of samples) {
      if (Date.now() > deadline) {
        truncated = true
        return
      }
      const send = async () => {
        const answer = await visitor.send(form.method, url, payload).catch((error: Error) => ({
          status: 599,
          json: { message: `no answer: ${error.message}` },
          location: null,
        }))
        return { answer, after: await fuzz.fingerprint(form.tables, scope) }
      }
      const { answer, after } = await scheduler.request(send)
      totals.sent++
      row.sent++
      const statuses = byForm.get(`${job.title}: ${form.name}`) ?? {}
      byForm.set(`${job.title}: ${form.name}`, statuses)
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      totals.classes[`${Math.min(5, Math.floor(answer.status / 100))}xx`]++
      totals.statuses[answer.status] = (totals.statuses[answer.status] ?? 0) + 1
      const label = `${form.method.toUpperCase()} ${url} ${fuzz.show(payload)} → ${answer.status}`
      if (VERBOSE) console.log(`${label} ${fuzz.show(answer.json ?? answer.location)}`)
      let verdict = fuzz.judge(form, payload, {
        label,
        status: answer.status,
        errors: errorsOf(answer.json),
        before,
        after,
        signedOut,
      })
      before = after
      if (
        verdict.refused &&
        verdict.problems.some((problem) => problem.startsWith('refused but'))
      ) {
        totals.suspects++
        verdict = await scheduler.alone(async () => {
          const alone = await fuzz.fingerprint(form.tables, scope)
          const again = await send()
          before = again.after
          return fuzz.judge(form, payload, {
            label: `${label} (sent again alone → ${again.answer.status})`,
            status: again.answer.status,
            errors: errorsOf(again.answer.json),
            before: alone,
            after: again.after,
            signedOut,
          })
        })
      }
      if (verdict.refused) {
        totals.refused++
        row.refused++
      }
      if (answer.status >= 400 && answer.status < 500 && !clearMessage(answer.json)) {
        totals.noMessage++
        verdict.problems.push(`4xx without a message ${fuzz.show(answer.json)}: ${label}`)
      }
      /* The actor closed their own account (deleted, or deactivated): later requests are signed out. */
      const self = actor && (await db.from('users').where('id', actor.id).first())
      signedOut = Boolean(actor) && !self?.is_active
      /* Refused as forged, or sent to sign in: the fuzz's own session failed, no field was read. */
      const toSignIn = answer.status === 302 && answer.location?.endsWith('/login')
      if (actor && !signedOut && (answer.status === 419 || toSignIn))
        verdict.problems.push(`the fuzz's session was refused: ${label}`)
      for (const problem of verdict.problems) {
        if (problem.startsWith('refused but')) totals.writes++
        row.bad++
        if (totals.problems.length < 200) totals.problems.push(problem)
      }
    }
  }

  async function worker() {
    for (;;) {
      const job = await scheduler.take(pending)
      if (!job) return
      try {
        await fuzzOne(job)
      } finally {
        scheduler.release(job)
      }
    }
  }
  const progress = setInterval(() => {
    const left = pending.length
    console.log(
      `… ${totals.sent} requests, ${totals.classes['5xx']} 5xx, ${totals.problems.length} problems, ${left} forms not started (${((Date.now() - fuzzStarted) / 1000).toFixed(0)} s)`
    )
  }, 30_000)
  await Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() =>
    clearInterval(progress)
  )
  const fuzzSeconds = (Date.now() - fuzzStarted) / 1000

  const workersAtEnd = workers()
  /* The router's routes are listed once committed, as the HTTP server does when it starts. */
  router.commit()
  const coverage = routeCoverage()
  const sentRoutes = new Set(jobs.map(({ form }) => fuzz.routeOf(form)))
  /* Every answer a refusal that comes before any field is read: the form's fields went untested. */
  const atTheDoor = [...byForm]
    .filter(([, statuses]) =>
      Object.keys(statuses).every((status) => fuzz.AT_THE_DOOR.includes(Number(status)))
    )
    .map(([name, statuses]) => `${name} ${JSON.stringify(statuses)}`)
  const result = {
    processes: PROCESSES,
    workersAtEnd,
    concurrency: CONCURRENCY,
    database: 'postgresql',
    routes: coverage.routes.length,
    routesFuzzed: coverage.routes.filter((route) => sentRoutes.has(route)).length,
    missing: coverage.missing,
    forms: jobs.length,
    atTheDoor,
    byForm: Object.fromEntries(byForm),
    ...totals,
    truncated,
    setupSeconds,
    fuzzSeconds,
    loadAverage: loadavg(),
  }
  report(result, byTitle)
  if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(result, null, 2))
  const clean =
    totals.classes['5xx'] === 0 &&
    totals.problems.length === 0 &&
    atTheDoor.length === 0 &&
    workersAtEnd === PROCESSES
  return clean && coverage.missing.length === 0 && !truncated ? 0 : 1
}

/*
| The cases' setups were written for an empty database each (the specs roll
| every test back): here they all run on one, and a fixed name (a table "FZ1",
| the menu's "Mains") is taken by an earlier form's rows. The setup runs in a
| transaction: when it fails so, it is rolled back, the earlier row is renamed
| (its id appended) and the setup run again.
*/
async function freeNames<T>(db: any, setup: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    await db.beginGlobalTransaction()
    try {
      const made = await setup()
      await db.commitGlobalTransaction()
      return made
    } catch (error: any) {
      await db.rollbackGlobalTransaction()
      const key = /^Key \((\w+)\)=\((.*)\) already exists/.exec(error?.detail ?? '')
      if (error?.code !== '23505' || !key || attempt === 20) throw error
      const [, column, value] = key
      const { rows } = await db.rawQuery(
        `select character_maximum_length as max from information_schema.columns where table_name = ? and column_name = ?`,
        [error.table, column]
      )
      const max = rows[0]?.max ?? 200
      await db.rawQuery(
        `update "${error.table}" set "${column}" = left("${column}", ? - length(id::text) - 1) || '-' || id where "${column}" = ?`,
        [max, value]
      )
    }
  }
}

/** Validation errors by field, from a JSON answer's `errors` ([{ field, message }]). */
function errorsOf(json: any): Record<string, string[]> | null {
  if (!Array.isArray(json?.errors) || json.errors.length === 0) return null
  const errors: Record<string, string[]> = {}
  for (const error of json.errors) (errors[error.field ?? 'form'] ??= []).push(error.message ?? '')
  return errors
}

/** A refusal a client can show: a message, or messages under fields. */
function clearMessage(json: any) {
  const readable = (text: unknown) =>
    typeof text === 'string' && text.trim().length > 0 && !text.includes('{{')
  if (readable(json?.message)) return true
  return (
    Array.isArray(json?.errors) &&
    json.errors.length > 0 &&
    json.errors.every((error: { message?: unknown }) => readable(error?.message))
  )
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    import('node:net').then(({ createServer }) => {
      const probe = createServer()
      probe.on('error', reject)
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    }, reject)
  })
}

function report(
  result: Record<string, any>,
  byTitle: Map<string, { forms: number; sent: number; refused: number; bad: number }>
) {
  const rows = [...byTitle].map(([title, row]) => [
    title.replace(/^Fuzz: /, ''),
    row.forms,
    row.sent,
    row.refused,
    row.bad,
  ])
  const widths = [0, 1, 2, 3, 4].map((i) =>
    Math.max(
      ...[['cases', 'forms', 'sent', 'refused', 'problems'], ...rows].map((r) => `${r[i]}`.length)
    )
  )
  for (const r of [['cases', 'forms', 'sent', 'refused', 'problems'], ...rows])
    console.log(
      r
        .map((cell, i) => (i ? `${cell}`.padStart(widths[i]) : `${cell}`.padEnd(widths[i])))
        .join('  ')
    )
  const c = result.classes
  console.log(`
processes ${result.processes} (PostgreSQL + Redis; ${result.workersAtEnd} workers running at the end), ${result.concurrency} forms in flight at most
state-changing routes: ${result.routes}, fuzzed over HTTP: ${result.routesFuzzed}${result.missing.length ? `, without a case: ${result.missing.join(', ')}` : ''}
forms: ${result.forms}, requests sent: ${result.sent} in ${result.fuzzSeconds.toFixed(0)} s (setup ${result.setupSeconds.toFixed(0)} s)${result.truncated ? ', CUT SHORT by --max-seconds' : ''}
by status: 2xx ${c['2xx']}, 3xx ${c['3xx']}, 4xx ${c['4xx']}, 5xx ${c['5xx']} (${Object.entries(
    result.statuses
  )
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')})
refused: ${result.refused}; refusals sent again alone (tables changed meanwhile): ${result.suspects}
writes found after refused requests: ${result.writes}; 4xx without a message: ${result.noMessage}
forms answered only 401, 403 or 419 (no field read): ${result.atTheDoor.length}${result.atTheDoor.length ? `\n  ${result.atTheDoor.join('\n  ')}` : ''}
problems: ${result.problems.length}${result.problems.length ? `\n  ${result.problems.slice(0, 20).join('\n  ')}` : ''}
load average at the end: ${result.loadAverage.map((v: number) => v.toFixed(2)).join(' / ')}`)
}
