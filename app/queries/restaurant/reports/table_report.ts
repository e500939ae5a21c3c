/*
| Tables report over [from, to]: per table, its dine-in orders closed in the
| range (sold_orders.ts).
|
| - Covers: the orders' covers. Revenue: their net sales (gross − discounts).
| - Average seated time: opened_at → closed_at averaged over those orders, in
|   whole minutes rounded half up.
| - Turns: orders closed at the table per day of the range, in hundredths
|   rounded half up (6 orders over 4 days: 1.50). The total is per table per
|   day: orders ÷ (tables listed × days).
| - Tables listed: the active ones, and any other that closed an order in the
|   range. Takeaway and room-service orders have no table and are left out.
*/
import { roundedRatio } from '#queries/report_math'
import type { ReportRange } from '#validators/report_range'
import { daysOf, num, withSold } from '#queries/restaurant/reports/sold_orders'

export type TableFigures = {
  orders: number
  covers: number
  revenueCents: number
  averageSeatedMinutes: number
  turnsHundredths: number
}
export type TableRow = TableFigures & { tableId: number; name: string; area: string; seats: number }
export type TableReport = {
  from: string
  to: string
  days: number
  tables: TableRow[]
  totals: TableFigures
}

type Sums = { orders: number; covers: number; revenueCents: number; seatedSeconds: number }

function tableFigures(sums: Sums, tableDays: number): TableFigures {
  return {
    orders: sums.orders,
    covers: sums.covers,
    revenueCents: sums.revenueCents,
    averageSeatedMinutes: roundedRatio(sums.seatedSeconds, sums.orders * 60),
    turnsHundredths: roundedRatio(sums.orders, tableDays, 100),
  }
}

export async function tableReport(range: ReportRange): Promise<TableReport> {
  const days = daysOf(range).length
  const rows = await withSold<{
    id: number
    name: string
    area: string
    seats: number
    orders: number
    covers: string
    revenue: string
    seated: string
  }>(
    range,
    `
    SELECT t.id, t.name, t.area, t.seats, count(s.id)::int AS orders,
      coalesce(sum(s.covers), 0)::bigint AS covers, coalesce(sum(s.net), 0)::bigint AS revenue,
      coalesce(round(sum(extract(epoch FROM s.closed_at - s.opened_at))), 0)::bigint AS seated
    FROM restaurant_tables t
    LEFT JOIN sold s ON s.table_id = t.id AND s.kind = 'dine_in'
    GROUP BY t.id, t.name, t.area, t.seats, t.is_active
    HAVING t.is_active OR count(s.id) > 0
    ORDER BY t.area, t.name, t.id`
  )
  const sums = rows.map((row) => ({
    row,
    sums: {
      orders: row.orders,
      covers: num(row.covers),
      revenueCents: num(row.revenue),
      seatedSeconds: num(row.seated),
    },
  }))
  const total = (key: keyof Sums) => sums.reduce((all, entry) => all + entry.sums[key], 0)
  return {
    from: range.from,
    to: range.to,
    days,
    tables: sums.map(({ row, sums: figures }) => ({
      tableId: row.id,
      name: row.name,
      area: row.area,
      seats: row.seats,
      ...tableFigures(figures, days),
    })),
    totals: tableFigures(
      {
        orders: total('orders'),
        covers: total('covers'),
        revenueCents: total('revenueCents'),
        seatedSeconds: total('seatedSeconds'),
      },
      rows.length * days
    ),
  }
}
