/*
| Builds the inventory benchmark's database from nothing, in bulk SQL:
|
|   node --import=@poppinss/ts-exec bench/inventory/generate.ts --movements=1000000
|
| DATABASE_URL (default postgres://postgres@127.0.0.1:5432/posada_bench_inventory)
| must name a server on this machine; its public schema is dropped, the
| application's migrations run (database/schema.ts untouched), then:
|
|   20 categories, 50 suppliers, 5,000 products (about 8 % at or below their
|   reorder point, 20 set below zero) with purchase units;
|   N stock movements over the last three years, in time order: one product
|   (HOT-0001, the Kardex's) has a fifth of them (200,000 of 1,000,000), the
|   others share the rest; every seventh movement is a receipt of 12, the rest
|   use 1.5; balances and values are the running sums, as the ledger writes them;
|   1,000 placed purchase orders of one line each, for the receipts benchmark.
|
| Written with generate_series and window sums (no rows travel from Node), the
| consumption per day worked out from them (`posada:sales-totals`), then
| VACUUM ANALYZE. Prints one JSON summary line prefixed `summary ` at the end.
*/
import { ace, argument, emptyDatabase, loopbackUrl, migrate, withClient } from '../lib/database.js'

const DEFAULT_INVENTORY_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_inventory'
const WATCHDOG_MS = 10 * 60_000
const PRODUCTS = 5000
const HOT_SKU = 'HOT-0001'
const RECEIPT_ORDERS = 1000
const HISTORY_DAYS = 3 * 365

