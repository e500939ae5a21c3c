import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { lineFields, lockOrderLine, orderSubject, settleOrder } from '#services/restaurant/orders'
import { recipeValueCents } from '#services/restaurant/recipe_consumption'
import {
  broadcastLineStatuses,
  broadcastOrder,
  broadcastTickets,
} from '#services/restaurant/broadcasts'

type VoidLineInput = { order: Order; lineId: number; reason: string }

/**
 * Takes a line (a combo with its items) off the order. A line not yet sent
 * simply goes: nothing was taken from stock. A sent line stays consumed and
 * its recipe's value is recorded as waste on the line and in the event; its
 * station sees it struck off. Voided lines are kept, never deleted.
 */
export function voidOrderLine({ order, lineId, reason }: VoidLineInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const { order: locked, line } = await lockOrderLine(trx, order.id, lineId)
    const children = await OrderLine.query({ client: trx })
      .where('parent_line_id', line.id)
      .whereNull('voided_at')
    const now = DateTime.now()
    let wasteCents = 0
    for (const target of [line, ...children]) {
      const waste = target.sentAt ? await recipeValueCents(trx, target) : null
      wasteCents += waste ?? 0
      target.merge({ voidedAt: now, voidedBy: audit.actor?.id ?? null, voidReason: reason })
      if (target.sentAt) target.wasteCents = waste
      target.useTransaction(trx)
      await target.save()
    }
    const before = locked.subtotalCents
    await settleOrder(trx, locked)
    await recordEvent(trx, {
      type: 'restaurant.order.line_voided',
      subject: orderSubject(locked),
      before: { subtotalCents: before, line: lineFields(line) },
      after: { subtotalCents: locked.subtotalCents },
      metadata: { reason, sent: line.sentAt !== null, wasteCents },
      audit,
    })
    const ticketIds = new Set([line, ...children].flatMap((l) => (l.ticketId ? [l.ticketId] : [])))
    const sent = [line, ...children].filter((l) => l.ticketId !== null)
    broadcastTickets(
      trx,
      'TicketChanged',
      [...ticketIds].map((id) => ({
        id,
        orderId: locked.id,
        station: sent.find((l) => l.ticketId === id)!.station!,
      }))
    )
    broadcastLineStatuses(trx, [line, ...children])
    await broadcastOrder(trx, locked)
    order.merge(locked.$attributes)
    return { order: locked, line }
  })
}
