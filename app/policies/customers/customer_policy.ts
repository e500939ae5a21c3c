import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* customers.customers.view opens the customers and a guest's linked customer. */
export default class CustomerPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'customers.customers.view')
  }
}
