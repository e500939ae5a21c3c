/*
| An order's bill, as handed to the table: what the print view and the PDF
| both draw.
|
| Menu prices include the restaurant's tax (the `restaurant` rate of
| `tax_rates`), as guests read them on the menu: the bill shows the total
| to pay and "of which tax", worked out from that gross total after the
| discount — tax = total × rate / (1 + rate), rounded to the cent. Tips are on
| top of the total and carry no tax. The lines are those not voided, a combo's
| items indented under it. It is a "bill" while the order is unpaid, a
| "receipt" once it is closed, and a voided order's says it is void.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { OrderKind, OrderStatus } from '#enums/restaurant/order_status'
import type { PaymentMethod } from '#enums/restaurant/payment'
import { propertyDetails } from '#config/property'
import { appZone } from '#services/clock'
import { appCurrency } from '#services/money'

export type BillLine = {
  name: string
  quantity: number
  amountCents: number
  notes: string
  items: { name: string; quantity: number }[]
}

export type BillPayment = {
  method: PaymentMethod
  amountCents: number
  tipCents: number
  tenderedCents: number | null
  changeCents: number
  reason: string | null
}

export type Bill = NonNullable<Awaited<ReturnType<typeof billOf>>>

/* A closed order's bill is its receipt; a voided order's says so, so it is never handed over as one to pay. */
const BILL_KINDS: Partial<Record<OrderStatus, 'receipt' | 'voided'>> = {
  closed: 'receipt',
  voided: 'voided',
}

/** Tax included in a gross amount at `rateBp` basis points, rounded half up to the cent. */
export function includedTaxCents(grossCents: number, rateBp: number) {
  if (rateBp <= 0) return 0
  return Math.floor((grossCents * rateBp * 2 + (10_000 + rateBp)) / (2 * (10_000 + rateBp)))
}

async function linesOf(orderId: number): Promise<BillLine[]> {
  const rows = await db
    .from('order_lines')
    .where('order_id', orderId)
    .whereNull('voided_at')
    .orderBy('id')
    .select('id', 'parent_line_id', 'name', 'quantity', 'unit_price_cents', 'notes')
  const lines = new Map<number, BillLine>()
  for (const row of rows.filter((line) => line.parent_line_id === null)) {
    lines.set(row.id, {
      name: row.name,
      quantity: Number(row.quantity),
      amountCents: Number(row.unit_price_cents) * Number(row.quantity),
      notes: row.notes ?? '',
      items: [],
    })
  }
  for (const row of rows.filter((line) => line.parent_line_id !== null)) {
    lines.get(row.parent_line_id)?.items.push({ name: row.name, quantity: Number(row.quantity) })
  }
  return [...lines.values()]
}

async function paymentsOf(orderId: number): Promise<BillPayment[]> {
  const rows = await db.from('payments').where('order_id', orderId).orderBy('paid_at').orderBy('id')
  return rows.map((row) => ({
    method: row.method,
    amountCents: Number(row.amount_cents),
    tipCents: Number(row.tip_cents),
    tenderedCents: row.tendered_cents === null ? null : Number(row.tendered_cents),
    changeCents: Number(row.change_cents),
    reason: row.reason ?? null,
  }))
}

/** The order's bill, or null when there is no such order. */
export async function billOf(orderId: number) {
  const order = await db
    .from('orders as o')
    .join('users as w', 'w.id', 'o.waiter_id')
    .leftJoin('restaurant_tables as t', 't.id', 'o.table_id')
    .leftJoin('bookings as b', 'b.id', 'o.booking_id')
    .leftJoin('rooms as r', 'r.id', 'b.room_id')
    .where('o.id', orderId)
    .select('o.*', 'w.full_name as waiter_name', 't.name as table_name', 'r.number as room_number')
    .first()
  if (!order) return null
  const rate = await db.from('tax_rates').where('charge_kind', 'restaurant').first()
  const rateBp = Number(rate?.rate_bp ?? 0)
  const lines = await linesOf(order.id)
  const payments = await paymentsOf(order.id)
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const discountCents = Math.min(Number(order.discount_cents), subtotalCents)
  const totalCents = subtotalCents - discountCents
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0)
  const status = order.status as OrderStatus
  return {
    kind: BILL_KINDS[status] ?? ('bill' as const),
    seller: propertyDetails(),
    order: {
      id: order.id as number,
      number: order.number as string,
      kind: order.kind as OrderKind,
      status,
      table: (order.table_name as string | null) ?? null,
      room: (order.room_number as string | null) ?? null,
      waiter: order.waiter_name as string,
      covers: Number(order.covers),
      openedAt: DateTime.fromJSDate(new Date(order.opened_at)).setZone(appZone()),
      closedAt: order.closed_at
        ? DateTime.fromJSDate(new Date(order.closed_at)).setZone(appZone())
        : null,
    },
    printedAt: DateTime.now().setZone(appZone()),
    lines,
    subtotalCents,
    discountCents,
    discountReason: (order.discount_reason as string | null) ?? null,
    totalCents,
    taxRateBp: rateBp,
    taxCents: includedTaxCents(totalCents, rateBp),
    tipCents: payments.reduce((sum, payment) => sum + payment.tipCents, 0),
    payments,
    paidCents,
    balanceCents: totalCents - paidCents,
    currency: appCurrency(),
  }
}
