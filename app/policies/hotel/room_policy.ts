import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| hotel.rooms.view opens the screens; hotel.rooms.manage creates and edits rooms
| and changes their housekeeping status from the Manage page.
*/
export default class RoomPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.rooms.view')
  }

  manage(actor: User) {
    return this.can(actor, 'hotel.rooms.manage')
  }
}
