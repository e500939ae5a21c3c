import type User from '#models/identity/user'
import type Booking from '#models/hotel/booking'
import AppPolicy from '#policies/base_policy'

type BookingState = Pick<Booking, 'status'>

/*
| hotel.folios.post_charge posts extras to a guest's folio (and lists the
| in-house stays the restaurant charges to); hotel.folios.take_payment takes
| deposits and payments. With a booking, also whether its status allows it.
*/
export default class FolioPolicy extends AppPolicy {
  async postCharge(actor: User, booking?: BookingState) {
    return (
      (await this.can(actor, 'hotel.folios.post_charge')) &&
      (!booking || booking.status === 'checked_in')
    )
  }

  async takePayment(actor: User, booking?: BookingState) {
    return (
      (await this.can(actor, 'hotel.folios.take_payment')) &&
      (!booking || (booking.status !== 'cancelled' && booking.status !== 'no_show'))
    )
  }
}
