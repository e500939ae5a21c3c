import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| restaurant.payments.create takes payments on an order and splits its bill;
| restaurant.payments.refund refunds them (with a reason). Discounts are the
| order's: OrderPolicy's `discount`.
*/
export default class PaymentPolicy extends AppPolicy {
  take(actor: User) {
    return this.can(actor, 'restaurant.payments.create')
  }

  refund(actor: User) {
    return this.can(actor, 'restaurant.payments.refund')
  }
}
