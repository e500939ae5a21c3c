/*
| Waiters report over [from, to]: per waiter with an order closed in the range
| (sold_orders.ts), the orders, covers, sales (net: gross − discounts), average
| ticket (sales ÷ orders, rounded half up) and tips (the tips on those orders).
| An order counts for the waiter it belongs to when it closes (a transferred
| order counts for its last waiter).
*/
import { roundedRatio } from '#queries/report_math'
import type { ReportRange } from '#validators/report_range'
import { num, withSold } from '#queries/restaurant/reports/sold_orders'

export type WaiterFigures = {
  orders: number
  covers: number
  salesCents: number
  averageTicketCents: number
  tipsCents: number
}
export type WaiterRow = WaiterFigures & { waiterId: number; name: string }
export type WaiterReport = { from: string; to: string; waiters: WaiterRow[]; totals: WaiterFigures }

type Row = { orders: number | string; covers: string; sales: string; tips: string }

function waiterFigures(row: Row): WaiterFigures {
  const orders = num(row.orders)
  const salesCents = num(row.sales)
  return {
    orders,
    covers: num(row.covers),
    salesCents,
    averageTicketCents: roundedRatio(Math.max(salesCents, 0), orders),
    tipsCents: num(row.tips),
  }
}

export async function waiterReport(range: ReportRange): Promise<WaiterReport> {
  const rows = await withSold<Row & { waiter_id: number; name: string }>(
    range,
    `
    SELECT s.waiter_id, u.full_name AS name, count(*)::int AS orders,
      sum(s.covers)::bigint AS covers, sum(s.net)::bigint AS sales, sum(s.tip_cents)::bigint AS tips
    FROM sold s JOIN users u ON u.id = s.waiter_id
    GROUP BY s.waiter_id, u.full_name
    ORDER BY sum(s.net) DESC, u.full_name, s.waiter_id`
  )
  const waiters = rows.map((row) => ({
    waiterId: row.waiter_id,
    name: row.name,
    ...waiterFigures(row),
  }))
  const sum = (key: 'orders' | 'covers' | 'salesCents' | 'tipsCents') =>
    String(waiters.reduce((total, waiter) => total + waiter[key], 0))
  return {
    from: range.from,
    to: range.to,
    waiters,
    totals: waiterFigures({
      orders: sum('orders'),
      covers: sum('covers'),
      sales: sum('salesCents'),
      tips: sum('tipsCents'),
    }),
  }
}
