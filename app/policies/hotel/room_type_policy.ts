import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* hotel.room_types.view opens the screens; hotel.room_types.manage changes them. */
export default class RoomTypePolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.room_types.view')
  }

  manage(actor: User) {
    return this.can(actor, 'hotel.room_types.manage')
  }
}
