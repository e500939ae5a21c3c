import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/identity/user'
import type Booking from '#models/hotel/booking'
import AppPolicy from '#policies/base_policy'
import { checkInRefusal } from '#services/hotel/stay_rules'
import { appToday, isoDate } from '#services/clock'

type BookingState = Pick<Booking, 'status' | 'checkIn' | 'checkOut'>

const isOpen = (booking: BookingState) =>
  booking.status === 'pending' || booking.status === 'confirmed'

/*
| hotel.bookings.view opens the list and a booking's page; create and update
| make and edit bookings (update also moves them and changes a stay); cancel
| cancels and marks no-shows; check_in and check_out run the desk's forms.
| The rest widen what a form accepts. With a booking, a method also asks
| whether its status and dates allow the step today: what the buttons show.
*/
export default class BookingPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'hotel.bookings.view')
  }

  create(actor: User) {
    return this.can(actor, 'hotel.bookings.create')
  }

  async update(actor: User, booking?: BookingState) {
    return (await this.can(actor, 'hotel.bookings.update')) && (!booking || isOpen(booking))
  }

  async confirm(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.update')) && booking.status === 'pending'
  }

  async cancel(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.cancel')) && isOpen(booking)
  }

  /* A guest may still turn up late on the arrival day itself. */
  async noShow(actor: User, booking: BookingState) {
    return (
      (await this.can(actor, 'hotel.bookings.cancel')) &&
      booking.status === 'confirmed' &&
      appToday() > isoDate(booking.checkIn)
    )
  }

  async checkIn(actor: User, booking: BookingState) {
    if (!(await this.can(actor, 'hotel.bookings.check_in'))) return false
    return checkInRefusal(booking, await this.checkInEarly(actor)) === null
  }

  checkInEarly(actor: User) {
    return this.can(actor, 'hotel.bookings.early_check_in')
  }

  async checkOut(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.check_out')) && booking.status === 'checked_in'
  }

  leaveBalance(actor: User) {
    return this.can(actor, 'hotel.bookings.leave_balance')
  }

  chargeEarlyDeparture(actor: User) {
    return this.can(actor, 'hotel.bookings.early_departure_fee')
  }

  /* Without a booking: may move bookings at all (the tape chart's drag). */
  async move(actor: User, booking?: BookingState) {
    return (
      (await this.can(actor, 'hotel.bookings.update')) &&
      (!booking || isOpen(booking) || booking.status === 'checked_in')
    )
  }

  async changeStay(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.update')) && booking.status === 'checked_in'
  }

  overrideRate(actor: User) {
    return this.can(actor, 'hotel.bookings.override_rate')
  }

  overrideBlock(actor: User) {
    return this.can(actor, 'hotel.guests.override_block')
  }

  editCreditLimit(actor: User) {
    return this.can(actor, 'hotel.bookings.update')
  }
}

/** What a user may do on the booking form beyond the route's own permission: the form hides those fields, the rules refuse them. */
export async function stayPermissions(bouncer: HttpContext['bouncer']) {
  const bookings = bouncer.with(BookingPolicy)
  return {
    overrideRate: await bookings.allows('overrideRate'),
    overrideBlock: await bookings.allows('overrideBlock'),
    editCreditLimit: await bookings.allows('editCreditLimit'),
  }
}
