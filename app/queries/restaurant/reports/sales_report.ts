/*
| Sales report over [from, to] (both included): the orders closed in the range
| (sold_orders.ts says what counts) by day, by hour of the day and by menu
| category, with the range's totals; and the payments taken in the range by
| method. All of it read from the sales totals (services/restaurant/
| sales_totals.ts), which hold the same figures per local day.
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
import { daysOf, num } from '#queries/restaurant/reports/sold_orders'

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

const FIGURES = `coalesce(sum(orders), 0)::int AS orders, coalesce(sum(gross_cents), 0)::bigint AS gross,
  coalesce(sum(discount_cents), 0)::bigint AS discount, coalesce(sum(tip_cents), 0)::bigint AS tips`

/* The range's local days, as bindings of `day BETWEEN ? AND ?`. */
const IN_RANGE = 'day BETWEEN ?::date AND ?::date'
const rangeBindings = ({ from, to }: ReportRange) => [from, to]

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
  const { rows } = await db.rawQuery(
    `
    SELECT to_char(day, 'YYYY-MM-DD') AS day, hour, GROUPING(day, hour) AS grouping, ${FIGURES}
    FROM restaurant_sales_hours
    WHERE ${IN_RANGE}
    GROUP BY GROUPING SETS ((day), (hour), ())`,
    rangeBindings(range)
  )
  return rows as (FigureRow & { day: string | null; hour: number | null; grouping: number })[]
}

async function categoryRows(range: ReportRange) {
  const { rows } = await db.rawQuery(
    `
    SELECT mi.category_id, mc.name, sum(s.quantity)::bigint AS quantity,
      sum(s.gross_cents)::bigint AS gross, sum(s.discount_cents)::bigint AS discount
    FROM restaurant_item_sales s
    LEFT JOIN menu_items mi ON s.item_key > 0 AND mi.id = s.item_key
    LEFT JOIN menu_categories mc ON mc.id = mi.category_id
    WHERE s.${IN_RANGE} AND (s.quantity <> 0 OR s.gross_cents <> 0)
    GROUP BY mi.category_id, mc.name
    ORDER BY sum(s.gross_cents) - sum(s.discount_cents) DESC, mc.name NULLS LAST`,
    rangeBindings(range)
  )
  return rows as {
    category_id: number | null
    name: string | null
    quantity: string
    gross: string
    discount: string
  }[]
}

async function methodRows(range: ReportRange) {
  const { rows } = await db.rawQuery(
    `
    SELECT method, sum(payments)::int AS payments, sum(refunds)::int AS refunds,
      sum(taken_cents)::bigint AS taken, sum(refunded_cents)::bigint AS refunded,
      sum(tip_cents)::bigint AS tips
    FROM restaurant_payment_days
    WHERE ${IN_RANGE}
    GROUP BY method`,
    rangeBindings(range)
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
