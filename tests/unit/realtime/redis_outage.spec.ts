/*
| Two realtime processes whose Redis goes away and comes back, through a loopback
| proxy the test cuts and restores (tests/helpers/tcp_proxy.ts); the real Redis is
| never touched beyond this test's own key prefix. Redis keeps nothing on disk on
| these machines, so a restart is a cut plus the loss of every key: the test wipes
| its prefix while the proxy is cut.
|
| Once Redis is back, each process takes its presence entries out of Redis and
| closes its sockets with 4200: clients reconnect at once, subscribe again (which
| is when the boards refetch what they missed) and rejoin, so the member lists
| converge to the members actually connected.
*/

import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { startTcpProxy } from '#tests/helpers/tcp_proxy'
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
})
