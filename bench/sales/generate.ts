/*
| Builds the restaurant sales benchmark's database from nothing:
|
|   node --import=@poppinss/ts-exec bench/sales/generate.ts --lines=500000
|
| DATABASE_URL (default postgres://postgres@127.0.0.1:5432/posada_bench_sales)
| must name a server on this machine; its public schema is dropped, the
| application's migrations run, then the demo seeder (users, the menu with its
| recipes, tables, in-house bookings), then bulk SQL brings the closed orders'
| lines to --lines over the last 365 days, the demo's own included:
|
|   four lines an order, of the demo's menu items at their prices (one or two
|   each); lunch and dinner, the tables and waiters in turn; every tenth order
|   10 % off, every third a tip; one payment an order (cash into a drawer,
|   card, transfer), on the minute it closed; the stock its lines' recipes
|   used as sale_consumption movements referencing the order (the values, not
|   a ledger: no Kardex is read from this database).
|
| Then VACUUM ANALYZE, and `node ace posada:sales-totals` works the sales
| totals out, timed. Prints one JSON summary line prefixed `summary ` at the end.
*/
import { ace, argument, emptyDatabase, loopbackUrl, migrate, withClient } from '../lib/database.js'

const DEFAULT_SALES_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_sales'
const WATCHDOG_MS = 15 * 60_000
const LINES_PER_ORDER = 4

