import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type Order from '#models/restaurant/order'
import Payment from '#models/restaurant/payment'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { assertActive, lockOrder, orderSubject } from '#services/restaurant/orders'
import {
  billPartOf,
  closeWhenPaid,
  netOfGross,
  openDrawerOf,
  partRemaining,
  paymentFields,
  replayOf,
} from '#services/restaurant/payments'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { recordPayment } from '#services/restaurant/sales_totals'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { taxRateOf } from '#services/hotel/pricing'
import { DomainError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { formatMoney } from '#services/money'
import { t } from '#services/i18n'
import type { takePaymentValidator } from '#validators/restaurant/payments'

type TakePaymentInput = { order: Order } & Infer<typeof takePaymentValidator>

/**
 * Takes a payment on part or all of an order's balance (never more: the
 * order's row lock queues two cashiers, and the second sees the first's
 * payment). Cash goes into the cashier's open drawer with its change; a charge
 * to room posts the folio charge in this same transaction; a part of a split
 * bill takes no more than it still asks for. The tip is on top and never
 * counts toward the balance. At zero balance the order closes. A replayed key
 * answers the first payment and writes nothing. The payment adds to the day's
 * sales totals last: every payment of the day and method adds to one row, which
 * stays locked until the commit.
 */
export function takePayment(input: TakePaymentInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, input.order.id)
    const earlier = await replayOf(trx, order, input.key)
    if (earlier) {
      input.order.merge(order.$attributes)
      return { payment: earlier, order, replayed: true, closed: false }
    }
    assertActive(order)
    const amount = input.amount_cents
    const tip = input.tip_cents ?? 0
    if (order.balanceCents <= 0)
      throw new NotAllowedError(t('restaurant_pay.nothing_to_pay'), { field: 'amount_cents' })
    if (amount > order.balanceCents)
      throw new InvalidInputError(
        t('restaurant_pay.over_balance', { balance: formatMoney(order.balanceCents) }),
        { field: 'amount_cents' }
      )
    if (input.bill_part_id) {
      const remaining = await partRemaining(trx, await billPartOf(trx, order, input.bill_part_id))
      if (amount > remaining)
        throw new InvalidInputError(
          t('restaurant_pay.over_part', { remaining: formatMoney(remaining) }),
          { field: 'amount_cents' }
        )
    }

    const payment = new Payment().merge({
      clientKey: input.key,
      orderId: order.id,
      billPartId: input.bill_part_id ?? null,
      method: input.method,
      amountCents: amount,
      tipCents: tip,
      reference: input.method === 'transfer' ? (input.reference ?? '') : '',
      cashierId: audit.actor!.id,
      paidAt: DateTime.now(),
    })
    if (input.method === 'cash') {
      const tendered = input.tendered_cents ?? amount + tip
      if (tendered < amount + tip)
        throw new InvalidInputError(
          t('restaurant_pay.tendered_short', { due: formatMoney(amount + tip) }),
          { field: 'tendered_cents' }
        )
      const drawer = await openDrawerOf(trx, audit, 'method')
      payment.merge({
        cashDrawerId: drawer.id,
        tenderedCents: tendered,
        changeCents: tendered - amount - tip,
      })
    }
    if (input.method === 'room_charge') {
      const charge = await chargeToRoom(trx, order, input.booking_id!, amount + tip, audit)
      payment.merge({ bookingId: input.booking_id!, folioChargeId: charge.id })
    }
    payment.useTransaction(trx)
    await payment.save()

    order.merge({
      paidCents: order.paidCents + amount,
      tipCents: order.tipCents + tip,
      lockVersion: order.lockVersion + 1,
    })
    await recordEvent(trx, {
      type: 'restaurant.payment.taken',
      subject: orderSubject(order),
      after: paymentFields(payment),
      metadata: { paymentId: payment.id, folioChargeId: payment.folioChargeId },
      audit,
    })
    const closed = await closeWhenPaid(trx, order, audit)
    order.useTransaction(trx)
    await order.save()
    await broadcastOrder(trx, order, closed ? [order.tableId] : [])
    await recordPayment(trx, payment.id)
    input.order.merge(order.$attributes)
    return { payment, order, replayed: false, closed }
  })
}

/*
| The bill's amount and its tip go to the guest's folio as one restaurant
| charge, posted once per order. The folio's refusals (not in house, over the
| credit limit) come back under the form's booking field, and this
| transaction rolls back with them.
*/
async function chargeToRoom(
  trx: TransactionClientContract,
  order: Order,
  bookingId: number,
  grossCents: number,
  audit: AuditContext
) {
  const charged = await Payment.query({ client: trx })
    .where('order_id', order.id)
    .where('method', 'room_charge')
    .where('amount_cents', '>', 0)
    .first()
  if (charged)
    throw new NotAllowedError(t('restaurant_pay.already_charged'), { field: 'booking_id' })
  const rateBp = await taxRateOf('restaurant', trx)
  const net = netOfGross(grossCents, rateBp)
  if (net < 1) throw new InvalidInputError(t('restaurant_pay.too_small'), { field: 'amount_cents' })
  try {
    return await postFolioCharge(
      trx,
      {
        bookingId,
        kind: 'restaurant',
        description: t('restaurant_pay.folio_description', { number: order.number ?? '' }),
        amountCents: net,
        source: 'restaurant.order',
        sourceRef: String(order.id),
      },
      audit
    )
  } catch (error) {
    if (error instanceof DomainError && error.field)
      throw new (error.constructor as typeof InvalidInputError)(error.message, {
        field: 'booking_id',
      })
    throw error
  }
}
