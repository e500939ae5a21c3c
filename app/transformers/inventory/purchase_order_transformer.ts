import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderPolicy from '#policies/inventory/purchase_order_policy'

/*
| What the signed-in user may do to an order right now (its page's buttons).
| The order itself reaches the page as app/queries/inventory/purchase_orders.ts
| shapes it.
*/
export default class PurchaseOrderTransformer extends BaseTransformer<PurchaseOrder> {
  @inject()
  async forAbilities({ bouncer }: HttpContext) {
    const policy = bouncer.with(PurchaseOrderPolicy)
    return {
      edit: await policy.allows('update', this.resource),
      order: await policy.allows('placeOrder', this.resource),
      cancel: await policy.allows('cancel', this.resource),
      receive: await policy.allows('receive', this.resource),
    }
  }
}