async function main() {
  const target = Number(argument('lines', '500000'))
  if (!Number.isInteger(target) || target < 10_000 || target > 5_000_000)
    throw new Error('--lines must be an integer between 10,000 and 5,000,000')
  const { url, database } = loopbackUrl(process.env.DATABASE_URL || DEFAULT_SALES_DATABASE_URL)
  const started = performance.now()
  const lap = (label: string) =>
    console.log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

  await emptyDatabase(url, database)
  lap(`database ${database} emptied`)
  await migrate(url.href)
  lap('migrations run')
  await ace(['db:seed'], url.href)
  lap('demo seeded')

  const added = await withClient(url.href, async (client) => {
    const run = (sql: string, values: unknown[] = []) => client.query(sql, values)
    const rowsOf = async (sql: string, values: unknown[] = []) => {
      const { rows } = await run(sql, values)
      return rows
    }
    const [{ lines: existing }] = await rowsOf(
      `SELECT count(*)::int AS lines FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.status = 'closed' AND l.parent_line_id IS NULL`
    )
    const orders = Math.max(0, Math.ceil((target - existing) / LINES_PER_ORDER))
    await run('BEGIN')
    await run(`
      CREATE TEMP TABLE bench_items ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY mi.id) AS n, mi.id, mi.name, mi.price_cents,
        mc.station, mi.preparation_minutes
      FROM menu_items mi JOIN menu_categories mc ON mc.id = mi.category_id
      WHERE mi.price_cents > 0`)
    const [{ items }] = await rowsOf('SELECT count(*)::int AS items FROM bench_items')
    const tables = await rowsOf('SELECT id FROM restaurant_tables WHERE is_active ORDER BY id')
    const users = await rowsOf('SELECT id FROM users ORDER BY id')
    if (!items || !tables.length || !users.length)
      throw new Error('the demo gave no menu items, tables or users')
    const tableIds = tables.map((row) => row.id)
    const userIds = users.map((row) => row.id)
    const [last] = await rowsOf('SELECT coalesce(max(id), 0) AS id FROM orders')
    const firstNew = Number(last.id)

    /* Orders in time order over the 365 days before today: lunch and dinner. */
    await run(
      `
      INSERT INTO orders (kind, table_id, waiter_id, covers, status, notes, lock_version, tip_cents,
        opened_at, sent_at, served_at, closed_at, closed_by, created_at, updated_at)
      SELECT 'dine_in', ($2::int[])[1 + g % cardinality($2::int[])],
        ($3::int[])[1 + (g * 7) % cardinality($3::int[])], 1 + g % 6, 'closed', '', 1,
        CASE WHEN g % 3 = 0 THEN 100 + (g * 37) % 900 ELSE 0 END,
        at, at + interval '5 minutes', at + interval '35 minutes',
        at + (50 + g % 60) * interval '1 minute', ($3::int[])[1], at, at
      FROM generate_series(1, $1::int) g,
        LATERAL (SELECT date_trunc('day', now()) - interval '365 days'
          + ((g - 1)::bigint * 365 / greatest($1::int, 1)) * interval '1 day'
          + CASE WHEN g % 2 = 0 THEN 12 ELSE 19 END * interval '1 hour'
          + ((g * 13) % 150) * interval '1 minute' AS at) t`,
      [orders, tableIds, userIds]
    )
    lap(`${orders.toLocaleString('en-US')} orders written`)
    await run(
      `
      INSERT INTO order_lines (order_id, client_key, menu_item_id, name, unit_price_cents, quantity,
        notes, course, station, preparation_minutes, kitchen_status, sent_at, status_changed_at,
        created_at, updated_at)
      SELECT o.id, gen_random_uuid(), it.id, it.name, it.price_cents, 1 + (o.id + k) % 2, '',
        1, it.station, it.preparation_minutes, 'served', o.sent_at, o.served_at, o.opened_at, o.opened_at
      FROM orders o CROSS JOIN generate_series(1, ${LINES_PER_ORDER}) k
      JOIN bench_items it ON it.n = 1 + (o.id * 31 + k * 17) % $2::int
      WHERE o.id > $1`,
      [firstNew, items]
    )
    lap('lines written')
    await run(
      `
      UPDATE orders o SET subtotal_cents = s.gross,
        discount_cents = CASE WHEN o.id % 10 = 0 THEN s.gross / 10 ELSE 0 END,
        discount_kind = CASE WHEN o.id % 10 = 0 THEN 'percent' END,
        discount_value = CASE WHEN o.id % 10 = 0 THEN 1000 END,
        paid_cents = s.gross - CASE WHEN o.id % 10 = 0 THEN s.gross / 10 ELSE 0 END
      FROM (SELECT order_id, sum(quantity * unit_price_cents)::int AS gross FROM order_lines
            WHERE order_id > $1 GROUP BY order_id) s
      WHERE s.order_id = o.id`,
      [firstNew]
    )
    const [drawer] = await rowsOf(
      `INSERT INTO cash_drawers (cashier_id, float_cents, opened_at, closed_at, closed_by,
         expected_cents, counted_cents, difference_cents)
       VALUES ($1, 10000, now() - interval '366 days', now() - interval '1 day', $1, 10000, 10000, 0)
       RETURNING id`,
      [userIds[0]]
    )
    await run(
      `
      INSERT INTO payments (client_key, order_id, method, amount_cents, tip_cents, tendered_cents,
        change_cents, reference, cash_drawer_id, cashier_id, paid_at)
      SELECT gen_random_uuid(), o.id, m.method, o.paid_cents, o.tip_cents,
        CASE WHEN m.method = 'cash' THEN o.paid_cents + o.tip_cents END, 0,
        CASE WHEN m.method = 'transfer' THEN 'TR-' || o.id ELSE '' END,
        CASE WHEN m.method = 'cash' THEN $2::int END, $3::int, o.closed_at
      FROM orders o,
        LATERAL (SELECT CASE WHEN o.id % 20 < 8 THEN 'cash' WHEN o.id % 20 < 18 THEN 'card'
          ELSE 'transfer' END AS method) m
      WHERE o.id > $1 AND o.paid_cents > 0`,
      [firstNew, drawer.id, userIds[0]]
    )
    lap('payments written')
    await run(
      `
      INSERT INTO stock_movements (product_id, kind, quantity, unit_cost_cents, value_cents,
        balance_after, value_after_cents, average_cost_after_cents, reference_type, reference_id,
        reference_label, occurred_at)
      SELECT i.product_id, 'sale_consumption', -sum(l.quantity)::numeric, 45, -45 * sum(l.quantity),
        1000, 45000, 45, 'order', o.id::text, 'Order ' || o.id, o.sent_at
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      JOIN menu_item_ingredients i ON i.menu_item_id = l.menu_item_id
      WHERE o.id > $1
      GROUP BY o.id, i.product_id`,
      [firstNew]
    )
    lap('stock consumed')
    await run('COMMIT')
    return orders
  })

  await withClient(url.href, (client) => client.query('VACUUM ANALYZE'))
  lap('vacuum analyze')
  const totals = await ace(['posada:sales-totals'], url.href, 8 * 60_000)
  const seconds = /in ([\d.]+) s/.exec(totals)?.[1]
  lap(`sales totals worked out (${seconds} s)`)
  const summary = await withClient(url.href, async (client) => {
    await client.query(
      'VACUUM ANALYZE restaurant_sales_hours, restaurant_item_sales, restaurant_payment_days'
    )
    const { rows } = await client.query(`
      SELECT (SELECT count(*) FROM orders WHERE status = 'closed')::int AS orders,
        (SELECT count(*) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.status = 'closed' AND l.parent_line_id IS NULL)::int AS lines,
        (SELECT count(*) FROM payments)::int AS payments,
        (SELECT count(*) FROM restaurant_item_sales)::int AS item_totals`)
    return rows[0]
  })
  console.log(
    `summary ${JSON.stringify({ ...summary, added, database, totalsSeconds: Number(seconds), seconds: (performance.now() - started) / 1000 })}`
  )
}

const watchdog = setTimeout(() => {
  console.error(`generate.ts did not finish within ${WATCHDOG_MS / 60_000} minutes; stopping`)
  process.exit(1)
}, WATCHDOG_MS)
watchdog.unref()

main().then(
  () => clearTimeout(watchdog),
  (error) => {
    console.error(error?.stack ?? error)
    process.exitCode = 1
  }
)
