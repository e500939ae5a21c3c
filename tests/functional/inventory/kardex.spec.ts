import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { move, product } from '#tests/helpers/inventory'
import { addDays, appToday, appZone } from '#services/clock'
import { lastMovementBefore } from '#queries/inventory/kardex'
import { startOfDay } from '#queries/inventory/movement_query'
import { InvalidMovementError } from '#exceptions/inventory/stock_ledger_errors'

const daysAgo = (days: number) => DateTime.now().setZone(appZone()).minus({ days })
const day = (offset: number) => addDays(appToday(), offset)

/*
| One product's history over ten days (written in order, as demo data is):
|   D-10 receipt  +10 @ 200   10.000  2000
|   D-5  sale      -4 @ 200    6.000  1200
|   D-3  receipt   +4 @ 250   10.000  2200  (average 220)
|   D-1  waste     -2 @ 220    8.000  1760
|   now  sale      -1 @ 220    7.000  1540
*/
async function history() {
  const flour = await product({ sku: 'FLOUR', name: 'Flour', unit: 'kg' })
  const order = { type: 'restaurant_order', id: 1 }
  await move({
    productId: flour.id,
    kind: 'purchase_receipt',
    quantity: '10',
    unitCostCents: '200',
    occurredAt: daysAgo(10),
  })
  await move({
    productId: flour.id,
    kind: 'sale_consumption',
    quantity: '-4',
    allowNegative: true,
    reference: order,
    occurredAt: daysAgo(5),
  })
  await move({
    productId: flour.id,
    kind: 'purchase_receipt',
    quantity: '4',
    unitCostCents: '250',
    reference: { type: 'purchase_order', id: 45, label: 'PO-000045' },
    occurredAt: daysAgo(3),
  })
  await move({
    productId: flour.id,
    kind: 'adjustment',
    reason: 'waste',
    quantity: '-2',
    occurredAt: daysAgo(1),
  })
  await move({
    productId: flour.id,
    kind: 'sale_consumption',
    quantity: '-1',
    allowNegative: true,
    reference: order,
  })
  return flour
}

