import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import type { MenuStation } from '#enums/restaurant/menu_station'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertActive,
  lockOrder,
  orderSubject,
  settleComboParents,
  settleOrder,
} from '#services/restaurant/orders'
import { consumeRecipes } from '#services/restaurant/recipe_consumption'
import { broadcastOrder, broadcastTickets } from '#services/restaurant/broadcasts'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type SendInput = { order: Order; key: string; lines?: string[] }

/**
 * Fires the order's unsent lines (or the ones named by their keys) to their
 * stations: one ticket per station, every line `queued`, and their recipes
 * taken from stock, all in one transaction. A send whose key is already
 * stored (a double tap, a replay) fires nothing again and answers its tickets.
 */
export function sendOrder({ order, key, lines }: SendInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const locked = await lockOrder(trx, order.id)
    const earlier = await KitchenTicket.query({ client: trx }).where('send_key', key)
    if (earlier.length > 0) return { order: locked, tickets: earlier, replayed: true }
    assertActive(locked)
    const unsent = await OrderLine.query({ client: trx })
      .where('order_id', locked.id)
      .whereNull('sent_at')
      .whereNull('voided_at')
      .orderBy('id')
    const chosen = lines ? new Set(lines) : null
    const parentKeys = new Map(unsent.map((line) => [line.id, line.clientKey]))
    const firing = unsent.filter(
      (line) =>
        line.station !== null &&
        (!chosen ||
          chosen.has(line.clientKey) ||
          (line.parentLineId !== null && chosen.has(parentKeys.get(line.parentLineId) ?? '')))
    )
    if (firing.length === 0)
      throw new InvalidInputError(t('restaurant.orders.nothing_to_send'), { field: 'lines' })

    const now = DateTime.now()
    const tickets: KitchenTicket[] = []
    for (const station of ['kitchen', 'bar'] as MenuStation[]) {
      const stationLines = firing.filter((line) => line.station === station)
      if (stationLines.length === 0) continue
      const ticket = await KitchenTicket.create(
        { orderId: locked.id, station, sendKey: key, sentBy: audit.actor?.id ?? null, sentAt: now },
        { client: trx }
      )
      tickets.push(ticket)
      await OrderLine.query({ client: trx })
        .whereIn(
          'id',
          stationLines.map((line) => line.id)
        )
        .update({
          ticket_id: ticket.id,
          kitchen_status: 'queued',
          sent_at: now.toJSDate(),
          status_changed_at: now.toJSDate(),
          updated_at: now.toJSDate(),
        })
    }
    await settleComboParents(trx, [
      ...new Set(firing.flatMap((line) => (line.parentLineId ? [line.parentLineId] : []))),
    ])
    const movements = await consumeRecipes(trx, locked, firing, audit)
    const before = locked.status
    await settleOrder(trx, locked)
    await recordEvent(trx, {
      type: 'restaurant.order.sent',
      subject: orderSubject(locked),
      before: { status: before },
      after: { status: locked.status },
      metadata: {
        lines: firing.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          station: line.station,
        })),
        stockMovements: movements.length,
      },
      audit,
    })
    broadcastTickets(trx, 'TicketFired', tickets)
    await broadcastOrder(trx, locked)
    order.merge(locked.$attributes)
    return { order: locked, tickets, replayed: false }
  })
}
