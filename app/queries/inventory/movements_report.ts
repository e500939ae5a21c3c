import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { MOVEMENT_KINDS, type MovementKind } from '#enums/inventory/movement_kind'
import { endOfDay, startOfDay } from '#queries/inventory/movement_query'
import { appZone } from '#services/clock'
import { formatQuantity, parseQuantity } from '#services/quantity'
import type { ReportRange } from '#validators/report_range'
import type { StockUnit } from '#enums/inventory/stock_unit'

/*
| The Movements report: what moved over a date range, in value, by kind, by
| period (day, week from Monday or month, in the installation's time zone) and
| by product. Values are cents, signed as the ledger writes them: what came in
| is positive, what went out negative; "in" and "out" add up each side.
| Quantities are only added up per product (one unit each).
*/
export const REPORT_PERIODS = ['day', 'week', 'month'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export type MovementsFilters = ReportRange & {
  kind: MovementKind | null
  category: number | null
  period: ReportPeriod
}

export type ValueFigures = {
  movements: number
  inCents: number
  outCents: number
  netCents: number
}

/** Days up to two months, weeks up to a year, months beyond. */
export function periodFor({ from, to }: ReportRange): ReportPeriod {
  const days = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days + 1
  return days <= 62 ? 'day' : days <= 366 ? 'week' : 'month'
}

export const PRODUCTS_SHOWN = 50

function scope(filters: MovementsFilters) {
  const query = db
    .from('stock_movements as m')
    .join('products as p', 'p.id', 'm.product_id')
    .join('inventory_categories as c', 'c.id', 'p.category_id')
    .where('m.occurred_at', '>=', startOfDay(filters.from))
    .where('m.occurred_at', '<', endOfDay(filters.to))
  if (filters.kind) query.where('m.kind', filters.kind)
  if (filters.category)
    query.where((match) =>
      match.where('c.id', filters.category!).orWhere('c.parent_id', filters.category!)
    )
  return query
}

const VALUE_SUMS = [
  db.raw('count(*) AS movements'),
  db.raw('coalesce(sum(m.value_cents) FILTER (WHERE m.value_cents > 0), 0) AS in_cents'),
  db.raw('coalesce(sum(-m.value_cents) FILTER (WHERE m.value_cents < 0), 0) AS out_cents'),
]

const figures = (row: Record<string, any> | undefined): ValueFigures => {
  const inCents = Number(row?.in_cents ?? 0)
  const outCents = Number(row?.out_cents ?? 0)
  return { movements: Number(row?.movements ?? 0), inCents, outCents, netCents: inCents - outCents }
}

/** The first day of each period of the range, from the one holding `from`. */
export function periodStarts({ from, to }: ReportRange, period: ReportPeriod) {
  const starts: string[] = []
  let cursor = DateTime.fromISO(from).startOf(period === 'week' ? 'week' : period)
  const last = DateTime.fromISO(to)
  while (cursor <= last) {
    starts.push(cursor.toISODate()!)
    cursor = cursor.plus({
      [period === 'day' ? 'days' : period === 'week' ? 'weeks' : 'months']: 1,
    })
  }
  return starts
}

export async function movementsReport(filters: MovementsFilters) {
  const byKindRows = await scope(filters).select('m.kind').select(VALUE_SUMS).groupBy('m.kind')
  const byKind = MOVEMENT_KINDS.map((kind) => ({
    kind,
    ...figures(byKindRows.find((row) => row.kind === kind)),
  }))

  const periodRows = await scope(filters)
    .select(
      db.raw(`to_char(date_trunc(?, m.occurred_at AT TIME ZONE ?), 'YYYY-MM-DD') AS period_start`, [
        filters.period,
        appZone(),
      ])
    )
    .select(VALUE_SUMS)
    .groupBy('period_start')
  const periods = periodStarts(filters, filters.period).map((start) => ({
    start,
    ...figures(periodRows.find((row) => row.period_start === start)),
  }))

  const productRows = await scope(filters)
    .select('p.id', 'p.sku', 'p.name', 'p.unit')
    .select(VALUE_SUMS)
    .select(
      db.raw(
        'coalesce(sum(m.quantity) FILTER (WHERE m.quantity > 0), 0)::numeric(14,3) AS in_quantity'
      ),
      db.raw(
        'coalesce(sum(-m.quantity) FILTER (WHERE m.quantity < 0), 0)::numeric(14,3) AS out_quantity'
      ),
      db.raw('count(*) OVER () AS product_count')
    )
    .groupBy('p.id', 'p.sku', 'p.name', 'p.unit')
    .orderByRaw('sum(abs(m.value_cents)) DESC, p.name, p.id')
    .limit(PRODUCTS_SHOWN)
  const products = productRows.map((row) => ({
    productId: row.id as number,
    sku: row.sku as string,
    name: row.name as string,
    unit: row.unit as StockUnit,
    inQuantity: row.in_quantity as string,
    outQuantity: row.out_quantity as string,
    netQuantity: formatQuantity(parseQuantity(row.in_quantity) - parseQuantity(row.out_quantity)),
    ...figures(row),
  }))

  const totals = byKind.reduce(
    (sum, kind) => ({
      movements: sum.movements + kind.movements,
      inCents: sum.inCents + kind.inCents,
      outCents: sum.outCents + kind.outCents,
      netCents: sum.netCents + kind.netCents,
    }),
    { movements: 0, inCents: 0, outCents: 0, netCents: 0 }
  )
  return {
    from: filters.from,
    to: filters.to,
    period: filters.period,
    byKind,
    periods,
    products,
    productCount: Number(productRows[0]?.product_count ?? 0),
    totals,
  }
}
export type MovementsReport = Awaited<ReturnType<typeof movementsReport>>
