import db from '@adonisjs/lucid/services/db'
import PurchaseOrder from '#models/inventory/purchase_order'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  broadcastPurchaseOrder,
  purchaseOrderFields,
  purchaseOrderSubject,
  resolveOrder,
  writeLines,
} from '#actions/inventory/purchase_order_changes'
import type { PurchaseOrderData } from '#validators/inventory/purchase_orders'

type CreatePurchaseOrderInput = {
  data: PurchaseOrderData
  actor: User
  request?: EventInput['request']
}

/** A new draft order with its lines; its number comes from the database's sequence. */
export async function createPurchaseOrder({ data, actor, request }: CreatePurchaseOrderInput) {
  return db.transaction(async (trx) => {
    const { attributes, lines } = await resolveOrder(trx, data)
    const order = await PurchaseOrder.create(
      { ...attributes, status: 'draft', createdBy: actor.id },
      { client: trx }
    )
    await order.refresh()
    const written = await writeLines(trx, order, lines)
    await recordEvent(trx, {
      type: 'inventory.purchase_order.created',
      actor,
      subject: purchaseOrderSubject(order),
      after: purchaseOrderFields(order, written),
      request,
    })
    broadcastPurchaseOrder(trx, order)
    return order
  })
}
