import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import PurchaseOrder from '#models/inventory/purchase_order'
import { inventoryHeadlines } from '#queries/inventory/dashboard'
import { consumeStock } from '#services/inventory/stock_ledger'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { move, product, supplier } from '#tests/helpers/inventory'

/*
| The inventory dashboard and the main dashboard's inventory tiles. Other specs
| leave committed stock behind (racing movements), so figures are checked as
| what this spec adds to them, and lists by what this spec put in them.
*/
async function kitchenStock() {
  const saffron = await product({
    sku: 'DASH-SAFFRON',
    name: 'Saffron threads',
    unit: 'g',
    reorderPoint: '50',
    reorderQuantity: '100',
  })
  await move({
    productId: saffron.id,
    kind: 'purchase_receipt',
    quantity: '100',
    unitCostCents: '900',
  })
  await db.transaction((trx) =>
    consumeStock(trx, {
      productId: saffron.id,
      quantity: '60',
      reference: { type: 'restaurant_order', id: 'DASH-1', label: 'Table 4' },
      actor: null,
    })
  )
  const truffle = await product({ sku: 'DASH-TRUFFLE', name: 'Black truffle', unit: 'g' })
  await db.transaction((trx) =>
    consumeStock(trx, {
      productId: truffle.id,
      quantity: '5',
      reference: { type: 'restaurant_order', id: 'DASH-2' },
      actor: null,
    })
  )
  const seller = await supplier({ name: 'Spice Route' })
  const order = await PurchaseOrder.create({
    supplierId: seller.id,
    status: 'ordered',
    orderedAt: DateTime.now(),
    expectedOn: DateTime.now().plus({ days: 2 }),
  })
  await order.refresh()
  await PurchaseOrder.create({ supplierId: seller.id, status: 'draft' })
  return { saffron, truffle, order }
}

test.group('Inventory: dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('stock value, what runs low, open orders, latest movements and the most consumed', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const before = await inventoryHeadlines()
    const { saffron, truffle, order } = await kitchenStock()

    const response = await as(client, admin, 'get', '/inventory').withInertia()
    response.assertInertiaComponent('Inventory/Dashboard/Index')
    const dashboard = (response.inertiaProps as any).dashboard
    /* 100 g at 9.00 → 90000; 60 g out at the average → 54000; the truffle went below zero at no cost. */
    assert.equal(dashboard.stockValueCents - before.stockValueCents, 36_000)
    assert.equal(dashboard.lowStock - before.lowStock, 2)
    assert.equal(dashboard.negativeStock - before.negativeStock, 1)
    assert.equal(dashboard.openOrders.ordered - before.openOrders.ordered, 1)
    assert.equal(dashboard.openOrders.draft - before.openOrders.draft, 1)
    assert.equal(dashboard.consumption.valueCents - before.consumption.valueCents, 54_000)

    assert.deepEqual(
      dashboard.lowStockList
        .filter((row: any) => row.sku.startsWith('DASH-'))
        .map((row: any) => [row.sku, row.onHand]),
      [
        ['DASH-TRUFFLE', '-5.000'],
        ['DASH-SAFFRON', '40.000'],
      ]
    )
    assert.include(
      dashboard.openOrderList.map((row: any) => row.number),
      order.number
    )
    assert.deepEqual(
      dashboard.recentMovements
        .slice(0, 3)
        .map((row: any) => [row.productId, row.kind, row.quantity]),
      [
        [truffle.id, 'sale_consumption', '-5.000'],
        [saffron.id, 'sale_consumption', '-60.000'],
        [saffron.id, 'purchase_receipt', '100.000'],
      ]
    )
    assert.deepEqual(
      [dashboard.topConsumed[0].productId, dashboard.topConsumed[0].quantity],
      [saffron.id, '60.000']
    )
    assert.deepEqual((response.inertiaProps as any).can, {
      viewProducts: true,
      viewMovements: true,
      viewPurchaseOrders: true,
      viewReports: true,
    })
  })

  test('the main dashboard shows the inventory tiles only to who may see the inventory dashboard', async ({
    client,
    assert,
  }) => {
    await kitchenStock()
    const storekeeper = await userWithRoles(['Storekeeper'])
    const receptionist = await userWithRoles(['Receptionist'])

    const mine = await as(client, storekeeper, 'get', '/dashboard').withInertia()
    const tiles = (mine.inertiaProps as any).inventoryTiles
    assert.equal(tiles.stockValueCents, (await inventoryHeadlines()).stockValueCents)
    assert.equal((mine.inertiaProps as any).currency, 'USD')

    const theirs = await as(client, receptionist, 'get', '/dashboard').withInertia()
    assert.notProperty(theirs.inertiaProps as any, 'inventoryTiles')
    assert.equal(
      (await as(client, receptionist, 'get', '/inventory').header('accept', 'text/html')).status(),
      403
    )
  })
})
