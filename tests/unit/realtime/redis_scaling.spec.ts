/*
| Two realtime processes sharing Redis: A runs in the test process, B is the real
| bin/realtime.ts started as a child process. Redis is part of the platform on these
| machines, so nothing here is skipped; each test works under its own key prefix and
| deletes it afterwards.
*/

import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import {
  APP,
  deleteKeys,
  eventually,
  nextEvent,
  nextEventWithMetadata,
  REDIS_URL,
  resources,
  signedRequest,
  sleep,
} from './helpers.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const HEARTBEAT_MS = 200

interface ChildServer {
  port: number
  child: ChildProcess
  exited: Promise<number | null>
}

/** Starts bin/realtime.ts and resolves once it prints that it listens. */
function spawnRealtime(prefix: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/realtime.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REVERB_APP_ID: APP.id,
      REVERB_APP_KEY: APP.key,
      REVERB_APP_SECRET: APP.secret,
      REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM: 'members',
      REVERB_HOST: '127.0.0.1',
      REVERB_PORT: '0',
      APP_URL: '',
      REDIS_URL,
      REALTIME_REDIS_PREFIX: prefix,
      REALTIME_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code))
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bin/realtime.ts did not start')), 20_000)
    exited.then((code) => reject(new Error(`bin/realtime.ts exited with ${code}`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line)
      if (entry.msg !== 'realtime: listening') return
      clearTimeout(timer)
      resolve({ port: entry.port, child, exited })
    })
  })
}

/** A signed HTTP API call over real HTTP, to exercise bin/realtime.ts's request plumbing. */
async function callApi(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  options: Parameters<typeof signedRequest>[2] = {}
) {
  const request = signedRequest(method, path, options)
  const response = await fetch(
    `http://127.0.0.1:${port}${path}?${new URLSearchParams(request.query)}`,
    {
      method,
      body: request.rawBody || undefined,
      headers: { 'content-type': 'application/json' },
    }
  )
  return { status: response.status, body: (await response.json()) as any }
}

function setup(cleanup: Parameters<typeof resources>[0]) {
  const open = resources(cleanup)
  const prefix = `posada:realtime:test:${randomUUID()}:`
  open.defer(() => deleteKeys(prefix))
  return {
    open,
    prefix,
    serverA: () =>
      open.server({
        apps: [{ ...APP, clientEvents: true }],
        redisUrl: REDIS_URL,
        redisKeyPrefix: prefix,
        heartbeatIntervalMs: HEARTBEAT_MS,
      }),
    async processB(): Promise<ChildServer> {
      const server = await spawnRealtime(prefix)
      open.defer(async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL')
          await server.exited
        }
      })
      return server
    },
  }
}

