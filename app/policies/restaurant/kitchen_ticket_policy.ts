import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| restaurant.kitchen.view opens a station's display; restaurant.kitchen.update
| advances its lines, bumps and recalls its tickets. Serving ready food is the
| waiter's: OrderPolicy's `take`.
*/
export default class KitchenTicketPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.kitchen.view')
  }

  update(actor: User) {
    return this.can(actor, 'restaurant.kitchen.update')
  }
}
