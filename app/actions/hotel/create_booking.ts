import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
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
  permissions: StayPermissions
}

/**
 * A new booking at the quoted price: its nights, its event and the live update
 * commit together. Two requests for the same room at once queue on the room
 * type's lock; should one still reach the exclusion constraint, it gets the
 * same message on the room as the check gives.
 */
export async function createBooking(input: CreateBookingInput, audit: AuditContext) {
  assertBoundedRange('checkOut', isoOf(input.data.checkIn), isoOf(input.data.checkOut))
  /* A stay's total beyond `integer` (a huge rate): refused under the rate. */
  return outOfRange('nightlyRateCents', () => createOnce(input, audit))
}

function createOnce({ data, permissions }: CreateBookingInput, audit: AuditContext) {
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const { attributes, quote } = await resolveStay(trx, { data, permissions })
      const booking = await Booking.create(
        {
          ...attributes,
          status: data.status ?? 'confirmed',
          createdBy: audit.actor?.id ?? null,
        },
        { client: trx }
      )
      await booking.refresh()
      await writeNights(trx, booking, quote!.nights)
      await recordEvent(trx, {
        type: 'hotel.booking.created',
        subject: bookingSubject(booking),
        after: bookingFields(booking),
        audit,
      })
      broadcastBooking(trx, bookingBroadcast(booking))
      return booking
    })
  )
}
