import { test } from '@japa/runner'
import { ADAPTERS, APP, resources } from './helpers.js'

const WHISPERS = { apps: [{ ...APP, clientEvents: true }] }

for (const adapter of ADAPTERS) {
  test.group(`Realtime | message order (${adapter} adapter)`, (group) => {
    group.each.timeout(10_000)

    test('a client event sent right after a presence subscribe waits for the subscription', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter, WHISPERS)
      const ana = await open.raw(a.port)
      await ana.subscribePresence('presence-desk', 'ana')

      const bruno = await open.raw(b.port)
      const channelData = JSON.stringify({ user_id: 'bruno' })
      bruno.sendAtOnce([
        {
          event: 'pusher:subscribe',
          data: {
            channel: 'presence-desk',
            auth: bruno.channelAuth('presence-desk', channelData),
            channel_data: channelData,
          },
        },
        { event: 'client-hello', data: { room: 12 }, channel: 'presence-desk' },
      ])

      const hello = await ana.nextEvent('client-hello', 'presence-desk')
      assert.deepEqual(hello.data, { room: 12 })
      assert.equal(hello.user_id, 'bruno')
      await bruno.nextEvent('pusher_internal:subscription_succeeded', 'presence-desk')
      assert.isFalse(await bruno.receives((message) => message.event === 'pusher:error'))
    })

    test('subscribe, unsubscribe and subscribe again at once leave the member present once', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter)
      const carla = await open.raw(b.port)
      const channelData = JSON.stringify({ user_id: 'carla' })
      const subscribe = {
        event: 'pusher:subscribe',
        data: {
          channel: 'presence-spa',
          auth: carla.channelAuth('presence-spa', channelData),
          channel_data: channelData,
        },
      }
      carla.sendAtOnce([
        subscribe,
        { event: 'pusher:unsubscribe', data: { channel: 'presence-spa' } },
        subscribe,
        { event: 'pusher:ping', data: {} },
      ])

      const first = await carla.nextEvent('pusher_internal:subscription_succeeded')
      const second = await carla.nextEvent('pusher_internal:subscription_succeeded')
      assert.deepEqual(first.data.presence.ids, ['carla'])
      assert.deepEqual(second.data.presence.ids, ['carla'])
      await carla.nextEvent('pusher:pong')
      assert.deepEqual(
        (await a.realtime.presenceMembers('presence-spa')).map((member) => member.id),
        ['carla']
      )
    })
  })
}
