import { DateTime } from 'luxon'
import type User from '#models/identity/user'
import type Reservation from '#models/restaurant/reservation'
import AppPolicy from '#policies/base_policy'
import { RESERVATION_TRANSITIONS } from '#enums/restaurant/reservation_status'
import { appToday, localParts } from '#services/clock'

type Move = 'seated' | 'completed' | 'cancelled' | 'no_show'

/*
| restaurant.reservations.view opens the list, the day view and a reservation;
| restaurant.reservations.manage books, edits and moves them. The per-record
| checks below only decide what a page offers: a move the lifecycle forbids
| still reaches the action, which refuses it with its reason.
*/
export default class ReservationPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'restaurant.reservations.view')
  }

  manage(actor: User) {
    return this.can(actor, 'restaurant.reservations.manage')
  }

  async edit(actor: User, reservation: Reservation) {
    return reservation.status === 'booked' && this.manage(actor)
  }

  /* Offered when the rules would allow it now: seating on the day, a no-show once the time has passed. */
  async move(actor: User, reservation: Reservation, to: Move) {
    if (!RESERVATION_TRANSITIONS[reservation.status].includes(to)) return false
    if (to === 'seated' && localParts(reservation.startsAt).date !== appToday()) return false
    if (to === 'no_show' && reservation.startsAt > DateTime.now()) return false
    return this.manage(actor)
  }
}
