import type User from '#models/identity/user'
import type CashDrawer from '#models/restaurant/cash_drawer'
import AppPolicy from '#policies/base_policy'

/*
| The tills and the money that went through them. restaurant.payments.view
| opens the payments list and the drawers' closes; restaurant.cash_drawers.manage
| opens and closes one's own drawer. Closing another cashier's drawer (a cashier
| who left without counting, the daily close) takes
| restaurant.cash_drawers.close_any as well: a supervisor's count, not a
| colleague's.
*/
export default class CashDrawerPolicy extends AppPolicy {
  viewPayments(actor: User) {
    return this.can(actor, 'restaurant.payments.view')
  }

  open(actor: User) {
    return this.can(actor, 'restaurant.cash_drawers.manage')
  }

  close(actor: User, drawer: Pick<CashDrawer, 'cashierId' | 'closedAt'>) {
    if (drawer.closedAt || !this.can(actor, 'restaurant.cash_drawers.manage')) return false
    return drawer.cashierId === actor.id || this.can(actor, 'restaurant.cash_drawers.close_any')
  }
}
