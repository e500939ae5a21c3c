import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/*
| hotel.guests.view opens the screens; create and update write guests; only
| hotel.guests.override_block may block or unblock one.
*/
export default class GuestPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.guests.view')
  }

  create(actor: User) {
    return this.can(actor, 'hotel.guests.create')
  }

  update(actor: User) {
    return this.can(actor, 'hotel.guests.update')
  }

  overrideBlock(actor: User) {
    return this.can(actor, 'hotel.guests.override_block')
  }
}
