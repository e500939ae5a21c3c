import db from '@adonisjs/lucid/services/db'
import { nextKitchenStatus, type KitchenStatus } from '#enums/restaurant/kitchen_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { orderSubject } from '#services/restaurant/orders'
import { announceKitchenChange, lockLineOrder, moveLines } from '#services/restaurant/kitchen'
import { ConflictError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/**
 * `from`: the status the cook saw when tapping. A tap on a line another tap
 * has already moved on is refused rather than taking it a second step.
 */
type AdvanceInput = { lineId: number; from?: KitchenStatus | null }

/**
 * The kitchen taps a line: queued → preparing → ready, one step at a time.
 * A line already ready (the waiter serves it), served or voided is refused
 * with its reason; so is a line of a voided order.
 */
export function advanceOrderLine({ lineId, from }: AdvanceInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const { order, line } = await lockLineOrder(trx, lineId)
    const name = line.name
    if (order.status === 'voided' || line.voidedAt)
      throw new NotAllowedError(t('restaurant.kitchen.line_voided', { name }))
    if (!line.kitchenStatus || !line.ticketId || !line.station)
      throw new NotAllowedError(t('restaurant.kitchen.line_not_sent', { name }))
    if (line.kitchenStatus === 'ready' || line.kitchenStatus === 'served')
      throw new NotAllowedError(
        t('restaurant.kitchen.line_done', {
          name,
          status: t(`restaurant.kitchen_status.${line.kitchenStatus}`).toLowerCase(),
        })
      )
    if (from && from !== line.kitchenStatus)
      throw new ConflictError(
        t('restaurant.kitchen.line_moved_on', {
          name,
          status: t(`restaurant.kitchen_status.${line.kitchenStatus}`).toLowerCase(),
        })
      )
    const before = line.kitchenStatus
    const next = nextKitchenStatus(before) as 'preparing' | 'ready'
    const changed = await moveLines(trx, order, [line], next)
    await recordEvent(trx, {
      type: 'restaurant.order.line_advanced',
      subject: orderSubject(order),
      before: { kitchenStatus: before },
      after: { kitchenStatus: next },
      metadata: { line: line.name, quantity: line.quantity, station: line.station },
      audit,
    })
    await announceKitchenChange(trx, order, changed, [
      { id: line.ticketId, orderId: order.id, station: line.station },
    ])
    line.kitchenStatus = next
    return { order, line }
  })
}
