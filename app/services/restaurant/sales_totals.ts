/*
| The one writer of the restaurant's sales totals (migration 0041), which the
| Sales and Products reports read instead of every order line of the range.
|
| - recordClosedOrder: in the transaction that closes an order, after the
|   order is saved closed, adds it to its local day and hour and its lines to
|   their items. An order closes once and a closed order does not change, so
|   it is added once.
| - recordPayment: in the transaction that writes a payment or a refund, adds
|   it to its local day and method.
| - rebuildSalesTotals: works every total out again from the closed orders
|   and the payments (after history was written in bulk, or when the time
|   zone changed). Same SQL as the two above, over everything; the stock's
|   consumption per day (inventory/consumption_days.ts) with them, so every
|   day total is in the zone sales_totals_state records.
|
| What an order's lines count:
| - Priced lines: not voided, not a combo's item (the combo's own line carries
|   its price). The order's discount is shared among them in proportion to
|   their gross, each share rounded down to the cent and the cents left over
|   given one each to the lines with the largest remainders (ties: the earlier
|   line), so the shares sum to the order's discount exactly.
| - Cost: what the order took from stock, exactly: the value of the
|   sale_consumption movements that reference it (a send writes one per
|   product) or an order merged into it (orders.merged_into_order_id). It is shared among the order's sent lines that carry a recipe
|   (dishes and a combo's items; a line sent then voided too, since its stock
|   was used) in proportion to each line's quantity × its item's portion cost
|   at the recipes and average costs of the moment the order closed (by
|   quantity when none has a cost); rounded as the discount is. A combo's
|   items' shares are the combo's cost. So the items' costs sum to the value
|   of the movements of the orders closed.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { itemCosts } from '#queries/restaurant/menu_costs'
import { soldOrders } from '#queries/restaurant/reports/sold_orders'
import { appZone } from '#services/clock'
import { rebuildConsumptionDays } from '#services/inventory/consumption_days'

/* The sold orders' lines: their order id within the sold ones' (read through the order_id index). */
const LINES_OF_SOLD = `l.order_id BETWEEN (SELECT min(id) FROM sold) AND (SELECT max(id) FROM sold)`

/* After `sold`: `priced`, the priced lines, each with its share of the discount. */
const PRICED_LINES = `
  line_gross AS (
    SELECT l.id, l.order_id, l.menu_item_id, l.combo_id, l.quantity,
      (l.quantity * l.unit_price_cents)::bigint AS gross, c.discount_cents::bigint AS order_discount
    FROM order_lines l JOIN sold c ON c.id = l.order_id
    WHERE l.voided_at IS NULL AND l.parent_line_id IS NULL AND ${LINES_OF_SOLD}
  ),
  line_base AS (
    SELECT d.*,
      CASE WHEN order_gross > 0 THEN order_discount * gross / order_gross ELSE 0 END AS base,
      CASE WHEN order_gross > 0 THEN order_discount * gross % order_gross ELSE 0 END AS rest
    FROM (
      SELECT g.*, (sum(g.gross) OVER (PARTITION BY g.order_id))::bigint AS order_gross
      FROM line_gross g WHERE g.order_discount > 0
    ) d
  ),
  priced AS (
    SELECT id, order_id, menu_item_id, combo_id, quantity, gross, 0::bigint AS discount
    FROM line_gross WHERE order_discount = 0
    UNION ALL
    SELECT b.id, b.order_id, b.menu_item_id, b.combo_id, b.quantity, b.gross,
      b.base + CASE WHEN row_number() OVER (PARTITION BY b.order_id ORDER BY b.rest DESC, b.id)
        <= b.order_discount - sum(b.base) OVER (PARTITION BY b.order_id) THEN 1 ELSE 0 END
    FROM line_base b
  )`

/* After `sold`: `costed`, each sent recipe line's share of its order's consumption. */
const COSTED_LINES = `
  consumers AS (
    SELECT c.id AS order_id, c.id AS source_id FROM sold c
    UNION ALL
    SELECT c.id, merged.id FROM sold c JOIN orders merged ON merged.merged_into_order_id = c.id
  ),
  consumed AS (
    SELECT s.order_id, (-sum(m.value_cents))::bigint AS cost
    FROM consumers s
    JOIN stock_movements m ON m.reference_type = 'order' AND m.reference_id = s.source_id::text
    WHERE m.kind = 'sale_consumption'
    GROUP BY s.order_id
  ),
  portion AS (
    SELECT * FROM unnest(?::int[], ?::bigint[]) AS pc(menu_item_id, cost)
  ),
  cooked AS (
    SELECT l.id, l.order_id, k.cost AS order_cost,
      CASE WHEN l.parent_line_id IS NULL THEN l.menu_item_id END AS item_id, parent.combo_id,
      l.quantity::bigint AS quantity, l.quantity * coalesce(pc.cost, 0)::bigint AS recipe
    FROM order_lines l
    JOIN consumed k ON k.order_id = l.order_id
    LEFT JOIN order_lines parent ON parent.id = l.parent_line_id
    LEFT JOIN portion pc ON pc.menu_item_id = l.menu_item_id
    WHERE l.menu_item_id IS NOT NULL AND l.sent_at IS NOT NULL AND ${LINES_OF_SOLD}
  ),
  weighted AS (
    SELECT cooked.*,
      CASE WHEN sum(recipe) OVER (PARTITION BY order_id) > 0 THEN recipe ELSE quantity END AS weight
    FROM cooked
  ),
  cost_split AS (
    SELECT w.*,
      w.order_cost * w.weight / (sum(w.weight) OVER (PARTITION BY w.order_id))::bigint AS base,
      w.order_cost * w.weight % (sum(w.weight) OVER (PARTITION BY w.order_id))::bigint AS rest
    FROM weighted w
  ),
  costed AS (
    SELECT order_id, item_id, combo_id,
      base + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY rest DESC, id)
        <= order_cost - sum(base) OVER (PARTITION BY order_id) THEN 1 ELSE 0 END AS cost
    FROM cost_split
  )`

