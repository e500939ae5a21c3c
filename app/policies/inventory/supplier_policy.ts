import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* inventory.suppliers.view opens the screens; inventory.suppliers.manage changes them. */
export default class SupplierPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'inventory.suppliers.view')
  }

  manage(actor: User) {
    return this.can(actor, 'inventory.suppliers.manage')
  }
}
