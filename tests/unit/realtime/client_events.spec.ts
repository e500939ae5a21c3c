import { test } from '@japa/runner'
import { ErrorCode } from '../../../app/realtime/index.js'
import { nextEvent, nextEventWithMetadata, resources } from './helpers.js'

test.group('Realtime | client events', (group) => {
  group.each.timeout(8000)

  test('private channel: other members receive a client event, the sender does not', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
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
    const { port } = await open.server()
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
    const { port } = await open.server()
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
})
