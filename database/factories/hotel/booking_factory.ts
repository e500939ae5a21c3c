import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Booking from '#models/hotel/booking'
import { addDays, appToday, nightsOf } from '#services/clock'
import { GuestFactory } from '#database/factories/hotel/guest_factory'
import { RoomTypeFactory } from '#database/factories/hotel/room_type_factory'
import { RoomFactory } from '#database/factories/hotel/room_factory'

/*
| A confirmed two-night stay from tomorrow, with its nights. The guest and the
| room type come from `guestId` / `roomTypeId` or `.with('guest')` /
| `.with('roomType')`; the total is the nightly rate times the nights.
*/
export const BookingFactory = factory
  .define(Booking, () => ({
    checkIn: DateTime.fromISO(addDays(appToday(), 1)),
    checkOut: DateTime.fromISO(addDays(appToday(), 3)),
    roomId: null,
    adults: 1,
    children: 0,
    nightlyRateCents: 9000,
    source: 'phone' as const,
    status: 'confirmed' as const,
  }))
  .relation('guest', () => GuestFactory)
  .relation('roomType', () => RoomTypeFactory)
  .relation('room', () => RoomFactory)
  .before('create', (_, booking) => {
    const nights = nightsOf(booking.checkIn.toISODate()!, booking.checkOut.toISODate()!)
    booking.totalCents ??= booking.nightlyRateCents * nights.length
  })
  .after('create', async (_, booking, { $trx }) => {
    const nights = nightsOf(booking.checkIn.toISODate()!, booking.checkOut.toISODate()!)
    if (nights.length) {
      await $trx!.table('booking_nights').multiInsert(
        nights.map((night) => ({
          booking_id: booking.id,
          night,
          room_type_id: booking.roomTypeId,
          rate_cents: booking.nightlyRateCents,
        }))
      )
    }
    /* The code and the defaults the database fills in. */
    await booking.refresh()
  })
  .build()
