import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/identity/user'
import type Booking from '#models/hotel/booking'
import AppPolicy from '#policies/base_policy'
import { checkInRefusal } from '#services/hotel/stay_rules'
import { arrivalDayPassed, editRefusal } from '#services/hotel/bookings'
import {
  ACTIVE_BOOKING_STATUSES,
  canTransition,
  type BookingStatus,
} from '#enums/hotel/booking_status'

type BookingState = Pick<Booking, 'status' | 'checkIn' | 'checkOut'>

/* The lifecycle's own table decides which moves a booking's status allows. */
const mayMove = (booking: BookingState, to: BookingStatus) => canTransition(booking.status, to)

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
    return (
      (await this.can(actor, 'hotel.bookings.update')) &&
      (!booking || editRefusal(booking.status) === null)
    )
  }

  async confirm(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.update')) && mayMove(booking, 'confirmed')
  }

  async cancel(actor: User, booking: BookingState) {
    return (await this.can(actor, 'hotel.bookings.cancel')) && mayMove(booking, 'cancelled')
  }

  async noShow(actor: User, booking: BookingState) {
    return (
      (await this.can(actor, 'hotel.bookings.cancel')) &&
      mayMove(booking, 'no_show') &&
      arrivalDayPassed(booking)
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
      (!booking || (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status))
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
