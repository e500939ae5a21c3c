import db from '@adonisjs/lucid/services/db'
import type PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  PurchaseOrderRefused,
  purchaseOrderFields,
  purchaseOrderSubject,
  resolveOrder,
  writeLines,
} from '#actions/inventory/purchase_order_changes'
import { t } from '#services/i18n'
import type { PurchaseOrderData } from '#validators/inventory/purchase_orders'

type UpdatePurchaseOrderInput = {
  order: PurchaseOrder
  data: PurchaseOrderData & { lock_version: number }
  actor: User
  request?: EventInput['request']
}

/**
 * A draft's supplier, dates, notes and lines, replaced as a whole. Once ordered
 * the order is what the supplier was sent, so it no longer changes; a form
 * opened before someone else saved is refused.
 */
export async function updatePurchaseOrder({
  order,
  data,
  actor,
  request,
}: UpdatePurchaseOrderInput) {
  await db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id, data.lock_version)
    if (locked.status !== 'draft')
      throw new PurchaseOrderRefused(
        t('inventory.purchasing.not_editable', { order: anOrderThatIs(locked.status) })
      )
    const before = purchaseOrderFields(
      locked,
      await PurchaseOrderLine.query({ client: trx })
        .where('purchase_order_id', locked.id)
        .orderBy('id')
    )
    const { attributes, lines } = await resolveOrder(trx, data, locked)
    locked.merge({ ...attributes, lockVersion: locked.lockVersion + 1 })
    await locked.save()
    const written = await writeLines(trx, locked, lines)
    await recordEvent(trx, {
      type: 'inventory.purchase_order.updated',
      actor,
      subject: purchaseOrderSubject(locked),
      before,
      after: purchaseOrderFields(locked, written),
      request,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ lockVersion: locked.lockVersion })
  })
}
