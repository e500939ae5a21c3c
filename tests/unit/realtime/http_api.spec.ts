import { test } from '@japa/runner'
import { Limits } from '../../../app/realtime/index.js'
import { APP, nextEvent, resources, signedRequest } from './helpers.js'

const EVENTS = `/apps/${APP.id}/events`

test.group('Realtime | Pusher HTTP API', (group) => {
  group.each.timeout(8000)

  test('POST events reaches subscribers of every listed channel', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = open.pusher(port)
    const lobby = client.subscribe('lobby')
    const bar = client.subscribe('private-bar')
    await Promise.all([
      nextEvent(lobby, 'pusher:subscription_succeeded'),
      nextEvent(bar, 'pusher:subscription_succeeded'),
    ])

    const inLobby = nextEvent(lobby, 'menu-updated')
    const inBar = nextEvent(bar, 'menu-updated')
    const response = await realtime.handleHttpApi(
      signedRequest('POST', EVENTS, {
        body: {
          name: 'menu-updated',
          channels: ['lobby', 'private-bar'],
          data: '{"dish":"paella"}',
        },
      })
    )
    assert.deepEqual(response, { status: 200, body: {} })
    assert.deepEqual(await inLobby, { dish: 'paella' })
    assert.deepEqual(await inBar, { dish: 'paella' })

    const single = nextEvent(lobby, 'closed')
    const one = await realtime.handleHttpApi(
      signedRequest('POST', EVENTS, {
        body: { name: 'closed', channel: 'lobby', data: '{}', info: 'subscription_count' },
      })
    )
    assert.deepEqual(one, { status: 200, body: { channels: { lobby: { subscription_count: 1 } } } })
    assert.deepEqual(await single, {})
  })

  test('socket_id excludes that connection, over HTTP and in-process trigger', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const author = await open.raw(port)
    const other = await open.raw(port)
    await author.subscribe('lobby')
    await other.subscribe('lobby')

    await realtime.handleHttpApi(
      signedRequest('POST', EVENTS, {
        body: { name: 'note', channel: 'lobby', data: '"http"', socket_id: author.socketId },
      })
    )
    realtime.trigger({
      channels: ['lobby'],
      event: 'note',
      data: 'trigger',
      socketId: author.socketId,
    })

    assert.equal((await other.nextEvent('note')).data, 'http')
    assert.equal((await other.nextEvent('note')).data, 'trigger')
    assert.isFalse(await author.receives((message) => message.event === 'note'))
  })

  test('POST batch_events publishes every event, with optional channel info', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = await open.raw(port)
    await client.subscribe('lobby')
    await client.subscribePresence('presence-desk', '7')

    const response = await realtime.handleHttpApi(
      signedRequest('POST', `/apps/${APP.id}/batch_events`, {
        body: {
          batch: [
            { name: 'first', channel: 'lobby', data: '1' },
            {
              name: 'second',
              channel: 'presence-desk',
              data: '2',
              info: 'user_count,subscription_count',
            },
          ],
        },
      })
    )
    assert.deepEqual(response.body, { batch: [{}, { user_count: 1, subscription_count: 1 }] })
    assert.equal((await client.nextEvent('first', 'lobby')).data, 1)
    assert.equal((await client.nextEvent('second', 'presence-desk')).data, 2)

    const plain = await realtime.handleHttpApi(
      signedRequest('POST', `/apps/${APP.id}/batch_events`, {
        body: { batch: [{ name: 'third', channel: 'lobby', data: '3' }] },
      })
    )
    assert.deepEqual(plain, { status: 200, body: {} })
  })

  test('GET channels, channel and users describe the occupied channels', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const ana = await open.raw(port)
    const anaTab = await open.raw(port)
    const bruno = await open.raw(port)
    await ana.subscribe('lobby')
    await bruno.subscribe('lobby')
    await ana.subscribePresence('presence-desk', 'ana')
    await anaTab.subscribePresence('presence-desk', 'ana')
    await bruno.subscribePresence('presence-desk', 'bruno')

    const all = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels`, { params: { info: 'subscription_count' } })
    )
    assert.deepEqual(all.body, {
      channels: { 'lobby': { subscription_count: 2 }, 'presence-desk': { subscription_count: 3 } },
    })

    const presence = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels`, {
        params: { filter_by_prefix: 'presence-', info: 'user_count' },
      })
    )
    assert.deepEqual(presence.body, { channels: { 'presence-desk': { user_count: 2 } } })

    const desk = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels/presence-desk`, {
        params: { info: 'user_count,subscription_count' },
      })
    )
    assert.deepEqual(desk.body, { occupied: true, user_count: 2, subscription_count: 3 })

    const empty = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels/nobody-here`)
    )
    assert.deepEqual(empty.body, { occupied: false })

    const users = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels/presence-desk/users`)
    )
    assert.deepEqual(users.body, { users: [{ id: 'ana' }, { id: 'bruno' }] })

    const notPresence = await realtime.handleHttpApi(
      signedRequest('GET', `/apps/${APP.id}/channels/lobby/users`)
    )
    assert.equal(notPresence.status, 400)
  })

  test('401 for a wrong secret, wrong key, stale timestamp or tampered body; 404 for an unknown app', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { realtime } = await open.server()
    const body = { name: 'x', channel: 'lobby', data: '{}' }
    const now = Math.floor(Date.now() / 1000)

    const cases = {
      'wrong secret': signedRequest('POST', EVENTS, { body, secret: 'nope' }),
      'wrong key': signedRequest('POST', EVENTS, { body, key: 'other-key' }),
      'stale timestamp': signedRequest('POST', EVENTS, { body, timestamp: now - 601 }),
      'future timestamp': signedRequest('POST', EVENTS, { body, timestamp: now + 601 }),
      'tampered body': {
        ...signedRequest('POST', EVENTS, { body }),
        rawBody: JSON.stringify({ ...body, data: '1' }),
      },
      'no signature': { ...signedRequest('GET', `/apps/${APP.id}/channels`), query: {} },
      'signed for another path': {
        ...signedRequest('GET', `/apps/${APP.id}/channels`),
        path: `/apps/${APP.id}/channels/lobby`,
      },
    }
    for (const [label, request] of Object.entries(cases)) {
      const response = await realtime.handleHttpApi(request)
      assert.equal(response.status, 401, label)
      assert.isString(response.body.error)
    }

    const withinTolerance = signedRequest('POST', EVENTS, { body, timestamp: now - 590 })
    assert.equal((await realtime.handleHttpApi(withinTolerance)).status, 200)
    const unknownApp = await realtime.handleHttpApi(
      signedRequest('POST', '/apps/999/events', { body })
    )
    assert.equal(unknownApp.status, 404)
    assert.equal((await realtime.handleHttpApi(signedRequest('GET', EVENTS))).status, 405)
    assert.equal(
      (await realtime.handleHttpApi(signedRequest('GET', `/apps/${APP.id}/nothing`))).status,
      404
    )
  })

  test('limits: 100 channels, 10 KB of data, 10 events per batch, valid names', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { realtime } = await open.server()
    const channels = (count: number) => Array.from({ length: count }, (_, i) => `room-${i}`)
    const post = (body: unknown) => realtime.handleHttpApi(signedRequest('POST', EVENTS, { body }))

    assert.equal((await post({ name: 'e', channels: channels(100), data: '{}' })).status, 200)
    assert.equal((await post({ name: 'e', channels: channels(101), data: '{}' })).status, 400)
    const maxData = 'x'.repeat(Limits.MAX_API_DATA_BYTES)
    assert.equal((await post({ name: 'e', channel: 'a', data: maxData })).status, 200)
    assert.equal((await post({ name: 'e', channel: 'a', data: `${maxData}x` })).status, 413)
    assert.equal((await post({ name: 'e', channel: 'bad name', data: '{}' })).status, 400)
    assert.equal((await post({ name: 'e', channel: 'a', data: { not: 'a string' } })).status, 400)
    assert.equal((await post({ channel: 'a', data: '{}' })).status, 400)

    const batch = (count: number) =>
      realtime.handleHttpApi(
        signedRequest('POST', `/apps/${APP.id}/batch_events`, {
          body: {
            batch: Array.from({ length: count }, () => ({ name: 'e', channel: 'a', data: '{}' })),
          },
        })
      )
    assert.equal((await batch(10)).status, 200)
    assert.equal((await batch(11)).status, 400)

    assert.throws(
      () => realtime.trigger({ channels: channels(101), event: 'e', data: {} }),
      /100 channels/
    )
    assert.throws(
      () => realtime.trigger({ channels: ['a'], event: 'e', data: `${maxData}x` }),
      /10240 bytes/
    )
  })
})