/* Adding to a total that exists: each column plus the new rows'. */
const adding = (columns: string[]) =>
  columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ')

const HOURS = `
  INSERT INTO restaurant_sales_hours AS t
    (day, hour, orders, covers, gross_cents, discount_cents, tip_cents)
  SELECT local_at::date, extract(hour FROM local_at)::int, count(*), coalesce(sum(covers), 0),
    sum(gross), sum(discount_cents), sum(tip_cents)
  FROM sold
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, hour) DO UPDATE
    SET ${adding(['orders', 'covers', 'gross_cents', 'discount_cents', 'tip_cents'])}`

const ITEMS = `
  INSERT INTO restaurant_item_sales AS t (day, item_key, quantity, gross_cents, discount_cents, cost_cents)
  SELECT s.local_at::date, parts.key, sum(parts.quantity), sum(parts.gross), sum(parts.discount),
    sum(parts.cost)
  FROM (
    SELECT order_id, coalesce(menu_item_id, -combo_id) AS key, quantity, gross, discount, 0 AS cost
    FROM priced
    UNION ALL
    SELECT order_id, coalesce(item_id, -combo_id), 0, 0, 0, cost FROM costed
  ) parts
  JOIN sold s ON s.id = parts.order_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, item_key) DO UPDATE
    SET ${adding(['quantity', 'gross_cents', 'discount_cents', 'cost_cents'])}`

const PAYMENTS = (filter: string) => `
  INSERT INTO restaurant_payment_days AS t
    (day, method, payments, refunds, taken_cents, refunded_cents, tip_cents)
  SELECT (paid_at AT TIME ZONE ?)::date, method,
    count(*) FILTER (WHERE amount_cents > 0), count(*) FILTER (WHERE amount_cents < 0),
    coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0),
    coalesce(-sum(amount_cents) FILTER (WHERE amount_cents < 0), 0), sum(tip_cents)
  FROM payments
  WHERE ${filter}
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, method) DO UPDATE
    SET ${adding(['payments', 'refunds', 'taken_cents', 'refunded_cents', 'tip_cents'])}`

/** Adds the closed orders `filter` keeps (a condition on orders o, with `bindings`). */
async function addOrders(trx: TransactionClientContract, filter: string, bindings: unknown[]) {
  const zone = appZone()
  const sold = soldOrders(filter)
  await trx.rawQuery(`WITH ${sold} ${HOURS}`, [zone, ...bindings] as any[])
  const { rows } = await trx.rawQuery(
    `WITH ${sold} SELECT DISTINCT l.menu_item_id FROM order_lines l JOIN sold ON sold.id = l.order_id
     WHERE l.menu_item_id IS NOT NULL AND ${LINES_OF_SOLD}`,
    [zone, ...bindings] as any[]
  )
  const itemIds = rows.map((row: { menu_item_id: number }) => row.menu_item_id)
  const portions = [...(await itemCosts(itemIds, trx))].filter(
    ([, costing]) => costing.costCents > 0
  )
  await trx.rawQuery(`WITH ${sold}, ${PRICED_LINES}, ${COSTED_LINES} ${ITEMS}`, [
    zone,
    ...bindings,
    portions.map(([id]) => id),
    portions.map(([, costing]) => costing.costCents),
  ] as any[])
}

/** Adds an order that has just closed (saved closed in `trx`) to the totals. */
export function recordClosedOrder(trx: TransactionClientContract, orderId: number) {
  return addOrders(trx, 'o.id = ?', [orderId])
}

/** Adds a payment or a refund just written in `trx` to the totals. */
export async function recordPayment(trx: TransactionClientContract, paymentId: number) {
  await trx.rawQuery(PAYMENTS('id = ?'), [appZone(), paymentId])
}

const TOTALS = ['restaurant_sales_hours', 'restaurant_item_sales', 'restaurant_payment_days']

/**
 * Works every total out again in `trx` (or a transaction of its own). The
 * tables are locked against writers meanwhile: a closing that wrote before
 * waits to be counted in, one that comes after adds itself once the rebuild
 * committed.
 */
export async function rebuildSalesTotals(trx?: TransactionClientContract): Promise<void> {
  if (!trx) return db.transaction((own) => rebuildSalesTotals(own))
  await trx.rawQuery(`LOCK TABLE ${TOTALS.join(', ')} IN EXCLUSIVE MODE`)
  await rebuildConsumptionDays(trx)
  for (const table of TOTALS) await trx.rawQuery(`DELETE FROM ${table}`)
  await addOrders(trx, 'TRUE', [])
  await trx.rawQuery(PAYMENTS('TRUE'), [appZone()])
  await trx.rawQuery(
    `INSERT INTO sales_totals_state (id, zone, rebuilt_at) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET zone = excluded.zone, rebuilt_at = excluded.rebuilt_at`,
    [appZone(), DateTime.now().toJSDate()]
  )
}

/** Rebuilds the totals unless they are already in the installation's time zone; answers whether it did. */
export async function ensureSalesTotals() {
  const state = await db.from('sales_totals_state').where('id', 1).first()
  if (state?.zone === appZone()) return false
  await rebuildSalesTotals()
  return true
}
