import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import Payment from '#models/restaurant/payment'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { lockOrder, orderSubject } from '#services/restaurant/orders'
import { openDrawerOf, paymentFields, refundableOf, replayOf } from '#services/restaurant/payments'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { recordPayment } from '#services/restaurant/sales_totals'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { formatMoney } from '#services/money'
import { t } from '#services/i18n'
import type { refundValidator } from '#validators/restaurant/payments'

type RefundInput = { payment: Payment } & Infer<typeof refundValidator>

/**
 * Refunds part or all of a payment, with a reason: a negative payment that
 * names the one it refunds, never more than that one less its earlier
 * refunds. Cash comes out of the refunder's open drawer. A charge to room is
 * not refunded here: the folio takes only positive charges, so the stay's
 * folio is adjusted at the front desk. The order's paid amount goes down; a
 * closed order stays closed (the refund is recorded on it), an order in
 * service simply owes the amount again. Tips are not refunded.
 */
export function refundPayment(input: RefundInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, input.payment.orderId)
    const earlier = await replayOf(trx, order, input.key)
    if (earlier) return { refund: earlier, order, replayed: true }
    const original = await Payment.query({ client: trx })
      .where('id', input.payment.id)
      .forUpdate()
      .firstOrFail()
    if (original.amountCents < 0)
      throw new NotAllowedError(t('restaurant_pay.refund_of_refund'), { field: 'amount_cents' })
    if (original.method === 'room_charge')
      throw new NotAllowedError(t('restaurant_pay.refund_room_charge'), { field: 'amount_cents' })
    if (order.status === 'voided')
      throw new NotAllowedError(t('restaurant_pay.refund_voided'), { field: 'amount_cents' })
    const refundable = await refundableOf(trx, original)
    if (input.amount_cents > refundable)
      throw new InvalidInputError(
        t('restaurant_pay.over_refundable', { refundable: formatMoney(refundable) }),
        { field: 'amount_cents' }
      )
    const drawer =
      original.method === 'cash' ? await openDrawerOf(trx, audit, 'amount_cents') : null
    const refund = await Payment.create(
      {
        clientKey: input.key,
        orderId: order.id,
        billPartId: original.billPartId,
        method: original.method,
        amountCents: -input.amount_cents,
        tipCents: 0,
        cashDrawerId: drawer?.id ?? null,
        refundOf: original.id,
        reason: input.reason,
        cashierId: audit.actor!.id,
        paidAt: DateTime.now(),
      },
      { client: trx }
    )
    await recordPayment(trx, refund.id)
    order.merge({
      paidCents: order.paidCents - input.amount_cents,
      lockVersion: order.lockVersion + 1,
    })
    order.useTransaction(trx)
    await order.save()
    await recordEvent(trx, {
      type: 'restaurant.payment.refunded',
      subject: orderSubject(order),
      after: paymentFields(refund),
      metadata: {
        paymentId: refund.id,
        refundOf: original.id,
        reason: input.reason,
        orderStatus: order.status,
      },
      audit,
    })
    await broadcastOrder(trx, order)
    return { refund, order, replayed: false }
  })
}
