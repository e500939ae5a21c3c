import { test } from '@japa/runner'
import {
  emptyQueue,
  queueChange,
  queueCreate,
  queueLines,
  queueSend,
  type PosQueue,
} from '../../../inertia/modules/restaurant/lib/pos-queue.js'
import {
  orderKeysOf,
  ticketOf,
  type PosOrder,
  type StateLine,
} from '../../../inertia/modules/restaurant/lib/pos-ticket.js'

const serverLine = (id: number, key: string, extra: Partial<StateLine> = {}): StateLine => ({
  id,
  key,
  parentId: null,
  menuItemId: 1,
  comboId: null,
  name: `Dish ${id}`,
  quantity: 1,
  unitPriceCents: 1000,
  totalCents: 1000,
  notes: '',
  course: 1,
  station: 'kitchen',
  kitchenStatus: null,
  sent: false,
  voided: false,
  voidReason: null,
  can: { change: true, void: true, serve: false },
  ...extra,
})

const order = (lines: StateLine[]): PosOrder => ({
  id: 7,
  number: 'OR-000007',
  status: 'open',
  kind: 'takeaway',
  table: null,
  waiter: null,
  customer: null,
  booking: null,
  covers: 1,
  notes: '',
  openedAt: null,
  subtotalCents: 0,
  discountCents: 0,
  paidCents: 0,
  balanceCents: 0,
  lockVersion: 1,
  lines,
  can: { edit: true, send: true, voidOrder: false, serve: false },
})

test.group('POS ticket', () => {
  test('the server lines with the queued change on top, then the queued lines; a queued send takes its lines off Send', ({
    assert,
  }) => {
    const current = order([
      serverLine(1, 'sent', { sent: true, kitchenStatus: 'ready' }),
      serverLine(2, 'unsent'),
      serverLine(3, 'combo-item', { parentId: 2, name: 'Fries', quantity: 2, unitPriceCents: 0 }),
      serverLine(4, 'gone', { voided: true }),
    ])
    let queue: PosQueue = { ...emptyQueue(), orderIds: { 'order-7': 7 } }
    queue = queueChange(queue, 'order-7', 'unsent', { quantity: 3 }, 'c1')
    queue = queueLines(
      queue,
      'order-7',
      [{ key: 'new', menu_item_id: 5, quantity: 2, name: 'Soup', unitPriceCents: 450 }],
      'a1'
    )
    const keys = orderKeysOf(queue, 'order-7', 7)
    const ticket = ticketOf(current, queue, keys)
    assert.deepEqual(
      ticket.lines.map((line) => [line.key, line.quantity, line.pending, line.children]),
      [
        ['sent', 1, false, []],
        ['unsent', 3, true, ['2× Fries']],
        ['gone', 1, false, []],
        ['new', 2, true, []],
      ]
    )
    assert.equal(ticket.subtotalCents, 1000 + 3 * 1000 + 2 * 450)
    assert.deepEqual(
      ticket.unsent.map((line) => line.key),
      ['unsent', 'new']
    )
    const sending = ticketOf(current, queueSend(queue, 'order-7', ['unsent', 'new'], 's1'), keys)
    assert.lengthOf(sending.unsent, 0)
  })

  test("a new order's key and its id's key are one order's; refusals of lines no longer there stay shown", ({
    assert,
  }) => {
    const queue: PosQueue = {
      ...emptyQueue(),
      orderIds: { 'browser-key': 7, 'order-7': 7, 'other': 8 },
      refusals: [{ key: 'x', orderKey: 'browser-key', name: 'Cola', message: 'Cola is sold out.' }],
    }
    const keys = orderKeysOf(queue, 'order-7', 7)
    assert.sameMembers(keys, ['order-7', 'browser-key'])
    assert.deepEqual(
      ticketOf(order([]), queue, keys).orphanRefusals.map((refusal) => refusal.message),
      ['Cola is sold out.']
    )
  })

  test('a line still on its way to the server shows a change tapped meanwhile', ({ assert }) => {
    /* The first tap opens the order; its request is in flight when the same dish is tapped twice more. */
    let queue = queueCreate(emptyQueue(), 'browser-key', { kind: 'takeaway' }, [
      { key: 'steak', menu_item_id: 5, quantity: 1, name: 'Steak', unitPriceCents: 1890 },
    ])
    queue = { ...queue, inFlight: 'browser-key' }
    queue = queueChange(queue, 'browser-key', 'steak', { quantity: 2 }, 'c1')
    queue = queueChange(queue, 'browser-key', 'steak', { quantity: 3 }, 'c2')
    assert.lengthOf(queue.entries, 2, 'the opening as it was sent, and one change after it')
    const ticket = ticketOf(null, queue, orderKeysOf(queue, 'browser-key', null))
    assert.deepEqual(
      ticket.lines.map((line) => [line.key, line.quantity, line.pending]),
      [['steak', 3, true]]
    )
    assert.equal(ticket.subtotalCents, 3 * 1890)
  })
})
