import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type Order from '#models/restaurant/order'
import BillPart from '#models/restaurant/bill_part'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { assertActive, lockOrder, orderSubject } from '#services/restaurant/orders'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { closeWhenPaid, discountOf } from '#services/restaurant/payments'
import { ConflictError, InvalidInputError } from '#exceptions/domain_errors'
import { formatMoney } from '#services/money'
import { t } from '#services/i18n'
import type { discountValidator } from '#validators/restaurant/payments'

type DiscountInput = { order: Order } & Infer<typeof discountValidator>

/**
 * Gives (or with 0 removes) the order's discount: a percent (stored in basis
 * points) or an amount. It may not take the balance below zero: at most the
 * subtotal less what was already paid. A bill split in parts none of which is
 * paid yet is un-split (its amounts no longer add up); once a part is paid the
 * discount stays as it is. A discount that leaves nothing to pay closes the
 * order, as a last payment does.
 */
export function applyOrderDiscount(input: DiscountInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, input.order.id)
    assertActive(order)
    const value = input.kind === 'percent' ? Math.round(input.value * 100) : input.value
    if (input.kind === 'percent' && value > 10000)
      throw new InvalidInputError(t('restaurant_pay.percent_range'), { field: 'value' })
    if (!Number.isInteger(value))
      throw new InvalidInputError(t('restaurant_pay.whole_cents'), { field: 'value' })
    const cents = discountOf(input.kind, value, order.subtotalCents)
    const most = order.subtotalCents - order.paidCents
    if (cents > most)
      throw new InvalidInputError(
        t('restaurant_pay.discount_too_big', { most: formatMoney(most) }),
        {
          field: 'value',
        }
      )
    const parts = await BillPart.query({ client: trx }).where('order_id', order.id)
    if (parts.length > 0) {
      const paid = await trx
        .from('payments')
        .whereIn(
          'bill_part_id',
          parts.map((part) => part.id)
        )
        .first()
      if (paid)
        throw new ConflictError(t('restaurant_pay.discount_after_split'), { field: 'value' })
      await BillPart.query({ client: trx }).where('order_id', order.id).delete()
    }
    const before = {
      discountKind: order.discountKind,
      discountValue: order.discountValue,
      discountCents: order.discountCents,
    }
    const removed = cents === 0
    order.merge({
      discountKind: removed ? null : input.kind,
      discountValue: removed ? null : value,
      discountCents: cents,
      discountReason: removed ? null : input.reason || null,
      discountedBy: removed ? null : (audit.actor?.id ?? null),
      lockVersion: order.lockVersion + 1,
    })
    await recordEvent(trx, {
      type: 'restaurant.order.discounted',
      subject: orderSubject(order),
      before,
      after: {
        discountKind: order.discountKind,
        discountValue: order.discountValue,
        discountCents: order.discountCents,
      },
      metadata: { reason: order.discountReason, unsplit: parts.length > 0 },
      audit,
    })
    const closed = order.subtotalCents > 0 && (await closeWhenPaid(trx, order, audit))
    order.useTransaction(trx)
    await order.save()
    await broadcastOrder(trx, order, closed ? [order.tableId] : [])
    input.order.merge(order.$attributes)
    return { order, closed }
  })
}
