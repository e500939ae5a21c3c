import { test } from '@japa/runner'
import {
  drain,
  emptyQueue,
  parseQueue,
  queueChange,
  queueCreate,
  queueLines,
  queueSend,
  queuedChanges,
  queuedLines,
  type PosAnswer,
  type PosQueue,
  type PosRequest,
  type PosUrls,
  type QueuedLine,
} from '../../../inertia/modules/restaurant/lib/pos-queue.js'

const urls: PosUrls = {
  store: () => '/restaurant/orders',
  lines: (id) => `/restaurant/orders/${id}/lines`,
  line: (id, lineId) => `/restaurant/orders/${id}/lines/${lineId}`,
  send: (id) => `/restaurant/orders/${id}/send`,
}

const line = (key: string, quantity = 1): QueuedLine => ({
  key,
  menu_item_id: 7,
  quantity,
  name: `Item ${key}`,
  unitPriceCents: 500,
})

/* A pretend server: answers each request in turn, or fails like a dropped network. */
function server(answers: (request: PosRequest, index: number) => PosAnswer | 'network') {
  const requests: PosRequest[] = []
  return {
    requests,
    send: async (request: PosRequest) => {
      requests.push(structuredClone(request))
      const answer = answers(request, requests.length - 1)
      if (answer === 'network') throw new TypeError('Failed to fetch')
      return answer
    },
  }
}

function holder(initial: PosQueue) {
  let queue = initial
  return { current: () => queue, update: (next: PosQueue) => (queue = next) }
}

const state = (id: number, keys: string[]) => ({
  id,
  lines: keys.map((key, index) => ({ id: 100 + index, key })),
})

