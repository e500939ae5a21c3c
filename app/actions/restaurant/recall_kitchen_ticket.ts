import db from '@adonisjs/lucid/services/db'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import type { MenuStation } from '#enums/restaurant/menu_station'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { orderSubject } from '#services/restaurant/orders'
import { announceKitchenChange, lockTicketOrder } from '#services/restaurant/kitchen'
import { ConflictError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type RecallInput = { station: MenuStation }

/**
 * Brings the station's last bumped ticket back onto its display, as it was:
 * its lines keep their status (a line never goes back). With nothing bumped
 * there is nothing to recall; a recall that lost a race to another is refused.
 */
export function recallKitchenTicket({ station }: RecallInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const last = await KitchenTicket.query({ client: trx })
      .where('station', station)
      .whereNotNull('bumped_at')
      .orderBy('bumped_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    if (!last)
      throw new NotAllowedError(
        t('restaurant.kitchen.nothing_to_recall', {
          station: t(`restaurant.kitchen.station.${station}`).toLowerCase(),
        })
      )
    const { order, ticket } = await lockTicketOrder(trx, last.id)
    if (!ticket.bumpedAt)
      throw new ConflictError(
        t('restaurant.kitchen.already_recalled', { number: order.number ?? '' })
      )
    ticket.merge({ bumpedAt: null, bumpedBy: null })
    ticket.useTransaction(trx)
    await ticket.save()
    await recordEvent(trx, {
      type: 'restaurant.order.ticket_recalled',
      subject: orderSubject(order),
      metadata: { station: ticket.station },
      audit,
    })
    await announceKitchenChange(
      trx,
      order,
      [],
      [{ id: ticket.id, orderId: order.id, station: ticket.station }]
    )
    return { order, ticket }
  })
}