test.group('Realtime | several processes over Redis', (group) => {
  group.each.timeout(40_000)

  test('events cross processes both ways and presence agrees on both', async ({
    assert,
    cleanup,
  }) => {
    const { open, serverA, processB } = setup(cleanup)
    const [a, b] = await Promise.all([serverA(), processB()])

    const onA = open.pusher(a.port, { user: { id: 'ana', info: { role: 'reception' } } })
    const onB = open.pusher(b.port, { user: { id: 'bruno', info: { role: 'kitchen' } } })
    const lobbyA = onA.subscribe('lobby')
    const lobbyB = onB.subscribe('lobby')
    await Promise.all([
      nextEvent(lobbyA, 'pusher:subscription_succeeded'),
      nextEvent(lobbyB, 'pusher:subscription_succeeded'),
    ])

    const reachedB = nextEvent(lobbyB, 'order-ready')
    a.realtime.trigger({ channels: ['lobby'], event: 'order-ready', data: { table: 3 } })
    assert.deepEqual(await reachedB, { table: 3 })

    const reachedA = nextEvent(lobbyA, 'order-served')
    const published = await callApi(b.port, 'POST', `/apps/${APP.id}/events`, {
      body: { name: 'order-served', channels: ['lobby'], data: '{"table":3}' },
    })
    assert.equal(published.status, 200)
    assert.deepEqual(await reachedA, { table: 3 })

    // Presence: Ana joins on A, then Bruno on B sees her, and she sees him arrive.
    const deskA = onA.subscribe('presence-desk')
    await nextEvent(deskA, 'pusher:subscription_succeeded')
    const anaSeesBruno = nextEvent(deskA, 'pusher:member_added')
    const deskB = onB.subscribe('presence-desk')
    const brunoMembers = await nextEvent(deskB, 'pusher:subscription_succeeded')
    assert.equal(brunoMembers.count, 2)
    assert.deepEqual(brunoMembers.get('ana'), { id: 'ana', info: { role: 'reception' } })
    assert.deepEqual(await anaSeesBruno, { id: 'bruno', info: { role: 'kitchen' } })

    assert.deepEqual(
      (await a.realtime.presenceMembers('presence-desk')).map((member) => member.id),
      ['ana', 'bruno']
    )
    const usersOnB = await callApi(b.port, 'GET', `/apps/${APP.id}/channels/presence-desk/users`)
    assert.deepEqual(usersOnB.body, { users: [{ id: 'ana' }, { id: 'bruno' }] })
    await eventually(async () => {
      const info = await a.realtime.handleHttpApi(
        signedRequest('GET', `/apps/${APP.id}/channels`, { params: { info: 'subscription_count' } })
      )
      const channels = info.body.channels as Record<string, { subscription_count: number }>
      return (
        channels.lobby?.subscription_count === 2 &&
        channels['presence-desk']?.subscription_count === 2
      )
    })

    // And the other way: Carla joining on A is announced to Bruno on B.
    const brunoSeesCarla = nextEvent(deskB, 'pusher:member_added')
    const carla = await open.raw(a.port)
    await carla.subscribePresence('presence-desk', 'carla', { role: 'spa' })
    assert.deepEqual(await brunoSeesCarla, { id: 'carla', info: { role: 'spa' } })
    const brunoSeesCarlaLeave = nextEvent(deskB, 'pusher:member_removed')
    carla.close()
    assert.deepEqual(await brunoSeesCarlaLeave, { id: 'carla', info: { role: 'spa' } })

    // Client events cross processes and carry the sender's user id.
    const whisper = nextEventWithMetadata(deskB, 'client-need-help')
    deskA.trigger('client-need-help', { room: 12 })
    const [help, metadata] = await whisper
    assert.deepEqual(help, { room: 12 })
    assert.equal(metadata?.user_id, 'ana')

    // Bruno in a second tab on A: leaving B alone does not remove him.
    let removed = false
    deskA.bind('pusher:member_removed', () => (removed = true))
    const tab = await open.raw(a.port)
    await tab.subscribePresence('presence-desk', 'bruno', { role: 'kitchen' })
    onB.unsubscribe('presence-desk')
    await sleep(300)
    assert.isFalse(removed)
    deskA.unbind('pusher:member_removed')

    const gone = nextEvent(deskA, 'pusher:member_removed')
    tab.close()
    assert.deepEqual(await gone, { id: 'bruno', info: { role: 'kitchen' } })
    assert.deepEqual(
      (await callApi(b.port, 'GET', `/apps/${APP.id}/channels/presence-desk/users`)).body,
      {
        users: [{ id: 'ana' }],
      }
    )
  })

  test('socket_id exclusion works for a socket on another process', async ({ assert, cleanup }) => {
    const { open, serverA, processB } = setup(cleanup)
    const [a, b] = await Promise.all([serverA(), processB()])
    const author = await open.raw(b.port)
    const colleague = await open.raw(b.port)
    await author.subscribe('lobby')
    await colleague.subscribe('lobby')

    a.realtime.trigger({ channels: ['lobby'], event: 'saved', data: {}, socketId: author.socketId })
    await colleague.nextEvent('saved')
    assert.isFalse(await author.receives((message) => message.event === 'saved'))
  })

  test('bin/realtime.ts shares cache channels and terminates users of the other process', async ({
    assert,
    cleanup,
  }) => {
    const { open, serverA, processB } = setup(cleanup)
    const [a, b] = await Promise.all([serverA(), processB()])
    const published = await callApi(b.port, 'POST', `/apps/${APP.id}/events`, {
      body: { name: 'menu-changed', channels: ['cache-menu'], data: '{"dish":"paella"}' },
    })
    assert.equal(published.status, 200)
    const late = await open.raw(a.port)
    await late.subscribe('cache-menu')
    assert.deepEqual(await late.next(() => true), {
      event: 'menu-changed',
      channel: 'cache-menu',
      data: { dish: 'paella' },
    })

    const ana = await open.raw(a.port)
    await ana.signin('ana')
    const terminated = await callApi(
      b.port,
      'POST',
      `/apps/${APP.id}/users/ana/terminate_connections`
    )
    assert.deepEqual(terminated, { status: 200, body: {} })
    assert.equal((await ana.closed).code, 4009)
  })

  test('members of a crashed process are removed by the survivors', async ({ assert, cleanup }) => {
    const { open, serverA, processB } = setup(cleanup)
    const [a, b] = await Promise.all([serverA(), processB()])
    const ana = await open.raw(a.port)
    const carlos = await open.raw(b.port)
    await ana.subscribePresence('presence-night-shift', 'ana')
    await carlos.subscribePresence('presence-night-shift', 'carlos')
    await ana.nextEvent('pusher_internal:member_added', 'presence-night-shift')

    b.child.kill('SIGKILL')
    await b.exited

    const removed = await ana.nextEvent(
      'pusher_internal:member_removed',
      'presence-night-shift',
      5000
    )
    assert.deepEqual(removed.data, { user_id: 'carlos' })
    assert.deepEqual(
      (await a.realtime.presenceMembers('presence-night-shift')).map((member) => member.id),
      ['ana']
    )
    const channels = await a.realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels`, { params: { info: 'subscription_count' } })
    )
    assert.deepEqual(channels.body, {
      channels: { 'presence-night-shift': { subscription_count: 1 } },
    })
  })

  test('SIGTERM closes the child process connections with 4200 and its members leave at once', async ({
    assert,
    cleanup,
  }) => {
    const { open, serverA, processB } = setup(cleanup)
    const [a, b] = await Promise.all([serverA(), processB()])
    const ana = await open.raw(a.port)
    const dora = await open.raw(b.port)
    await ana.subscribePresence('presence-spa', 'ana')
    await dora.subscribePresence('presence-spa', 'dora')
    await ana.nextEvent('pusher_internal:member_added', 'presence-spa')

    b.child.kill('SIGTERM')
    assert.equal((await dora.closed).code, 4200)
    assert.equal(await b.exited, 0)
    const removed = await ana.nextEvent('pusher_internal:member_removed', 'presence-spa', 1000)
    assert.deepEqual(removed.data, { user_id: 'dora' })
  })
})
