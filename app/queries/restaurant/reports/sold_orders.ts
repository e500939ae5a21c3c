/*
| What every restaurant report counts as sold, in SQL fragments the reports
| share (aggregated in PostgreSQL, never row by row in JavaScript).
|
| - A sale is an order closed in the range: status 'closed', its closed_at on
|   a day of [from, to] in the installation's time zone (read through the
|   orders_closed index). Its day and hour are closed_at's, in that zone.
| - An order's gross is the sum of its lines not voided, quantity × unit price
|   (a combo's items are lines at price 0: the combo's own line carries its
|   price): its subtotal_cents, which the order's writer keeps equal to that
|   sum, so the order-level reports read no lines. Net = gross − the order's
|   discount. Tips are the order's tips.
| - Where a figure per line is needed (categories, products) the discount is
|   shared among the order's priced lines in proportion to their gross, each
|   share rounded down to the cent and the cents left over given one each to
|   the lines with the largest remainders (ties: the earlier line), so the
|   shares sum to the order's discount exactly.
*/
import db from '@adonisjs/lucid/services/db'
import { addDays, appZone, localDay, nightsOf } from '#services/clock'
import type { ReportRange } from '#validators/report_range'

/** The instants [start, end) of the range's local days. */
export function rangeInstants({ from, to }: ReportRange) {
  return { start: localDay(from).start.toISO()!, end: localDay(to).end.toISO()! }
}

/**
 * `sold`: the orders closed in the range, local_at = closed_at in the zone,
 * with their gross and net. Bindings: closedBindings(range).
 */
export const SOLD_ORDERS = `
  sold AS (
    SELECT o.id, o.table_id, o.waiter_id, o.kind, o.covers, o.tip_cents, o.discount_cents,
      o.opened_at, o.closed_at, (o.closed_at AT TIME ZONE ?) AS local_at,
      o.subtotal_cents::bigint AS gross, (o.subtotal_cents - o.discount_cents)::bigint AS net
    FROM orders o
    WHERE o.status = 'closed' AND o.closed_at >= ? AND o.closed_at < ?
  )`

/**
 * A condition on order_lines l that holds for every line of a sold order: its
 * order id within the sold ones' (lets the planner read the lines of a short
 * range through the order_id index instead of every line ever written).
 */
export const LINES_OF_SOLD = `l.order_id BETWEEN (SELECT min(id) FROM sold) AND (SELECT max(id) FROM sold)`

/**
 * After SOLD_ORDERS: `priced`, the closed orders' lines that carry a price
 * (not voided, not a combo's item), each with its share of the discount
 * (worked out only for the orders that have one).
 */
export const PRICED_LINES = `
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

export function closedBindings(range: ReportRange) {
  const { start, end } = rangeInstants(range)
  return [appZone(), start, end]
}

/*
| The sorts and hashes of a year of lines outgrow PostgreSQL's default 4 MB of
| working memory and spill to disk; a report's query gets more, for itself only.
*/
const REPORT_WORK_MEM = '64MB'

/** Runs `WITH <SOLD_ORDERS>, <more> <select>` and answers its rows. */
export function withSold<Row>(
  range: ReportRange,
  sql: string,
  bindings: unknown[] = []
): Promise<Row[]> {
  return db.transaction(async (trx) => {
    await trx.rawQuery(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`)
    const { rows } = await trx.rawQuery(`WITH ${SOLD_ORDERS}${sql}`, [
      ...closedBindings(range),
      ...bindings,
    ] as any[])
    return rows as Row[]
  })
}

/** A bigint or numeric column as a number (cents stay well inside 2^53). */
export const num = (value: string | number | null | undefined) => Number(value ?? 0)

/** Every day of the range, in order. */
export const daysOf = ({ from, to }: ReportRange) => nightsOf(from, addDays(to, 1))