async function main() {
  const movements = Number(argument('movements', '1000000'))
  if (!Number.isInteger(movements) || movements < 1000 || movements > 5_000_000)
    throw new Error('--movements must be an integer between 1,000 and 5,000,000')
  const { url, database } = loopbackUrl(process.env.DATABASE_URL || DEFAULT_INVENTORY_DATABASE_URL)
  const started = performance.now()
  const lap = (label: string) =>
    console.log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

  await emptyDatabase(url, database)
  lap(`database ${database} emptied`)
  await migrate(url.href)
  lap('migrations run')

  const summary = await withClient(url.href, async (client) => {
    const run = (sql: string, values: unknown[] = []) => client.query(sql, values)
    await run('BEGIN')
    await run(
      `INSERT INTO users (full_name, email, password, security_stamp, created_at, updated_at)
       VALUES ('Bench Storekeeper', 'bench@posada.test', 'not-a-login', 'bench', now(), now())`
    )
    await run(
      `INSERT INTO inventory_categories (name, created_at, updated_at)
       SELECT 'Category ' || lpad(g::text, 2, '0'), now(), now() FROM generate_series(1, 20) g`
    )
    await run(
      `INSERT INTO suppliers (name, lead_time_days, created_at, updated_at)
       SELECT 'Supplier ' || lpad(g::text, 2, '0'), 1 + g % 5, now(), now()
         FROM generate_series(1, 50) g`
    )
    /* Unit costs in cents per stock unit, 4 decimals, fixed per product. */
    await run(
      `INSERT INTO products (sku, name, category_id, unit, purchase_unit, purchase_unit_factor,
                             preferred_supplier_id, reorder_point, reorder_quantity,
                             created_at, updated_at)
       SELECT CASE WHEN g = 1 THEN $1 ELSE 'SKU-' || lpad(g::text, 5, '0') END,
              'Product ' || g, 1 + g % 20, (ARRAY['unit','kg','g','l','ml'])[1 + g % 5],
              'case of 12', 12, 1 + g % 50, 20, 60, now() - interval '4 years', now()
         FROM generate_series(1, $2::int) g`,
      [HOT_SKU, PRODUCTS]
    )
    lap('catalogue written')

    /*
    | Movement n (1…N) at an even step through the three years: every fifth is
    | the hot product's, the others go round the remaining products. Kind and
    | quantity follow each product's own count, so every product starts with a
    | receipt.
    */
    await run(
      `INSERT INTO stock_movements (product_id, kind, quantity, unit_cost_cents, value_cents,
                                    balance_after, value_after_cents, average_cost_after_cents,
                                    reference_type, reference_id, reference_label, occurred_at)
       SELECT product_id, kind, quantity, cost, round(quantity * cost)::bigint,
              sum(quantity) OVER w, round(sum(quantity) OVER w * cost)::bigint, cost,
              CASE WHEN kind = 'purchase_receipt' THEN 'purchase_order' ELSE 'restaurant_order' END,
              n::text, NULL, occurred_at
         FROM (
           SELECT n, product_id, occurred_at,
                  (100 + product_id % 900)::numeric(18,4) AS cost,
                  CASE WHEN (row_number() OVER (PARTITION BY product_id ORDER BY n)) % 7 = 1
                       THEN 'purchase_receipt' ELSE 'sale_consumption' END AS kind,
                  CASE WHEN (row_number() OVER (PARTITION BY product_id ORDER BY n)) % 7 = 1
                       THEN 12.000 ELSE -1.500 END::numeric(14,3) AS quantity
             FROM (
               SELECT n,
                      CASE WHEN n % 5 = 0 THEN 1 ELSE 2 + (n::bigint * 7919) % ($2::int - 1) END AS product_id,
                      now() - interval '${HISTORY_DAYS} days'
                        + (n::double precision / $1::double precision) * interval '${HISTORY_DAYS} days' AS occurred_at
                 FROM generate_series(1, $1::int) n
             ) spread
         ) movements
       WINDOW w AS (PARTITION BY product_id ORDER BY n)
       ORDER BY n`,
      [movements, PRODUCTS]
    )
    lap(`${movements.toLocaleString('en-US')} movements written`)

    /* Running balances where each product's history ends; some pushed low or below zero. */
    await run(
      `UPDATE products p SET on_hand = last.balance_after, stock_value_cents = last.value_after_cents,
              average_cost_cents = last.average_cost_after_cents
         FROM (SELECT DISTINCT ON (product_id) product_id, balance_after, value_after_cents,
                      average_cost_after_cents
                 FROM stock_movements ORDER BY product_id, occurred_at DESC, id DESC) last
        WHERE last.product_id = p.id`
    )
    /* Every 13th product sits just under its reorder point; the others have half their stock to go. */
    await run(
      `UPDATE products SET reorder_point = CASE WHEN id % 13 = 0 THEN greatest(on_hand, 0) + 5
                                                ELSE greatest(floor(on_hand / 2), 0) END
        WHERE id > 1`
    )
    await run(`UPDATE products SET on_hand = -3 WHERE id % 250 = 7`)
    await run(
      `INSERT INTO purchase_orders (supplier_id, status, expected_on, ordered_at, created_by,
                                    created_at, updated_at)
       SELECT 1 + g % 50, 'ordered', current_date + 2, now(), 1, now(), now()
         FROM generate_series(1, $1::int) g`,
      [RECEIPT_ORDERS]
    )
    await run(
      `INSERT INTO purchase_order_lines (purchase_order_id, product_id, quantity, purchase_unit,
                                         unit_factor, unit_cost_cents, created_at, updated_at)
       SELECT o.id, 2 + (o.id * 31) % ($1::int - 1), 2, 'case of 12', 12, 2400, now(), now()
         FROM purchase_orders o`,
      [PRODUCTS]
    )
    await run('COMMIT')
    lap('balances, low stock and orders written')
    /* The consumption per day the dashboards read, worked out from the movements (APP_TZ). */
    await ace(['posada:sales-totals'], url.href, 8 * 60_000)
    lap('consumption per day worked out')
    await run('VACUUM ANALYZE')
    lap('vacuum analyze')

    const countsResult = await run(
      `SELECT (SELECT count(*) FROM stock_movements)::int AS movements,
              (SELECT count(*) FROM stock_movements WHERE product_id = 1)::int AS hot,
              (SELECT count(*) FROM products WHERE active AND (on_hand < 0
                 OR (reorder_point > 0 AND on_hand <= reorder_point)))::int AS low,
              (SELECT min(occurred_at)::date::text FROM stock_movements) AS first,
              (SELECT max(occurred_at)::date::text FROM stock_movements) AS last`
    )
    const [counts] = countsResult.rows
    return {
      products: PRODUCTS,
      ...(counts as { movements: number; hot: number; low: number; first: string; last: string }),
      receiptOrders: RECEIPT_ORDERS,
    }
  })
  console.log(
    `${summary.products} products (${summary.low} low), ${summary.movements.toLocaleString('en-US')} movements ` +
      `(${summary.hot.toLocaleString('en-US')} of ${HOT_SKU}), ${summary.first} … ${summary.last}, ` +
      `${summary.receiptOrders} placed orders`
  )
  console.log(
    `summary ${JSON.stringify({ ...summary, database, seconds: (performance.now() - started) / 1000 })}`
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
