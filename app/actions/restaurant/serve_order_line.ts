import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { lockOrder, orderSubject } from '#services/restaurant/orders'
import { announceKitchenChange, moveLines } from '#services/restaurant/kitchen'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type ServeInput = { order: Order; lineId?: number | null }

/**
 * The waiter takes ready food to the table: one ready line (a combo: its
 * ready items), or every ready line of the order when none is named. The
 * order turns `served` once every line that is not voided has been served.
 * A line not ready yet, served already or voided is refused with its reason.
 */
export function serveOrderLine({ order, lineId }: ServeInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const locked = await lockOrder(trx, order.id)
    if (locked.status === 'voided')
      throw new NotAllowedError(
        t('restaurant.orders.not_active', {
          number: locked.number ?? '',
          status: t('restaurant.order_status.voided').toLowerCase(),
        })
      )
    const lines = await OrderLine.query({ client: trx })
      .where('order_id', locked.id)
      .whereNull('voided_at')
      .orderBy('id')
    let serving: OrderLine[]
    if (lineId !== undefined && lineId !== null) {
      const line = await OrderLine.query({ client: trx })
        .where('order_id', locked.id)
        .where('id', lineId)
        .first()
      if (!line)
        throw new InvalidInputError(t('restaurant.kitchen.line_not_on_order'), { field: 'line_id' })
      serving = lines.filter(
        (candidate) =>
          (candidate.id === line.id || candidate.parentLineId === line.id) &&
          candidate.ticketId !== null &&
          candidate.kitchenStatus === 'ready'
      )
      if (serving.length === 0) throw new NotAllowedError(notServable(line))
    } else {
      serving = lines.filter((line) => line.ticketId !== null && line.kitchenStatus === 'ready')
      if (serving.length === 0)
        throw new NotAllowedError(
          t('restaurant.kitchen.nothing_ready', { number: locked.number ?? '' })
        )
    }
    const before = locked.status
    const changed = await moveLines(trx, locked, serving, 'served')
    await recordEvent(trx, {
      type: 'restaurant.order.lines_served',
      subject: orderSubject(locked),
      before: { status: before },
      after: { status: locked.status },
      metadata: {
        lines: serving.map((line) => ({ name: line.name, quantity: line.quantity })),
      },
      audit,
    })
    const tickets = new Map(
      serving.map((line) => [
        line.ticketId!,
        { id: line.ticketId!, orderId: locked.id, station: line.station! },
      ])
    )
    await announceKitchenChange(trx, locked, changed, [...tickets.values()])
    order.merge(locked.$attributes)
    return { order: locked, lines: serving }
  })
}

/** Why a named line cannot be served now. */
function notServable(line: OrderLine) {
  if (line.voidedAt) return t('restaurant.kitchen.line_voided', { name: line.name })
  if (line.kitchenStatus === 'served')
    return t('restaurant.kitchen.line_served_already', { name: line.name })
  if (line.kitchenStatus === null) return t('restaurant.kitchen.line_not_sent', { name: line.name })
  return t('restaurant.kitchen.line_not_ready', {
    name: line.name,
    status: t(`restaurant.kitchen_status.${line.kitchenStatus}`).toLowerCase(),
  })
}
