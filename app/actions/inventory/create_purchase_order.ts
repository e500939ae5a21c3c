import db from '@adonisjs/lucid/services/db'
import PurchaseOrder from '#models/inventory/purchase_order'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  broadcastPurchaseOrder,
  purchaseOrderFields,
  purchaseOrderSubject,
  resolveOrder,
  writeLines,
} from '#services/inventory/purchase_orders'
import type { PurchaseOrderData } from '#validators/inventory/purchase_orders'

/** A new draft order with its lines; its number comes from the database's sequence. */
export async function createPurchaseOrder(
  { data }: { data: PurchaseOrderData },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const { attributes, lines } = await resolveOrder(trx, data)
    const order = await PurchaseOrder.create(
      { ...attributes, status: 'draft', createdBy: audit.actor?.id ?? null },
      { client: trx }
    )
    await order.refresh()
    const written = await writeLines(trx, order, lines)
    await recordEvent(trx, {
      type: 'inventory.purchase_order.created',
      subject: purchaseOrderSubject(order),
      after: purchaseOrderFields(order, written),
      audit,
    })
    broadcastPurchaseOrder(trx, order)
    return order
  })
}
