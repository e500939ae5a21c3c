/*
| PostgreSQL and Redis going away and coming back, as a real Posada server sees
| it: a child process (bin/server.ts) whose DATABASE_URL and REDIS_URL go through
| loopback proxies that the test cuts and restores. Both services are part of the
| platform on these machines, so nothing here is skipped. The server gets a fresh
| database of its own (dropped at the end) and keeps sessions and rate-limit
| counters in Redis. Its statements get 2 s (DATABASE_STATEMENT_TIMEOUT_MS) rather
| than the default 8 s, so that the waits below stay short.
*/
import net from 'node:net'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { cookieClient, preparedDatabase, startPosada } from '#tests/helpers/posada_server'
import { startTcpProxy, type TcpProxy } from '#tests/helpers/tcp_proxy'
import { queryDatabase } from '#tests/helpers/postgres'

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

/** A signed-in browser's requests, the way the app's pages send them. */
function browser(base: string) {
  const client = cookieClient(base)
  return {
    send: client.send,
    signIn: () => client.signIn(ADMIN),
    createGuest(lastName: string) {
      return client.send('/hotel/guests', {
        method: 'POST',
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'x-xsrf-token': client.xsrf(),
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

type Posada = {
  base: string
  database: TcpProxy
  redis: TcpProxy
  databaseUrl: string
  log: () => string
}

const STATEMENT_TIMEOUT_MS = 2_000

/** The guests of that last name in the server's database, read past the proxy. */
async function guestsNamed(posada: Posada, lastName: string) {
  const rows = await queryDatabase(
    posada.databaseUrl,
    'select id from guests where last_name = ?',
    [lastName]
  )
  return rows.length
}

async function startServer(cleanup: (work: () => unknown) => void): Promise<Posada> {
  const prepared = await preparedDatabase('outages', ADMIN.password)
  cleanup(() => prepared.drop())

  const database = await startTcpProxy(5432)
  const redis = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379))
  cleanup(() => database.close())
  cleanup(() => redis.close())
  const posada = startPosada({
    port: await freePort(),
    env: {
      NODE_ENV: 'test',
      DEV_MODE: 'true',
      VITE_HMR_PORT: String(await freePort()),
      DATABASE_URL: database.url(prepared.url),
      REDIS_URL: redis.url(REDIS_URL),
      LIMITER_STORE: 'redis',
      LOG_LEVEL: 'warn',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    },
  })
  cleanup(() => posada.stop())
  await until(60_000, async () => {
    if (posada.child.exitCode !== null) throw new Error(`the server exited\n${posada.output()}`)
    return (await fetch(`${posada.base}/up`).catch(() => null))?.status === 200
  })
  return { base: posada.base, database, redis, databaseUrl: prepared.url, log: posada.output }
}

test.group('Service outages', (group) => {
  let posada: Posada
  const cleanups: (() => unknown)[] = []
  group.setup(async () => {
    posada = await startServer((work) => cleanups.unshift(work))
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

  test('a database that stops answering without closing its connections answers 503 within 10 s, and serves again once it answers', async ({
    assert,
  }) => {
    const user = browser(posada.base)
    assert.equal((await user.signIn()).status, 302)
    /* The pool holds a connection that was working a moment ago. */
    assert.equal((await user.createGuest('Before')).status, 302)

    posada.database.freeze()
    try {
      const refused = await user.createGuest('Frozen')
      assert.equal(refused.status, 503, refused.body)
      assert.equal(refused.headers.get('retry-after'), '5')
      assert.match(JSON.parse(refused.body).message, /database is unavailable/)
      assert.isBelow(refused.ms, 10_000)

      const page = await user.send('/hotel/guests', { headers: { accept: 'text/html' } })
      assert.equal(page.status, 503)
      assert.isBelow(page.ms, 10_000)
      const health = await user.send('/up')
      assert.equal(health.status, 503)
      assert.isBelow(health.ms, 10_000)
    } finally {
      posada.database.thaw()
    }

    const back = await until(5_000, async () => (await user.createGuest('Thawed')).status === 302)
    assert.isBelow(back, 5_000)
    assert.equal((await user.send('/up')).status, 200)
    assert.equal(await guestsNamed(posada, 'Frozen'), 0)
    assert.equal(await guestsNamed(posada, 'Thawed'), 1)
  }).timeout(60_000)

  test('a statement stuck behind a lock is cancelled after the statement timeout: 503, nothing written', async ({
    assert,
  }) => {
    const user = browser(posada.base)
    assert.equal((await user.signIn()).status, 302)

    db.manager.add('lock_holder', {
      client: 'pg',
      connection: { connectionString: posada.databaseUrl },
    })
    const holder = await db.connection('lock_holder').transaction()
    try {
      await holder.rawQuery('lock table guests in access exclusive mode')
      const refused = await user.createGuest('Locked')
      assert.equal(refused.status, 503, refused.body)
      assert.match(JSON.parse(refused.body).message, /database is unavailable.*not saved/)
      assert.isAtLeast(refused.ms, STATEMENT_TIMEOUT_MS - 100)
      assert.isBelow(refused.ms, 10_000)
      await assertLogged(posada, refused.headers.get('x-request-id'), 'database')
    } finally {
      await holder.rollback()
      await db.manager.close('lock_holder', true)
    }

    assert.equal((await user.createGuest('Unlocked')).status, 302)
    assert.equal(await guestsNamed(posada, 'Locked'), 0)
    assert.equal(await guestsNamed(posada, 'Unlocked'), 1)
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
