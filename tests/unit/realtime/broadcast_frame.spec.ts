import { once } from 'node:events'
import { type AddressInfo, Socket } from 'node:net'
import { test } from '@japa/runner'
import { WebSocket, WebSocketServer, type ServerOptions } from 'ws'
import {
  BroadcastFrame,
  directSocket,
  writeBroadcast,
} from '../../../app/realtime/broadcast_frame.js'
import type { RealtimeAdapter } from '../../../app/realtime/adapters/adapter.js'
import { ChannelManager } from '../../../app/realtime/channel_manager.js'
import { Connection } from '../../../app/realtime/connection.js'
import { Limits } from '../../../app/realtime/protocol.js'
import { ADAPTERS, APP, eventually, resources, type RawClient } from './helpers.js'

type Cleanup = (handler: () => Promise<void> | void) => void

/** An unmasked final text frame as RFC 6455 lays it out, computed apart from the server's code. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text)
  if (payload.length < 126) return Buffer.concat([Buffer.from([0x81, payload.length]), payload])
  const header = Buffer.from([0x81, 126, 0, 0])
  header.writeUInt16BE(payload.length, 2)
  return Buffer.concat([header, payload])
}

/** Every chunk written to any TCP socket of this process while the test runs. */
function recordSocketWrites(cleanup: Cleanup): unknown[] {
  const chunks: unknown[] = []
  const original = Socket.prototype.write
  Socket.prototype.write = function (this: Socket, chunk: unknown, ...rest: unknown[]) {
    chunks.push(chunk)
    return Reflect.apply(original, this, [chunk, ...rest])
  } as typeof original
  cleanup(() => {
    Socket.prototype.write = original
  })
  return chunks
}

