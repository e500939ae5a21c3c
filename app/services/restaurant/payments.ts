/*
| What the paying actions share: the cashier's open drawer, a payment's
| subject and fields for the activity log, what a bill part still asks for,
| and closing an order once nothing is left to pay.
|
| A charge to room posts the NET part of the amount to the folio: menu prices
| include the restaurant tax, and the folio adds the tax on top of what it is
| given, so the net posted is the one whose gross (net + tax at the folio's
| rounding) is the amount paid. Where the cent rounding of the tax skips that
| gross (at 10 %, about one amount in eleven), the net one cent lower is posted
| and the folio shows a cent less than the bill: the house takes the cent, the
| guest is never charged more than the bill.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Order from '#models/restaurant/order'
import { lockOpenDrawer } from '#services/restaurant/cash_drawers'
import Payment from '#models/restaurant/payment'
import BillPart from '#models/restaurant/bill_part'
import RestaurantTable from '#models/restaurant/restaurant_table'
import Reservation from '#models/restaurant/reservation'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { orderSubject } from '#services/restaurant/orders'
import { reservationSubject } from '#services/restaurant/reservations'
import { taxOn } from '#services/hotel/pricing'
import { recordClosedOrder } from '#services/restaurant/sales_totals'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** The actor's open cash drawer, locked (the drawer's own rule); refused under `field` when there is none. */
export async function openDrawerOf(
  trx: TransactionClientContract,
  audit: AuditContext,
  field: string
) {
  if (!audit.actor) throw new NotAllowedError(t('restaurant.cash_drawers.none_open'), { field })
  return lockOpenDrawer(trx, audit.actor.id, field)
}

export function paymentFields(payment: Payment) {
  return {
    method: payment.method,
    amountCents: payment.amountCents,
    tipCents: payment.tipCents,
    tenderedCents: payment.tenderedCents,
    changeCents: payment.changeCents,
    reference: payment.reference,
    bookingId: payment.bookingId,
    billPartId: payment.billPartId,
  }
}

/** The payment the browser's key already made, if any; a key used on another order is refused. */
export async function replayOf(trx: TransactionClientContract, order: Order, key: string) {
  const earlier = await Payment.query({ client: trx }).where('client_key', key).first()
  if (earlier && earlier.orderId !== order.id)
    throw new ConflictError(t('restaurant_pay.key_used'), { field: 'key' })
  return earlier
}

/** What a part of a split bill still asks for: its amount less what its payments took off. */
export async function partRemaining(trx: TransactionClientContract, part: BillPart) {
  const row = await trx
    .from('payments')
    .where('bill_part_id', part.id)
    .sum('amount_cents as paid')
    .first()
  return part.amountCents - Number(row?.paid ?? 0)
}

/** The order's bill part, locked with the order; refused when it is not this order's. */
export async function billPartOf(trx: TransactionClientContract, order: Order, partId: number) {
  const part = await BillPart.query({ client: trx })
    .where('id', partId)
    .where('order_id', order.id)
    .first()
  if (!part)
    throw new InvalidInputError(t('restaurant_pay.part_unknown'), { field: 'bill_part_id' })
  return part
}

/** The net to post for a gross amount: its gross at the rate is the amount, or one cent below it. */
export function netOfGross(grossCents: number, rateBp: number) {
  let net = Math.floor((grossCents * 10000) / (10000 + rateBp))
  while (net + 1 + taxOn(net + 1, rateBp) <= grossCents) net += 1
  while (net > 0 && net + taxOn(net, rateBp) > grossCents) net -= 1
  return net
}

/**
 * Closes the (locked) order once its balance is zero: closed, when and by
 * whom, saved and added to the sales totals; its table waits for cleaning and the party seated from a reservation
 * has completed it. Records what it did; answers whether it closed.
 */
export async function closeWhenPaid(
  trx: TransactionClientContract,
  order: Order,
  audit: AuditContext
) {
  if (order.balanceCents !== 0 || order.status === 'closed') return false
  const now = DateTime.now()
  const before = order.status
  order.merge({ status: 'closed', closedAt: now, closedBy: audit.actor?.id ?? null })
  order.useTransaction(trx)
  await order.save()
  if (order.tableId)
    await RestaurantTable.query({ client: trx })
      .where('id', order.tableId)
      .update({ needs_cleaning_since: now.toJSDate(), updated_at: now.toJSDate() })
  await recordEvent(trx, {
    type: 'restaurant.order.closed',
    subject: orderSubject(order),
    before: { status: before },
    after: { status: 'closed', paidCents: order.paidCents, tipCents: order.tipCents },
    audit,
  })
  if (order.reservationId) await completeReservation(trx, order.reservationId, now, audit)
  /* Last: the orders closed in the same hour add to one row, locked until the commit. */
  await recordClosedOrder(trx, order.id)
  return true
}

async function completeReservation(
  trx: TransactionClientContract,
  reservationId: number,
  now: DateTime,
  audit: AuditContext
) {
  const reservation = await Reservation.query({ client: trx })
    .where('id', reservationId)
    .forUpdate()
    .first()
  if (!reservation || reservation.status !== 'seated') return
  reservation.merge({
    status: 'completed',
    completedAt: now,
    lockVersion: reservation.lockVersion + 1,
  })
  reservation.useTransaction(trx)
  await reservation.save()
  await recordEvent(trx, {
    type: 'restaurant.reservation.completed',
    subject: reservationSubject(reservation),
    before: { status: 'seated' },
    after: { status: 'completed' },
    metadata: { reason: 'bill_paid' },
    audit,
  })
}

/** What a discount comes to on a subtotal: a percent in basis points, rounded half up, or an amount. */
export function discountOf(kind: 'percent' | 'amount', value: number, subtotalCents: number) {
  return kind === 'percent' ? Math.floor((subtotalCents * value + 5000) / 10000) : value
}

/** What is left to refund of a payment: its amount less its earlier refunds. */
export async function refundableOf(client: TransactionClientContract, payment: Payment) {
  const row = await client
    .from('payments')
    .where('refund_of', payment.id)
    .sum('amount_cents as refunded')
    .first()
  return payment.amountCents + Number(row?.refunded ?? 0)
}

/** N equal parts of an amount; the remainder cents go to the first part. */
export function equalParts(totalCents: number, count: number) {
  const share = Math.floor(totalCents / count)
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? totalCents - share * (count - 1) : share
  )
}

/**
 * Each group's lines' total less its share of the discount, in proportion to
 * that total (rounded down; the cents left over go to the first part), so the
 * parts add up to the subtotal less the discount.
 */
export function itemParts(totals: number[], discountCents: number) {
  const subtotal = totals.reduce((sum, total) => sum + total, 0)
  const shares = totals.map((total) =>
    subtotal === 0 ? 0 : Math.floor((discountCents * total) / subtotal)
  )
  shares[0] += discountCents - shares.reduce((sum, share) => sum + share, 0)
  return totals.map((total, index) => total - shares[index])
}
