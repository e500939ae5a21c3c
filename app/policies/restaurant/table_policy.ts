import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| restaurant.tables.view opens the list; restaurant.tables.manage creates and
| edits tables; restaurant.tables.clean marks a dirty table clean. The floor map
| is the same tables drawn in place: restaurant.floor_map.view opens it and
| restaurant.floor_map.edit moves them around.
*/
export default class TablePolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.tables.view')
  }

  manage(actor: User) {
    return this.can(actor, 'restaurant.tables.manage')
  }

  clean(actor: User) {
    return this.can(actor, 'restaurant.tables.clean')
  }

  viewFloorMap(actor: User) {
    return this.can(actor, 'restaurant.floor_map.view')
  }

  arrange(actor: User) {
    return this.can(actor, 'restaurant.floor_map.edit')
  }
}
