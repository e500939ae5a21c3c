import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type PurchaseOrder from '#models/inventory/purchase_order'
import type User from '#models/identity/user'
import { canTransition } from '#enums/inventory/purchase_order_status'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  PurchaseOrderRefused,
  purchaseOrderSubject,
} from '#actions/inventory/purchase_order_changes'
import { t } from '#services/i18n'

export type PurchaseOrderMove = 'ordered' | 'cancelled'

type TransitionInput = {
  order: PurchaseOrder
  to: PurchaseOrderMove
  lockVersion: number
  actor: User
  request?: EventInput['request']
}

/**
 * Places a draft with the supplier, or cancels a draft or an order nothing has
 * arrived for yet. The row is locked so two clicks at once cannot both move
 * it; a move the lifecycle does not allow, or a page opened before the last
 * change, is refused and nothing is written.
 */
export async function transitionPurchaseOrder({
  order,
  to,
  lockVersion,
  actor,
  request,
}: TransitionInput) {
  await db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id, lockVersion)
    const from = locked.status
    if (!canTransition(from, to))
      throw new PurchaseOrderRefused(
        t(`inventory.purchasing.transition.${to}`, { order: anOrderThatIs(from) })
      )
    locked.status = to
    if (to === 'ordered') locked.orderedAt = DateTime.now()
    if (to === 'cancelled') locked.cancelledAt = DateTime.now()
    locked.lockVersion += 1
    await locked.save()
    await recordEvent(trx, {
      type: `inventory.purchase_order.${to}` as const,
      actor,
      subject: purchaseOrderSubject(locked),
      before: { status: from },
      after: { status: to },
      request,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ status: locked.status, lockVersion: locked.lockVersion })
  })
}
