/*
| A worker killed with SIGKILL in the middle of its requests, on PostgreSQL and
| Redis (part of the platform on these machines): two workers on a database of
| their own with the demo data, a loop of restaurant orders (each with its lines,
| one transaction) in flight, and pusher-js clients on both workers. The other
| worker keeps answering, nothing half-written stays in the database, and the
| killed worker's clients reconnect and receive what is broadcast afterwards.
*/
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { queryDatabase } from '#tests/helpers/postgres'
import { cookieClient, preparedDatabase, startPosada } from '#tests/helpers/posada_server'
import {
  APP,
  eventually,
  nextEvent,
  type PusherClient,
  pusherClient,
  signedRequest,
  sleep,
} from '../realtime/helpers.js'

const PORT = Number(process.env.PORT ?? 3333) + 4
const ADMIN = { email: 'admin@posada.test', password: 'worker-kill-password-1234' }
const WRITERS = 6
const LINES_PER_ORDER = 8
const CLIENTS = 6
const run = promisify(execFile)

interface Sent {
  key: string
  body: string
  startedAt: number
  endedAt?: number
  /** The HTTP status, or the network error's code. */
  outcome?: number | string
}

/** One POST on a connection of its own, so the primary hands each to either worker. */
function post(path: string, body: string, headers: Record<string, string>) {
  return new Promise<number | string>((resolve) => {
    httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        agent: false,
        timeout: 20_000,
        headers: { 'content-type': 'application/json', 'accept': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      }
    )
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('timeout'))
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end(body)
  })
}

/**
 * The worker holding the most connections on the port (the websockets, mostly):
 * the kernel decides which worker accepts which connection.
 */
async function busiestWorker(workers: number[]) {
  const { stdout } = await run('ss', ['-Htnp', 'state', 'established', `( sport = :${PORT} )`])
  const held = (pid: number) => stdout.split(`pid=${pid},`).length - 1
  return workers.reduce((best, pid) => (held(pid) > held(best) ? pid : best))
}

/** The local ports of a process's connections to PostgreSQL, as pg_stat_activity's client_port. */
async function databasePorts(pid: number) {
  const { stdout } = await run('ss', ['-Htnp', 'state', 'established', '( dport = :5432 )'])
  return stdout
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(/:(\d+)\s+\S+:5432\b/.exec(line)?.[1]))
}

/**
 * Kills the worker while one of its transactions is writing an order's lines: the
 * moment a half-written order would stay if the order and its lines were not one
 * transaction.
 */
async function killWhileWritingLines(pid: number, databaseUrl: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const ports = await databasePorts(pid)
    const writing = await queryDatabase(
      databaseUrl,
      `select client_port from pg_stat_activity
        where datname = current_database() and backend_xid is not null
          and query ilike '%order_lines%'`
    )
    if (writing.some((row: { client_port: number }) => ports.includes(row.client_port))) {
      process.kill(pid, 'SIGKILL')
      return
    }
  }
  throw new Error(`worker ${pid} was never seen writing an order's lines`)
}

