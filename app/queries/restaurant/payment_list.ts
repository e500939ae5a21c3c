import db from '@adonisjs/lucid/services/db'
import type { PaymentMethod } from '#enums/restaurant/payment'
import { PAYMENTS_PER_PAGE, type PaymentFilters } from '#validators/restaurant/cash_drawers'
import { localDay } from '#services/clock'
import { linkPages } from '#queries/list_page'
import { cashTakenCents } from '#services/restaurant/cash_drawers'

export type PaymentRow = {
  id: number
  paidAt: string
  order: { id: number; number: string }
  method: PaymentMethod
  amountCents: number
  tipCents: number
  changeCents: number
  reference: string
  cashier: { id: number; name: string }
  /** A refund: the payment it gives back and why. */
  refund: { of: number; reason: string } | null
}

export type MethodTotal = {
  method: PaymentMethod
  count: number
  amountCents: number
  tipCents: number
}

export type DrawerRow = {
  id: number
  cashier: { id: number; name: string }
  floatCents: number
  openedAt: string
  closedAt: string | null
  closedBy: string | null
  expectedCents: number | null
  countedCents: number | null
  differenceCents: number | null
  note: string
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString()

/* Payments of the filter's days (APP_TZ), method and cashier. */
function filtered(filters: PaymentFilters) {
  const query = db
    .from('payments as p')
    .where('p.paid_at', '>=', localDay(filters.from).start.toJSDate())
    .where('p.paid_at', '<', localDay(filters.to).end.toJSDate())
  if (filters.method) query.where('p.method', filters.method)
  if (filters.cashierId) query.where('p.cashier_id', filters.cashierId)
  return query
}

function rowOf(row: Record<string, any>): PaymentRow {
  return {
    id: row.id,
    paidAt: iso(row.paid_at),
    order: { id: row.order_id, number: row.order_number },
    method: row.method,
    amountCents: Number(row.amount_cents),
    tipCents: Number(row.tip_cents),
    changeCents: Number(row.change_cents),
    reference: row.reference,
    cashier: { id: row.cashier_id, name: row.cashier_name },
    refund: row.refund_of ? { of: row.refund_of, reason: row.reason ?? '' } : null,
  }
}

/** The Payments list: newest first, one page at a time. */
export async function listPayments(filters: PaymentFilters) {
  const page = await filtered(filters)
    .join('orders as o', 'o.id', 'p.order_id')
    .join('users as u', 'u.id', 'p.cashier_id')
    .select('p.*', 'o.number as order_number', 'u.full_name as cashier_name')
    .orderBy('p.paid_at', 'desc')
    .orderBy('p.id', 'desc')
    .paginate(filters.page, filters.perPage)
  linkPages(page, 'restaurant.payments.index', {
    from: filters.from,
    to: filters.to,
    method: filters.method || undefined,
    cashier_id: filters.cashierId ?? undefined,
    per_page: filters.perPage === PAYMENTS_PER_PAGE ? undefined : filters.perPage,
  })
  return { data: page.all().map(rowOf), metadata: page.getMeta() }
}

/** Per method, over the whole filter (not one page): payments, amount (refunds subtracted) and tips. */
export async function paymentTotals(filters: PaymentFilters): Promise<MethodTotal[]> {
  const rows = await filtered(filters)
    .groupBy('p.method')
    .orderBy('p.method')
    .select(
      'p.method',
      db.raw('count(*) AS count'),
      db.raw('sum(p.amount_cents) AS amount_cents'),
      db.raw('sum(p.tip_cents) AS tip_cents')
    )
  return rows.map((row) => ({
    method: row.method,
    count: Number(row.count),
    amountCents: Number(row.amount_cents),
    tipCents: Number(row.tip_cents),
  }))
}

/** Who has taken payments (for the cashier filter), by name. */
export async function paymentCashiers() {
  return (await db
    .from('users as u')
    .whereExists((sub) => sub.from('payments as p').whereRaw('p.cashier_id = u.id'))
    .orderBy('u.full_name')
    .select('u.id', 'u.full_name as name')) as { id: number; name: string }[]
}

function drawers() {
  return db
    .from('cash_drawers as d')
    .join('users as u', 'u.id', 'd.cashier_id')
    .leftJoin('users as c', 'c.id', 'd.closed_by')
    .select('d.*', 'u.full_name as cashier_name', 'c.full_name as closed_by_name')
}

function drawerOf(row: Record<string, any>): DrawerRow {
  const cents = (value: unknown) => (value === null ? null : Number(value))
  return {
    id: row.id,
    cashier: { id: row.cashier_id, name: row.cashier_name },
    floatCents: Number(row.float_cents),
    openedAt: iso(row.opened_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    closedBy: row.closed_by_name ?? null,
    expectedCents: cents(row.expected_cents),
    countedCents: cents(row.counted_cents),
    differenceCents: cents(row.difference_cents),
    note: row.close_note,
  }
}

/**
 * The user's own till: the open drawer with the cash expected in it now, or
 * none; and the drawer they closed last, with its count.
 */
export async function drawerCard(cashierId: number) {
  const open = await drawers().where('d.cashier_id', cashierId).whereNull('d.closed_at').first()
  const last = await drawers()
    .where('d.cashier_id', cashierId)
    .whereNotNull('d.closed_at')
    .orderBy('d.closed_at', 'desc')
    .first()
  const current = open ? drawerOf(open) : null
  const taken = current ? await cashTakenCents(current.id) : 0
  return {
    open: current && {
      ...current,
      cashTakenCents: taken,
      expectedCents: current.floatCents + taken,
    },
    lastClosed: last ? drawerOf(last) : null,
  }
}

/** Every cashier's drawers still open, then the latest closes: what a supervisor reconciles. */
export async function recentDrawers(limit = 10) {
  const open = await drawers().whereNull('d.closed_at').orderBy('d.opened_at')
  const closed = await drawers()
    .whereNotNull('d.closed_at')
    .orderBy('d.closed_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
  return [...open, ...closed].map(drawerOf)
}
