import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| restaurant.menu.view reads the menu; restaurant.menu.manage changes it (items,
| categories, combos); restaurant.menu.availability only marks items sold out or
| back. Food costs are for who runs the menu or the stock.
*/
export default class MenuItemPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.menu.view')
  }

  manage(actor: User) {
    return this.can(actor, 'restaurant.menu.manage')
  }

  async setAvailability(actor: User) {
    return (await this.can(actor, 'restaurant.menu.availability')) || this.manage(actor)
  }

  async seeCost(actor: User) {
    return (await this.manage(actor)) || this.can(actor, 'inventory.products.view')
  }
}
