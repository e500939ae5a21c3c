import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { randomUUID } from 'node:crypto'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { voidOrderLine } from '#actions/restaurant/void_order_line'
import { advanceOrderLine } from '#actions/restaurant/advance_order_line'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'
import { recallKitchenTicket } from '#actions/restaurant/recall_kitchen_ticket'
import { serveOrderLine } from '#actions/restaurant/serve_order_line'
import Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { kitchenBoard } from '#queries/restaurant/kitchen_board'
import { systemAudit } from '#services/audit_context'
import { DomainError } from '#exceptions/domain_errors'
import { administrator, eventsOf, seedRoles } from '../access/helpers.js'
import { captureBroadcasts, diningTable } from './helpers.js'
import { comboLine, itemLine, serviceMenu } from './order_helpers.js'

/** The message and status of the refusal a promise ends in. */
async function refused(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('The action was not refused')
}

async function sentOrder(lines: ReturnType<typeof itemLine>[], table = 'T4') {
  const audit = systemAudit(await administrator({ fullName: 'Wendy Waiter' }))
  const order = await createOrder(
    { kind: 'dine_in', table_id: (await diningTable({ name: table })).id, covers: 2, lines },
    audit
  )
  const { tickets } = await sendOrder({ order, key: randomUUID() }, audit)
  const rows = await OrderLine.query().where('order_id', order.id).orderBy('id')
  return { order, tickets, lines: rows, audit }
}

