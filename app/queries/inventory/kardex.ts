import db from '@adonisjs/lucid/services/db'
import StockMovement from '#models/inventory/stock_movement'
import { endOfDay, startOfDay } from '#queries/inventory/movement_query'
import { formatQuantity, parseQuantity } from '#services/quantity'

/*
| The Kardex: one product's stock card over a day range. Every movement carries
| the balance it left behind, so the opening balance is the balance after the
| last movement before the range (one lookup on the (product_id, occurred_at,
| id) index, however long the history) and the closing balance is the balance
| after the last movement before the range ends. The lines in between add up
| from one to the other exactly, and the closing of a range that reaches today
| is the product's stock on hand.
*/
export type KardexBalance = {
  quantity: string
  valueCents: number
  averageCostCents: string
}

export const KARDEX_LINES_PER_PAGE = 100

const EMPTY: KardexBalance = { quantity: '0.000', valueCents: 0, averageCostCents: '0.0000' }

/** The product's last movement before `instant`: one backward step on (product_id, occurred_at, id). */
export function lastMovementBefore(productId: number, instant: string) {
  return db
    .from('stock_movements')
    .where('product_id', productId)
    .where('occurred_at', '<', instant)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .select('balance_after', 'value_after_cents', 'average_cost_after_cents')
    .limit(1)
}

/** The balance after the product's last movement before `instant` (none: all zero). */
export async function balanceBefore(productId: number, instant: string): Promise<KardexBalance> {
  const [row] = await lastMovementBefore(productId, instant)
  return row ? toBalance(row) : EMPTY
}

function toBalance(row: {
  balance_after: string
  value_after_cents: string
  average_cost_after_cents: string
}): KardexBalance {
  return {
    quantity: row.balance_after,
    valueCents: Number(row.value_after_cents),
    averageCostCents: row.average_cost_after_cents,
  }
}

/**
 * The balance just before one movement of the product (the line before it, in
 * ledger order); compared in the database, which keeps microseconds.
 */
async function balanceBeforeLine(productId: number, line: StockMovement): Promise<KardexBalance> {
  const row = await db
    .from('stock_movements')
    .where('product_id', productId)
    .whereRaw('(occurred_at, id) < (select occurred_at, id from stock_movements where id = ?)', [
      line.id,
    ])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .select('balance_after', 'value_after_cents', 'average_cost_after_cents')
    .first()
  return row ? toBalance(row) : EMPTY
}

/** Quantity and value that came in and went out over the range. */
async function totals(productId: number, from: string, to: string) {
  const row = await db
    .from('stock_movements')
    .where('product_id', productId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .select(
      db.raw(
        `coalesce(sum(quantity) filter (where quantity > 0), 0)::numeric(14,3) as in_quantity`
      ),
      db.raw(
        `coalesce(sum(-quantity) filter (where quantity < 0), 0)::numeric(14,3) as out_quantity`
      ),
      db.raw(`coalesce(sum(value_cents) filter (where quantity > 0), 0) as in_value`),
      db.raw(`coalesce(sum(-value_cents) filter (where quantity < 0), 0) as out_value`),
      db.raw(`count(*) as lines`)
    )
    .first()
  return {
    inQuantity: formatQuantity(parseQuantity(row.in_quantity)),
    outQuantity: formatQuantity(parseQuantity(row.out_quantity)),
    inValueCents: Number(row.in_value),
    outValueCents: Number(row.out_value),
    lines: Number(row.lines),
  }
}

/**
 * The stock card of `productId` from day `from` to day `to` (both included, in
 * the installation's time zone), its lines one page at a time. A page after
 * the first opens with the balance carried over from the page before.
 */
export async function kardex(productId: number, from: string, to: string, page = 1) {
  const rangeStart = startOfDay(from)
  const rangeEnd = endOfDay(to)
  const [opening, closing, sums] = [
    await balanceBefore(productId, rangeStart),
    await balanceBefore(productId, rangeEnd),
    await totals(productId, rangeStart, rangeEnd),
  ]
  const lastPage = Math.max(1, Math.ceil(sums.lines / KARDEX_LINES_PER_PAGE))
  const currentPage = Math.min(page, lastPage)
  const lines = await StockMovement.query()
    .where('product_id', productId)
    .where('occurred_at', '>=', rangeStart)
    .where('occurred_at', '<', rangeEnd)
    .preload('user')
    .orderBy('occurred_at', 'asc')
    .orderBy('id', 'asc')
    .offset((currentPage - 1) * KARDEX_LINES_PER_PAGE)
    .limit(KARDEX_LINES_PER_PAGE)
  const first = lines[0]
  const carried = currentPage > 1 && first ? await balanceBeforeLine(productId, first) : opening
  return {
    opening,
    carried,
    closing,
    totals: sums,
    lines,
    pages: { current: currentPage, last: lastPage, perPage: KARDEX_LINES_PER_PAGE },
  }
}
