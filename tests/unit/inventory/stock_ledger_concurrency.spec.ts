import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/inventory/product'
import StockMovement from '#models/inventory/stock_movement'
import { consumeStock, recordMovement } from '#services/inventory/stock_ledger'
import { InsufficientStockError } from '#exceptions/inventory/stock_ledger_errors'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { product } from '#tests/helpers/inventory'

/*
| Movements that really race: no global transaction here, every movement is its
| own committed transaction, all started at once (one connection queues them on
| the embedded database; on PostgreSQL the pool runs them side by side and the
| product's row lock orders them). The rows stay: the ledger is append-only.
*/
const MOVEMENTS = 200

function nthMovement(productId: number, n: number) {
  return db.transaction((trx) => {
    switch (n % 4) {
      case 0:
        return recordMovement(trx, {
          productId,
          kind: 'purchase_receipt',
          quantity: `${1 + (n % 7)}.25`,
          unitCostCents: `${100 + (n % 13)}.3333`,
          actor: null,
        })
      case 1:
        return consumeStock(trx, {
          productId,
          quantity: `${(n % 5) + 0.5}`,
          reference: { type: 'restaurant_order', id: n },
          actor: null,
        })
      case 2:
        return recordMovement(trx, {
          productId,
          kind: 'adjustment',
          reason: 'damage',
          quantity: '-0.333',
          actor: null,
        })
      default:
        return recordMovement(trx, {
          productId,
          kind: 'adjustment',
          reason: 'correction',
          quantity: '0.125',
          actor: null,
        })
    }
  })
}

test.group('Stock ledger under concurrency', () => {
  test('200 simultaneous movements leave balances equal to the sum of the ledger', async ({
    assert,
  }) => {
    const flour = await product({ sku: 'RACE-FLOUR' })
    const outcomes = await Promise.allSettled(
      Array.from({ length: MOVEMENTS }, (_, n) => nthMovement(flour.id, n))
    )
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    for (const outcome of refused) {
      assert.instanceOf(outcome.reason, InsufficientStockError)
    }

    const movements = await StockMovement.query().where('product_id', flour.id).orderBy('id')
    assert.equal(movements.length, MOVEMENTS - refused.length)
    assert.isAbove(movements.length, MOVEMENTS / 2)

    await flour.refresh()
    const quantitySum = movements.reduce((sum, m) => sum + parseQuantity(m.quantity), 0n)
    const valueSum = movements.reduce((sum, m) => sum + m.valueCents, 0)
    assert.equal(flour.onHand, formatQuantity(quantitySum))
    assert.equal(flour.stockValueCents, valueSum)
    assert.equal(movements.at(-1)!.balanceAfter, flour.onHand)
    assert.equal(movements.at(-1)!.valueAfterCents, flour.stockValueCents)
    assert.equal(movements.at(-1)!.averageCostAfterCents, flour.averageCostCents)

    /* Every line continues the one before it, in id order and in time order alike. */
    let balance = 0n
    let value = 0
    for (const [index, movement] of movements.entries()) {
      balance += parseQuantity(movement.quantity)
      value += movement.valueCents
      assert.equal(movement.balanceAfter, formatQuantity(balance), `movement ${index}`)
      assert.equal(movement.valueAfterCents, value, `movement ${index}`)
      if (index > 0) {
        assert.isTrue(movement.occurredAt >= movements[index - 1].occurredAt, `movement ${index}`)
      }
    }
  }).timeout(120_000)

  test('stock movements refuse UPDATE, DELETE and TRUNCATE', async ({ assert }) => {
    const sugar = await product({ sku: 'APPEND-SUGAR' })
    await db.transaction((trx) =>
      recordMovement(trx, {
        productId: sugar.id,
        kind: 'purchase_receipt',
        quantity: '2',
        unitCostCents: '50',
        actor: null,
      })
    )
    const refusals = [
      db.rawQuery(`UPDATE stock_movements SET quantity = 99 WHERE product_id = ?`, [sugar.id]),
      db.rawQuery(`DELETE FROM stock_movements WHERE product_id = ?`, [sugar.id]),
      db.rawQuery(`TRUNCATE stock_movements CASCADE`),
    ]
    for (const attempt of refusals) {
      const error = await attempt.then(
        () => null,
        (caught) => caught
      )
      assert.match(
        String(error?.message),
        /stock movements are append-only: (UPDATE|DELETE|TRUNCATE) refused/
      )
    }
    const rows = await StockMovement.query().where('product_id', sugar.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].quantity, '2.000')
    assert.equal((await Product.findOrFail(sugar.id)).onHand, '2.000')
  })
})
