import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { consumeStock } from '#services/inventory/stock_ledger'
import { rebuildConsumptionDays } from '#services/inventory/consumption_days'
import { rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { useZone } from '#tests/helpers/clock'
import {
  consumptionDaysKept,
  consumptionFromMovements,
  move,
  product,
} from '#tests/helpers/inventory'

/*
| The stock's consumption per local day and product (stock_consumption_days):
| written by the ledger with each sale's consumption, worked out again from
| the movements by the rebuild, in the installation's time zone.
*/
const daysOf = (productId: number) => consumptionDaysKept(productId)
const fromMovements = (productId: number, zone: string) => consumptionFromMovements(zone, productId)

const consume = (productId: number, quantity: string) =>
  db.transaction((trx) =>
    consumeStock(trx, {
      productId,
      quantity,
      reference: { type: 'restaurant_order', id: 'DAYS-1' },
      actor: null,
    })
  )

test.group('Inventory: consumption per day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each sale consumption adds to its day in the ledger transaction; receipts and adjustments do not', async ({
    assert,
  }) => {
    const flour = await product({ sku: 'DAYS-FLOUR', name: 'Flour', unit: 'kg' })
    await move({
      productId: flour.id,
      kind: 'purchase_receipt',
      quantity: '10',
      unitCostCents: '150',
    })
    assert.deepEqual(await daysOf(flour.id), [], 'a receipt is not consumption')

    await consume(flour.id, '2.5')
    await consume(flour.id, '1.25')
    await move({ productId: flour.id, kind: 'adjustment', quantity: '-1', reason: 'waste' })
    const days = await daysOf(flour.id)
    assert.lengthOf(days, 1)
    /* 3.750 kg out at 1.50 a kg: 562.5 cents, as the two movements' own values add up. */
    assert.deepEqual(days, await fromMovements(flour.id, 'UTC'))
    assert.equal(days[0].quantity, '3.750')
    assert.equal(
      Number(days[0].value_cents),
      -Number(
        (
          await db
            .from('stock_movements')
            .where({ product_id: flour.id, kind: 'sale_consumption' })
            .sum('value_cents as v')
        )[0].v
      )
    )

    /* A consumption that fails (its transaction rolls back) leaves the day as it was. */
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await consumeStock(trx, {
          productId: flour.id,
          quantity: '1',
          reference: { type: 'restaurant_order', id: 'DAYS-2' },
          actor: null,
        })
        throw new Error('the order could not be sent')
      })
    )
    assert.deepEqual(await daysOf(flour.id), days)
  })

  test('the rebuild works the same rows out from the movements, and in a new time zone', async ({
    assert,
    cleanup,
  }) => {
    const rice = await product({ sku: 'DAYS-RICE', name: 'Rice', unit: 'kg' })
    await move({
      productId: rice.id,
      kind: 'purchase_receipt',
      quantity: '20',
      unitCostCents: '200',
    })
    await consume(rice.id, '3')
    await consume(rice.id, '0.5')
    const written = await daysOf(rice.id)
    assert.isNotEmpty(written)

    await db.from('stock_consumption_days').where('product_id', rice.id).delete()
    await rebuildConsumptionDays()
    assert.deepEqual(await daysOf(rice.id), written)

    /* Kiritimati is UTC+14: the day an instant falls on moves with the zone. */
    cleanup(useZone('Pacific/Kiritimati'))
    await rebuildSalesTotals()
    assert.deepEqual(await daysOf(rice.id), await fromMovements(rice.id, 'Pacific/Kiritimati'))
    await consume(rice.id, '1')
    assert.deepEqual(await daysOf(rice.id), await fromMovements(rice.id, 'Pacific/Kiritimati'))
  })
})