/** A bare `ws` server and one client of it; `received` holds what the client read, in order. */
async function socketPair(cleanup: Cleanup, options: ServerOptions = {}) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, ...options })
  await once(wss, 'listening')
  const accepted = once(wss, 'connection')
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`)
  const received: string[] = []
  client.on('message', (data) => received.push(data.toString()))
  const [server] = (await accepted) as [WebSocket]
  if (client.readyState !== WebSocket.OPEN) await once(client, 'open')
  cleanup(async () => {
    client.terminate()
    await new Promise((resolve) => wss.close(resolve))
  })
  return { server, client, received }
}

/** The next `count` messages the raw client reads, in the order it read them. */
async function nextMessages(client: RawClient, count: number) {
  const messages = []
  for (let i = 0; i < count; i++) messages.push(await client.next(() => true))
  return messages
}

for (const adapter of ADAPTERS) {
  test.group(`Realtime | a broadcast framed once (${adapter} adapter)`, (group) => {
    group.each.timeout(10_000)

    test('every subscriber gets the same prepared frame in one write, and reads the event', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter)
      const clients = await Promise.all([open.raw(b.port), open.raw(b.port), open.raw(b.port)])
      for (const client of clients) await client.subscribe('hotel.rooms')

      const writes = recordSocketWrites(cleanup)
      const data = JSON.stringify({ room: 12, status: 'dirty' })
      a.realtime.trigger({ channels: ['hotel.rooms'], event: 'room.updated', data })
      for (const client of clients) {
        const message = await client.nextEvent('room.updated', 'hotel.rooms')
        assert.deepEqual(message.data, { room: 12, status: 'dirty' })
      }

      const wire = textFrame(
        JSON.stringify({ event: 'room.updated', channel: 'hotel.rooms', data })
      )
      const frames = writes.filter((chunk) => Buffer.isBuffer(chunk) && chunk.equals(wire))
      assert.lengthOf(frames, clients.length)
      assert.lengthOf(new Set(frames), 1, 'one buffer shared by every socket')
    })
  })
}

test.group('Realtime | a broadcast framed once, order on the socket', (group) => {
  group.each.timeout(20_000)

  test('a client that stops reading gets broadcasts and direct replies in the order issued', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const server = await open.server()
    const client = await open.raw(server.port)
    await client.subscribe('board')
    const socket = (client.ws as unknown as { _socket: Socket })._socket
    socket.pause()

    const rounds = 60
    const pad = 'x'.repeat(9000)
    for (let round = 0; round < rounds; round++) {
      server.realtime.trigger({ channels: ['board'], event: 'tick', data: { round, pad } })
      client.send('pusher:ping', {})
      client.send('pusher:subscribe', { channel: `room-${round}` })
      await eventually(() => server.realtime.stats().channels === round + 2)
    }
    socket.resume()

    const received = await nextMessages(client, rounds * 3)
    const expected = Array.from({ length: rounds }, (_, round) => [
      `tick board ${round}`,
      'pusher:pong',
      `pusher_internal:subscription_succeeded room-${round}`,
    ]).flat()
    assert.deepEqual(
      received.map(({ event, channel, data }) =>
        event === 'tick' ? `tick ${channel} ${data.round}` : [event, channel].join(' ').trim()
      ),
      expected
    )
  })

  test('`ws` internals are as the prepared write expects them', async ({ assert, cleanup }) => {
    const { server, received } = await socketPair(cleanup)

    const socket = directSocket(server)
    assert.strictEqual(socket, (server as unknown as { _socket: Socket })._socket)
    writeBroadcast(server, BroadcastFrame.of('{"event":"prepared"}'))
    await eventually(() => received.length === 1)
    assert.deepEqual(received, ['{"event":"prepared"}'])
    assert.deepEqual(
      BroadcastFrame.of('{"event":"prepared"}').wire,
      textFrame('{"event":"prepared"}')
    )
  })

  test('while `ws` is busy with an earlier send, prepared frames wait their turn behind it', async ({
    assert,
    cleanup,
  }) => {
    const { server, received } = await socketPair(cleanup)

    // A Blob is read asynchronously: ws queues every send after it until it is written.
    server.send(new Blob(['first']))
    assert.isUndefined(directSocket(server))
    writeBroadcast(server, BroadcastFrame.of('second'))
    server.send('third')
    writeBroadcast(server, BroadcastFrame.of('fourth'))

    await eventually(() => received.length === 4)
    assert.deepEqual(received, ['first', 'second', 'third', 'fourth'])
  })

  test('a socket with permessage-deflate gets its broadcasts through send, in order', async ({
    assert,
    cleanup,
  }) => {
    const { server, received } = await socketPair(cleanup, { perMessageDeflate: { threshold: 0 } })

    assert.equal(server.extensions, 'permessage-deflate')
    assert.isUndefined(directSocket(server))
    const frames = ['one', 'two', 'three', 'four'].map((word) => `{"event":"${word}"}`)
    writeBroadcast(server, BroadcastFrame.of(frames[0]))
    server.send(frames[1])
    writeBroadcast(server, BroadcastFrame.of(frames[2]))
    server.send(frames[3])

    await eventually(() => received.length === 4)
    assert.deepEqual(received, frames)
  })
})

test.group('Realtime | a broadcast framed once, fallback and backpressure', () => {
  test('a socket without the expected internals gets the payload through send', ({ assert }) => {
    const sent: Array<[unknown, unknown]> = []
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (data: unknown, options: unknown) => sent.push([data, options]),
    }
    const connection = new Connection(socket as unknown as WebSocket, APP, '1.1', Date.now())
    const frame = BroadcastFrame.of('{"event":"tick"}')
    connection.deliver('board', frame)
    assert.deepEqual(sent, [[frame.payload, { binary: false }]])
  })

  test('a subscriber with more than MAX_BUFFERED_BYTES unsent is cut off, not written to', ({
    assert,
  }) => {
    let terminated = 0
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: Limits.MAX_BUFFERED_BYTES + 1,
      send: () => assert.fail('nothing is written to a socket that is not reading'),
      terminate: () => terminated++,
    }
    const connection = new Connection(socket as unknown as WebSocket, APP, '1.1', Date.now())
    connection.deliver('board', BroadcastFrame.of('{"event":"tick"}'))
    assert.equal(terminated, 1)
  })
})

/** Resolves after the check phase of this turn of the event loop, where waiting broadcasts go out. */
function turnEnd(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

test.group('Realtime | broadcasts of one turn written together', (group) => {
  group.each.timeout(10_000)

  test('a burst reaches each subscriber in two writes, the second shared, every frame in order', async ({
    assert,
    cleanup,
  }) => {
    const open = resources(cleanup)
    const server = await open.server()
    const clients = await Promise.all([open.raw(server.port), open.raw(server.port)])
    for (const client of clients) await client.subscribe('board')

    const writes = recordSocketWrites(cleanup)
    const data = [1, 2, 3, 4, 5].map((round) => JSON.stringify({ round }))
    for (const round of data)
      server.realtime.trigger({ channels: ['board'], event: 'tick', data: round })
    for (const client of clients) {
      const received = await nextMessages(client, data.length)
      assert.deepEqual(
        received.map((message) => message.data.round),
        [1, 2, 3, 4, 5]
      )
    }

    const wire = (text: string) =>
      textFrame(JSON.stringify({ event: 'tick', channel: 'board', data: text }))
    const first = writes.filter((chunk) => Buffer.isBuffer(chunk) && chunk.equals(wire(data[0])))
    const rest = Buffer.concat(data.slice(1).map(wire))
    const joined = writes.filter((chunk) => Buffer.isBuffer(chunk) && chunk.equals(rest))
    assert.lengthOf(first, clients.length)
    assert.lengthOf(joined, clients.length)
    assert.lengthOf(new Set(joined), 1, 'one joined buffer shared by every socket')
    assert.lengthOf(writes, clients.length * 2)
  })

  test('the frames held while a subscription completes go out in one write', async ({
    assert,
    cleanup,
  }) => {
    const { server, received } = await socketPair(cleanup)
    const connection = new Connection(server, APP, '1.1', Date.now())
    const words = ['one', 'two', 'three']
    connection.hold('board')
    for (const word of words) connection.deliver('board', BroadcastFrame.of(word))
    await turnEnd()

    const writes = recordSocketWrites(cleanup)
    connection.release('board')
    assert.deepEqual(writes, [Buffer.concat(words.map(textFrame))])
    await eventually(() => received.length === 3)
    assert.deepEqual(received, words)
  })

  test('a direct message sent in the same turn goes out after the broadcasts before it', async ({
    assert,
    cleanup,
  }) => {
    const { server, received } = await socketPair(cleanup)
    const connection = new Connection(server, APP, '1.1', Date.now())

    for (const word of ['one', 'two', 'three']) connection.deliver('board', BroadcastFrame.of(word))
    connection.send('direct')
    connection.deliver('board', BroadcastFrame.of('four'))

    await eventually(() => received.length === 5)
    assert.deepEqual(received, ['one', 'two', 'three', 'direct', 'four'])
  })

  test('closing in the same turn sends the waiting broadcasts before the close frame', async ({
    assert,
    cleanup,
  }) => {
    const { server, client, received } = await socketPair(cleanup)
    const connection = new Connection(server, APP, '1.1', Date.now())
    const closed = once(client, 'close')

    for (const word of ['one', 'two', 'three']) connection.deliver('board', BroadcastFrame.of(word))
    connection.close(4200, 'Server shutting down')

    const [code] = await closed
    assert.equal(code, 4200)
    assert.deepEqual(received, ['one', 'two', 'three'])
  })

  test('while `ws` is busy with an earlier send, a burst still arrives whole and in order', async ({
    assert,
    cleanup,
  }) => {
    const { server, received } = await socketPair(cleanup)
    const connection = new Connection(server, APP, '1.1', Date.now())

    server.send(new Blob(['first']))
    for (const word of ['two', 'three', 'four'])
      connection.deliver('board', BroadcastFrame.of(word))
    await turnEnd()
    connection.deliver('board', BroadcastFrame.of('five'))
    connection.send('six')

    await eventually(() => received.length === 6)
    assert.deepEqual(received, ['first', 'two', 'three', 'four', 'five', 'six'])
  })

  test('a subscriber that falls behind within the turn is cut off at its end, not written to', async ({
    assert,
  }) => {
    const sent: unknown[] = []
    let terminated = 0
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (data: unknown) => sent.push(String(data)),
      terminate: () => terminated++,
    }
    const connection = new Connection(socket as unknown as WebSocket, APP, '1.1', Date.now())

    connection.deliver('board', BroadcastFrame.of('one'))
    connection.deliver('board', BroadcastFrame.of('two'))
    socket.bufferedAmount = Limits.MAX_BUFFERED_BYTES + 1
    await turnEnd()

    assert.deepEqual(sent, ['one'])
    assert.equal(terminated, 1)
  })
})

test.group('Realtime | a broadcast across processes', () => {
  test('goes to the other processes before this one writes it to its own sockets', async ({
    assert,
  }) => {
    const log: string[] = []
    const adapter = {
      publish: () => log.push('published'),
      cacheEvent: () => {},
      setSubscriptionCount: () => {},
    }
    const manager = new ChannelManager(
      APP,
      adapter as unknown as RealtimeAdapter,
      { info() {}, warn() {}, error() {} },
      60_000
    )
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (data: unknown) => log.push(`written ${data}`),
    }
    const connection = new Connection(socket as unknown as WebSocket, APP, '1.1', Date.now())
    await manager.subscribe(connection, 'board')
    log.length = 0

    manager.broadcast({ appId: APP.id, channels: ['board'], event: 'tick', data: '{}' })
    assert.deepEqual(log, ['published', 'written {"event":"tick","channel":"board","data":"{}"}'])
  })
})
