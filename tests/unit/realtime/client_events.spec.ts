import { test } from '@japa/runner'
import { ErrorCode, Limits } from '../../../app/realtime/index.js'
import { APP, nextEvent, nextEventWithMetadata, resources, sleep } from './helpers.js'

/** An app that enables client events (REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM=members). */
const WHISPERS = { apps: [{ ...APP, clientEvents: true }] }

test.group('Realtime | client events', (group) => {
  group.each.timeout(8000)

  test('private channel: other members receive a client event, the sender does not', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server(WHISPERS)
    const sender = open.pusher(port)
    const receiver = open.pusher(port)
    const senderChannel = sender.subscribe('private-kitchen')
    const receiverChannel = receiver.subscribe('private-kitchen')
    await Promise.all([
      nextEvent(senderChannel, 'pusher:subscription_succeeded'),
      nextEvent(receiverChannel, 'pusher:subscription_succeeded'),
    ])

    let echoed = false
    senderChannel.bind('client-typing', () => (echoed = true))
    const received = nextEvent(receiverChannel, 'client-typing')
    senderChannel.trigger('client-typing', { table: 4 })

    assert.deepEqual(await received, { table: 4 })
    const raw = await open.raw(port)
    await raw.subscribe('private-kitchen', raw.channelAuth('private-kitchen'))
    raw.send('client-ping', {}, 'private-kitchen')
    await nextEvent(receiverChannel, 'client-ping')
    assert.isFalse(echoed)
  })

  test('presence channel: client events carry the sender user_id', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port } = await open.server(WHISPERS)
    const ana = open.pusher(port, { user: { id: 'ana' } })
    const bruno = open.pusher(port, { user: { id: 'bruno' } })
    const anaChannel = ana.subscribe('presence-floor-2')
    const brunoChannel = bruno.subscribe('presence-floor-2')
    await Promise.all([
      nextEvent(anaChannel, 'pusher:subscription_succeeded'),
      nextEvent(brunoChannel, 'pusher:subscription_succeeded'),
    ])

    const received = nextEventWithMetadata(brunoChannel, 'client-cleaning-done')
    anaChannel.trigger('client-cleaning-done', { room: 204 })
    const [data, metadata] = await received
    assert.deepEqual(data, { room: 204 })
    assert.equal(metadata?.user_id, 'ana')
  })

  test('refused on public and encrypted channels, from non-members, without client- prefix', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server(WHISPERS)
    const client = await open.raw(port)
    const listener = await open.raw(port)
    await client.subscribe('lobby')
    await listener.subscribe('lobby')
    await client.subscribe('private-encrypted-safe', client.channelAuth('private-encrypted-safe'))
    await listener.subscribe('private-desk', listener.channelAuth('private-desk'))

    client.send('client-hello', {}, 'lobby')
    assert.equal(
      (await client.nextEvent('pusher:error')).data.code,
      ErrorCode.CLIENT_EVENT_REJECTED
    )
    client.send('client-hello', {}, 'private-encrypted-safe')
    assert.equal(
      (await client.nextEvent('pusher:error')).data.code,
      ErrorCode.CLIENT_EVENT_REJECTED
    )
    client.send('client-hello', {}, 'private-desk')
    const notMember = await client.nextEvent('pusher:error')
    assert.equal(notMember.data.code, ErrorCode.UNAUTHORIZED)
    assert.equal(notMember.channel, 'private-desk')
    client.send('hello', {}, 'private-desk')
    assert.equal(
      (await client.nextEvent('pusher:error')).data.code,
      ErrorCode.CLIENT_EVENT_REJECTED
    )
    client.send('client-hello', {})
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.INVALID_MESSAGE)

    assert.isFalse(await listener.receives((message) => message.event.includes('hello')))
  })

  test('off unless the app enables them: refused with 4301 and delivered to no one', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const sender = await open.raw(port)
    const listener = await open.raw(port)
    await sender.subscribe('private-hotel.rooms', sender.channelAuth('private-hotel.rooms'))
    await listener.subscribe('private-hotel.rooms', listener.channelAuth('private-hotel.rooms'))

    sender.send('client-fake', { room: 101, status: 'clean' }, 'private-hotel.rooms')
    const refused = await sender.nextEvent('pusher:error')
    assert.equal(refused.data.code, ErrorCode.CLIENT_EVENT_REJECTED)
    assert.equal(refused.data.message, 'The app does not have client events enabled')
    assert.equal(refused.channel, 'private-hotel.rooms')

    assert.isFalse(await listener.receives((message) => message.event === 'client-fake'))
    // The connection stays usable.
    sender.send('pusher:ping', {})
    await sender.nextEvent('pusher:pong')
  })

  test('at most 10 a second per connection: the rest get 4301 and reach no one', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server(WHISPERS)
    const sender = await open.raw(port)
    const listener = await open.raw(port)
    await sender.subscribe('private-desk', sender.channelAuth('private-desk'))
    await listener.subscribe('private-desk', listener.channelAuth('private-desk'))

    const burst = Limits.MAX_CLIENT_EVENTS_PER_SECOND + 5
    for (let index = 0; index < burst; index++) {
      sender.send('client-typing', { index }, 'private-desk')
    }

    const received: number[] = []
    for (let count = 0; count < Limits.MAX_CLIENT_EVENTS_PER_SECOND; count++) {
      received.push((await listener.nextEvent('client-typing', 'private-desk')).data.index)
    }
    assert.deepEqual(received, [...Array(Limits.MAX_CLIENT_EVENTS_PER_SECOND).keys()])
    for (let count = 0; count < 5; count++) {
      const refused = await sender.nextEvent('pusher:error', 'private-desk')
      assert.equal(refused.data.code, ErrorCode.CLIENT_EVENT_REJECTED)
      assert.match(refused.data.message, /more than 10 in a second/)
    }
    assert.isFalse(await listener.receives((message) => message.event === 'client-typing'))

    // A rate, not a ban: the next second the connection may whisper again.
    await sleep(1000)
    sender.send('client-typing', { index: 'later' }, 'private-desk')
    assert.equal((await listener.nextEvent('client-typing')).data.index, 'later')
  })

  test('a client event over 10 KB is refused with 4302 and reaches no one', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server(WHISPERS)
    const sender = await open.raw(port)
    const listener = await open.raw(port)
    await sender.subscribe('private-desk', sender.channelAuth('private-desk'))
    await listener.subscribe('private-desk', listener.channelAuth('private-desk'))

    sender.send('client-note', { text: 'x'.repeat(Limits.MAX_MESSAGE_BYTES) }, 'private-desk')
    assert.equal((await sender.nextEvent('pusher:error')).data.code, ErrorCode.MESSAGE_TOO_LARGE)
    assert.isFalse(await listener.receives((message) => message.event === 'client-note'))

    sender.send('client-note', { text: 'short' }, 'private-desk')
    assert.equal((await listener.nextEvent('client-note')).data.text, 'short')
  })
})
