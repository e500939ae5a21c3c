import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/inventory/product'
import Event from '#models/events/event'
import { consumeStock, recordMovement } from '#services/inventory/stock_ledger'
import {
  InsufficientStockError,
  InvalidMovementError,
} from '#exceptions/inventory/stock_ledger_errors'
import { move, movementsOf, product } from '#tests/helpers/inventory'

/*
| One product through a hand-computed history. Each row: what was asked, then
| the movement's unit cost, value, balance, value after and average after.
|
|  1 receipt     +10.000 @ 250.0000          2500   10.000   2500  250.0000
|  2 receipt      +5.500 @ 312.3400 (1717.87) 1718   15.500   4218  272.1290 (4218/15.5 = 272.12903)
|  3 consumption  -3.250 @ 272.1290 (884.42)  -884   12.250   3334  272.1290
|  4 damage       -0.750 (204.10)             -204   11.500   3130  272.1290
|  5 return       -1.500 (408.19)             -408   10.000   2722  272.1290
|  6 receipt      +2.000 @ 333.3333, invoiced 667   12.000   3389  282.4167 (3389/12 = 282.41667)
|  7 consumption -12.000: empties the stock, takes all 3389 -> 0.000, 0
|  8 consumption  -2.000 (564.83)             -565   -2.000   -565  282.4167 (a sale may go negative)
|  9 correction   +0.500 at the average (141.21) 141 -1.500   -424  282.4167 (stock still negative)
| 10 receipt      +4.000 @ 300.0000           1200    2.500    776  310.4000 (776/2.5)
*/
const EXPECTED = [
  ['purchase_receipt', '10.000', '250.0000', 2500, '10.000', 2500, '250.0000'],
  ['purchase_receipt', '5.500', '312.3400', 1718, '15.500', 4218, '272.1290'],
  ['sale_consumption', '-3.250', '272.1290', -884, '12.250', 3334, '272.1290'],
  ['adjustment', '-0.750', '272.1290', -204, '11.500', 3130, '272.1290'],
  ['return_to_supplier', '-1.500', '272.1290', -408, '10.000', 2722, '272.1290'],
  ['purchase_receipt', '2.000', '333.3333', 667, '12.000', 3389, '282.4167'],
  ['sale_consumption', '-12.000', '282.4167', -3389, '0.000', 0, '282.4167'],
  ['sale_consumption', '-2.000', '282.4167', -565, '-2.000', -565, '282.4167'],
  ['adjustment', '0.500', '282.4167', 141, '-1.500', -424, '282.4167'],
  ['purchase_receipt', '4.000', '300.0000', 1200, '2.500', 776, '310.4000'],
] as const

