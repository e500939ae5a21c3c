import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appZone } from '#services/clock'
import { consumptionDaysKept, consumptionFromMovements } from '#tests/helpers/inventory'
import { createDemoInventory, seedInventory } from '#database/demo/inventory'
import { DEMO_PRODUCTS, DEMO_SUPPLIERS } from '#database/demo/inventory_catalogue'

/*
| The demo stock: a catalogue in realistic categories and a year of history
| that reads like the ledger wrote it. Other specs leave products behind, so
| the checks look at the demo's own SKUs.
*/
const demo = DEMO_PRODUCTS.map((product) => product.sku)
const rows = async (sql: string, bindings: unknown[] = []) =>
  (await db.rawQuery(sql, bindings)).rows as Record<string, any>[]

test.group('Demo: inventory', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('about 60 products in six kinds of goods from six suppliers, each bought in its own unit', async ({
    assert,
  }) => {
    await createDemoInventory(db.connection())
    assert.isAtLeast(demo.length, 55)
    const categories = await rows(
      `SELECT DISTINCT coalesce(parent.name, c.name) AS name FROM products p
         JOIN inventory_categories c ON c.id = p.category_id
         LEFT JOIN inventory_categories parent ON parent.id = c.parent_id
        WHERE p.sku = ANY(?)`,
      [demo]
    )
    assert.sameMembers(
      categories.map((row) => row.name),
      ['Produce', 'Meat & fish', 'Dairy & eggs', 'Dry goods', 'Beverages', 'Cleaning']
    )
    const suppliers = await rows(
      `SELECT count(DISTINCT preferred_supplier_id) AS count FROM products WHERE sku = ANY(?)`,
      [demo]
    )
    assert.equal(Number(suppliers[0].count), DEMO_SUPPLIERS.length)
    const flour = await rows(
      `SELECT unit, purchase_unit, purchase_unit_factor FROM products WHERE sku = 'DRY-FLOUR'`
    )
    assert.deepEqual(flour[0], {
      unit: 'g',
      purchase_unit: 'sack 25 kg',
      purchase_unit_factor: '25000.000',
    })
  })

  test('a year of history in time order that adds up to every running balance, receipts from purchase orders', async ({
    assert,
  }) => {
    await createDemoInventory(db.connection())
    const now = DateTime.now()
    /* The history is written in bulk, so its consumption per day is worked out from it. */
    const kept = await consumptionDaysKept()
    assert.isAbove(kept.length, 100)
    assert.deepEqual(kept, await consumptionFromMovements(appZone()))

    const span = await rows(
      `SELECT min(m.occurred_at) AS first, max(m.occurred_at) AS last, count(*) AS count
         FROM stock_movements m JOIN products p ON p.id = m.product_id WHERE p.sku = ANY(?)`,
      [demo]
    )
    assert.isAtLeast(Number(span[0].count), 10_000)
    assert.isBelow(now.diff(DateTime.fromJSDate(span[0].first), 'days').days, 366)
    assert.isAbove(now.diff(DateTime.fromJSDate(span[0].first), 'days').days, 360)
    assert.isTrue(DateTime.fromJSDate(span[0].last) <= now)

    /* Per product: the ledger's running sums, and id order agreeing with time order. */
    const broken = await rows(
      `WITH ordered AS (
         SELECT m.product_id, m.quantity, m.value_cents, m.balance_after, m.value_after_cents,
                sum(m.quantity) OVER w AS running_quantity, sum(m.value_cents) OVER w AS running_value,
                lag(m.occurred_at) OVER w AS previous_at, m.occurred_at
           FROM stock_movements m JOIN products p ON p.id = m.product_id
          WHERE p.sku = ANY(?)
         WINDOW w AS (PARTITION BY m.product_id ORDER BY m.id)
       )
       SELECT count(*) AS count FROM ordered
        WHERE running_quantity <> balance_after OR running_value <> value_after_cents
           OR previous_at > occurred_at`,
      [demo]
    )
    assert.equal(Number(broken[0].count), 0)
    const balances = await rows(
      `SELECT count(*) AS count FROM products p
         JOIN LATERAL (SELECT balance_after, value_after_cents FROM stock_movements m
                        WHERE m.product_id = p.id ORDER BY m.occurred_at DESC, m.id DESC LIMIT 1) last ON true
        WHERE p.sku = ANY(?) AND (p.on_hand <> last.balance_after OR p.stock_value_cents <> last.value_after_cents)`,
      [demo]
    )
    assert.equal(Number(balances[0].count), 0)

    const kinds = await rows(
      `SELECT DISTINCT m.kind, m.reason FROM stock_movements m JOIN products p ON p.id = m.product_id WHERE p.sku = ANY(?)`,
      [demo]
    )
    assert.includeDeepMembers(kinds, [
      { kind: 'purchase_receipt', reason: null },
      { kind: 'sale_consumption', reason: null },
      { kind: 'adjustment', reason: 'stocktake' },
      { kind: 'adjustment', reason: 'waste' },
      { kind: 'return_to_supplier', reason: null },
    ])

    /* Every receipt comes from a line of an order, and the line counts what it received. */
    const receipts = await rows(
      `SELECT count(*) FILTER (WHERE m.purchase_order_line_id IS NULL) AS unlinked,
              count(*) FILTER (WHERE m.reference_label <> o.number) AS mislabelled
         FROM stock_movements m JOIN products p ON p.id = m.product_id
         LEFT JOIN purchase_order_lines l ON l.id = m.purchase_order_line_id
         LEFT JOIN purchase_orders o ON o.id = l.purchase_order_id
        WHERE p.sku = ANY(?) AND m.kind = 'purchase_receipt'`,
      [demo]
    )
    assert.deepEqual(receipts[0], { unlinked: '0', mislabelled: '0' })
    const lines = await rows(
      `SELECT count(*) AS count FROM purchase_order_lines l
         LEFT JOIN LATERAL (SELECT coalesce(sum(quantity), 0) AS stock FROM stock_movements m
                             WHERE m.purchase_order_line_id = l.id) received ON true
        WHERE l.product_id IN (SELECT id FROM products WHERE sku = ANY(?))
          AND received.stock <> l.received_quantity * l.unit_factor`,
      [demo]
    )
    assert.equal(Number(lines[0].count), 0)

    const statuses = await rows(
      `SELECT DISTINCT o.status FROM purchase_orders o JOIN suppliers s ON s.id = o.supplier_id WHERE s.name = ANY(?)`,
      [DEMO_SUPPLIERS.map((supplier) => supplier.name)]
    )
    assert.sameMembers(
      statuses.map((row) => row.status),
      ['draft', 'ordered', 'partially_received', 'received', 'cancelled']
    )
    const low = await rows(
      `SELECT count(*) FILTER (WHERE on_hand < 0) AS negative, count(*) AS low FROM products
        WHERE sku = ANY(?) AND active AND (on_hand < 0 OR (reorder_point > 0 AND on_hand <= reorder_point))`,
      [demo]
    )
    assert.equal(Number(low[0].negative), 1)
    assert.isAtLeast(Number(low[0].low), 3)
  })

  test('seeding again changes nothing', async ({ assert }) => {
    await seedInventory(db.connection())
    const before = await rows(`SELECT count(*) AS count FROM stock_movements`)
    await seedInventory(db.connection())
    assert.deepEqual(await rows(`SELECT count(*) AS count FROM stock_movements`), before)
  })
})
