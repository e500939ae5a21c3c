import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { transferOrder } from '#actions/restaurant/transfer_order'
import { mergeOrders } from '#actions/restaurant/merge_orders'
import { tableBoard } from '#queries/restaurant/table_board'
import { systemAudit } from '#services/audit_context'
import { refusalOf } from '#tests/helpers/refusals'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  captureBroadcasts,
  diningTable,
  errorsOf,
  eventsOf,
  markEvents,
  reservation,
} from './helpers.js'
import { itemLine, serviceMenu } from './order_helpers.js'

const boardOf = async (id: number) => (await tableBoard({ ids: [id] }))[0]

async function floor() {
  const waiter = await userWithRoles(['Waiter'])
  const audit = systemAudit(waiter)
  const menu = await serviceMenu()
  const t1 = await diningTable({ name: 'T1' })
  const t2 = await diningTable({ name: 'T2', posX: 200 })
  const t3 = await diningTable({ name: 'T3', posX: 400 })
  return { waiter, audit, menu, t1, t2, t3 }
}

test.group('Restaurant: orders on the floor, moved and merged', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('an order in service makes its table occupied, with its number, total and time seated', async ({
    client,
    assert,
  }) => {
    const { waiter, audit, menu, t1, t2 } = await floor()
    const order = await createOrder(
      { kind: 'dine_in', table_id: t1.id, lines: [itemLine(menu.steak.id, 2)] },
      audit
    )
    const openedAt = DateTime.now().minus({ minutes: 25 })
    await Order.query().where('id', order.id).update({ opened_at: openedAt.toJSDate() })
    const board = await boardOf(t1.id)
    assert.equal(board.status, 'occupied')
    assert.deepEqual(board.order, {
      id: order.id,
      number: order.number!,
      status: 'open',
      totalCents: 3780,
      openedAt: openedAt.toUTC().toISO()!,
    })
    assert.equal(board.seatedSince, openedAt.toUTC().toISO())
    assert.isNull(board.seated)
    assert.equal((await boardOf(t2.id)).status, 'free')
    assert.isNull((await boardOf(t2.id)).order)

    const map = await as(client, waiter, 'get', '/restaurant/floor-map').withInertia()
    const props = map.inertiaProps as any
    assert.containsSubset(props.can, { viewOrders: true, takeOrders: true })
    assert.isString(props.currency)
    const tile = props.tables.find((row: any) => row.id === t1.id)
    assert.equal(tile.order.totalCents, 3780)

    const cashier = await userWithRoles(['Cashier'])
    const seen = await as(client, cashier, 'get', '/restaurant/floor-map').withInertia()
    assert.containsSubset((seen.inertiaProps as any).can, { viewOrders: true, takeOrders: false })
  })

  test('the board finds each table’s order through the one-open-order-per-table index', async ({
    assert,
  }) => {
    await floor()
    let plan = ''
    await db.transaction(async (trx) => {
      /* Tiny test tables would be scanned anyway: ask whether the index can answer. */
      await trx.rawQuery('SET LOCAL enable_seqscan = off')
      const explaining = {
        rawQuery: async (sql: string, bindings: Record<string, unknown>) => {
          const result = await trx.rawQuery(`EXPLAIN ${sql}`, bindings as never)
          plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')
          return { rows: [] }
        },
      }
      await tableBoard({ client: explaining as never })
    })
    assert.include(plan, 'orders_one_open_per_table')
  })

  test('seating a reservation opens its order at the table, in the same step', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { waiter, t1 } = await floor()
    const booked = await reservation(t1, { minutesFromNow: 10, partySize: 4 })
    const broadcasts = captureBroadcasts(cleanup)
    const seat = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${booked.id}/seat`
    ).json({})
    seat.assertFlashMessage('success', `${booked.code}: the party is seated.`)
    const order = await Order.query().where('reservation_id', booked.id).firstOrFail()
    assert.containsSubset(order.serialize(), {
      kind: 'dine_in',
      tableId: t1.id,
      covers: 4,
      customerId: booked.customerId,
      waiterId: waiter.id,
      status: 'open',
    })
    const board = await boardOf(t1.id)
    assert.equal(board.order?.id, order.id)
    assert.equal(board.seated?.id, booked.id)
    assert.lengthOf(await eventsOf('restaurant.order.created'), 1)
    assert.isTrue(broadcasts.some((sent) => sent.event.endsWith('OrderChanged')))

    /* A table that already has an order cannot seat another party: nothing is written. */
    const t4 = await diningTable({ name: 'T4', posX: 600 })
    const walkIn = await createOrder({ kind: 'dine_in', table_id: t4.id }, systemAudit(waiter))
    const next = await reservation(t4, { minutesFromNow: 5, partySize: 2 })
    const refused = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${next.id}/seat`
    ).json({})
    assert.match(errorsOf(refused).table_id[0], new RegExp(walkIn.number!))
    await next.refresh()
    assert.equal(next.status, 'booked')
    assert.lengthOf(await Order.query().where('reservation_id', next.id), 0)
  })

  test('an order moves to a free table: the old one is free again, both tiles hear of it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { waiter, audit, menu, t1, t2 } = await floor()
    const order = await createOrder(
      { kind: 'dine_in', table_id: t1.id, lines: [itemLine(menu.steak.id)] },
      audit
    )
    await sendOrder({ order, key: randomUUID() }, audit)
    const broadcasts = captureBroadcasts(cleanup)
    const response = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/transfer`)
      .header('referer', '/restaurant/floor-map')
      .json({ table_id: t2.id })
    response.assertHeader('location', '/restaurant/floor-map')
    response.assertFlashMessage('success', `${order.number} moved to T2.`)
    await order.refresh()
    assert.equal(order.tableId, t2.id)
    assert.equal((await boardOf(t1.id)).status, 'free')
    assert.equal((await boardOf(t2.id)).status, 'occupied')
    const [event] = await eventsOf('restaurant.order.transferred')
    assert.deepEqual(event.changes, { before: { tableId: t1.id }, after: { tableId: t2.id } })
    assert.deepEqual(event.metadata, { fromTable: 'T1', toTable: 'T2' })
    const tiles = broadcasts
      .filter((sent) => sent.event.endsWith('TableStatusChanged'))
      .map((sent) => sent.data.tableId)
    assert.sameMembers(tiles, [t1.id, t2.id])
    assert.isTrue(
      broadcasts.some(
        (sent) =>
          sent.event.endsWith('TicketChanged') &&
          sent.channels.includes('private-restaurant.kitchen.kitchen')
      ),
      'the kitchen hears the ticket now names another table'
    )

    const json = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/transfer`)
      .accept('json')
      .json({ table_id: t1.id })
    json.assertStatus(200)
    assert.containsSubset(json.body(), { order: { id: order.id, tableId: t1.id } })
  })

  test('a seated party moves with its order, and the table it left is free', async ({
    client,
    assert,
  }) => {
    const { waiter, t1, t2 } = await floor()
    const booked = await reservation(t1, { minutesFromNow: 10, partySize: 2 })
    await as(client, waiter, 'post', `/restaurant/reservations/${booked.id}/seat`).json({})
    const order = await Order.query().where('reservation_id', booked.id).firstOrFail()
    const response = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/transfer`)
      .accept('json')
      .json({ table_id: t2.id })
    response.assertStatus(200)
    await booked.refresh()
    assert.equal(booked.tableId, t2.id)
    assert.equal(booked.status, 'seated')
    assert.equal((await boardOf(t1.id)).status, 'free')
    const board = await boardOf(t2.id)
    assert.equal(board.seated?.id, booked.id)
    assert.equal(board.order?.id, order.id)
    const [event] = await eventsOf('restaurant.order.transferred')
    assert.deepEqual(event.metadata, { fromTable: 'T1', toTable: 'T2', reservation: booked.code })
  })

  test('a move is refused with its reason, and nothing changes', async ({ client, assert }) => {
    const { waiter, audit, t1, t2, t3 } = await floor()
    const order = await createOrder({ kind: 'dine_in', table_id: t1.id }, audit)
    const other = await createOrder({ kind: 'dine_in', table_id: t2.id }, audit)
    const dirty = await diningTable({ name: 'T4', posX: 600, needsCleaningSince: DateTime.now() })
    const closedDown = await diningTable({ name: 'T5', posX: 800, isActive: false })
    const seatedParty = await reservation(t3, { minutesFromNow: -10, status: 'seated' })
    const refusal = (tableId: number) =>
      refusalOf(transferOrder({ order, tableId }, audit)).then((messages) => messages[0])
    assert.match((await refusal(t2.id)).message, new RegExp(other.number!))
    assert.equal((await refusal(t2.id)).field, 'table_id')
    assert.match((await refusal(dirty.id)).message, /not been cleaned/)
    assert.equal((await refusal(closedDown.id)).message, 'Choose a table that is in service.')
    assert.equal((await refusal(999999)).field, 'table_id')
    assert.match((await refusal(t3.id)).message, new RegExp(seatedParty.code!))
    assert.match((await refusal(t1.id)).message, /already at T1/)

    const takeaway = await createOrder({ kind: 'takeaway' }, audit)
    assert.match(
      (await refusalOf(transferOrder({ order: takeaway, tableId: t3.id }, audit)))[0].message,
      /only a dine-in order/
    )
    await order.refresh()
    assert.equal(order.tableId, t1.id)
    assert.equal(order.lockVersion, 1)
    assert.lengthOf(await eventsOf('restaurant.order.transferred'), 0)

    const page = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/transfer`)
      .header('referer', '/restaurant/floor-map')
      .json({ table_id: t2.id })
    page.assertHeader('location', '/restaurant/floor-map')
    assert.match(errorsOf(page).table_id[0], new RegExp(other.number!))
    const invalid = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/transfer`)
      .accept('json')
      .json({ table_id: 'T2' })
    invalid.assertStatus(422)
    const cashier = await userWithRoles(['Cashier'])
    const forbidden = await as(client, cashier, 'post', `/restaurant/orders/${order.id}/transfer`)
      .accept('json')
      .json({ table_id: t3.id })
    forbidden.assertStatus(403)
  })

  test('merging brings the other table’s lines, tickets and covers in and voids it', async ({
    client,
    assert,
  }) => {
    const { waiter, audit, menu, t1, t2 } = await floor()
    const main = await createOrder(
      { kind: 'dine_in', table_id: t1.id, covers: 2, lines: [itemLine(menu.steak.id)] },
      audit
    )
    const joining = await createOrder(
      { kind: 'dine_in', table_id: t2.id, covers: 3, lines: [itemLine(menu.soda.id, 2)] },
      audit
    )
    await sendOrder({ order: joining, key: randomUUID() }, audit)
    const response = await as(client, waiter, 'post', `/restaurant/orders/${main.id}/merge`)
      .header('referer', '/restaurant/floor-map')
      .json({ order_id: joining.id })
    response.assertFlashMessage('success', `${joining.number} merged into ${main.number}.`)
    await main.refresh()
    await joining.refresh()
    assert.equal(main.covers, 5)
    assert.equal(main.subtotalCents, 1890 + 600)
    assert.equal(main.status, 'sent', 'a sent line makes the merged order sent')
    assert.equal(joining.status, 'voided')
    assert.equal(joining.voidReason, `Merged into ${main.number}`)
    assert.equal(joining.subtotalCents, 0)
    assert.lengthOf(await OrderLine.query().where('order_id', joining.id), 0)
    assert.lengthOf(await OrderLine.query().where('order_id', main.id), 2)
    assert.lengthOf(await KitchenTicket.query().where('order_id', main.id), 1)
    assert.equal((await boardOf(t2.id)).status, 'free')
    assert.equal((await boardOf(t1.id)).order?.totalCents, 2490)
    const [event] = await eventsOf('restaurant.order.merged')
    assert.deepEqual(event.changes, {
      before: { subtotalCents: 1890, covers: 2 },
      after: { subtotalCents: 2490, covers: 5 },
    })
    assert.deepEqual(event.metadata, { mergedOrder: joining.number, fromTable: 'T2', lines: 1 })
  })

  test('a merge is refused with its reason, and nothing changes', async ({ client, assert }) => {
    const { waiter, audit, menu, t1, t2 } = await floor()
    const main = await createOrder(
      { kind: 'dine_in', table_id: t1.id, lines: [itemLine(menu.steak.id)] },
      audit
    )
    const other = await createOrder(
      { kind: 'dine_in', table_id: t2.id, lines: [itemLine(menu.soda.id)] },
      audit
    )
    const refusal = (otherId: number, order = main) =>
      refusalOf(mergeOrders({ order, otherId }, audit)).then((messages) => messages[0])
    assert.deepEqual(await refusal(main.id), {
      field: 'order_id',
      message: "Choose another table's order to merge.",
      rule: 'server',
    })
    assert.equal((await refusal(999999)).field, 'order_id')
    const takeaway = await createOrder({ kind: 'takeaway' }, audit)
    assert.match((await refusal(takeaway.id)).message, /only a dine-in order/)
    await Order.query().where('id', other.id).update({ paid_cents: 100 })
    assert.match((await refusal(other.id)).message, /has payments/)
    await Order.query()
      .where('id', other.id)
      .update({ paid_cents: 0, status: 'closed', closed_at: new Date() })
    assert.match((await refusal(other.id)).message, /closed/)

    await main.refresh()
    assert.equal(main.subtotalCents, 1890)
    assert.equal(main.covers, 1)
    assert.lengthOf(await OrderLine.query().where('order_id', main.id), 1)
    assert.lengthOf(await eventsOf('restaurant.order.merged'), 0)

    const page = await as(client, waiter, 'post', `/restaurant/orders/${main.id}/merge`)
      .header('referer', '/restaurant/floor-map')
      .json({ order_id: other.id })
    assert.match(errorsOf(page).order_id[0], /closed/)
  })
})
