import { test } from '@japa/runner'
import { WebSocket } from 'ws'
import { BroadcastFrame } from '../../../app/realtime/broadcast_frame.js'
import { Connection } from '../../../app/realtime/connection.js'
import { encodeEvent } from '../../../app/realtime/protocol.js'
import {
  ADAPTERS,
  APP,
  nextEvent,
  type RawClient,
  resources,
  signedRequest,
  sleep,
} from './helpers.js'
import type { TestServer } from './helpers.js'

const EVENTS = `/apps/${APP.id}/events`

function publish(server: TestServer, channels: string[], name: string, data: unknown) {
  return server.realtime.handleHttpApi(
    signedRequest('POST', EVENTS, { body: { name, channels, data: JSON.stringify(data) } })
  )
}

/** The frame that follows a successful subscription, whatever it is. */
async function afterSubscribing(client: RawClient, channel: string, channelData?: string) {
  const auth = channel.startsWith('cache-') ? undefined : client.channelAuth(channel, channelData)
  const succeeded = await client.subscribe(channel, auth, channelData)
  if (succeeded.event !== 'pusher_internal:subscription_succeeded') {
    throw new Error(JSON.stringify(succeeded))
  }
  return client.next(() => true)
}

for (const adapter of ADAPTERS) {
  test.group(`Realtime | cache channels (${adapter} adapter)`, (group) => {
    group.each.timeout(10_000)

    test('a subscriber gets cache_miss, then the last event of the channel once there is one', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter)
      const first = await open.raw(b.port)
      assert.deepEqual(await afterSubscribing(first, 'cache-menu'), {
        event: 'pusher:cache_miss',
        channel: 'cache-menu',
      })

      await publish(a, ['cache-menu'], 'menu-changed', { dish: 'gazpacho' })
      await first.nextEvent('menu-changed', 'cache-menu')
      assert.deepEqual(await publish(a, ['cache-menu'], 'menu-changed', { dish: 'paella' }), {
        status: 200,
        body: {},
      })
      await first.nextEvent('menu-changed', 'cache-menu')

      for (const server of [a, b]) {
        const late = await open.raw(server.port)
        assert.deepEqual(await afterSubscribing(late, 'cache-menu'), {
          event: 'menu-changed',
          channel: 'cache-menu',
          data: { dish: 'paella' },
        })
        assert.isFalse(await late.receives((message) => message.event === 'menu-changed'))
      }
    })

    test('private, encrypted and presence cache channels replay too, never client events nor member events', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter, { apps: [{ ...APP, clientEvents: true }] })
      const channels = ['private-cache-bar', 'private-encrypted-cache-safe', 'presence-cache-desk']
      const member = await open.raw(a.port)
      await member.subscribe('private-cache-bar', member.channelAuth('private-cache-bar'))
      await member.subscribePresence('presence-cache-desk', 'ana')

      await publish(a, channels, 'state', { open: true })
      member.send('client-typing', {}, 'private-cache-bar')
      member.send('client-typing', {}, 'presence-cache-desk')
      await sleep(100)

      const late = await open.raw(b.port)
      for (const channel of channels.slice(0, 2)) {
        assert.deepEqual(await afterSubscribing(late, channel), {
          event: 'state',
          channel,
          data: { open: true },
        })
      }
      const channelData = JSON.stringify({ user_id: 'bruno' })
      assert.deepEqual(await afterSubscribing(late, 'presence-cache-desk', channelData), {
        event: 'state',
        channel: 'presence-cache-desk',
        data: { open: true },
      })
      await member.nextEvent('pusher_internal:member_added', 'presence-cache-desk')

      const third = await open.raw(a.port)
      const thirdData = JSON.stringify({ user_id: 'carla' })
      assert.equal(
        (await afterSubscribing(third, 'presence-cache-desk', thirdData)).event,
        'state',
        'member_added is not what a cache channel remembers'
      )
    })

    test('the cached event expires after the TTL, then subscribers get cache_miss again', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter, { cacheTtlMs: 300 })
      await publish(a, ['cache-weather'], 'forecast', { sky: 'clear' })
      const soon = await open.raw(a.port)
      assert.equal((await afterSubscribing(soon, 'cache-weather')).event, 'forecast')

      await sleep(450)
      const later = await open.raw(b.port)
      assert.equal((await afterSubscribing(later, 'cache-weather')).event, 'pusher:cache_miss')
    })

    test('pusher-js hands the cached event and cache_miss to the channel', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [, b] = await open.cluster(adapter)
      const client = open.pusher(b.port)
      const empty = client.subscribe('cache-rooms')
      await nextEvent(empty, 'pusher:cache_miss')

      await publish(b, ['cache-scores'], 'score', { home: 2 })
      const scores = client.subscribe('cache-scores')
      assert.deepEqual(await nextEvent(scores, 'score'), { home: 2 })
    })
  })
}

test.group('Realtime | cache channels, frames broadcast while the cache is read', () => {
  test('only those newer than the cached event follow it', ({ assert }) => {
    const sent: string[] = []
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (frame: Buffer | string) => sent.push(frame.toString()),
    }
    const connection = new Connection(socket as unknown as WebSocket, APP, '1.1', Date.now())
    const frame = (step: number) => encodeEvent('step', JSON.stringify({ step }), 'cache-steps')
    connection.hold('cache-steps')
    for (const step of [1, 2, 3]) connection.deliver('cache-steps', BroadcastFrame.of(frame(step)))

    connection.release('cache-steps', frame(2))
    assert.deepEqual(sent, [frame(3)])

    connection.hold('cache-steps')
    connection.deliver('cache-steps', BroadcastFrame.of(frame(4)))
    connection.release('cache-steps', frame(9))
    assert.deepEqual(sent, [frame(3), frame(4)], 'a cached event not among them keeps them all')
  })
})
