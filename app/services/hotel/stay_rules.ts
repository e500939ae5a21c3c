import type { DateTime } from 'luxon'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { appToday, isoDate } from '#services/clock'
import { t } from '#services/i18n'

/*
| When a guest may be given a room: the rules the check-in (and a move during
| the stay) enforce, the policy reads for the page's buttons, and the pages
| show as a notice, written once so the three never disagree.
*/

/** Housekeeping statuses a guest may be given a room in. */
export const READY_STATUSES = ['clean', 'inspected'] as const

export function isReadyForAGuest(housekeepingStatus: string) {
  return (READY_STATUSES as readonly string[]).includes(housekeepingStatus)
}

/**
 * Where today falls for checking a booking in: due from its arrival date,
 * before it only for someone allowed to check guests in early, and no longer
 * on its departure date (by then the stay is over).
 */
export type ArrivalTiming = 'due' | 'early' | 'too_early' | 'too_late'

type CheckInStay = { status: BookingStatus; checkIn: DateTime; checkOut: DateTime }

export function arrivalTiming(
  stay: Pick<CheckInStay, 'checkIn' | 'checkOut'>,
  mayCheckInEarly: boolean,
  today = appToday()
): ArrivalTiming {
  if (today < isoDate(stay.checkIn)) return mayCheckInEarly ? 'early' : 'too_early'
  if (today >= isoDate(stay.checkOut)) return 'too_late'
  return 'due'
}

/** Only a confirmed booking is checked in (the form itself is refused for any other). */
export function checkInStatusRefusal(status: BookingStatus) {
  if (status === 'confirmed') return null
  return t('hotel.stays.check_in_needs_confirmed', { status: t(`hotel.stays.status.${status}`) })
}

/** Why the booking may not be checked in today, in the desk's words; null when it may. */
export function checkInRefusal(booking: CheckInStay, mayCheckInEarly: boolean) {
  const refusal = checkInStatusRefusal(booking.status)
  if (refusal) return refusal
  const timing = arrivalTiming(booking, mayCheckInEarly)
  if (timing === 'too_early') return t('hotel.stays.too_early', { date: isoDate(booking.checkIn) })
  if (timing === 'too_late') return t('hotel.stays.too_late', { date: isoDate(booking.checkOut) })
  return null
}
