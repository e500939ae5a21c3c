import type User from '#models/identity/user'
import type PurchaseOrder from '#models/inventory/purchase_order'
import AppPolicy from '#policies/base_policy'
import { RECEIVABLE_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'

/*
| inventory.purchase_orders.view reads orders; manage drafts, edits, places
| and cancels them; receive enters deliveries. What an order's page offers
| also follows its status: only a draft is edited or placed, only a draft or
| an order nothing has arrived for is cancelled, only an order still waiting
| takes a delivery.
*/
export default class PurchaseOrderPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'inventory.purchase_orders.view')
  }

  manage(actor: User) {
    return this.can(actor, 'inventory.purchase_orders.manage')
  }

  async update(actor: User, order: PurchaseOrder) {
    return order.status === 'draft' && (await this.manage(actor))
  }

  async placeOrder(actor: User, order: PurchaseOrder) {
    return order.status === 'draft' && (await this.manage(actor))
  }

  async cancel(actor: User, order: PurchaseOrder) {
    return ['draft', 'ordered'].includes(order.status) && (await this.manage(actor))
  }

  async receive(actor: User, order: PurchaseOrder) {
    return (
      (RECEIVABLE_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.status) &&
      (await this.can(actor, 'inventory.purchase_orders.receive'))
    )
  }
}
