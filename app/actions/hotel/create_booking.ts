import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { bookingBroadcast, bookingFields, bookingSubject } from '#services/hotel/bookings'
import { resolveStay, type StayPermissions } from '#services/hotel/stay_resolution'
import { doubleBookingGuard, writeNights } from '#services/hotel/availability'
import { outOfRange } from '#exceptions/out_of_range'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { isoOf } from '#services/hotel/pricing'
import type { createBookingValidator } from '#validators/hotel/booking'

type CreateBookingInput = {
  data: Infer<typeof createBookingValidator>
  actor: User
  permissions: StayPermissions
  request?: EventInput['request']
}

/**
 * A new booking at the quoted price: its nights, its event and the live update
 * commit together. Two requests for the same room at once queue on the room
 * type's lock; should one still reach the exclusion constraint, it gets the
 * same message on the room as the check gives.
 */
export async function createBooking({ data, actor, permissions, request }: CreateBookingInput) {
  assertBoundedRange('checkOut', isoOf(data.checkIn), isoOf(data.checkOut))
  /* A stay's total beyond `integer` (a huge rate): refused under the rate. */
  return outOfRange('nightlyRateCents', () => createOnce({ data, actor, permissions, request }))
}

function createOnce({ data, actor, permissions, request }: CreateBookingInput) {
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const { attributes, quote } = await resolveStay(trx, { data, permissions })
      const booking = await Booking.create(
        { ...attributes, status: data.status ?? 'confirmed', createdBy: actor.id },
        { client: trx }
      )
      await booking.refresh()
      await writeNights(trx, booking, quote!.nights)
      await recordEvent(trx, {
        type: 'hotel.booking.created',
        actor,
        subject: bookingSubject(booking),
        after: bookingFields(booking),
        request,
      })
      broadcastBooking(trx, bookingBroadcast(booking))
      return booking
    })
  )
}
