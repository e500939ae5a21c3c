/*
| Sales report over [from, to] (both included): the orders closed in the range
| (sold_orders.ts says what counts) by day, by hour of the day and by menu
| category, with the range's totals; and the payments taken in the range by
| method.
|
| - Figures of a day, hour or the range: orders, gross, discounts, net
|   (gross − discounts), tips, average ticket (net ÷ orders, rounded half up).
| - Categories: the priced lines' quantity, gross, discount share and net, per
|   the item's menu category; combos are one group of their own (no category).
|   The categories' nets sum to the range's net.
| - Payment methods: payments whose paid_at is in the range, refunds (negative
|   payments) on the day they were given, so a method's net is what it took
|   less what it gave back; tips on top. This is money taken, not the orders
|   closed: a payment of an order still open counts, and it equals the net
|   sales when every order is paid and closed on the same day.
*/
import db from '@adonisjs/lucid/services/db'
import { PAYMENT_METHODS, type PaymentMethod } from '#enums/restaurant/payment'
import { basisPoints, roundedRatio } from '#queries/report_math'
import type { ReportRange } from '#validators/report_range'
import {
  PRICED_LINES,
  daysOf,
  num,
  rangeInstants,
  withSold,
} from '#queries/restaurant/reports/sold_orders'

export type SalesFigures = {
  orders: number
  grossCents: number
  discountCents: number
  netCents: number
  tipsCents: number
  averageTicketCents: number
}
export type SalesDay = SalesFigures & { day: string }
export type SalesHour = SalesFigures & { hour: number }
export type CategorySales = {
  categoryId: number | null
  name: string | null
  quantity: number
  grossCents: number
  discountCents: number
  netCents: number
  shareBp: number
}
export type MethodSales = {
  method: PaymentMethod
  payments: number
  refunds: number
  takenCents: number
  refundedCents: number
  netCents: number
  tipsCents: number
}
export type SalesReport = {
  from: string
  to: string
  totals: SalesFigures
  days: SalesDay[]
  hours: SalesHour[]
  categories: CategorySales[]
  methods: MethodSales[]
  methodTotals: Omit<MethodSales, 'method'>
}

type FigureRow = {
  orders: string | number
  gross: string | number
  discount: string | number
  tips: string | number
}

const FIGURES = `count(*)::int AS orders, coalesce(sum(gross), 0)::bigint AS gross,
  coalesce(sum(discount_cents), 0)::bigint AS discount, coalesce(sum(tip_cents), 0)::bigint AS tips`

export function salesFigures(row?: FigureRow): SalesFigures {
  const orders = num(row?.orders)
  const grossCents = num(row?.gross)
  const discountCents = num(row?.discount)
  const netCents = grossCents - discountCents
  return {
    orders,
    grossCents,
    discountCents,
    netCents,
    tipsCents: num(row?.tips),
    averageTicketCents: roundedRatio(Math.max(netCents, 0), orders),
  }
}

/** The range's figures per local day (grouping 1), per hour (2) and over the whole range (3). */
async function figureRows(range: ReportRange) {
  return withSold<FigureRow & { day: string | null; hour: number | null; grouping: number }>(
    range,
    `
    SELECT to_char(local_at, 'YYYY-MM-DD') AS day, extract(hour FROM local_at)::int AS hour,
      GROUPING(to_char(local_at, 'YYYY-MM-DD'), extract(hour FROM local_at)::int) AS grouping,
      ${FIGURES}
    FROM sold
    GROUP BY GROUPING SETS ((to_char(local_at, 'YYYY-MM-DD')), (extract(hour FROM local_at)::int), ())`
  )
}

async function categoryRows(range: ReportRange) {
  return withSold<{
    category_id: number | null
    name: string | null
    quantity: string
    gross: string
    discount: string
  }>(
    range,
    `, ${PRICED_LINES}
    SELECT mi.category_id, mc.name, sum(p.quantity)::bigint AS quantity,
      sum(p.gross)::bigint AS gross, sum(p.discount)::bigint AS discount
    FROM priced p
    LEFT JOIN menu_items mi ON mi.id = p.menu_item_id
    LEFT JOIN menu_categories mc ON mc.id = mi.category_id
    GROUP BY mi.category_id, mc.name
    ORDER BY sum(p.gross) - sum(p.discount) DESC, mc.name NULLS LAST`
  )
}

async function methodRows(range: ReportRange) {
  const { start, end } = rangeInstants(range)
  const { rows } = await db.rawQuery(
    `
    SELECT method,
      count(*) FILTER (WHERE amount_cents > 0)::int AS payments,
      count(*) FILTER (WHERE amount_cents < 0)::int AS refunds,
      coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0)::bigint AS taken,
      coalesce(-sum(amount_cents) FILTER (WHERE amount_cents < 0), 0)::bigint AS refunded,
      coalesce(sum(tip_cents), 0)::bigint AS tips
    FROM payments
    WHERE paid_at >= ? AND paid_at < ?
    GROUP BY method`,
    [start, end]
  )
  return rows as {
    method: PaymentMethod
    payments: number
    refunds: number
    taken: string
    refunded: string
    tips: string
  }[]
}

function methodsOf(rows: Awaited<ReturnType<typeof methodRows>>) {
  const methods: MethodSales[] = PAYMENT_METHODS.flatMap((method) => {
    const row = rows.find((candidate) => candidate.method === method)
    if (!row) return []
    const takenCents = num(row.taken)
    const refundedCents = num(row.refunded)
    return [
      {
        method,
        payments: row.payments,
        refunds: row.refunds,
        takenCents,
        refundedCents,
        netCents: takenCents - refundedCents,
        tipsCents: num(row.tips),
      },
    ]
  })
  const sum = (key: Exclude<keyof MethodSales, 'method'>) =>
    methods.reduce((total, method) => total + method[key], 0)
  return {
    methods,
    methodTotals: {
      payments: sum('payments'),
      refunds: sum('refunds'),
      takenCents: sum('takenCents'),
      refundedCents: sum('refundedCents'),
      netCents: sum('netCents'),
      tipsCents: sum('tipsCents'),
    },
  }
}

export async function salesReport(range: ReportRange): Promise<SalesReport> {
  const figures = await figureRows(range)
  const totals = salesFigures(figures.find((row) => row.grouping === 3))
  const byDay = new Map(figures.filter((row) => row.grouping === 1).map((row) => [row.day!, row]))
  const byHour = new Map(
    figures.filter((row) => row.grouping === 2).map((row) => [Number(row.hour), row])
  )
  const categoryList = await categoryRows(range)
  const categories = categoryList.map((row) => {
    const grossCents = num(row.gross)
    const discountCents = num(row.discount)
    return {
      categoryId: row.category_id,
      name: row.name,
      quantity: num(row.quantity),
      grossCents,
      discountCents,
      netCents: grossCents - discountCents,
      shareBp: basisPoints(Math.max(grossCents - discountCents, 0), Math.max(totals.netCents, 0)),
    }
  })
  return {
    from: range.from,
    to: range.to,
    totals,
    days: daysOf(range).map((day) => ({ day, ...salesFigures(byDay.get(day)) })),
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...salesFigures(byHour.get(hour)),
    })),
    categories,
    ...methodsOf(await methodRows(range)),
  }
}
