import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* Categories are read with the menu (restaurant.menu.view) and changed with it (manage). */
export default class MenuCategoryPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.menu.view')
  }

  manage(actor: User) {
    return this.can(actor, 'restaurant.menu.manage')
  }
}
