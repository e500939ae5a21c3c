import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { createOrder } from '#actions/restaurant/create_order'
import { addOrderLines } from '#actions/restaurant/add_order_lines'
import { sendOrder } from '#actions/restaurant/send_order'
import { voidOrderLine } from '#actions/restaurant/void_order_line'
import OrderLine from '#models/restaurant/order_line'
import Product from '#models/inventory/product'
import { systemAudit } from '#services/audit_context'
import { refusalOf } from '#tests/helpers/refusals'
import { administrator, seedRoles } from '../access/helpers.js'
import { diningTable } from './helpers.js'
import { comboLine, itemLine, orderMovements, serviceMenu } from './order_helpers.js'

test.group('Restaurant: orders, lines, sending and stock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('sending fires each station its ticket and takes the recipes from stock, to the cent', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    const table = await diningTable({ name: 'T7' })
    const order = await createOrder(
      { kind: 'dine_in', table_id: table.id, covers: 2, lines: [itemLine(menu.steak.id, 2)] },
      audit
    )
    await addOrderLines({ order, lines: [comboLine(menu.combo.id)] }, audit)
    assert.equal(order.subtotalCents, 2 * 1890 + 2000)
    assert.equal(order.status, 'open')
    assert.lengthOf(await orderMovements(order.id), 0, 'nothing is consumed before it is sent')

    const key = randomUUID()
    const sent = await sendOrder({ order, key }, audit)
    assert.deepEqual(sent.tickets.map((ticket) => ticket.station).sort(), ['bar', 'kitchen'])
    assert.equal(sent.order.status, 'sent')
    /* 3 steaks × 180 g = 0.540 kg at 12.50 a kg; one cola at 0.95. */
    assert.deepEqual(
      (await orderMovements(order.id)).map((row) => [
        row.product_id,
        row.kind,
        row.quantity,
        Number(row.value_cents),
      ]),
      [
        [menu.beef.id, 'sale_consumption', '-0.540', -675],
        [menu.cola.id, 'sale_consumption', '-1.000', -95],
      ]
    )
    const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
    assert.isTrue(lines.every((line) => line.kitchenStatus === 'queued'))

    const replay = await sendOrder({ order, key }, audit)
    assert.isTrue(replay.replayed)
    assert.lengthOf(await orderMovements(order.id), 2, 'a replayed send consumes nothing again')
    assert.equal((await Product.findOrFail(menu.beef.id)).onHand, '9.460')
  })

  test('a replayed line is stored once; a second order with the same key is the first', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    const key = randomUUID()
    const first = await createOrder({ kind: 'takeaway', key }, audit)
    const again = await createOrder({ kind: 'takeaway', key }, audit)
    assert.equal(again.id, first.id)
    const line = itemLine(menu.soda.id, 3)
    await addOrderLines({ order: first, lines: [line] }, audit)
    const replay = await addOrderLines({ order: first, lines: [line] }, audit)
    assert.lengthOf(replay.added, 0)
    assert.equal(first.subtotalCents, 900)
    assert.equal(await (await OrderLine.query().where('order_id', first.id)).length, 1)
  })

  test('voiding an unsent line consumes nothing; voiding a sent one records its waste', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    const order = await createOrder(
      { kind: 'takeaway', lines: [itemLine(menu.steak.id), itemLine(menu.soda.id)] },
      audit
    )
    const [steak, soda] = await OrderLine.query().where('order_id', order.id).orderBy('id')
    await voidOrderLine({ order, lineId: soda.id, reason: 'Changed their mind' }, audit)
    await sendOrder({ order, key: randomUUID() }, audit)
    assert.deepEqual(
      (await orderMovements(order.id)).map((row) => row.product_id),
      [menu.beef.id]
    )
    await voidOrderLine({ order, lineId: steak.id, reason: 'Dropped on the floor' }, audit)
    await steak.refresh()
    assert.equal(steak.wasteCents, 225)
    assert.equal(order.subtotalCents, 0)
    assert.lengthOf(await orderMovements(order.id), 1, 'the sent steak stays consumed')
  })

  test('a sold-out item, a dirty or taken table and an empty send are refused with messages', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    await db.from('menu_items').where('id', menu.soda.id).update({ is_available: false })
    const table = await diningTable({ name: 'T9' })
    const order = await createOrder({ kind: 'dine_in', table_id: table.id }, audit)
    const soldOut = await refusalOf(
      addOrderLines({ order, lines: [itemLine(menu.soda.id)] }, audit)
    )
    assert.deepEqual(soldOut, [
      { field: 'lines.0.menu_item_id', message: 'Cola is sold out.', rule: 'server' },
    ])
    assert.equal(await (await OrderLine.query().where('order_id', order.id)).length, 0)
    const [taken] = await refusalOf(createOrder({ kind: 'dine_in', table_id: table.id }, audit))
    assert.equal(taken.field, 'table_id')
    assert.match(taken.message, /T9 already has order OR-\d{6} open/)
    const [empty] = await refusalOf(sendOrder({ order, key: randomUUID() }, audit))
    assert.equal(empty.message, 'There is nothing new to send to the kitchen.')
  })

  test('a line keeps the price it was added at; a line added after a price change takes the new one', async ({
    assert,
  }) => {
    const menu = await serviceMenu()
    const audit = systemAudit(await administrator())
    const order = await createOrder({ kind: 'takeaway', lines: [itemLine(menu.steak.id)] }, audit)
    await db
      .from('menu_items')
      .where('id', menu.steak.id)
      .update({ price_cents: 2100, name: 'Rib steak' })
    await addOrderLines({ order, lines: [itemLine(menu.steak.id)] }, audit)
    const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.name, line.unitPriceCents]),
      [
        ['Steak', 1890],
        ['Rib steak', 2100],
      ]
    )
    assert.equal(order.subtotalCents, 3990)
  })
})
