import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import type RoomType from '#models/hotel/room_type'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { nightsOf } from '#services/clock'

/* Hotel specs: guests and bookings (with their nights) written straight to the database. */
let guestSerial = 0

export function guest(
  overrides: Partial<
    Pick<
      Guest,
      'firstName' | 'lastName' | 'email' | 'nationality' | 'isBlocked' | 'blockedReason' | 'isVip'
    >
  > = {}
) {
  guestSerial += 1
  return Guest.create({
    firstName: 'Ana',
    lastName: `Guest ${guestSerial}`,
    email: `guest${guestSerial}@example.test`,
    ...overrides,
  })
}

export async function booking(
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
  const nights = nightsOf(options.checkIn, options.checkOut)
  const created = await Booking.create({
    guestId: stayGuest.id,
    roomTypeId: type.id,
    roomId: options.roomId ?? null,
    checkIn: DateTime.fromISO(options.checkIn),
    checkOut: DateTime.fromISO(options.checkOut),
    adults: options.adults ?? 1,
    children: 0,
    nightlyRateCents: rate,
    totalCents: rate * nights.length,
    source: 'phone',
    status: options.status ?? 'confirmed',
  })
  if (nights.length) {
    await db.table('booking_nights').multiInsert(
      nights.map((night) => ({
        booking_id: created.id,
        night,
        room_type_id: type.id,
        rate_cents: rate,
      }))
    )
  }
  await created.refresh()
  return created
}
