import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import { canTransition } from '#enums/hotel/booking_status'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { NotAllowedError, StaleEditError } from '#exceptions/domain_errors'
import {
  aBookingThatIs,
  arrivalDayPassed,
  bookingBroadcast,
  bookingSubject,
} from '#services/hotel/bookings'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { isoDate } from '#services/clock'
import { t } from '#services/i18n'

export type BookingMove = 'confirmed' | 'cancelled' | 'no_show'

const EVENT_TYPES = {
  confirmed: 'hotel.booking.confirmed',
  cancelled: 'hotel.booking.cancelled',
  no_show: 'hotel.booking.no_show',
} as const satisfies Record<BookingMove, string>

type TransitionInput = {
  booking: Booking
  to: BookingMove
  lockVersion?: number | null
  reason?: string
}

/**
 * Confirms, cancels or marks a no-show. The row is locked so two clicks at once
 * cannot both move it; a move the lifecycle does not allow, or a page opened
 * before someone else changed the booking, is refused and nothing is written.
 * Cancelled and no-show bookings stop holding their room and type at once:
 * availability only counts active statuses.
 */
export async function transitionBooking(
  { booking, to, lockVersion, reason }: TransitionInput,
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await Booking.query({ client: trx })
      .where('id', booking.id)
      .forUpdate()
      .firstOrFail()
    if (lockVersion !== undefined && lockVersion !== null && lockVersion !== locked.lockVersion)
      throw new StaleEditError(t('hotel.bookings.rule.stale'))
    const from = locked.status
    if (!canTransition(from, to))
      throw new NotAllowedError(
        t(`hotel.bookings.transition.${to}`, { booking: aBookingThatIs(from) })
      )
    if (to === 'no_show' && !arrivalDayPassed(locked)) {
      throw new NotAllowedError(
        t('hotel.bookings.rule.no_show_too_early', { date: isoDate(locked.checkIn) })
      )
    }
    locked.status = to
    if (to === 'cancelled') locked.cancelledAt = DateTime.now()
    if (to === 'no_show') locked.noShowAt = DateTime.now()
    locked.lockVersion += 1
    await locked.save()
    await recordEvent(trx, {
      type: EVENT_TYPES[to],
      subject: bookingSubject(locked),
      before: { status: from },
      after: { status: to },
      metadata: reason ? { reason } : null,
      audit,
    })
    broadcastBooking(trx, bookingBroadcast(locked))
    booking.merge({
      status: locked.status,
      lockVersion: locked.lockVersion,
      cancelledAt: locked.cancelledAt,
      noShowAt: locked.noShowAt,
    })
  })
}
