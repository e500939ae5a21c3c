import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/inventory/product'
import { writeHistory, type HistoricMovement } from '#database/demo/inventory_history'
import { move, movementsOf, product } from '#tests/helpers/inventory'

/*
| The demo's bulk history must be the ledger's own arithmetic: the same
| movements through recordMovement (one product) and through writeHistory
| (another) leave the same lines and the same running balances. The sequence
| crosses every rule: receipts with an exact value, outflows at the average,
| emptying the stock, going below zero, a positive adjustment at the average.
*/
const STEPS: Omit<HistoricMovement, 'productId' | 'occurredAt'>[] = [
  { kind: 'purchase_receipt', quantity: '10', unitCostCents: '250' },
  { kind: 'purchase_receipt', quantity: '5.5', unitCostCents: '312.34' },
  { kind: 'sale_consumption', quantity: '-3.25' },
  { kind: 'adjustment', reason: 'damage', quantity: '-0.75' },
  { kind: 'return_to_supplier', quantity: '-1.5' },
  { kind: 'purchase_receipt', quantity: '2', unitCostCents: '333.3333', valueCents: 667 },
  { kind: 'sale_consumption', quantity: '-12' },
  { kind: 'sale_consumption', quantity: '-2' },
  { kind: 'adjustment', reason: 'correction', quantity: '0.5' },
  { kind: 'purchase_receipt', quantity: '4', unitCostCents: '300' },
  {
    kind: 'adjustment',
    reason: 'stocktake',
    quantity: '-0.125',
    expectedQuantity: '2.5',
    countedQuantity: '2.375',
  },
]

const lineOf = (movement: Awaited<ReturnType<typeof movementsOf>>[number]) => [
  movement.kind,
  movement.reason,
  movement.quantity,
  movement.unitCostCents,
  movement.valueCents,
  movement.balanceAfter,
  movement.valueAfterCents,
  movement.averageCostAfterCents,
]

test.group('Inventory: bulk history', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('writes exactly what the stock ledger writes, in the past', async ({ assert }) => {
    const ledger = await product({ sku: 'HIST-LEDGER' })
    const bulk = await product({ sku: 'HIST-BULK' })
    for (const step of STEPS) await move({ ...step, productId: ledger.id, allowNegative: true })
    const start = Date.UTC(2025, 0, 1, 9)
    await writeHistory(
      db.connection(),
      STEPS.map((step, index) => ({
        ...step,
        productId: bulk.id,
        occurredAt: new Date(start + index * 86_400_000),
      }))
    )

    const written = await movementsOf(bulk.id)
    assert.deepEqual(written.map(lineOf), (await movementsOf(ledger.id)).map(lineOf))
    assert.deepEqual(
      written.map((movement) => movement.occurredAt.toUTC().toISO()),
      STEPS.map((_, index) => new Date(start + index * 86_400_000).toISOString())
    )
    const [a, b] = [await Product.findOrFail(ledger.id), await Product.findOrFail(bulk.id)]
    assert.deepEqual(
      [b.onHand, b.stockValueCents, b.averageCostCents],
      [a.onHand, a.stockValueCents, a.averageCostCents]
    )
    assert.equal(b.onHand, '2.375')
  })
})