test.group('Restaurant: the kitchen advances, bumps, recalls and serves', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('a tap moves a line one step, queued → preparing → ready, and announces it; ready is refused', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const { order, lines, audit } = await sentOrder([itemLine(menu.steak.id, 2)])
    const [steak] = lines
    const sent = captureBroadcasts(cleanup)
    const first = await advanceOrderLine({ lineId: steak.id }, audit)
    assert.equal(first.line.kitchenStatus, 'preparing')
    assert.deepEqual(
      sent
        .filter((entry) => entry.channels[0] !== 'private-events')
        .map((entry) => [entry.channels[0], entry.event.replace('App\\Events\\', '')]),
      [
        [`private-restaurant.orders.${order.id}`, 'OrderLineStatusChanged'],
        ['private-restaurant.kitchen.kitchen', 'TicketChanged'],
        ['private-restaurant.orders', 'OrderChanged'],
        [`private-restaurant.orders.${order.id}`, 'OrderChanged'],
      ]
    )
    const stale = await refused(advanceOrderLine({ lineId: steak.id, from: 'queued' }, audit))
    assert.deepEqual(stale, {
      status: 409,
      message: 'Steak is already preparing: someone else moved it on.',
    })
    await advanceOrderLine({ lineId: steak.id, from: 'preparing' }, audit)
    await steak.refresh()
    assert.equal(steak.kitchenStatus, 'ready')
    assert.deepEqual(await refused(advanceOrderLine({ lineId: steak.id }, audit)), {
      status: 409,
      message: 'Steak is already ready.',
    })
    const events = await eventsOf('restaurant.order.line_advanced')
    assert.deepEqual(
      events.map((event) => [event.subjectId, event.changes]),
      [
        [
          String(order.id),
          { before: { kitchenStatus: 'queued' }, after: { kitchenStatus: 'preparing' } },
        ],
        [
          String(order.id),
          { before: { kitchenStatus: 'preparing' }, after: { kitchenStatus: 'ready' } },
        ],
      ]
    )
  })

  test('a voided line and an unsent one are refused; a combo follows its least advanced item', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    const order = await createOrder(
      { kind: 'takeaway', lines: [comboLine(menu.combo.id), itemLine(menu.steak.id)] },
      audit
    )
    const [combo, steakOfCombo, colaOfCombo, steak] = await OrderLine.query()
      .where('order_id', order.id)
      .orderBy('id')
    assert.equal(steakOfCombo.parentLineId, combo.id)
    assert.deepEqual(await refused(advanceOrderLine({ lineId: steak.id }, audit)), {
      status: 409,
      message: 'Steak has not been sent to a station.',
    })
    await sendOrder({ order, key: randomUUID() }, audit)
    await advanceOrderLine({ lineId: steakOfCombo.id }, audit)
    await combo.refresh()
    assert.equal(combo.kitchenStatus, 'queued', 'the cola is still queued')
    await advanceOrderLine({ lineId: colaOfCombo.id }, audit)
    await combo.refresh()
    assert.equal(combo.kitchenStatus, 'preparing')
    await voidOrderLine({ order, lineId: steak.id, reason: 'Guest left' }, audit)
    assert.deepEqual(await refused(advanceOrderLine({ lineId: steak.id }, audit)), {
      status: 409,
      message: 'Steak was voided: there is nothing to make.',
    })
  })

  test('bumping readies every live line of the ticket, leaves voided ones voided, and is recalled', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const { order, tickets, lines, audit } = await sentOrder([
      itemLine(menu.steak.id),
      itemLine(menu.steak.id, 1, { notes: 'Rare' }),
      itemLine(menu.soda.id),
    ])
    const kitchen = tickets.find((ticket) => ticket.station === 'kitchen')!
    await voidOrderLine({ order, lineId: lines[1].id, reason: 'Wrong table' }, audit)
    await bumpKitchenTicket({ ticketId: kitchen.id }, audit)
    await kitchen.refresh()
    assert.isNotNull(kitchen.bumpedAt)
    assert.equal(kitchen.bumpedBy, audit.actor!.id)
    const after = await OrderLine.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      after.map((line) => [line.kitchenStatus, line.voidedAt !== null]),
      [
        ['ready', false],
        ['queued', true],
        ['queued', false],
      ],
      'the bar line is on another ticket'
    )
    assert.deepEqual(await refused(bumpKitchenTicket({ ticketId: kitchen.id }, audit)), {
      status: 409,
      message: `The ticket of order ${order.number} was already bumped.`,
    })
    assert.deepEqual(await refused(recallKitchenTicket({ station: 'bar' }, audit)), {
      status: 409,
      message: 'There is no bumped bar ticket to recall.',
    })
    const recalled = await recallKitchenTicket({ station: 'kitchen' }, audit)
    assert.equal(recalled.ticket.id, kitchen.id)
    assert.isNull((await KitchenTicket.findOrFail(kitchen.id)).bumpedAt)
    assert.equal(after[0].kitchenStatus, 'ready', 'recalling moves no line back')
    assert.lengthOf(await eventsOf('restaurant.order.ticket_bumped'), 1)
    assert.lengthOf(await eventsOf('restaurant.order.ticket_recalled'), 1)
  })

  test('the waiter serves ready lines; the order is served once every live line is', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const { order, tickets, lines, audit } = await sentOrder([
      itemLine(menu.steak.id),
      itemLine(menu.soda.id),
    ])
    const [steak, soda] = lines
    assert.deepEqual(await refused(serveOrderLine({ order, lineId: steak.id }, audit)), {
      status: 409,
      message: 'Steak is not ready yet: it is queued.',
    })
    assert.deepEqual(await refused(serveOrderLine({ order }, audit)), {
      status: 409,
      message: `Nothing on order ${order.number} is ready to serve.`,
    })
    for (const ticket of tickets) await bumpKitchenTicket({ ticketId: ticket.id }, audit)
    await serveOrderLine({ order, lineId: soda.id }, audit)
    assert.equal(order.status, 'sent')
    assert.deepEqual(await refused(serveOrderLine({ order, lineId: soda.id }, audit)), {
      status: 409,
      message: 'Cola was already served.',
    })
    const all = await serveOrderLine({ order }, audit)
    assert.deepEqual(
      all.lines.map((line) => line.id),
      [steak.id]
    )
    const stored = await Order.findOrFail(order.id)
    assert.equal(stored.status, 'served')
    assert.isNotNull(stored.servedAt)
    assert.lengthOf(await eventsOf('restaurant.order.lines_served'), 2)
  })

  test("a station's board: open tickets oldest first with their order, place, waiter and lines; the last bumped for recall", async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const first = await sentOrder(
      [itemLine(menu.steak.id, 2, { notes: 'No salt', course: 2 })],
      'T1'
    )
    const second = await sentOrder([itemLine(menu.steak.id), itemLine(menu.soda.id)], 'T2')
    const audit = first.audit
    const takeaway = await createOrder(
      { kind: 'takeaway', lines: [itemLine(menu.steak.id)] },
      audit
    )
    await sendOrder({ order: takeaway, key: randomUUID() }, audit)
    await voidOrderLine(
      { order: second.order, lineId: second.lines[0].id, reason: 'Mistake' },
      audit
    )
    const bumped = first.tickets[0]
    await bumpKitchenTicket({ ticketId: bumped.id }, audit)

    const board = await kitchenBoard('kitchen')
    assert.equal(board.lastBumpedId, bumped.id)
    assert.deepEqual(
      board.tickets.map((ticket) => [ticket.orderNumber, ticket.tableName, ticket.kind]),
      [
        [second.order.number, 'T2', 'dine_in'],
        [takeaway.number, null, 'takeaway'],
      ]
    )
    const [card] = board.tickets
    assert.equal(card.waiterName, 'Wendy Waiter')
    assert.deepEqual(
      card.lines.map((line) => [line.name, line.quantity, line.kitchenStatus, line.voided]),
      [['Steak', 1, 'queued', true]]
    )
    assert.lengthOf((await kitchenBoard('bar')).tickets, 1)
    await recallKitchenTicket({ station: 'kitchen' }, audit)
    const recalled = await kitchenBoard('kitchen')
    assert.deepEqual(recalled.tickets[0].lines[0], {
      id: first.lines[0].id,
      name: 'Steak',
      quantity: 2,
      notes: 'No salt',
      course: 2,
      kitchenStatus: 'ready',
      preparationMinutes: first.lines[0].preparationMinutes,
      voided: false,
    })
    assert.isNull(recalled.lastBumpedId)
  })
})
