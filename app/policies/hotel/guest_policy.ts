import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/** A guest's block as a form asks for it or the record holds it. */
type GuestBlock = { isBlocked: boolean; blockedReason: string }

const NO_BLOCK: GuestBlock = { isBlocked: false, blockedReason: '' }

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

  /** Saving a block: changing it needs overrideBlock, leaving it as it was does not. */
  async saveBlock(actor: User, requested: GuestBlock, current: GuestBlock = NO_BLOCK) {
    const unchanged =
      requested.isBlocked === current.isBlocked && requested.blockedReason === current.blockedReason
    return unchanged || this.overrideBlock(actor)
  }
}
