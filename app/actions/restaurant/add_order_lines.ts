import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertActive,
  lineFields,
  lockOrder,
  orderSubject,
  settleOrder,
} from '#services/restaurant/orders'
import { addLines, type NewLine } from '#services/restaurant/order_lines'
import { broadcastOrder } from '#services/restaurant/broadcasts'

/**
 * Adds lines to an order in service. The order's lock queues waiters adding
 * to it at once (both land); a replayed line (its key already stored) adds
 * nothing, so a retry after a network drop is harmless.
 */
export function addOrderLines(
  { order, lines }: { order: Order; lines: NewLine[] },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const locked = await lockOrder(trx, order.id)
    assertActive(locked)
    const added = await addLines(trx, locked, lines, audit.actor?.id ?? null)
    if (added.length === 0) return { order: locked, added }
    const before = locked.subtotalCents
    await settleOrder(trx, locked)
    await recordEvent(trx, {
      type: 'restaurant.order.lines_added',
      subject: orderSubject(locked),
      before: { subtotalCents: before },
      after: { subtotalCents: locked.subtotalCents },
      metadata: { lines: added.filter((line) => line.parentLineId === null).map(lineFields) },
      audit,
    })
    await broadcastOrder(trx, locked)
    order.merge(locked.$attributes)
    return { order: locked, added }
  })
}
