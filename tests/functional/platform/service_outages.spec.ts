/*
| PostgreSQL and Redis going away and coming back, as a real Posada server sees
| it: a child process (bin/server.ts) whose DATABASE_URL and REDIS_URL go through
| loopback proxies that the test cuts and restores. Both services are part of the
| platform on these machines, so nothing here is skipped. The server gets a fresh
| database of its own (dropped at the end) and keeps sessions and rate-limit
| counters in Redis.
*/
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import knex from 'knex'
import { startTcpProxy, type TcpProxy } from '#tests/helpers/tcp_proxy'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const ADMIN = { email: 'admin@posada.test', password: 'outage-password-1234' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function onPostgres(sql: string) {
  const client = knex({ client: 'pg', connection: POSTGRES, pool: { min: 0, max: 1 } })
  try {
    await client.raw(sql)
  } finally {
    await client.destroy()
  }
}

function run(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${args.join(' ')} exited with ${code}\n${output}`))
    })
  )
}

/** A cookie jar that sends back what the server set, the way a browser does. */
function browser(base: string) {
  const jar = new Map<string, string>()
  const send = async (path: string, init: RequestInit = {}) => {
    const started = Date.now()
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...init.headers,
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1)
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    const body = await response.text()
    return { status: response.status, headers: response.headers, body, ms: Date.now() - started }
  }
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  return {
    send,
    async signIn() {
      await send('/login')
      return send('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': xsrf() },
        body: new URLSearchParams(ADMIN).toString(),
      })
    },
    createGuest(lastName: string) {
      return send('/hotel/guests', {
        method: 'POST',
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'x-xsrf-token': xsrf(),
        },
        body: JSON.stringify({ first_name: 'Outage', last_name: lastName }),
      })
    },
  }
}

/*
| The server's log is one JSON object per line; a request's lines carry its id,
| which the response names in `X-Request-Id`, so an answer can be found in the log.
*/
async function assertLogged(posada: Posada, requestId: string | null, outage: string) {
  if (!requestId) throw new Error('the response has no X-Request-Id')
  await until(3_000, async () =>
    posada
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .some(
        (entry) =>
          entry.request_id === requestId &&
          entry.outage === outage &&
          entry.level === 40 &&
          typeof entry.time === 'number' &&
          entry.msg === 'service unavailable: answered 503'
      )
  )
}

/** Sends `attempt` until it passes or `withinMs` is over; returns the time it took. */
async function until(withinMs: number, attempt: () => Promise<boolean>) {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    if (await attempt()) return Date.now() - started
    await sleep(100)
  }
  throw new Error(`not back within ${withinMs} ms`)
}

type Posada = { base: string; database: TcpProxy; redis: TcpProxy; log: () => string }

async function startPosada(cleanup: (work: () => unknown) => void): Promise<Posada> {
  const name = `posada_outages_${process.pid}_${randomBytes(3).toString('hex')}`
  const direct = POSTGRES.replace(/\/postgres$/, `/${name}`)
  await onPostgres(`CREATE DATABASE ${name}`)
  cleanup(() => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: direct,
    POSADA_ADMIN_PASSWORD: ADMIN.password,
  }
  await run(['ace.js', 'posada:prepare'], env, 120_000)

  const database = await startTcpProxy(5432)
  const redis = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379))
  cleanup(() => database.close())
  cleanup(() => redis.close())
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bin/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        VITE_HMR_PORT: String(await freePort()),
        DATABASE_URL: database.url(direct),
        REDIS_URL: redis.url(REDIS_URL),
        DEV_MODE: 'true',
        SESSION_DRIVER: 'redis',
        LIMITER_STORE: 'redis',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  cleanup(
    () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve()
        const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
        server.once('exit', () => resolve(clearTimeout(timer)))
        server.kill('SIGTERM')
      })
  )
  await until(60_000, async () => {
    if (server.exitCode !== null) throw new Error(`the server exited\n${output}`)
    return (await fetch(`${base}/up`).catch(() => null))?.status === 200
  })
  return { base, database, redis, log: () => output }
}

test.group('Service outages', (group) => {
  let posada: Posada
  const cleanups: (() => unknown)[] = []
  group.setup(async () => {
    posada = await startPosada((work) => cleanups.unshift(work))
  })
  group.teardown(async () => {
    for (const work of cleanups) await work()
  })

  test('with the database away a write answers 503 with Retry-After, and works again once it is back', async ({
    assert,
  }) => {
    const user = browser(posada.base)
    assert.equal((await user.signIn()).status, 302)

    posada.database.cut()
    try {
      const refused = await user.createGuest('Refused')
      assert.equal(refused.status, 503, refused.body)
      assert.equal(refused.headers.get('retry-after'), '5')
      assert.match(JSON.parse(refused.body).message, /database is unavailable.*not saved/)
      assert.isBelow(refused.ms, 10_000)
      await assertLogged(posada, refused.headers.get('x-request-id'), 'database')

      const page = await user.send('/hotel/guests', { headers: { accept: 'text/html' } })
      assert.equal(page.status, 503)
      assert.include(page.body, 'The database is unavailable for a moment')
      assert.notMatch(page.body, /\n\s+at /)

      const health = await user.send('/up')
      assert.equal(health.status, 503)
      assert.equal(health.headers.get('retry-after'), '5')
    } finally {
      posada.database.restore()
    }

    const back = await until(5_000, async () => (await user.createGuest('Saved')).status === 302)
    assert.isBelow(back, 5_000)
    assert.equal((await user.send('/up')).status, 200)
  }).timeout(40_000)

  test('with Redis away requests get a clear 503, and signing in works again once it is back', async ({
    assert,
  }) => {
    const user = browser(posada.base)
    assert.equal((await user.signIn()).status, 302)

    posada.redis.cut()
    try {
      /* Longer than the ~3 s after which a client that gives up would have stopped retrying. */
      const cutUntil = Date.now() + 4_500
      while (Date.now() < cutUntil) {
        const page = await user.send('/dashboard', { headers: { accept: 'text/html' } })
        assert.equal(page.status, 503, page.body.slice(0, 300))
        assert.include(page.body, 'Sessions are unavailable for a moment')
        assert.equal(page.headers.get('retry-after'), '5')
        assert.isBelow(page.ms, 3_500)
        await assertLogged(posada, page.headers.get('x-request-id'), 'sessions')
        await sleep(300)
      }
      const signIn = await browser(posada.base).signIn()
      assert.equal(signIn.status, 503)
      assert.isBelow(signIn.ms, 3_500)
    } finally {
      posada.redis.restore()
    }

    const again = browser(posada.base)
    await until(5_000, async () => (await again.signIn()).status === 302)
    assert.equal((await again.send('/dashboard', { headers: { accept: 'text/html' } })).status, 200)
  }).timeout(40_000)
})
