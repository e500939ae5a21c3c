import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import OrderLine from '#models/restaurant/order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { orderSubject } from '#services/restaurant/orders'
import { announceKitchenChange, lockTicketOrder, moveLines } from '#services/restaurant/kitchen'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type BumpInput = { ticketId: number }

/**
 * The station is done with a ticket: every line on it that is neither voided
 * nor ready yet becomes ready, and the ticket leaves the display (it can be
 * recalled). A voided line stays voided; a ticket bumped already is refused.
 */
export function bumpKitchenTicket({ ticketId }: BumpInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const { order, ticket } = await lockTicketOrder(trx, ticketId)
    if (ticket.bumpedAt)
      throw new NotAllowedError(
        t('restaurant.kitchen.ticket_already_bumped', { number: order.number ?? '' })
      )
    const pending =
      order.status === 'voided'
        ? []
        : await OrderLine.query({ client: trx })
            .where('ticket_id', ticket.id)
            .whereNull('voided_at')
            .whereIn('kitchen_status', ['queued', 'preparing'])
            .orderBy('id')
    const changed = await moveLines(trx, order, pending, 'ready')
    ticket.merge({ bumpedAt: DateTime.now(), bumpedBy: audit.actor?.id ?? null })
    ticket.useTransaction(trx)
    await ticket.save()
    await recordEvent(trx, {
      type: 'restaurant.order.ticket_bumped',
      subject: orderSubject(order),
      metadata: {
        station: ticket.station,
        lines: pending.map((line) => ({ name: line.name, quantity: line.quantity })),
      },
      audit,
    })
    await announceKitchenChange(trx, order, changed, [
      { id: ticket.id, orderId: order.id, station: ticket.station },
    ])
    return { order, ticket, lines: pending }
  })
}
