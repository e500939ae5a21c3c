import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { seedAdministrator } from '#database/demo/administrator'
import { seedStaff } from '#database/demo/staff'
import { seedHotel } from '#database/demo/hotel'
import { seedGuests } from '#database/demo/guests'
import { seedDemoRates } from '#database/demo/rates'
import { seedDemoBookings } from '#database/demo/bookings'
import { seedRestaurantTables } from '#database/demo/restaurant'
import { seedCustomers } from '#database/demo/customers'
import { createDemoHistory } from '#database/demo/inventory'
import { DEMO_PRODUCTS } from '#database/demo/inventory_catalogue'
import { salesReport } from '#queries/restaurant/reports/sales_report'
import { productReport } from '#queries/restaurant/reports/product_report'
import { taxRateOf, taxOn } from '#services/hotel/pricing'
import { netOfGross } from '#services/restaurant/payments'
import { addDays, appToday, appZone, localDay } from '#services/clock'
import { consumptionDaysKept, consumptionFromMovements } from '#tests/helpers/inventory'

/*
| The demo's year of restaurant sales, seeded as `npm start` does: the
| reports show real figures, payments and drawers add up the way the paying
| actions keep them, charges to room sit on folios of guests in the house, and
| the orders' sends are the stock's consumption.
*/
const rows = async (sql: string, bindings: unknown[] = []) =>
  (await db.rawQuery(sql, bindings)).rows as Record<string, any>[]
const count = async (sql: string, bindings: unknown[] = []) =>
  Number((await rows(sql, bindings))[0].count)

