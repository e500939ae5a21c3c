import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* Categories are read with the products (inventory.products.view) and changed with them (manage). */
export default class CategoryPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'inventory.products.view')
  }

  manage(actor: User) {
    return this.can(actor, 'inventory.products.manage')
  }
}
