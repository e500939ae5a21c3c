import { DateTime } from 'luxon'
import type Guest from '#models/hotel/guest'
import type RoomType from '#models/hotel/room_type'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { nightsOf } from '#services/clock'
import { GuestFactory } from '#database/factories/hotel/guest_factory'
import { BookingFactory } from '#database/factories/hotel/booking_factory'

/* Hotel specs: guests and bookings (with their nights), through the factories. */
export function guest(
  overrides: Partial<
    Pick<
      Guest,
      'firstName' | 'lastName' | 'email' | 'nationality' | 'isBlocked' | 'blockedReason' | 'isVip'
    >
  > = {}
) {
  return GuestFactory.merge(overrides).create()
}

export function booking(
  type: RoomType,
  stayGuest: Guest,
  options: {
    checkIn: string
    checkOut: string
    roomId?: number | null
    status?: BookingStatus
    rateCents?: number
    adults?: number
  }
) {
  const rate = options.rateCents ?? type.baseRateCents
  return BookingFactory.merge({
    guestId: stayGuest.id,
    roomTypeId: type.id,
    roomId: options.roomId ?? null,
    checkIn: DateTime.fromISO(options.checkIn),
    checkOut: DateTime.fromISO(options.checkOut),
    adults: options.adults ?? 1,
    nightlyRateCents: rate,
    totalCents: rate * nightsOf(options.checkIn, options.checkOut).length,
    status: options.status ?? 'confirmed',
  }).create()
}
