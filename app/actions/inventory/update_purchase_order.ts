import db from '@adonisjs/lucid/services/db'
import type PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { NotAllowedError } from '#exceptions/domain_errors'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  purchaseOrderFields,
  purchaseOrderSubject,
  resolveOrder,
  writeLines,
} from '#services/inventory/purchase_orders'
import { t } from '#services/i18n'
import type { PurchaseOrderData } from '#validators/inventory/purchase_orders'

type UpdatePurchaseOrderInput = {
  order: PurchaseOrder
  data: PurchaseOrderData & { lock_version: number }
}

/**
 * A draft's supplier, dates, notes and lines, replaced as a whole. Once ordered
 * the order is what the supplier was sent, so it no longer changes; a form
 * opened before someone else saved is refused.
 */
export async function updatePurchaseOrder(
  { order, data }: UpdatePurchaseOrderInput,
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id, data.lock_version)
    if (locked.status !== 'draft')
      throw new NotAllowedError(
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
      subject: purchaseOrderSubject(locked),
      before,
      after: purchaseOrderFields(locked, written),
      audit,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ lockVersion: locked.lockVersion })
  })
}
