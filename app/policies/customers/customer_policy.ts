import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| customers.customers.view opens the screens; create, update and delete change
| customers. A customer's page also shows what other modules hold about them,
| each under its own right: the linked hotel guest profile (hotel.guests.view,
| also needed to link or unlink one) and the restaurant's reservations (view
| to read them, manage to take one).
*/
export default class CustomerPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'customers.customers.view')
  }

  create(actor: User) {
    return this.can(actor, 'customers.customers.create')
  }

  update(actor: User) {
    return this.can(actor, 'customers.customers.update')
  }

  delete(actor: User) {
    return this.can(actor, 'customers.customers.delete')
  }

  linkGuest(actor: User) {
    return this.can(actor, 'hotel.guests.view')
  }

  viewReservations(actor: User) {
    return this.can(actor, 'restaurant.reservations.view')
  }

  viewOrders(actor: User) {
    return this.can(actor, 'restaurant.orders.view')
  }

  reserve(actor: User) {
    return this.can(actor, 'restaurant.reservations.manage')
  }
}
