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
| - Figures per line (categories, products) are worked out when the order
|   closes and kept in the sales totals (app/services/restaurant/
|   sales_totals.ts says how the discount and the stock's cost are shared
|   among an order's lines); the Sales and Products reports read those totals.
*/
import db from '@adonisjs/lucid/services/db'
import { addDays, appZone, localDay, nightsOf } from '#services/clock'
import type { ReportRange } from '#validators/report_range'

/** The instants [start, end) of the range's local days. */
export function rangeInstants({ from, to }: ReportRange) {
  return { start: localDay(from).start.toISO()!, end: localDay(to).end.toISO()! }
}

/**
 * `sold`: the closed orders that `filter` (a condition on orders o) keeps,
 * local_at = closed_at in the zone, with their gross and net. Its first
 * binding is the zone.
 */
export function soldOrders(filter: string) {
  return `
  sold AS (
    SELECT o.id, o.table_id, o.waiter_id, o.kind, o.covers, o.tip_cents, o.discount_cents,
      o.opened_at, o.closed_at, (o.closed_at AT TIME ZONE ?) AS local_at,
      o.subtotal_cents::bigint AS gross, (o.subtotal_cents - o.discount_cents)::bigint AS net
    FROM orders o
    WHERE o.status = 'closed' AND ${filter}
  )`
}

/** `sold` over the orders closed in a range. Bindings: closedBindings(range). */
export const SOLD_ORDERS = soldOrders('o.closed_at >= ? AND o.closed_at < ?')

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
