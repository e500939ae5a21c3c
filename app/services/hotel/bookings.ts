import type Booking from '#models/hotel/booking'
import { EDITABLE_BOOKING_STATUSES, type BookingStatus } from '#enums/hotel/booking_status'
import { appToday, isoDate } from '#services/clock'
import { t } from '#services/i18n'

/* What the activity log and the live updates say about a booking, and the words its refusals share. */

/** The subject every booking event is filed under; the booking's timeline reads exactly this type and id. */
export function bookingSubject(booking: Pick<Booking, 'id' | 'code'>) {
  return { type: 'booking', id: booking.id, label: booking.code }
}

/** The fields an event records, dates as ISO strings so a diff reads as the form showed them. */
export function bookingFields(booking: Booking) {
  return {
    guestId: booking.guestId,
    roomTypeId: booking.roomTypeId,
    roomId: booking.roomId,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
    adults: booking.adults,
    children: booking.children,
    nightlyRateCents: booking.nightlyRateCents,
    totalCents: booking.totalCents,
    source: booking.source,
    specialRequests: booking.specialRequests,
    creditLimitCents: booking.creditLimitCents,
    status: booking.status,
  }
}

/** What broadcastBooking announces on hotel.bookings. */
export function bookingBroadcast(booking: Booking) {
  return {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    roomId: booking.roomId,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
  }
}

/** "A checked-out booking", the start of every refusal that names the booking's state. */
export function aBookingThatIs(status: BookingStatus) {
  return t(`hotel.bookings.a_status.${status}`)
}

/**
 * Why the booking form may not be opened or saved: only a pending or
 * confirmed booking is edited (a stay in the house changes by its own dialog).
 */
export function editRefusal(status: BookingStatus) {
  if ((EDITABLE_BOOKING_STATUSES as readonly string[]).includes(status)) return null
  return t('hotel.bookings.rule.not_editable', { booking: aBookingThatIs(status) })
}

/** A guest may still turn up late on the arrival day itself: a booking is a no-show only once that day has passed. */
export function arrivalDayPassed(booking: Pick<Booking, 'checkIn'>) {
  return appToday() > isoDate(booking.checkIn)
}
