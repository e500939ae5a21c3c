import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* Combos are read with the menu and changed with it; their food costs show as the items' do. */
export default class MenuComboPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.menu.view')
  }

  manage(actor: User) {
    return this.can(actor, 'restaurant.menu.manage')
  }

  async seeCost(actor: User) {
    return (await this.manage(actor)) || this.can(actor, 'inventory.products.view')
  }
}