test.group('A worker killed mid-request', (group) => {
  group.each.timeout(240_000)

  test('the other worker answers, every order is whole, its websocket clients reconnect', async ({
    assert,
    cleanup,
  }) => {
    const database = await preparedDatabase('worker_kill', ADMIN.password)
    cleanup(() => database.drop())
    const posada = startPosada({
      port: PORT,
      workers: 2,
      env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    })
    cleanup(() => posada.kill())
    await posada.line(/2 workers ready/, 120_000)

    const user = cookieClient(posada.base)
    assert.equal((await user.signIn(ADMIN)).status, 302)
    const headers = { 'cookie': user.cookies(), 'x-xsrf-token': user.xsrf() }
    const items = await queryDatabase(
      database.url,
      'select id from menu_items where is_active and is_available order by id limit 4'
    )
    assert.lengthOf(items, 4)

    /* Websocket clients, opened one after the other so that both workers get some. */
    const clients: Array<{ client: PusherClient; connections: number }> = []
    for (let i = 0; i < CLIENTS; i++) {
      const client = pusherClient(PORT)
      cleanup(() => client.disconnect())
      const entry = { client, connections: 0 }
      client.connection.bind('connected', () => entry.connections++)
      await nextEvent(client.subscribe('lobby'), 'pusher:subscription_succeeded', 10_000)
      clients.push(entry)
    }

    /* Orders of LINES_PER_ORDER lines each, from WRITERS loops at once. */
    const sent: Sent[] = []
    let writing = true
    const order = (key: string) =>
      JSON.stringify({
        key,
        kind: 'takeaway',
        lines: Array.from({ length: LINES_PER_ORDER }, (_, i) => ({
          key: randomUUID(),
          menu_item_id: items[i % items.length].id,
          quantity: 1 + (i % 3),
        })),
      })
    const writer = async () => {
      while (writing && sent.length < 5000) {
        const key = randomUUID()
        const entry: Sent = { key, body: order(key), startedAt: Date.now() }
        sent.push(entry)
        entry.outcome = await post('/restaurant/orders', entry.body, headers)
        entry.endedAt = Date.now()
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    await eventually(() => sent.filter((entry) => entry.outcome === 200).length >= 20, 60_000)

    const victim = await busiestWorker(await posada.workers())
    await killWhileWritingLines(victim, database.url)
    const killedAt = Date.now()
    const inFlight = sent.filter((entry) => entry.endedAt === undefined).length
    await posada.line(new RegExp(`worker ${victim} died \\(SIGKILL\\)`), 30_000)
    await posada.line(/worker \d+ ready/, 120_000)
    const replacedAt = Date.now()
    await sleep(500)
    writing = false
    await Promise.all(writers)

    /* Only requests in flight at the kill may have lost their connection. */
    const failed = sent.filter((entry) => entry.outcome !== 200)
    assert.isAtMost(failed.length, inFlight, JSON.stringify(failed.map((f) => f.outcome)))
    for (const entry of failed) {
      assert.isBelow(
        entry.startedAt,
        killedAt,
        `${entry.outcome} for a request sent after the kill`
      )
      assert.isString(entry.outcome, 'a failure is a lost connection, not an answer')
    }
    const servedMeanwhile = sent.filter(
      (entry) => entry.outcome === 200 && entry.startedAt > killedAt && entry.endedAt! < replacedAt
    )
    assert.isAbove(servedMeanwhile.length, 0, 'the other worker answered while one was replaced')

    /* A lost request sent again with its key makes the order once. */
    for (const entry of failed) {
      assert.equal(await post('/restaurant/orders', entry.body, headers), 200)
    }
    assert.equal(await post('/restaurant/orders', sent[0].body, headers), 200)

    /* Every order is whole: its lines, a subtotal that matches them, its history entry. */
    const keys = sent.map((entry) => `'${entry.key}'`).join(',')
    const orders = await queryDatabase(
      database.url,
      `select o.client_key, o.subtotal_cents,
              (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
              (select coalesce(sum(l.unit_price_cents * l.quantity), 0)::int
                 from order_lines l where l.order_id = o.id and l.voided_at is null) as lines_cents,
              (select count(*)::int from events e
                where e.type = 'restaurant.order.created' and e.subject_type = 'order' and e.subject_id = o.id::text) as created_events
         from orders o where o.client_key in (${keys})`
    )
    assert.lengthOf(orders, sent.length, 'one order per key, each request answered or retried')
    const broken = orders.filter(
      (row: Record<string, number>) =>
        row.lines !== LINES_PER_ORDER ||
        row.lines_cents !== row.subtotal_cents ||
        row.created_events !== 1
    )
    assert.deepEqual(broken, [], 'no half-written order')

    /* The killed worker's clients reconnected (to the other one) and hear what follows. */
    await eventually(
      () =>
        clients.every(
          ({ client }) =>
            client.connection.state === 'connected' && client.channel('lobby').subscribed
        ),
      20_000
    )
    const reconnected = clients.filter(({ connections }) => connections > 1).length
    assert.isAbove(reconnected, 0, 'some clients were on the killed worker')
    const heard = clients.map(({ client }) =>
      nextEvent(client.channel('lobby'), 'after-kill', 10_000)
    )
    const publish = signedRequest('POST', `/apps/${APP.id}/events`, {
      body: { name: 'after-kill', channels: ['lobby'], data: '{"ok":true}' },
    })
    const response = await fetch(
      `${posada.base}${publish.path}?${new URLSearchParams(publish.query)}`,
      { method: 'POST', body: publish.rawBody, headers: { 'content-type': 'application/json' } }
    )
    assert.equal(response.status, 200)
    assert.deepEqual(await Promise.all(heard), Array(CLIENTS).fill({ ok: true }))

    await posada.stop()
    assert.equal(posada.child.exitCode, 0)
  })
})
