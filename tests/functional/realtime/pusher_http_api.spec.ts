import { createHash, createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { WebSocket } from 'ws'
import { realtimeApp } from '#config/realtime'
import { signChannelAuth } from '#realtime/index'
import env from '#start/env'
import { nextEvent, port, realtimeClients } from '#tests/functional/realtime/helpers'

/*
| Requests signed the way Pusher's official server SDKs sign them (computed here,
| independently of app/realtime/signatures.ts), sent to the app's own routes.
*/
function signed(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; params?: Record<string, string>; secret?: string } = {}
) {
  const rawBody = options.body === undefined ? '' : JSON.stringify(options.body)
  const query: Record<string, string> = {
    auth_key: realtimeApp.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.params,
  }
  if (rawBody) query.body_md5 = createHash('md5').update(rawBody).digest('hex')
  const toSign = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&')
  query.auth_signature = createHmac('sha256', options.secret ?? realtimeApp.secret)
    .update(`${method}\n${path}\n${toSign}`)
    .digest('hex')
  return { path, query, rawBody }
}

function send(client: ApiClient, request: ReturnType<typeof signed>, method: 'GET' | 'POST') {
  const call = method === 'GET' ? client.get(request.path) : client.post(request.path)
  call.qs(request.query)
  /* The body goes out byte for byte as signed (superagent sends a string as is). */
  if (method === 'POST') call.json(request.rawBody as unknown as object)
  return call
}

test.group('Real-time | Pusher HTTP API on the app port', (group) => {
  group.each.timeout(15_000)

  test('a request signed with the app secret publishes to subscribed clients', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pusher = realtimeClients(cleanup).pusher()
    const channel = pusher.subscribe('private-hotel.rooms')
    await nextEvent(channel, 'pusher:subscription_succeeded')

    const received = nextEvent(channel, 'App\\Events\\RoomStatusChanged')
    const body = {
      name: 'App\\Events\\RoomStatusChanged',
      channels: ['private-hotel.rooms'],
      data: JSON.stringify({ roomId: 7, status: 'dirty' }),
    }
    const response = await send(
      client,
      signed('POST', `/apps/${realtimeApp.id}/events`, { body }),
      'POST'
    )
    response.assertStatus(200)
    response.assertBody({})
    assert.deepEqual(await received, { roomId: 7, status: 'dirty' })
  })

  test('the API runs without a session: no cookie is set, signed or refused', async ({
    client,
    assert,
  }) => {
    const body = { name: 'Ping', channels: ['private-hotel.rooms'], data: '{}' }
    const published = await send(
      client,
      signed('POST', `/apps/${realtimeApp.id}/events`, { body }),
      'POST'
    )
    published.assertStatus(200)
    const refused = await send(
      client,
      signed('POST', `/apps/${realtimeApp.id}/events`, { body, secret: 'not-the-secret' }),
      'POST'
    )
    refused.assertStatus(401)
    const channels = await send(client, signed('GET', `/apps/${realtimeApp.id}/channels`), 'GET')
    channels.assertStatus(200)
    for (const response of [published, refused, channels]) {
      assert.isUndefined(response.header('set-cookie'))
    }
  })

  test('batch events are published too', async ({ client, assert, cleanup }) => {
    const pusher = realtimeClients(cleanup).pusher()
    const channel = pusher.subscribe('private-inventory.stock')
    await nextEvent(channel, 'pusher:subscription_succeeded')
    const received = nextEvent(channel, 'StockLow')
    const body = {
      batch: [{ name: 'StockLow', channel: 'private-inventory.stock', data: '{"productId":3}' }],
    }
    const response = await send(
      client,
      signed('POST', `/apps/${realtimeApp.id}/batch_events`, { body }),
      'POST'
    )
    response.assertStatus(200)
    assert.deepEqual(await received, { productId: 3 })
  })

  test('a bad signature is refused with 401 and publishes nothing', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pusher = realtimeClients(cleanup).pusher()
    const channel = pusher.subscribe('private-hotel.rooms')
    await nextEvent(channel, 'pusher:subscription_succeeded')
    let heard = false
    channel.bind('Forged', () => (heard = true))

    const body = { name: 'Forged', channels: ['private-hotel.rooms'], data: '{}' }
    const forged = await send(
      client,
      signed('POST', `/apps/${realtimeApp.id}/events`, { body, secret: 'not-the-secret' }),
      'POST'
    )
    forged.assertStatus(401)

    const request = signed('POST', `/apps/${realtimeApp.id}/events`, { body })
    request.rawBody = JSON.stringify({ ...body, name: 'Tampered' })
    const tampered = await send(client, request, 'POST')
    tampered.assertStatus(401)

    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.isFalse(heard)
  })

  test('channel information and presence members are served', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pusher = realtimeClients(cleanup).pusher(async (socketId, channel) => {
      const channelData = JSON.stringify({
        user_id: '41',
        user_info: { id: 41, name: 'Rosa Reyes', initials: 'RR' },
      })
      return {
        auth: signChannelAuth(realtimeApp, socketId, channel, channelData),
        channel_data: channelData,
      }
    })
    const channel = pusher.subscribe('presence-staff')
    await nextEvent(channel, 'pusher:subscription_succeeded')

    const channels = await send(
      client,
      signed('GET', `/apps/${realtimeApp.id}/channels`, {
        params: { filter_by_prefix: 'presence-', info: 'user_count' },
      }),
      'GET'
    )
    channels.assertStatus(200)
    assert.deepEqual(channels.body(), { channels: { 'presence-staff': { user_count: 1 } } })

    const one = await send(
      client,
      signed('GET', `/apps/${realtimeApp.id}/channels/presence-staff`, {
        params: { info: 'user_count' },
      }),
      'GET'
    )
    one.assertStatus(200)
    assert.include(one.body(), { occupied: true, user_count: 1 })

    const users = await send(
      client,
      signed('GET', `/apps/${realtimeApp.id}/channels/presence-staff/users`),
      'GET'
    )
    users.assertStatus(200)
    assert.deepEqual(users.body(), { users: [{ id: '41' }] })
  })

  test('an unknown app id is answered 404', async ({ client }) => {
    const response = await send(client, signed('GET', '/apps/999/channels'), 'GET')
    response.assertStatus(404)
  })

  test('the websocket shares the HTTP port and only accepts browsers from the app origin', async ({
    assert,
  }) => {
    const firstMessage = (origin: string) =>
      new Promise<{ event: string; data: string }>((resolve, reject) => {
        const ws = new WebSocket(
          `ws://localhost:${port()}/app/${realtimeApp.key}?protocol=7&client=js&version=8.6.0`,
          { headers: { origin } }
        )
        ws.on('message', (raw) => {
          resolve(JSON.parse(raw.toString()))
          ws.terminate()
        })
        ws.on('error', reject)
      })
    const allowed = await firstMessage(new URL(env.get('APP_URL')!).origin)
    assert.equal(allowed.event, 'pusher:connection_established')
    const refused = await firstMessage('http://evil.example')
    assert.equal(refused.event, 'pusher:error')
    assert.equal(JSON.parse(refused.data).code, 4009)
  })
})
