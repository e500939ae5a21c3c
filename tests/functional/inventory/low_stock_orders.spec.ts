import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import { consumeStock } from '#services/inventory/stock_ledger'
import { administrator, as, eventsOf, seedRoles } from '../access/helpers.js'
import { move, product, supplier } from '#tests/helpers/inventory'

/*
| LowStock's "Draft a purchase order": one draft per preferred supplier, each
| low product at its reorder quantity (or what brings it back to the reorder
| point when stock went below zero), in whole purchase units rounded up.
|
|   tomatoes  Fresh Farm  case of 24  point 30, reorder 30, on hand 10 → 30 → 2 cases at 75.50 × 24
|   flour     Fresh Farm  kg (1000 g) point 5000, reorder 2500, on hand 4000 → 3 kg at 1.20 × 1000
|   milk      Dairy Co    l (loose)   point 10, reorder 12, on hand −3 → 13 l at the last price paid, 0.95
|   olives    —           no preferred supplier: left out
|   butter    Dairy Co    already on an open order with something to arrive: left out
|   rice      Fresh Farm  not low: left out
|   salt      Fresh Farm  inactive: left out
*/
async function lowStock() {
  const farm = await supplier({ name: 'Fresh Farm' })
  const dairy = await supplier({ name: 'Dairy Co' })
  const tomatoes = await product({
    sku: 'LS-TOM',
    name: 'Tomatoes, canned',
    unit: 'unit',
    purchaseUnit: 'case of 24',
    purchaseUnitFactor: '24',
    preferredSupplierId: farm.id,
    reorderPoint: '30',
    reorderQuantity: '30',
  })
  await move({
    productId: tomatoes.id,
    kind: 'purchase_receipt',
    quantity: '10',
    unitCostCents: '75.5',
  })
  const flour = await product({
    sku: 'LS-FLOUR',
    name: 'Flour',
    unit: 'g',
    purchaseUnit: 'kg',
    purchaseUnitFactor: '1000',
    preferredSupplierId: farm.id,
    reorderPoint: '5000',
    reorderQuantity: '2500',
  })
  await move({
    productId: flour.id,
    kind: 'purchase_receipt',
    quantity: '4000',
    unitCostCents: '1.2',
  })
  const milk = await product({
    sku: 'LS-MILK',
    name: 'Milk',
    unit: 'l',
    preferredSupplierId: dairy.id,
    reorderPoint: '10',
    reorderQuantity: '12',
  })
  const butter = await product({
    sku: 'LS-BUTTER',
    name: 'Butter',
    unit: 'kg',
    preferredSupplierId: dairy.id,
    reorderPoint: '2',
    reorderQuantity: '5',
  })
  /* Milk was bought from Dairy Co at 0.95 a litre; butter is on its way. */
  const previous = await PurchaseOrder.create({
    supplierId: dairy.id,
    status: 'received',
    orderedAt: DateTime.now(),
    receivedAt: DateTime.now(),
  })
  await PurchaseOrderLine.create({
    purchaseOrderId: previous.id,
    productId: milk.id,
    quantity: '1',
    purchaseUnit: 'l',
    unitFactor: '1',
    unitCostCents: 95,
    receivedQuantity: '1',
  })
  const open = await PurchaseOrder.create({
    supplierId: dairy.id,
    status: 'ordered',
    orderedAt: DateTime.now(),
  })
  await PurchaseOrderLine.create({
    purchaseOrderId: open.id,
    productId: butter.id,
    quantity: '5',
    purchaseUnit: 'kg',
    unitFactor: '1',
    unitCostCents: 800,
  })
  await move({ productId: milk.id, kind: 'purchase_receipt', quantity: '1', unitCostCents: '95' })
  await db.transaction((trx) =>
    consumeStock(trx, {
      productId: milk.id,
      quantity: '4',
      reference: { type: 'restaurant_order', id: 1 },
      actor: null,
    })
  )
  await product({ sku: 'LS-OLIVES', name: 'Olives', reorderPoint: '5', reorderQuantity: '5' })
  const rice = await product({
    sku: 'LS-RICE',
    name: 'Rice',
    preferredSupplierId: farm.id,
    reorderPoint: '10',
    reorderQuantity: '10',
  })
  await move({ productId: rice.id, kind: 'purchase_receipt', quantity: '100', unitCostCents: '1' })
  await product({
    sku: 'LS-SALT',
    name: 'Salt',
    preferredSupplierId: farm.id,
    reorderPoint: '10',
    reorderQuantity: '10',
    active: false,
  })
  return { farm, dairy, tomatoes, flour, milk }
}

async function draftsOf(supplierId: number) {
  const orders = await PurchaseOrder.query()
    .where('supplier_id', supplierId)
    .where('status', 'draft')
    .preload('lines', (lines) => lines.preload('product').orderBy('id'))
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    lines: order.lines.map((line) => [
      line.product.sku,
      line.quantity,
      line.purchaseUnit,
      line.unitFactor,
      line.unitCostCents,
    ]),
  }))
}

test.group('Inventory: purchase orders drafted from low stock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('one draft per preferred supplier with the reorder quantities in whole purchase units', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { farm, dairy } = await lowStock()

    const response = await as(client, admin, 'post', '/inventory/purchase-orders/from-low-stock')
    assert.equal(response.header('location'), '/inventory/purchase-orders?status=draft')
    response.assertFlashMessage(
      'success',
      '2 purchase orders drafted from low stock, one per supplier.'
    )

    const [farmDraft] = await draftsOf(farm.id)
    assert.deepEqual(farmDraft.lines, [
      ['LS-FLOUR', '3.000', 'kg', '1000.000', 1200],
      ['LS-TOM', '2.000', 'case of 24', '24.000', 1812],
    ])
    const [dairyDraft] = await draftsOf(dairy.id)
    assert.deepEqual(dairyDraft.lines, [['LS-MILK', '13.000', 'l', '1.000', 95]])

    const events = (await eventsOf('inventory.purchase_order.created')).filter((event) =>
      [String(farmDraft.id), String(dairyDraft.id)].includes(event.subjectId!)
    )
    assert.lengthOf(events, 2)
    assert.deepEqual(events[0].metadata, { source: 'low_stock' })

    /* A second click finds every low product on an open order: nothing more is drafted. */
    const again = await as(client, admin, 'post', '/inventory/purchase-orders/from-low-stock')
    again.assertFlashMessage(
      'error',
      'Nothing to order: every low product is already on an open order or has no active preferred supplier.'
    )
    assert.lengthOf(await draftsOf(farm.id), 1)
    assert.lengthOf(await draftsOf(dairy.id), 1)
  })

  test("LowStock's button for one supplier drafts that supplier's order and opens it", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { farm, dairy } = await lowStock()

    const response = await as(
      client,
      admin,
      'post',
      '/inventory/purchase-orders/from-low-stock'
    ).json({ supplier_id: dairy.id })
    const [draft] = await draftsOf(dairy.id)
    assert.equal(response.header('location'), `/inventory/purchase-orders/${draft.id}`)
    response.assertFlashMessage(
      'success',
      `Purchase order ${draft.number} drafted from low stock. Check it, then place it.`
    )
    assert.lengthOf(await draftsOf(farm.id), 0)

    const bad = await as(client, admin, 'post', '/inventory/purchase-orders/from-low-stock').json({
      supplier_id: 'Dairy',
    })
    bad.assertFlashMessage('inputErrorsBag', { supplier_id: ['Choose an active supplier.'] })
    assert.lengthOf(await draftsOf(farm.id), 0)
  })
})
