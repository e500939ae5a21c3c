import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import type { PresenceChannel } from 'pusher-js'
import nacl from 'tweetnacl'
import { ErrorCode, Limits } from '../../../app/realtime/index.js'
import { APP, eventually, hmac, nextEvent, resources, sleep } from './helpers.js'

test.group('Realtime | channels', (group) => {
  group.each.timeout(10_000)

  test('public channel: pusher-js subscribes and receives triggered events', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = open.pusher(port)
    const channel = client.subscribe('lobby')
    await nextEvent(channel, 'pusher:subscription_succeeded')

    const received = nextEvent(channel, 'room-ready')
    realtime.trigger({ channels: ['lobby'], event: 'room-ready', data: { room: 12 } })
    assert.deepEqual(await received, { room: 12 })
  })

  test('private channel: pusher-js subscribes with a signed auth and receives events', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = open.pusher(port)
    const channel = client.subscribe('private-reservation.42')
    await nextEvent(channel, 'pusher:subscription_succeeded')

    const received = nextEvent(channel, 'updated')
    realtime.trigger({
      channels: ['private-reservation.42'],
      event: 'updated',
      data: '{"status":"paid"}',
    })
    assert.deepEqual(await received, { status: 'paid' })
  })

  test('private-encrypted channel: auth is checked and the ciphertext reaches pusher-js untouched', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const key = randomBytes(32)
    const client = open.pusher(port, { sharedSecret: key.toString('base64') })
    const channel = client.subscribe('private-encrypted-guest.7')
    await nextEvent(channel, 'pusher:subscription_succeeded')

    const nonce = randomBytes(24)
    const ciphertext = nacl.secretbox(Buffer.from('{"code":"1234"}'), nonce, key)
    const received = nextEvent(channel, 'door-code')
    realtime.trigger({
      channels: ['private-encrypted-guest.7'],
      event: 'door-code',
      data: {
        nonce: nonce.toString('base64'),
        ciphertext: Buffer.from(ciphertext).toString('base64'),
      },
    })
    assert.deepEqual(await received, { code: '1234' })

    const raw = await open.raw(port)
    const forged = raw.channelAuth('private-encrypted-guest.7', undefined, 'wrong')
    const refused = await raw.subscribe('private-encrypted-guest.7', forged)
    assert.equal(refused.data.code, ErrorCode.UNAUTHORIZED)
  })

  test('a bad signature answers pusher:error 4009 and keeps the connection', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    for (const channel of ['private-staff', 'presence-staff']) {
      const reply = await client.subscribe(
        channel,
        `${APP.key}:${'0'.repeat(64)}`,
        '{"user_id":"1"}'
      )
      assert.equal(reply.event, 'pusher:error')
      assert.equal(reply.data.code, ErrorCode.UNAUTHORIZED)
    }
    // Signed for another socket: a stolen auth string does not work.
    const stolen = `${APP.key}:${hmac(APP.secret, '1.1:private-staff')}`
    assert.equal((await client.subscribe('private-staff', stolen)).event, 'pusher:error')
    assert.equal((await client.subscribe('private-staff')).event, 'pusher:error')

    const ok = await client.subscribe('private-staff', client.channelAuth('private-staff'))
    assert.equal(ok.event, 'pusher_internal:subscription_succeeded')

    const pusher = open.pusher(port, { secret: 'wrong-secret' })
    const error = await nextEvent(pusher.subscribe('private-staff'), 'pusher:error')
    assert.equal(error.code, ErrorCode.UNAUTHORIZED)
  })

  test('channel names: at most 200 characters from the allowed set', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    const longest = 'a'.repeat(Limits.MAX_CHANNEL_NAME_LENGTH)
    assert.equal((await client.subscribe(longest)).event, 'pusher_internal:subscription_succeeded')
    assert.equal(
      (await client.subscribe('azAZ09_-=@,.;')).event,
      'pusher_internal:subscription_succeeded'
    )

    for (const name of [`${longest}a`, 'room 1', 'room#1', 'rööm']) {
      const reply = await client.subscribe(name)
      assert.equal(reply.data.code, ErrorCode.INVALID_CHANNEL, name)
    }
    client.send('pusher:subscribe', { channel: 42 })
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.INVALID_CHANNEL)
  })

  test('presence: members on subscribe, member_added / member_removed, one member per user', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const ana = open.pusher(port, { user: { id: '1', info: { name: 'Ana' } } })
    const anaChannel = ana.subscribe('presence-front-desk') as PresenceChannel
    const anaMembers = await nextEvent(anaChannel, 'pusher:subscription_succeeded')
    assert.equal(anaMembers.count, 1)
    assert.deepEqual(anaMembers.me, { id: '1', info: { name: 'Ana' } })

    const added = nextEvent(anaChannel, 'pusher:member_added')
    const bruno = open.pusher(port, { user: { id: '2', info: { name: 'Bruno' } } })
    const brunoChannel = bruno.subscribe('presence-front-desk')
    const brunoMembers = await nextEvent(brunoChannel, 'pusher:subscription_succeeded')
    assert.equal(brunoMembers.count, 2)
    assert.deepEqual(brunoMembers.get('1'), { id: '1', info: { name: 'Ana' } })
    assert.deepEqual(await added, { id: '2', info: { name: 'Bruno' } })

    // Bruno in a second tab is still one member, and nobody is told he joined again.
    const brunoTab = await open.raw(port)
    const tab = await brunoTab.subscribePresence('presence-front-desk', '2', { name: 'Bruno' })
    assert.deepEqual(tab.data.presence.ids, ['1', '2'])
    assert.equal(tab.data.presence.count, 2)
    assert.deepEqual(
      (await realtime.presenceMembers('presence-front-desk')).map((member) => member.id),
      ['1', '2']
    )

    let removedEarly = false
    anaChannel.bind('pusher:member_removed', () => (removedEarly = true))
    bruno.unsubscribe('presence-front-desk')
    await sleep(150)
    assert.isFalse(removedEarly, 'a member stays while one of their connections remains')
    anaChannel.unbind('pusher:member_removed')

    const removed = nextEvent(anaChannel, 'pusher:member_removed')
    brunoTab.close()
    assert.deepEqual(await removed, { id: '2', info: { name: 'Bruno' } })
    assert.equal(anaChannel.members.count, 1)
  })

  test('presence: the 101st distinct user is refused, another tab of a member is not', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const clients = await Promise.all(
      Array.from({ length: Limits.MAX_PRESENCE_MEMBERS }, () => open.raw(port))
    )
    await Promise.all(
      clients.map((client, i) => client.subscribePresence('presence-gala', `guest-${i}`))
    )

    const late = await open.raw(port)
    const refused = await late.subscribePresence('presence-gala', 'guest-late')
    assert.equal(refused.event, 'pusher:error')
    assert.equal(refused.data.code, ErrorCode.PRESENCE_FULL)

    const secondTab = await open.raw(port)
    const joined = await secondTab.subscribePresence('presence-gala', 'guest-0')
    assert.equal(joined.event, 'pusher_internal:subscription_succeeded')
    assert.equal(joined.data.presence.count, Limits.MAX_PRESENCE_MEMBERS)

    clients[5].close()
    await eventually(async () => {
      const retry = await late.subscribePresence('presence-gala', 'guest-late')
      return retry.event === 'pusher_internal:subscription_succeeded'
    })
  })

  test('signin: pusher-js signs in, joins its user channel and gets events sent to the user', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = open.pusher(port, { user: { id: 'guest-9', info: { room: 301 } } })
    client.signin()
    await eventually(() => client.user.user_data?.id === 'guest-9')
    await eventually(() => realtime.stats().channels === 1)

    const received = nextEvent(client.user, 'checkout-reminder')
    realtime.trigger({
      channels: ['#server-to-user-guest-9'],
      event: 'checkout-reminder',
      data: { at: '11:00' },
    })
    assert.deepEqual(await received, { at: '11:00' })

    // Presence without channel_data uses the signed-in identity.
    const raw = await open.raw(port)
    const userData = JSON.stringify({ id: 'guest-9', user_info: { room: 301 } })
    raw.send('pusher:signin', {
      user_data: userData,
      auth: `${APP.key}:${hmac(APP.secret, `${raw.socketId}::user::${userData}`)}`,
    })
    assert.equal((await raw.nextEvent('pusher:signin_success')).data.user_data, userData)
    const presence = await raw.subscribe('presence-lobby', raw.channelAuth('presence-lobby'))
    assert.deepEqual(presence.data.presence.hash, { 'guest-9': { room: 301 } })
  })

  test('signin: a bad signature, or a user channel of someone else, is refused with 4009', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port } = await open.server()
    const client = await open.raw(port)

    client.send('pusher:signin', { user_data: '{"id":"1"}', auth: `${APP.key}:${'f'.repeat(64)}` })
    assert.equal((await client.nextEvent('pusher:error')).data.code, ErrorCode.UNAUTHORIZED)
    const reply = await client.subscribe('#server-to-user-1')
    assert.equal(reply.data.code, ErrorCode.UNAUTHORIZED)
  })

  test('unsubscribe stops delivery; resubscribing answers again', async ({ assert, cleanup }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = await open.raw(port)
    await client.subscribe('lobby')
    assert.equal((await client.subscribe('lobby')).event, 'pusher_internal:subscription_succeeded')

    client.send('pusher:unsubscribe', { channel: 'lobby' })
    await eventually(() => realtime.stats().channels === 0)
    realtime.trigger({ channels: ['lobby'], event: 'news', data: {} })
    assert.isFalse(await client.receives((message) => message.event === 'news'))
  })

  test('at most 100 channels per connection: the 101st is refused with 4305', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const { port, realtime } = await open.server()
    const client = await open.raw(port)
    const max = Limits.MAX_CHANNELS_PER_CONNECTION
    for (let index = 0; index < max; index++)
      client.send('pusher:subscribe', { channel: `c-${index}` })
    for (let index = 0; index < max; index++) {
      await client.nextEvent('pusher_internal:subscription_succeeded', `c-${index}`)
    }

    const refused = await client.subscribe('one-too-many')
    assert.equal(refused.event, 'pusher:error')
    assert.equal(refused.data.code, ErrorCode.TOO_MANY_CHANNELS)
    assert.equal(refused.data.message, 'A connection is on at most 100 channels')
    const privateRefused = await client.subscribe(
      'private-desk',
      client.channelAuth('private-desk')
    )
    assert.equal(privateRefused.data.code, ErrorCode.TOO_MANY_CHANNELS)
    assert.equal(realtime.stats().channels, max)
    realtime.trigger({ channels: ['one-too-many'], event: 'news', data: {} })
    assert.isFalse(await client.receives((message) => message.event === 'news'))

    // Subscribing again to a channel it is on is no new channel; leaving one makes room.
    const again = await client.subscribe('c-0')
    assert.equal(again.event, 'pusher_internal:subscription_succeeded')
    client.send('pusher:unsubscribe', { channel: 'c-0' })
    const admitted = await client.subscribe('one-too-many')
    assert.equal(admitted.event, 'pusher_internal:subscription_succeeded')
  })
})
