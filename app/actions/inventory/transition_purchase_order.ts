import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type PurchaseOrder from '#models/inventory/purchase_order'
import { canTransition } from '#enums/inventory/purchase_order_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { NotAllowedError } from '#exceptions/domain_errors'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  purchaseOrderSubject,
} from '#services/inventory/purchase_orders'
import { t } from '#services/i18n'

export type PurchaseOrderMove = 'ordered' | 'cancelled'

type TransitionInput = {
  order: PurchaseOrder
  to: PurchaseOrderMove
  lockVersion: number
}

/**
 * Places a draft with the supplier, or cancels a draft or an order nothing has
 * arrived for yet. The row is locked so two clicks at once cannot both move
 * it; a move the lifecycle does not allow, or a page opened before the last
 * change, is refused and nothing is written.
 */
export async function transitionPurchaseOrder(
  { order, to, lockVersion }: TransitionInput,
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id, lockVersion)
    const from = locked.status
    if (!canTransition(from, to))
      throw new NotAllowedError(
        t(`inventory.purchasing.transition.${to}`, { order: anOrderThatIs(from) })
      )
    locked.status = to
    if (to === 'ordered') locked.orderedAt = DateTime.now()
    if (to === 'cancelled') locked.cancelledAt = DateTime.now()
    locked.lockVersion += 1
    await locked.save()
    await recordEvent(trx, {
      type: `inventory.purchase_order.${to}` as const,
      subject: purchaseOrderSubject(locked),
      before: { status: from },
      after: { status: to },
      audit,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ status: locked.status, lockVersion: locked.lockVersion })
  })
}
