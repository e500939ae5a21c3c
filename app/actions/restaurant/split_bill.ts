import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import BillPart from '#models/restaurant/bill_part'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { assertActive, lockOrder, orderSubject } from '#services/restaurant/orders'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { equalParts, itemParts } from '#services/restaurant/payments'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import type { splitBillValidator } from '#validators/restaurant/payments'

type SplitInput = { order: Order } & Infer<typeof splitBillValidator>

/**
 * Splits the order's bill in parts to pay each its own way, replacing the
 * parts it had: by item (every line not voided in exactly one part; only
 * before anything is paid, as the items' amounts are the whole bill) or in 2
 * to 20 equal parts of the balance. A split whose parts have payments is not
 * split again.
 */
export function splitBill(input: SplitInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, input.order.id)
    assertActive(order)
    const current = await BillPart.query({ client: trx }).where('order_id', order.id)
    if (current.length > 0) {
      const paid = await trx
        .from('payments')
        .whereIn(
          'bill_part_id',
          current.map((part) => part.id)
        )
        .first()
      if (paid) throw new ConflictError(t('restaurant_pay.split_has_payments'), { field: 'split' })
    }
    if (order.balanceCents <= 0)
      throw new NotAllowedError(t('restaurant_pay.nothing_to_pay'), { field: 'split' })

    let amounts: number[]
    let lineIds: number[][]
    if (input.split === 'equal') {
      const count = input.parts!
      if (order.balanceCents < count)
        throw new InvalidInputError(t('restaurant_pay.too_many_parts'), { field: 'parts' })
      amounts = equalParts(order.balanceCents, count)
      lineIds = amounts.map(() => [])
    } else {
      if (order.paidCents !== 0)
        throw new NotAllowedError(t('restaurant_pay.items_after_payment'), { field: 'groups' })
      lineIds = input.groups!
      const lines = await OrderLine.query({ client: trx })
        .where('order_id', order.id)
        .whereNull('voided_at')
        .whereNull('parent_line_id')
      const totals = new Map(lines.map((line) => [line.id, line.totalCents]))
      const named = lineIds.flat()
      if (
        new Set(named).size !== named.length ||
        named.length !== totals.size ||
        named.some((id) => !totals.has(id))
      )
        throw new InvalidInputError(t('restaurant_pay.every_line_once'), { field: 'groups' })
      amounts = itemParts(
        lineIds.map((ids) => ids.reduce((sum, id) => sum + totals.get(id)!, 0)),
        order.discountCents
      )
    }

    await BillPart.query({ client: trx }).where('order_id', order.id).delete()
    const now = DateTime.now()
    const parts = await BillPart.createMany(
      amounts.map((amountCents, index) => ({
        orderId: order.id,
        position: index + 1,
        split: input.split,
        amountCents,
        /* A Postgres array literal: the same on every driver. */
        lineIds: `{${lineIds[index].join(',')}}` as unknown as number[],
        createdAt: now,
      })),
      { client: trx }
    )
    order.lockVersion += 1
    order.useTransaction(trx)
    await order.save()
    await recordEvent(trx, {
      type: 'restaurant.bill.split',
      subject: orderSubject(order),
      before: { parts: current.map((part) => part.amountCents) },
      after: { split: input.split, parts: amounts },
      audit,
    })
    await broadcastOrder(trx, order)
    input.order.merge(order.$attributes)
    return { order, parts }
  })
}
