/*
| Two realtime processes whose Redis goes away and comes back, through a loopback
| proxy the test cuts and restores (tests/helpers/tcp_proxy.ts); the real Redis is
| never touched beyond this test's own key prefix. Redis keeps nothing on disk on
| these machines, so a restart is a cut plus the loss of every key: the test wipes
| its prefix while the proxy is cut.
|
| Once Redis is back, each process takes its presence entries out of Redis and
| closes its sockets with 4200, spread over a moment: clients reconnect, subscribe
| again (which is when the boards refetch what they missed) and rejoin, so the
| member lists converge to the members actually connected.
*/

import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { startTcpProxy } from '#tests/helpers/tcp_proxy'
import { recoveryDelays } from '#realtime/recovery'
import {
  deleteKeys,
  eventually,
  nextEvent,
  type PusherClient,
  REDIS_URL,
  resources,
  sleep,
} from './helpers.js'

const HEARTBEAT_MS = 200
const LOBBY = 'presence-lobby'

/** The member ids a pusher-js client currently lists on a presence channel. */
function listed(client: PusherClient): string[] {
  const channel = client.channel(LOBBY) as unknown as { members: { members: object } }
  return Object.keys(channel.members.members).sort()
}

async function outage(cleanup: Parameters<typeof resources>[0]) {
  const open = resources(cleanup)
  const prefix = `posada:realtime:test:${randomUUID()}:`
  const proxy = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379))
  open.defer(() => deleteKeys(prefix))
  open.defer(() => proxy.close())
  const options = {
    redisUrl: proxy.url(REDIS_URL),
    redisKeyPrefix: prefix,
    heartbeatIntervalMs: HEARTBEAT_MS,
  }
  const [a, b] = await Promise.all([open.server(options), open.server(options)])

  /* Ana on A, Bruno and Dora on B, all in the lobby; Dora leaves while Redis is away. */
  const join = async (port: number, id: string) => {
    const client = open.pusher(port, { user: { id } })
    const subscribed: string[] = []
    const lobby = client.subscribe(LOBBY)
    lobby.bind('pusher:subscription_succeeded', () => subscribed.push(id))
    await nextEvent(lobby, 'pusher:subscription_succeeded', 5000)
    return { client, subscribed }
  }
  const ana = await join(a.port, 'ana')
  const bruno = await join(b.port, 'bruno')
  const dora = await join(b.port, 'dora')
  await eventually(() => listed(ana.client).length === 3 && listed(bruno.client).length === 3)

  const cut = async ({ wipe }: { wipe: boolean }) => {
    proxy.cut()
    if (wipe) await deleteKeys(prefix)
    dora.client.disconnect()
    /* Longer than a process's "alive" key lasts (three heartbeats). */
    await sleep(HEARTBEAT_MS * 6)
    proxy.restore()
  }

  /** Every view agrees on exactly Ana and Bruno: both servers' and both clients'. */
  const converged = async () => {
    const truth = ['ana', 'bruno']
    const ids = async (server: typeof a) =>
      (await server.realtime.presenceMembers(LOBBY)).map((member) => String(member.id)).sort()
    await eventually(async () => {
      const views = [await ids(a), await ids(b), listed(ana.client), listed(bruno.client)]
      return views.every((view) => view.join() === truth.join())
    }, 8000).catch(async () => {
      throw new Error(
        `presence did not converge: A ${await ids(a)}, B ${await ids(b)}, ` +
          `Ana sees ${listed(ana.client)}, Bruno sees ${listed(bruno.client)}`
      )
    })
  }

  return { a, b, ana, bruno, cut, converged }
}

test.group('Realtime | Redis going away and coming back', (group) => {
  group.each.timeout(30_000)

  test('a Redis restart (every key lost): presence is rebuilt, the dead member gone, clients resubscribed', async ({
    assert,
    cleanup,
  }) => {
    const { a, ana, bruno, cut, converged } = await outage(cleanup)
    await cut({ wipe: true })
    await converged()

    /* Subscribed again after the outage: what makes a board refetch what it missed. */
    assert.deepEqual(ana.subscribed, ['ana', 'ana'])
    assert.deepEqual(bruno.subscribed, ['bruno', 'bruno'])

    /* Broadcasts cross processes again. */
    const reached = nextEvent(bruno.client.channel(LOBBY), 'order-ready', 5000)
    a.realtime.trigger({ channels: [LOBBY], event: 'order-ready', data: { table: 3 } })
    assert.deepEqual(await reached, { table: 3 })
  })

  test('an outage longer than a heartbeat, keys kept: nobody is reaped for good, no ghost stays', async ({
    assert,
    cleanup,
  }) => {
    const { b, ana, cut, converged } = await outage(cleanup)
    await cut({ wipe: false })
    await converged()
    /* Stable: a later heartbeat does not take anyone away. */
    await sleep(HEARTBEAT_MS * 5)
    await converged()
    assert.equal(ana.subscribed.length, 2)

    const reached = nextEvent(ana.client.channel(LOBBY), 'order-served', 5000)
    b.realtime.trigger({ channels: [LOBBY], event: 'order-served', data: { table: 4 } })
    assert.deepEqual(await reached, { table: 4 })
  })

  test('the reconnects after Redis is back are spread out, not all in one moment', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const prefix = `posada:realtime:test:${randomUUID()}:`
    const proxy = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379))
    open.defer(() => deleteKeys(prefix))
    open.defer(() => proxy.close())
    const server = await open.server({
      redisUrl: proxy.url(REDIS_URL),
      redisKeyPrefix: prefix,
      heartbeatIntervalMs: HEARTBEAT_MS,
      recoveryClosesPerSecond: 40,
    })

    /* 20 boards open, each on the orders channel; each notes when it lost its connection. */
    const boards = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = open.pusher(server.port)
        const left: number[] = []
        let subscribed = 0
        client.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current !== 'connected') left.push(Date.now())
        })
        const channel = client.subscribe('restaurant-orders')
        channel.bind('pusher:subscription_succeeded', () => subscribed++)
        await nextEvent(channel, 'pusher:subscription_succeeded', 5000)
        return { client, left, subscribed: () => subscribed }
      })
    )

    proxy.cut()
    await sleep(HEARTBEAT_MS * 2)
    proxy.restore()
    await eventually(() => boards.every((board) => board.subscribed() === 2), 8000)

    /* 20 closes at 40 a second: half a second from the first to the last. */
    const firsts = boards.map((board) => board.left[0])
    const spread = Math.max(...firsts) - Math.min(...firsts)
    assert.isAtLeast(spread, 350)
    assert.isBelow(spread, 3000)
    assert.isTrue(boards.every((board) => board.client.connection.state === 'connected'))
  })
})

test.group('Realtime | recovery schedule', () => {
  test('closes are spaced at the rate, over at most 10 s, the first at once', ({ assert }) => {
    assert.deepEqual(recoveryDelays(0, 500), [])
    assert.deepEqual(recoveryDelays(1, 500), [0])
    assert.deepEqual(recoveryDelays(4, 2), [0, 500, 1000, 1500])
    const many = recoveryDelays(50_000, 500)
    assert.equal(many[0], 0)
    assert.isBelow(many[many.length - 1], 10_000)
    assert.isAtLeast(many[many.length - 1], 9_990)
    assert.isTrue(many.every((delay, index) => index === 0 || delay >= many[index - 1]))
  })
})
