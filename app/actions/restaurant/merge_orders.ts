import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { orderSubject, settleOrder } from '#services/restaurant/orders'
import { lockBothForMerge } from '#services/restaurant/order_moves'
import { broadcastOrder, broadcastTickets } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'

const MAX_COVERS = 100

/**
 * Merges another table's order into this one: its lines and kitchen tickets
 * move over (what was sent stays where the kitchen has it), covers and
 * discounts add up, and the other order is voided as "Merged into OR-…",
 * naming this one (its stock consumption counts as this order's cost). Both
 * orders are locked in id order; the other table is free again unless a
 * seated reservation still holds it.
 */
export function mergeOrders(
  { order, otherId }: { order: Order; otherId: number },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const { target, other } = await lockBothForMerge(trx, order.id, otherId)
    const before = { subtotalCents: target.subtotalCents, covers: target.covers }
    const now = DateTime.now()
    const moved = await OrderLine.query({ client: trx })
      .where('order_id', other.id)
      .whereNull('parent_line_id')
      .whereNull('voided_at')
      .count('* as total')
    await OrderLine.query({ client: trx })
      .where('order_id', other.id)
      .update({ order_id: target.id, updated_at: now.toJSDate() })
    const tickets = await KitchenTicket.query({ client: trx }).where('order_id', other.id)
    await KitchenTicket.query({ client: trx })
      .where('order_id', other.id)
      .update({ order_id: target.id })

    target.covers = Math.min(MAX_COVERS, target.covers + other.covers)
    target.discountCents += other.discountCents
    await settleOrder(trx, target)

    other.merge({
      status: 'voided',
      subtotalCents: 0,
      discountCents: 0,
      voidedAt: now,
      voidedBy: audit.actor?.id ?? null,
      voidReason: t('restaurant.order_moves.merged_into', { number: target.number ?? '' }),
      mergedIntoOrderId: target.id,
      lockVersion: other.lockVersion + 1,
    })
    other.useTransaction(trx)
    await other.save()
    /* What was merged into the other before now carries on in the target too. */
    await trx
      .from('orders')
      .where('merged_into_order_id', other.id)
      .update({ merged_into_order_id: target.id })

    const otherTable = await RestaurantTable.query({ client: trx })
      .where('id', other.tableId!)
      .first()
    await recordEvent(trx, {
      type: 'restaurant.order.merged',
      subject: orderSubject(target),
      before,
      after: { subtotalCents: target.subtotalCents, covers: target.covers },
      metadata: {
        mergedOrder: other.number,
        fromTable: otherTable?.name ?? null,
        lines: Number(moved[0].$extras.total),
      },
      audit,
    })
    broadcastTickets(
      trx,
      'TicketChanged',
      tickets.map((ticket) => ({ id: ticket.id, orderId: target.id, station: ticket.station }))
    )
    await broadcastOrder(trx, target, [target.tableId, other.tableId])
    await broadcastOrder(trx, other)
    order.merge(target.$attributes)
    return { order: target, merged: other }
  })
}
