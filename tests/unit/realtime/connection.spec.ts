import { test } from '@japa/runner'
import { WebSocketServer } from 'ws'
import { ErrorCode, Limits } from '../../../app/realtime/index.js'
import { APP, connected, eventually, resources, RawClient } from './helpers.js'

test.group('Realtime | connection', (group) => {
  group.each.timeout(8000)

  test('a pusher-js client connects and gets a Pusher socket id and activity timeout 120', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const { first } = await open.rawConnect(port)

    assert.equal(first.event, 'pusher:connection_established')
    assert.match(first.data.socket_id, /^\d+\.\d+$/)
    assert.equal(first.data.activity_timeout, 120)

    const client = open.pusher(port)
    await connected(client)
    assert.match(client.connection.socket_id, /^\d+\.\d+$/)
  })

  test('answers pusher:ping with pusher:pong', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    client.send('pusher:ping', {})
    const pong = await client.nextEvent('pusher:pong')
    assert.equal(pong.event, 'pusher:pong')
  })

  test('a burst of 5,000 pings gets 200 pongs, then pusher:error 4100 and close 4100', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const flooder = await open.raw(port)
    const bystander = await open.raw(port)
    let pongs = 0
    flooder.ws.on('message', (raw) => {
      if (JSON.parse(raw.toString()).event === 'pusher:pong') pongs++
    })

    const ping = JSON.stringify({ event: 'pusher:ping', data: {} })
    for (let index = 0; index < 5000; index++) flooder.ws.send(ping)

    const error = await flooder.nextEvent('pusher:error')
    assert.equal(error.data.code, ErrorCode.MESSAGE_RATE_LIMIT)
    assert.equal(error.data.code, 4100)
    assert.deepEqual(await flooder.closed, {
      code: 4100,
      reason: `More than ${Limits.MAX_MESSAGES_PER_SECOND} messages in a second`,
    })
    assert.equal(pongs, Limits.MAX_MESSAGES_PER_SECOND)
    await eventually(() => realtime.stats().connections === 1)

    bystander.send('pusher:ping', {})
    await bystander.nextEvent('pusher:pong')
  })

  test('WebSocket ping frames count against the same limit', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const flooder = await open.raw(port)
    let pongs = 0
    flooder.ws.on('pong', () => pongs++)

    // In batches that ws answers in full (it cuts a socket with 60 pongs pending itself).
    const batch = 40
    for (let sent = 0; sent <= Limits.MAX_MESSAGES_PER_SECOND; sent += batch) {
      for (let index = 0; index < batch; index++) flooder.ws.ping()
      await eventually(() => pongs >= Math.min(sent + batch, Limits.MAX_MESSAGES_PER_SECOND))
    }

    const error = await flooder.nextEvent('pusher:error')
    assert.equal(error.data.code, ErrorCode.MESSAGE_RATE_LIMIT)
    assert.equal((await flooder.closed).code, ErrorCode.MESSAGE_RATE_LIMIT)
  })

  test('pings an idle client, then closes it with 4201 when no pong comes', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server({
      activityTimeoutSeconds: 0.2,
      pongTimeoutMs: 200,
      sweepIntervalMs: 20,
    })
    const silent = await open.raw(port)
    const answering = await open.raw(port)
    answering.ws.on('message', (raw) => {
      if (JSON.parse(raw.toString()).event === 'pusher:ping') answering.send('pusher:pong', {})
    })

    await silent.nextEvent('pusher:ping', undefined, 1000)
    const closed = await silent.closed
    assert.equal(closed.code, ErrorCode.PONG_TIMEOUT)

    // Two activity periods later the client that answers is still there.
    assert.equal(answering.ws.readyState, answering.ws.OPEN)
    await eventually(() => realtime.stats().connections === 1)
  })

  test('refuses an unknown app key with pusher:error 4001 and close code 4001', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const { client, first } = await open.rawConnect(port, { key: 'not-a-key' })

    assert.equal(first.event, 'pusher:error')
    assert.equal(first.data.code, ErrorCode.APP_NOT_FOUND)
    assert.equal((await client.closed).code, 4001)
  })

  test('refuses a browser Origin that is not allowed with 4009', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port } = await open.server({ allowedOrigins: ['http://localhost:3333'] })

    const refused = await open.rawConnect(port, { origin: 'http://evil.example' })
    assert.equal(refused.first.data.code, ErrorCode.UNAUTHORIZED)
    assert.equal((await refused.client.closed).code, 4009)

    const allowed = await open.rawConnect(port, { origin: 'http://localhost:3333' })
    assert.equal(allowed.first.event, 'pusher:connection_established')
    // No Origin header: not a browser, and such a client could forge any Origin anyway.
    const server = await open.rawConnect(port)
    assert.equal(server.first.event, 'pusher:connection_established')
  })

  test('refuses connections over maxConnections with 4100', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server({ maxConnections: 2 })
    const first = await open.raw(port)
    await open.raw(port)

    const refused = await open.rawConnect(port)
    assert.equal(refused.first.data.code, ErrorCode.OVER_CAPACITY)
    assert.equal((await refused.client.closed).code, 4100)

    first.close()
    await eventually(() => realtime.stats().connections === 1)
    const again = await open.rawConnect(port)
    assert.equal(again.first.event, 'pusher:connection_established')
  })

  test('shutdown closes every connection with 4200 and refuses new ones', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const server = await open.server()
    const one = await open.raw(server.port)
    const two = await open.raw(server.port)
    await one.subscribe('lobby')

    await server.realtime.shutdown()

    assert.deepEqual(await one.closed, { code: 4200, reason: 'Server shutting down' })
    assert.equal((await two.closed).code, 4200)
    assert.deepEqual(server.realtime.stats(), { connections: 0, channels: 0 })
    await assert.rejects(() => RawClient.connect(server.port))
  })

  test('answers malformed frames and unknown pusher events with 4300 and stays open', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    client.ws.send('not json')
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.INVALID_MESSAGE)
    client.ws.send(JSON.stringify({ data: {} }))
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.INVALID_MESSAGE)
    client.send('pusher:teleport', {})
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.INVALID_MESSAGE)

    client.send('pusher:ping', {})
    await client.nextEvent('pusher:pong')
  })

  test('rejects messages over 10 KB with 4302 and cuts frames over 64 KB', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    const fits = JSON.stringify({ event: 'pusher:ping', data: { pad: '' } })
    client.ws.send(
      JSON.stringify({
        event: 'pusher:ping',
        data: { pad: 'x'.repeat(Limits.MAX_MESSAGE_BYTES - fits.length) },
      })
    )
    await client.nextEvent('pusher:pong')

    client.send('pusher:ping', { pad: 'x'.repeat(Limits.MAX_MESSAGE_BYTES) })
    const error = await client.nextEvent('pusher:error')
    assert.equal(error.data.code, ErrorCode.MESSAGE_TOO_LARGE)
    client.send('pusher:ping', {})
    await client.nextEvent('pusher:pong')

    client.ws.send('x'.repeat(Limits.MAX_FRAME_BYTES + 1))
    assert.equal((await client.closed).code, 1009)
  })

  test('leaves upgrades outside /app/ to other listeners on the same server', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, http } = await open.server()
    const other = new WebSocketServer({ noServer: true })
    open.defer(() => other.close())
    http.on('upgrade', (request, socket, head) => {
      if (!request.url?.startsWith('/other')) return
      other.handleUpgrade(request, socket, head, (ws) => ws.send('from the other handler'))
    })

    const { first } = await open.rawConnect(port, { path: '/other' })
    assert.equal(first.data, 'from the other handler')
    const { first: pusher } = await open.rawConnect(port, { path: `/app/${APP.key}` })
    assert.equal(pusher.event, 'pusher:connection_established')
  })
})
