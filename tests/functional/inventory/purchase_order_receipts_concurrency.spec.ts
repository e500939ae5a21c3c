import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiResponse } from '@japa/api-client'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import Product from '#models/inventory/product'
import User from '#models/identity/user'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { category, product, supplier } from '#tests/helpers/inventory'

/*
| Deliveries that really race: no global transaction here, so each request
| commits on its own, through the test server's HTTP port, all fired at once.
| The fixtures stay behind (movements and events are append-only), in a
| supplier, category and product of their own.
*/
const REQUESTS = 12

function outcomes(responses: ApiResponse[]) {
  return {
    received: responses.filter((response) => response.flashMessages()?.success),
    refusals: responses
      .map(
        (response) =>
          (response.flashMessages()?.inputErrorsBag as Record<string, string[]> | undefined)?.[
            'lines.0.quantity'
          ]?.[0] ?? null
      )
      .filter((message): message is string => message !== null),
    serverErrors: responses.filter((response) => response.status() >= 500),
  }
}

test.group('Inventory: deliveries under concurrency', (group) => {
  let fixtures: { userId: number; productId: number; orderId: number; lineId: number } | null = null

  group.setup(async () => {
    await seedRoles()
    const user = await userWithRoles(['Storekeeper'], { email: 'race.storekeeper@example.test' })
    const seller = await supplier({ name: 'Race Beverages' })
    const shelf = await category({ name: 'Race category' })
    const water = await product({
      sku: 'RACE-WATER',
      name: 'Race water 1.5 l',
      unit: 'unit',
      categoryId: shelf.id,
      purchaseUnit: 'pack of 6',
      purchaseUnitFactor: '6',
    })
    const order = await PurchaseOrder.create({
      supplierId: seller.id,
      status: 'ordered',
      orderedAt: DateTime.now(),
    })
    const line = await PurchaseOrderLine.create({
      purchaseOrderId: order.id,
      productId: water.id,
      quantity: '10',
      purchaseUnit: 'pack of 6',
      unitFactor: '6',
      unitCostCents: 390,
    })
    fixtures = { userId: user.id, productId: water.id, orderId: order.id, lineId: line.id }
  })

  group.each.timeout(120_000)

  test('simultaneous deliveries of the same line never receive more than was ordered', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const url = `/inventory/purchase-orders/${fixtures!.orderId}/receive`

    /* Each asks for 4 of the 10 packs: only two fit, whatever the order they arrive in. */
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        as(client, user, 'post', url).json({ lines: [{ id: fixtures!.lineId, quantity: '4' }] })
      )
    )
    const first = outcomes(responses)
    assert.lengthOf(first.serverErrors, 0, 'no request may fail with a server error')
    assert.lengthOf(first.received, 2)
    assert.lengthOf(first.refusals, REQUESTS - 2)
    for (const message of first.refusals)
      assert.equal(message, 'Still to arrive on this line: 2 × pack of 6. Enter that much or less.')

    const rest = outcomes(
      await Promise.all(
        Array.from({ length: REQUESTS }, () =>
          as(client, user, 'post', url).json({ lines: [{ id: fixtures!.lineId, quantity: '2' }] })
        )
      )
    )
    assert.lengthOf(rest.serverErrors, 0)
    assert.lengthOf(rest.received, 1)

    const line = await PurchaseOrderLine.findOrFail(fixtures!.lineId)
    assert.equal(line.receivedQuantity, '10.000')
    const order = await PurchaseOrder.findOrFail(fixtures!.orderId)
    assert.equal(order.status, 'received')
    const movements = await db
      .from('stock_movements')
      .where('purchase_order_line_id', fixtures!.lineId)
      .select('quantity', 'value_cents')
      .orderBy('id')
    assert.deepEqual(
      movements.map((row) => [row.quantity, Number(row.value_cents)]),
      [
        ['24.000', 1560],
        ['24.000', 1560],
        ['12.000', 780],
      ]
    )
    const water = await Product.findOrFail(fixtures!.productId)
    assert.equal(water.onHand, '60.000')
    assert.equal(water.stockValueCents, 3900)
  })
})

