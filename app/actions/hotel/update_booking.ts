import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { NotAllowedError, StaleEditError } from '#exceptions/domain_errors'
import {
  bookingBroadcast,
  bookingFields,
  bookingSubject,
  editRefusal,
} from '#services/hotel/bookings'
import { resolveStay, type StayPermissions } from '#services/hotel/stay_resolution'
import { doubleBookingGuard, writeNights } from '#services/hotel/availability'
import { outOfRange } from '#exceptions/out_of_range'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { isoOf } from '#services/hotel/pricing'
import { t } from '#services/i18n'
import type { updateBookingValidator } from '#validators/hotel/booking'

type UpdateBookingInput = {
  booking: Booking
  data: Infer<typeof updateBookingValidator>
  permissions: StayPermissions
}

/**
 * Saves a pending or confirmed booking. The row is locked and its
 * lock_version must be the one the form was opened with, so a stale form
 * never overwrites someone else's change; every save bumps it.
 */
export async function updateBooking(
  { booking, data, permissions }: UpdateBookingInput,
  audit: AuditContext
) {
  assertBoundedRange('checkOut', isoOf(data.checkIn), isoOf(data.checkOut))
  /* A stay's total beyond `integer` (a huge rate): refused under the rate. */
  await outOfRange('nightlyRateCents', () =>
    doubleBookingGuard('roomId', () =>
      db.transaction(async (trx) => {
        const locked = await Booking.query({ client: trx })
          .where('id', booking.id)
          .forUpdate()
          .firstOrFail()
        const refusal = editRefusal(locked.status)
        if (refusal) throw new NotAllowedError(refusal)
        if (locked.lockVersion !== data.lockVersion)
          throw new StaleEditError(t('hotel.bookings.rule.stale'), { field: 'lockVersion' })
        const before = bookingFields(locked)
        const { attributes, quote } = await resolveStay(trx, { data, permissions, current: locked })
        locked.merge({ ...attributes, lockVersion: locked.lockVersion + 1 })
        await locked.save()
        if (quote) await writeNights(trx, locked, quote.nights)
        const after = bookingFields(locked)
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordEvent(trx, {
            type: 'hotel.booking.updated',
            subject: bookingSubject(locked),
            before,
            after,
            audit,
          })
        }
        broadcastBooking(trx, bookingBroadcast(locked))
        booking.merge({
          ...after,
          checkIn: locked.checkIn,
          checkOut: locked.checkOut,
          lockVersion: locked.lockVersion,
        })
      })
    )
  )
}
