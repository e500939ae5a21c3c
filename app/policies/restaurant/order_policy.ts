import type User from '#models/identity/user'
import type Order from '#models/restaurant/order'
import type OrderLine from '#models/restaurant/order_line'
import AppPolicy from '#policies/base_policy'
import { isActiveOrder } from '#enums/restaurant/order_status'

/*
| restaurant.orders.view opens the orders and their screens; .create takes
| orders, adds, changes and sends lines, and voids a line not yet sent (it
| cost nothing); .void voids a sent line or a whole order (with a reason);
| .discount gives discounts. The per-record checks only decide what a screen
| offers: a change the order's state forbids still reaches the action, which
| refuses it with its reason.
*/
export default class OrderPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.orders.view')
  }

  take(actor: User) {
    return this.can(actor, 'restaurant.orders.create')
  }

  async edit(actor: User, order: Order) {
    return isActiveOrder(order.status) && this.take(actor)
  }

  /** A line not yet sent by anyone who takes orders; a sent one only with the void permission. */
  async voidLine(actor: User, order: Order, line: Pick<OrderLine, 'sentAt' | 'voidedAt'>) {
    if (!isActiveOrder(order.status) || line.voidedAt) return false
    return line.sentAt ? this.can(actor, 'restaurant.orders.void') : this.take(actor)
  }

  async voidOrder(actor: User, order: Order) {
    return isActiveOrder(order.status) && this.can(actor, 'restaurant.orders.void')
  }

  async discount(actor: User, order: Order) {
    return isActiveOrder(order.status) && this.can(actor, 'restaurant.orders.discount')
  }
}