/*
| A JSON client (an integration, a script) gets the refusal as JSON: the
| status its kind says (409, a clash with someone else's delivery) and a body
| naming the field, never a redirect; its transaction wrote nothing.
*/
test.group('Inventory: deliveries under concurrency, for a JSON client', (group) => {
  let fixtures: { userId: number; productId: number; orderId: number; lineId: number } | null = null

  group.setup(async () => {
    await seedRoles()
    const user = await userWithRoles(['Storekeeper'], { email: 'race.json@example.test' })
    const seller = await supplier({ name: 'Race JSON Beverages' })
    const shelf = await category({ name: 'Race JSON category' })
    const [juice, soda] = await Promise.all(
      ['RACE-JSON-JUICE', 'RACE-JSON-SODA'].map((sku) =>
        product({
          sku,
          name: `${sku} 1 l`,
          unit: 'unit',
          categoryId: shelf.id,
          purchaseUnit: 'pack of 6',
          purchaseUnitFactor: '6',
        })
      )
    )
    const order = await PurchaseOrder.create({
      supplierId: seller.id,
      status: 'partially_received',
      orderedAt: DateTime.now(),
    })
    /* 2 of the 6 packs arrived earlier: the last 4 are still to come. The soda keeps the order open. */
    const line = await PurchaseOrderLine.create({
      purchaseOrderId: order.id,
      productId: juice.id,
      quantity: '6',
      receivedQuantity: '2',
      purchaseUnit: 'pack of 6',
      unitFactor: '6',
      unitCostCents: 390,
    })
    await PurchaseOrderLine.create({
      purchaseOrderId: order.id,
      productId: soda.id,
      quantity: '3',
      purchaseUnit: 'pack of 6',
      unitFactor: '6',
      unitCostCents: 300,
    })
    fixtures = { userId: user.id, productId: juice.id, orderId: order.id, lineId: line.id }
  })

  group.each.timeout(120_000)

  test('who loses the race for the last units gets 409 with a JSON body, and nothing is written', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const url = `/inventory/purchase-orders/${fixtures!.orderId}/receive`
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(client, user, 'post', url)
          .header('accept', 'application/json')
          .json({ lines: [{ id: fixtures!.lineId, quantity: '4' }] })
      )
    )

    const won = responses.filter((response) => response.status() === 302)
    const lost = responses.filter((response) => response.status() !== 302)
    assert.lengthOf(won, 1)
    assert.lengthOf(lost, 5)
    const message = 'Still to arrive on this line: 0 × pack of 6. Enter that much or less.'
    for (const response of lost) {
      assert.equal(response.status(), 409)
      assert.match(response.header('content-type') ?? '', /application\/json/)
      assert.deepEqual(response.body(), {
        status: 409,
        code: 'E_CONFLICT',
        message,
        field: 'lines.0.quantity',
        errors: [{ field: 'lines.0.quantity', message }],
      })
    }

    const line = await PurchaseOrderLine.findOrFail(fixtures!.lineId)
    assert.equal(line.receivedQuantity, '6.000')
    const movements = await db
      .from('stock_movements')
      .where('purchase_order_line_id', fixtures!.lineId)
      .select('quantity')
    assert.deepEqual(
      movements.map((row) => row.quantity),
      ['24.000']
    )
    const juice = await Product.findOrFail(fixtures!.productId)
    assert.equal(juice.onHand, '24.000')
    const receipts = await db
      .from('events')
      .where({ type: 'inventory.purchase_order.received', subject_id: String(fixtures!.orderId) })
      .count('* as total')
    assert.equal(Number(receipts[0].total), 1)
    const order = await PurchaseOrder.findOrFail(fixtures!.orderId)
    assert.equal(order.status, 'partially_received')
  })
})