test.group('Demo: a year of restaurant sales', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(240_000)

  test('closed orders with payments, drawers, room charges and their stock, read by the reports', async ({
    assert,
  }) => {
    const client = db.connection()
    await syncPermissionCatalogue(client)
    const { user: admin, password } = await seedAdministrator(client)
    await seedStaff(client, admin, password)
    await seedHotel(client)
    await seedGuests(client)
    await seedDemoRates(client)
    await seedDemoBookings(client)
    await seedRestaurantTables(client)
    await seedCustomers(client)
    await createDemoHistory(client)
    /* The year's stock taken by the orders, per day, as the dashboards read it. */
    const kept = await consumptionDaysKept()
    assert.isAbove(kept.length, 300)
    assert.deepEqual(kept, await consumptionFromMovements(appZone()))

    const today = appToday()
    const month = { from: addDays(today, -30), to: addDays(today, -1) }
    const sales = await salesReport(month)
    assert.isAbove(sales.totals.orders, 30 * 18, 'about 20 to 45 orders a day')
    assert.isAbove(sales.totals.netCents, 0)
    assert.isAbove(sales.totals.tipsCents, 0)
    assert.isAbove(sales.totals.discountCents, 0)
    assert.sameMembers(
      sales.methods.filter((method) => method.payments > 0).map((method) => method.method),
      ['cash', 'card', 'transfer', 'room_charge']
    )
    const year = await salesReport({ from: addDays(today, -365), to: addDays(today, -1) })
    assert.isAbove(year.totals.orders, 365 * 20)
    assert.isAbove(
      year.methods.reduce((sum, method) => sum + method.refunds, 0),
      0,
      'a handful of refunds'
    )

    /* Every order as its writers keep it: subtotal of the lines, paid and tips of its payments. */
    assert.equal(
      await count(
        `SELECT count(*) FROM orders o
          WHERE o.status = 'closed' AND (
            o.subtotal_cents <> (SELECT coalesce(sum(l.quantity * l.unit_price_cents), 0) FROM order_lines l
                                  WHERE l.order_id = o.id AND l.voided_at IS NULL AND l.parent_line_id IS NULL)
            OR o.paid_cents <> (SELECT sum(p.amount_cents) FROM payments p WHERE p.order_id = o.id)
            OR o.tip_cents <> (SELECT sum(p.tip_cents) FROM payments p WHERE p.order_id = o.id)
            OR o.subtotal_cents - o.discount_cents
               <> (SELECT sum(p.amount_cents) FROM payments p WHERE p.order_id = o.id AND p.refund_of IS NULL)
            OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.voided_at IS NULL
                         AND (l.sent_at IS NULL OR l.sent_at > o.closed_at)))`
      ),
      0
    )
    assert.isAbove(await count(`SELECT count(*) FROM order_lines WHERE voided_at IS NOT NULL`), 0)
    assert.isAbove(await count(`SELECT count(*) FROM order_lines WHERE combo_id IS NOT NULL`), 0)

    /* Drawers: none left open before today, each closed on float + the cash its payments moved. */
    const drawers = await rows(
      `SELECT d.id, d.opened_at, d.closed_at, d.expected_cents, d.counted_cents, d.difference_cents,
              d.float_cents + coalesce((SELECT sum(coalesce(p.tendered_cents - p.change_cents, p.amount_cents + p.tip_cents))
                                          FROM payments p WHERE p.cash_drawer_id = d.id AND p.method = 'cash'), 0) AS cash
         FROM cash_drawers d`
    )
    const startOfToday = localDay(today).start.toJSDate()
    assert.isAbove(drawers.length, 365)
    for (const drawer of drawers) {
      if (drawer.closed_at === null) {
        assert.isAtLeast(
          drawer.opened_at.getTime(),
          startOfToday.getTime(),
          'only today’s shift open'
        )
        continue
      }
      assert.equal(drawer.expected_cents, Number(drawer.cash))
      assert.equal(drawer.difference_cents, drawer.counted_cents - drawer.expected_cents)
    }
    assert.isTrue(drawers.some((drawer) => drawer.difference_cents !== 0 && drawer.closed_at))
    assert.equal(
      await count(
        `SELECT count(*) FROM payments p JOIN cash_drawers d ON d.id = p.cash_drawer_id
          WHERE p.cashier_id <> d.cashier_id OR p.paid_at < d.opened_at OR p.paid_at > coalesce(d.closed_at, now())`
      ),
      0,
      'cash goes into its cashier’s drawer while it is open'
    )

    /* Charges to room: on a booking in the house then, with the folio charge postFolioCharge writes. */
    const rate = await taxRateOf('restaurant')
    const charged = await rows(
      `SELECT p.amount_cents, p.tip_cents, p.paid_at, b.checked_in_at, b.checked_out_at, b.status,
              f.amount_cents AS net, f.tax_cents, f.total_cents, f.source, f.source_ref, p.order_id,
              f.booking_id AS folio_booking, p.booking_id
         FROM payments p
         JOIN bookings b ON b.id = p.booking_id
         JOIN folio_charges f ON f.id = p.folio_charge_id
        WHERE p.method = 'room_charge'`
    )
    assert.equal(
      await count(`SELECT count(*) FROM payments WHERE method = 'room_charge'`),
      charged.length
    )
    assert.isAbove(charged.length, 10)
    for (const charge of charged) {
      assert.isTrue(charge.checked_in_at < charge.paid_at)
      if (charge.checked_out_at) assert.isTrue(charge.paid_at < charge.checked_out_at)
      assert.include(['checked_in', 'checked_out'], charge.status)
      assert.deepEqual(
        [charge.source, charge.source_ref, charge.folio_booking],
        ['restaurant.order', String(charge.order_id), charge.booking_id]
      )
      assert.equal(charge.net, netOfGross(charge.amount_cents + charge.tip_cents, rate))
      assert.equal(charge.tax_cents, taxOn(charge.net, rate))
    }
    assert.equal(
      await count(
        `SELECT count(*) FROM bookings b WHERE b.status = 'checked_out'
            AND (SELECT coalesce(sum(total_cents), 0) FROM folio_charges WHERE booking_id = b.id)
             <> (SELECT coalesce(sum(amount_cents), 0) FROM folio_payments WHERE booking_id = b.id)`
      ),
      0,
      'a stay that has left settled its folio'
    )
    assert.equal(
      await count(
        `SELECT count(*) FROM invoices i
          WHERE i.total_cents <> (SELECT sum(total_cents) FROM folio_charges WHERE booking_id = i.booking_id)
             OR (i.snapshot->'totals'->>'totalCents')::int <> i.total_cents
             OR jsonb_array_length(i.snapshot->'charges')
                <> (SELECT count(*) FROM folio_charges WHERE booking_id = i.booking_id)`
      ),
      0,
      'invoices list what the folio holds'
    )

    /* Stock: the Products report's cost is what the orders' sends took, and stock never went below zero but the avocados. */
    const products = await productReport(month)
    const consumed = await rows(
      `SELECT -sum(m.value_cents) AS value FROM stock_movements m
         JOIN orders o ON m.reference_type = 'order' AND m.reference_id = o.id::text
        WHERE m.kind = 'sale_consumption' AND o.status = 'closed'
          AND o.closed_at >= ? AND o.closed_at < ?`,
      [localDay(month.from).start.toISO(), localDay(month.to).end.toISO()]
    )
    assert.isAbove(products.totals.costCents, 0)
    assert.equal(products.totals.costCents, Number(consumed[0].value))
    assert.equal(
      await count(
        `SELECT count(*) FROM orders o WHERE o.status = 'closed' AND NOT EXISTS (
           SELECT 1 FROM stock_movements m WHERE m.reference_type = 'order' AND m.reference_id = o.id::text)`
      ),
      0
    )
    /* The demo's own products: committed specs elsewhere leave products and movements of theirs. */
    const negative = await rows(
      `SELECT DISTINCT p.sku FROM stock_movements m JOIN products p ON p.id = m.product_id
        WHERE m.balance_after < 0 AND p.sku = ANY(?::text[])`,
      [DEMO_PRODUCTS.map((product) => product.sku)]
    )
    assert.deepEqual(
      negative.map((row) => row.sku),
      ['FRU-AVOCADO']
    )
    assert.equal(
      await count(
        `SELECT count(*) FROM stock_movements WHERE kind = 'sale_consumption' AND reference_type = 'restaurant_service'
            AND product_id IN (SELECT product_id FROM menu_item_ingredients) AND product_id <> (SELECT id FROM products WHERE sku = 'FRU-AVOCADO')`
      ),
      0,
      'what the menu uses leaves with the orders'
    )
  })
})