test.group('POS queue', () => {
  test('taps while an order waits to open fold into one request, changes included', ({
    assert,
  }) => {
    let queue = queueCreate(emptyQueue(), 'order-1', { kind: 'takeaway' }, [line('a')])
    queue = queueLines(queue, 'order-1', [line('b')], 'entry-2')
    queue = queueChange(queue, 'order-1', 'a', { quantity: 3, notes: 'no ice' }, 'entry-3')
    queue = queueChange(queue, 'order-1', 'b', { quantity: 0 }, 'entry-4')
    queue = queueSend(queue, 'order-1', ['a'], 'send-1')
    assert.lengthOf(queue.entries, 2)
    assert.deepEqual(
      queuedLines(queue, 'order-1').map((l) => [l.key, l.quantity, l.notes]),
      [['a', 3, 'no ice']]
    )
  })

  test('sent in order; a network failure keeps every change queued; replays are the same requests', async ({
    assert,
  }) => {
    let online = false
    const fake = server((request) => {
      if (!online) return 'network'
      if (request.url === '/restaurant/orders') return { status: 200, body: state(42, ['a', 'b']) }
      return { status: 200, body: state(42, ['a', 'b']) }
    })
    const store = holder(
      queueSend(
        queueCreate(emptyQueue(), 'order-1', { kind: 'takeaway' }, [line('a'), line('b')]),
        'order-1',
        ['a', 'b'],
        'send-1'
      )
    )
    const hooks = { send: fake.send, update: store.update, fallback: 'Refused', urls }
    assert.equal(await drain(store.current, hooks), 'offline')
    assert.lengthOf(store.current().entries, 2, 'nothing is lost')
    assert.isNull(store.current().inFlight)
    /* Stored and read back, as a reload does. */
    const reloaded = holder(parseQueue(JSON.stringify(store.current())))
    online = true
    assert.equal(await drain(reloaded.current, { ...hooks, update: reloaded.update }), 'done')
    assert.lengthOf(reloaded.current().entries, 0)
    const [offline, create, send] = fake.requests
    assert.deepEqual(offline, create, 'the replay is the same request with the same keys')
    assert.deepEqual(create.body, {
      kind: 'takeaway',
      key: 'order-1',
      lines: [
        { key: 'a', menu_item_id: 7, quantity: 1 },
        { key: 'b', menu_item_id: 7, quantity: 1 },
      ],
    })
    assert.deepEqual(send, {
      method: 'POST',
      url: '/restaurant/orders/42/send',
      body: { key: 'send-1', lines: ['a', 'b'] },
    })
    assert.equal(reloaded.current().lineIds.b, 101)
  })

  test('a refusal drops its change with the message beside its lines; the rest goes on', async ({
    assert,
  }) => {
    const fake = server((request) =>
      request.body.lines && (request.body.lines as any[])[0]?.key === 'sold'
        ? {
            status: 422,
            body: { errors: [{ field: 'lines.0.menu_item_id', message: 'Cola is sold out.' }] },
          }
        : { status: 200, body: state(9, ['x']) }
    )
    let queue: PosQueue = { ...emptyQueue(), orderIds: { 'order-9': 9 } }
    queue = queueLines(queue, 'order-9', [line('sold')], 'entry-1')
    queue = queueSend(queue, 'order-9', ['x'], 'send-9')
    const store = holder(queue)
    assert.equal(
      await drain(store.current, {
        send: fake.send,
        update: store.update,
        fallback: 'Refused',
        urls,
      }),
      'done'
    )
    assert.deepEqual(store.current().refusals, [
      { key: 'sold', orderKey: 'order-9', name: 'Item sold', message: 'Cola is sold out.' },
    ])
    assert.equal(fake.requests[1].url, '/restaurant/orders/9/send')
  })

  test('an order that cannot be opened takes its queued changes with it; a 5xx waits', async ({
    assert,
  }) => {
    const refusing = server(() => ({ status: 409, body: { message: 'T1 already has an order.' } }))
    let queue = queueCreate(emptyQueue(), 'order-2', { kind: 'dine_in', table_id: 1 }, [line('a')])
    queue = queueSend(queue, 'order-2', ['a'], 'send-2')
    const store = holder(queue)
    await drain(store.current, { send: refusing.send, update: store.update, fallback: 'x', urls })
    assert.lengthOf(store.current().entries, 0)
    assert.lengthOf(refusing.requests, 1)
    assert.sameMembers(
      store.current().refusals.map((refusal) => refusal.key),
      ['a', 'send-2']
    )

    const failing = server(() => ({ status: 503, body: {} }))
    const waiting = holder(queueSend({ ...emptyQueue(), orderIds: { o: 1 } }, 'o', ['a'], 's'))
    assert.equal(
      await drain(waiting.current, {
        send: failing.send,
        update: waiting.update,
        fallback: 'x',
        urls,
      }),
      'stalled'
    )
    assert.lengthOf(waiting.current().entries, 1)
  })

  test('a line tapped while its addition is in flight is queued apart; a change to a server line waits for its id', async ({
    assert,
  }) => {
    let queue: PosQueue = { ...emptyQueue(), orderIds: { o: 5 }, lineIds: { old: 77 } }
    queue = queueLines(queue, 'o', [line('a')], 'entry-1')
    queue = { ...queue, inFlight: 'entry-1' }
    queue = queueLines(queue, 'o', [line('b')], 'entry-2')
    queue = queueChange(queue, 'o', 'a', { quantity: 2 }, 'entry-3')
    queue = queueChange(queue, 'o', 'old', { course: 2 }, 'entry-4')
    queue = queueChange(queue, 'o', 'old', { notes: 'extra hot' }, 'entry-5')
    assert.deepEqual(
      queue.entries.map((entry) => [entry.kind, entry.key]),
      [
        ['add', 'entry-1'],
        ['add', 'entry-2'],
        ['change', 'entry-3'],
        ['change', 'entry-4'],
      ]
    )
    assert.deepEqual(queuedChanges(queue, 'o'), {
      a: { quantity: 2 },
      old: { course: 2, notes: 'extra hot' },
    })
  })

  test('a stored queue that cannot be read is an empty one', ({ assert }) => {
    assert.deepEqual(parseQueue('{not json'), emptyQueue())
    assert.deepEqual(parseQueue('{"entries":5}'), emptyQueue())
    assert.deepEqual(parseQueue(null), emptyQueue())
  })
})
