import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'

/* hotel.bookings.view opens the bookings and the tape chart. */
export default class BookingPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.bookings.view')
  }
}