test.group('Stock ledger', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('weighted average costing through receipts, consumption, an adjustment and a return', async ({
    assert,
  }) => {
    const flour = await product({ sku: 'FLOUR', unit: 'kg' })
    const order = { type: 'restaurant_order', id: 7, label: 'Order 7' }
    const consume = (quantity: string) =>
      db.transaction((trx) =>
        consumeStock(trx, { productId: flour.id, quantity, reference: order, actor: null })
      )

    await move({
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '10',
      unitCostCents: '250',
    })
    await move({
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '5.5',
      unitCostCents: '312.34',
    })
    await consume('3.25')
    await move({ productId: flour.id, kind: 'adjustment', reason: 'damage', quantity: '-0.75' })
    await move({ productId: flour.id, kind: 'return_to_supplier', quantity: '-1.5' })
    await move({
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '2',
      unitCostCents: '333.3333',
      valueCents: 667,
      reference: { type: 'purchase_order', id: 45, label: 'PO-000045' },
    })
    await consume('12')
    await consume('2')
    await move({ productId: flour.id, kind: 'adjustment', reason: 'correction', quantity: '0.5' })
    await move({
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '4',
      unitCostCents: '300',
    })

    const movements = await movementsOf(flour.id)
    assert.deepEqual(
      movements.map((m) => [
        m.kind,
        m.quantity,
        m.unitCostCents,
        m.valueCents,
        m.balanceAfter,
        m.valueAfterCents,
        m.averageCostAfterCents,
      ]),
      EXPECTED.map((row) => [...row])
    )
    assert.equal(movements[5].referenceLabel, 'PO-000045')
    assert.equal(movements[2].referenceType, 'restaurant_order')
    assert.equal(movements[2].referenceId, '7')

    await flour.refresh()
    assert.equal(flour.onHand, '2.500')
    assert.equal(flour.stockValueCents, 776)
    assert.equal(flour.averageCostCents, '310.4000')
    assert.equal(flour.lockVersion, 0, 'the ledger never makes the product form stale')

    const events = await Event.query()
      .where('subject_type', 'product')
      .where('subject_id', String(flour.id))
      .orderBy('id')
    assert.deepEqual(
      events.map((event) => event.type),
      [
        'inventory.stock.received',
        'inventory.stock.received',
        'inventory.stock.consumed',
        'inventory.stock.adjusted',
        'inventory.stock.returned',
        'inventory.stock.received',
        'inventory.stock.consumed',
        'inventory.stock.consumed',
        'inventory.stock.adjusted',
        'inventory.stock.received',
      ]
    )
  })

  test('a manual outflow larger than the stock on hand is refused and writes nothing', async ({
    assert,
  }) => {
    const milk = await product({ sku: 'MILK', unit: 'l' })
    await move({ productId: milk.id, kind: 'purchase_receipt', quantity: '3', unitCostCents: '90' })

    const error = await move({
      productId: milk.id,
      kind: 'adjustment',
      reason: 'waste',
      quantity: '-3.001',
    }).catch((caught) => caught)
    assert.instanceOf(error, InsufficientStockError)
    assert.equal(error.code, 'E_INSUFFICIENT_STOCK')
    assert.equal(error.onHand, '3.000')
    assert.equal(error.requested, '3.001')

    const returned = await move({
      productId: milk.id,
      kind: 'return_to_supplier',
      quantity: '-4',
    }).catch((caught) => caught)
    assert.instanceOf(returned, InsufficientStockError)

    assert.lengthOf(await movementsOf(milk.id), 1)
    await milk.refresh()
    assert.equal(milk.onHand, '3.000')
    assert.equal(milk.stockValueCents, 270)
  })

  test('the whole stock can be taken out manually, and its whole value goes with it', async ({
    assert,
  }) => {
    const oil = await product({ sku: 'OIL', unit: 'l' })
    await move({ productId: oil.id, kind: 'purchase_receipt', quantity: '3', unitCostCents: '100' })
    await move({ productId: oil.id, kind: 'purchase_receipt', quantity: '3', unitCostCents: '101' })
    const last = await move({
      productId: oil.id,
      kind: 'adjustment',
      reason: 'stocktake',
      quantity: '-6',
    })
    assert.equal(last.valueCents, -603)
    assert.equal(last.valueAfterCents, 0)
    await oil.refresh()
    assert.equal(oil.onHand, '0.000')
    assert.equal(oil.stockValueCents, 0)
  })

  test('a sale never blocks: consumption takes stock below zero', async ({ assert }) => {
    const lime = await product({ sku: 'LIME', unit: 'unit' })
    const movement = await db.transaction((trx) =>
      consumeStock(trx, {
        productId: lime.id,
        quantity: '4',
        reference: { type: 'restaurant_order', id: 1 },
        actor: null,
      })
    )
    assert.equal(movement.quantity, '-4.000')
    assert.equal(movement.balanceAfter, '-4.000')
    assert.equal(movement.valueCents, 0)
  })

  test('malformed movements are refused before anything is written', async ({ assert }) => {
    const salt = await product({ sku: 'SALT' })
    const attempts = [
      { kind: 'purchase_receipt', quantity: '1' },
      { kind: 'purchase_receipt', quantity: '-1', unitCostCents: '10' },
      { kind: 'sale_consumption', quantity: '1' },
      { kind: 'return_to_supplier', quantity: '2' },
      { kind: 'adjustment', quantity: '1' },
      { kind: 'adjustment', reason: 'correction', quantity: '0' },
      { kind: 'adjustment', reason: 'correction', quantity: '1.0001' },
      { kind: 'adjustment', reason: 'correction', quantity: '1e3' },
      { kind: 'adjustment', reason: 'correction', quantity: '100000000000' },
      { kind: 'purchase_receipt', quantity: '1', unitCostCents: '-5' },
      { kind: 'purchase_receipt', quantity: '1', unitCostCents: '1.23456' },
    ] as const
    for (const attempt of attempts) {
      const error = await move({ productId: salt.id, ...attempt }).catch((caught) => caught)
      assert.instanceOf(error, InvalidMovementError, JSON.stringify(attempt))
      assert.equal(error.code, 'E_INVALID_MOVEMENT')
    }
    const consumption = await db
      .transaction((trx) =>
        consumeStock(trx, {
          productId: salt.id,
          quantity: '-1',
          reference: { type: 'restaurant_order', id: 1 },
          actor: null,
        })
      )
      .catch((caught) => caught)
    assert.instanceOf(consumption, InvalidMovementError)
    assert.lengthOf(await movementsOf(salt.id), 0)
  })

  test("the caller's rollback takes the movement and the balances with it", async ({ assert }) => {
    const rice = await product({ sku: 'RICE' })
    await db
      .transaction(async (trx) => {
        await recordMovement(trx, {
          productId: rice.id,
          kind: 'purchase_receipt',
          quantity: '5',
          unitCostCents: '120',
          actor: null,
        })
        throw new Error('the purchase order line failed')
      })
      .catch(() => null)
    assert.lengthOf(await movementsOf(rice.id), 0)
    const reloaded = await Product.findOrFail(rice.id)
    assert.equal(reloaded.onHand, '0.000')
    assert.equal(reloaded.stockValueCents, 0)
  })

  test('a document may record one event for all its movements', async ({ assert }) => {
    const bean = await product({ sku: 'BEAN' })
    await move({
      productId: bean.id,
      kind: 'purchase_receipt',
      quantity: '1',
      unitCostCents: '10',
      skipEvent: true,
    })
    const events = await Event.query()
      .where('subject_type', 'product')
      .where('subject_id', String(bean.id))
    assert.lengthOf(events, 0)
  })
})
