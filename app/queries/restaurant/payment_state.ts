/*
| What the pay panel shows of an order: its payments (refunds under what they
| refund), the parts of a split bill with what each still asks for, its
| discount as given, whether the signed-in cashier has a drawer open, the
| rooms in house for a charge to room, and what the user may do.
*/
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import BillPart from '#models/restaurant/bill_part'
import OrderPolicy from '#policies/restaurant/order_policy'
import PaymentPolicy from '#policies/restaurant/payment_policy'
import { inHouseBookings } from '#queries/hotel/in_house'
import { isActiveOrder } from '#enums/restaurant/order_status'

async function paymentsOf(orderId: number) {
  const rows = await db
    .from('payments as p')
    .join('users as u', 'u.id', 'p.cashier_id')
    .leftJoin('bookings as b', 'b.id', 'p.booking_id')
    .leftJoin('rooms as r', 'r.id', 'b.room_id')
    .where('p.order_id', orderId)
    .orderBy('p.id')
    .select(
      'p.id',
      'p.method',
      'p.amount_cents',
      'p.tip_cents',
      'p.tendered_cents',
      'p.change_cents',
      'p.reference',
      'p.refund_of',
      'p.reason',
      'p.bill_part_id',
      'p.paid_at',
      'u.full_name as cashier',
      'r.number as room'
    )
  const refunded = new Map<number, number>()
  for (const row of rows)
    if (row.refund_of)
      refunded.set(row.refund_of, (refunded.get(row.refund_of) ?? 0) - row.amount_cents)
  return rows.map((row) => ({
    id: row.id as number,
    method: row.method as string,
    amountCents: row.amount_cents as number,
    tipCents: row.tip_cents as number,
    tenderedCents: row.tendered_cents as number | null,
    changeCents: row.change_cents as number,
    reference: row.reference as string,
    room: (row.room as string | null) ?? null,
    refundOf: row.refund_of as number | null,
    reason: row.reason as string | null,
    billPartId: row.bill_part_id as number | null,
    cashier: row.cashier as string,
    paidAt: new Date(row.paid_at).toISOString(),
    refundableCents:
      row.amount_cents > 0 && row.method !== 'room_charge'
        ? row.amount_cents - (refunded.get(row.id) ?? 0)
        : 0,
  }))
}

export async function paymentState(order: Order, ctx: Pick<HttpContext, 'bouncer' | 'auth'>) {
  const payments = await paymentsOf(order.id)
  const parts = await BillPart.query().where('order_id', order.id).orderBy('position')
  const paidByPart = new Map<number, number>()
  for (const payment of payments)
    if (payment.billPartId)
      paidByPart.set(
        payment.billPartId,
        (paidByPart.get(payment.billPartId) ?? 0) + payment.amountCents
      )
  const policy = ctx.bouncer.with(PaymentPolicy)
  const take = isActiveOrder(order.status) && (await policy.allows('take'))
  const drawer = ctx.auth.user
    ? await db
        .from('cash_drawers')
        .where('cashier_id', ctx.auth.user.id)
        .whereNull('closed_at')
        .first()
    : null
  return {
    orderId: order.id,
    tipCents: order.tipCents,
    discount: {
      kind: order.discountKind as 'percent' | 'amount' | null,
      value: order.discountValue,
      reason: order.discountReason,
    },
    payments,
    parts: parts.map((part) => ({
      id: part.id,
      position: part.position,
      split: part.split,
      amountCents: part.amountCents,
      remainingCents: part.amountCents - (paidByPart.get(part.id) ?? 0),
      lineIds: (part.lineIds ?? []).map(Number),
    })),
    drawerOpen: Boolean(drawer),
    bookings: take ? await inHouseBookings() : [],
    can: {
      take,
      refund: await policy.allows('refund'),
      discount: await ctx.bouncer.with(OrderPolicy).allows('discount', order),
      split: take,
    },
  }
}

export type PaymentState = Awaited<ReturnType<typeof paymentState>>