test.group('Inventory: Kardex', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a past range opens and closes on the balances around it, every line in between', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await history()
    const response = await as(
      client,
      admin,
      'get',
      `/inventory/movements/kardex?product=${flour.id}&from=${day(-5)}&to=${day(-1)}`
    ).withInertia()
    response.assertInertiaComponent('Inventory/Movements/Kardex')
    const props = response.inertiaProps as any
    assert.deepEqual(props.kardex.opening, {
      quantity: '10.000',
      valueCents: 2000,
      averageCostCents: '200.0000',
    })
    assert.deepEqual(
      props.kardex.lines.map((line: any) => [
        line.kind,
        line.quantity,
        line.valueCents,
        line.balanceAfter,
        line.valueAfterCents,
      ]),
      [
        ['sale_consumption', '-4.000', -800, '6.000', 1200],
        ['purchase_receipt', '4.000', 1000, '10.000', 2200],
        ['adjustment', '-2.000', -440, '8.000', 1760],
      ]
    )
    assert.deepEqual(props.kardex.closing, {
      quantity: '8.000',
      valueCents: 1760,
      averageCostCents: '220.0000',
    })
    assert.deepEqual(props.kardex.totals, {
      inQuantity: '4.000',
      outQuantity: '6.000',
      inValueCents: 1000,
      outValueCents: 1240,
      lines: 3,
    })
    assert.isNull(props.reconciled)
    assert.equal(props.kardex.lines[1].referenceLabel, 'PO-000045')
  })

  test('a range that reaches today closes on the stock on hand', async ({ client, assert }) => {
    const admin = await administrator()
    const flour = await history()
    const response = await as(
      client,
      admin,
      'get',
      `/inventory/movements/kardex?product=${flour.id}&from=${day(-3)}&to=${day(0)}`
    ).withInertia()
    const props = response.inertiaProps as any
    assert.equal(props.kardex.opening.quantity, '6.000')
    assert.lengthOf(props.kardex.lines, 3)
    await flour.refresh()
    assert.equal(props.kardex.closing.quantity, flour.onHand)
    assert.equal(props.kardex.closing.valueCents, flour.stockValueCents)
    assert.deepEqual([flour.onHand, flour.stockValueCents], ['7.000', 1540])
    assert.isTrue(props.reconciled)

    /* Opening plus every line is the closing, for any range. */
    for (const [from, to] of [
      [-10, 0],
      [-9, -4],
      [-2, 0],
      [-30, -11],
    ]) {
      const card = (
        (
          await as(
            client,
            admin,
            'get',
            `/inventory/movements/kardex?product=${flour.id}&from=${day(from)}&to=${day(to)}`
          ).withInertia()
        ).inertiaProps as any
      ).kardex
      const lines = card.lines as any[]
      const moved = lines.reduce((sum: number, line: any) => sum + Number(line.quantity), 0)
      const value = lines.reduce((sum: number, line: any) => sum + line.valueCents, 0)
      assert.closeTo(Number(card.opening.quantity) + moved, Number(card.closing.quantity), 1e-9)
      assert.equal(card.opening.valueCents + value, card.closing.valueCents)
    }
  })

  test('a long card pages, each page opening with the balance carried over', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const salt = await product({ sku: 'SALT', unit: 'g' })
    await move({
      productId: salt.id,
      kind: 'purchase_receipt',
      quantity: '1000',
      unitCostCents: '1',
    })
    for (let n = 0; n < 104; n++) {
      await move({ productId: salt.id, kind: 'adjustment', reason: 'waste', quantity: '-1' })
    }
    const url = `/inventory/movements/kardex?product=${salt.id}&from=${day(0)}&to=${day(0)}`
    const first = (await as(client, admin, 'get', url).withInertia()).inertiaProps as any
    assert.lengthOf(first.kardex.lines, 100)
    assert.deepEqual(first.kardex.pages, { current: 1, last: 2, perPage: 100 })
    const second = (await as(client, admin, 'get', `${url}&page=2`).withInertia())
      .inertiaProps as any
    assert.lengthOf(second.kardex.lines, 5)
    assert.equal(second.kardex.carried.quantity, first.kardex.lines[99].balanceAfter)
    assert.equal(second.kardex.carried.quantity, '901.000')
    assert.equal(second.kardex.closing.quantity, '896.000')
    const beyond = (await as(client, admin, 'get', `${url}&page=99`).withInertia())
      .inertiaProps as any
    assert.equal(beyond.kardex.pages.current, 2)
  })

  test('the opening balance is one backward index step, however long the history', async ({
    assert,
  }) => {
    const oil = await product({ sku: 'OIL' })
    await db.rawQuery(
      `INSERT INTO stock_movements (product_id, kind, quantity, unit_cost_cents, value_cents,
         balance_after, value_after_cents, average_cost_after_cents, occurred_at)
       SELECT ?, 'purchase_receipt', 1, 100, 100, n, n * 100, 100,
              now() - interval '1 minute' * (20000 - n)
         FROM generate_series(1, 20000) AS n`,
      [oil.id]
    )
    const other = await product({ sku: 'OTHER' })
    await db.rawQuery(
      `INSERT INTO stock_movements (product_id, kind, quantity, unit_cost_cents, value_cents,
         balance_after, value_after_cents, average_cost_after_cents, occurred_at)
       SELECT ?, 'purchase_receipt', 1, 100, 100, n, n * 100, 100, now() - interval '1 minute' * n
         FROM generate_series(1, 20000) AS n`,
      [other.id]
    )
    await db.rawQuery('ANALYZE stock_movements')
    const query = lastMovementBefore(oil.id, startOfDay(day(-3))).toQuery()
    const { rows } = await db.rawQuery(`EXPLAIN ${query}`)
    const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')
    assert.match(plan, /Limit/)
    /* An index-only scan when the index carries the balance columns (migration 0011). */
    assert.match(
      plan,
      /Index (Only )?Scan Backward using stock_movements_product_id_occurred_at_id_index/
    )
    assert.notMatch(plan, /Sort|Seq Scan/)
  })

  test('history can only be written in order', async ({ assert }) => {
    const flour = await history()
    const error = await move({
      productId: flour.id,
      kind: 'adjustment',
      reason: 'correction',
      quantity: '1',
      occurredAt: daysAgo(2),
    }).catch((caught) => caught)
    assert.instanceOf(error, InvalidMovementError)
  })

  test('without a product the page asks for one; a broken query falls back', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await history()
    const empty = await as(client, admin, 'get', '/inventory/movements/kardex').withInertia()
    const props = empty.inertiaProps as any
    assert.isNull(props.kardex)
    assert.isNull(props.product)
    assert.equal(props.range.to, appToday())
    assert.include(
      props.products.map((option: any) => option.sku),
      'FLOUR'
    )
    const broken = await as(
      client,
      admin,
      'get',
      '/inventory/movements/kardex?product=2147483648&from=2026-02-31&to=yesterday&page=-4'
    ).withInertia()
    broken.assertStatus(200)
    assert.isNull((broken.inertiaProps as any).kardex)
    assert.equal((broken.inertiaProps as any).rangeErrors.from, 'Enter a date as YYYY-MM-DD.')
  })
})
