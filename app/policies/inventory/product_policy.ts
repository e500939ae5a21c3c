import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| inventory.products.view opens the product screens and LowStock;
| inventory.products.manage creates and edits products. Drafting a purchase
| order from LowStock is the purchase orders' own permission (PurchaseOrderPolicy).
*/
export default class ProductPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'inventory.products.view')
  }

  manage(actor: User) {
    return this.can(actor, 'inventory.products.manage')
  }
}
