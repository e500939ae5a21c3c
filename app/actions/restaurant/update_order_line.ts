import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { lineFields, lockOrderLine, orderSubject, settleOrder } from '#services/restaurant/orders'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type LineChange = { quantity?: number; notes?: string; course?: number }
type UpdateLineInput = { order: Order; lineId: number; change: LineChange }

/**
 * Changes a line not yet sent: its quantity, notes or course (a combo's items
 * follow its quantity and course). A sent line is the kitchen's now: it can
 * only be voided. A change that changes nothing writes nothing.
 */
export function updateOrderLine({ order, lineId, change }: UpdateLineInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const { order: locked, line } = await lockOrderLine(trx, order.id, lineId)
    if (line.sentAt) throw new NotAllowedError(t('restaurant_pos.line_already_sent'))
    const before = lineFields(line)
    const next = {
      quantity: change.quantity ?? line.quantity,
      notes: change.notes ?? line.notes,
      course: change.course ?? line.course,
    }
    if (next.quantity === line.quantity && next.notes === line.notes && next.course === line.course)
      return { order: locked, line }
    const factor = next.quantity / line.quantity
    const children = await OrderLine.query({ client: trx }).where('parent_line_id', line.id)
    for (const child of children) {
      child.merge({ quantity: Math.round(child.quantity * factor), course: next.course })
      child.useTransaction(trx)
      await child.save()
    }
    line.merge(next)
    line.useTransaction(trx)
    await line.save()
    const subtotalBefore = locked.subtotalCents
    await settleOrder(trx, locked)
    await recordEvent(trx, {
      type: 'restaurant.order.line_changed',
      subject: orderSubject(locked),
      before: { subtotalCents: subtotalBefore, line: before },
      after: { subtotalCents: locked.subtotalCents, line: lineFields(line) },
      audit,
    })
    await broadcastOrder(trx, locked)
    order.merge(locked.$attributes)
    return { order: locked, line }
  })
}
