import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { doubleBookingGuard, writeNights } from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { appToday } from '#services/clock'
import { planMove, type MovePlan, type MoveRequest } from '#services/hotel/move_plan'
import { leaveRoomBehind } from '#services/hotel/room_left_behind'

/** Moves the booking, all or nothing; the database's exclusion constraint has the last word on the room. */
export async function moveBooking(move: MoveRequest, audit: AuditContext) {
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const plan = await planMove(trx, move)
      await applyMove(trx, plan, audit)
      return plan
    })
  )
}

/** Writes a planned move: the booking, its nights, and for a guest in the house the room left behind. */
async function applyMove(trx: TransactionClientContract, plan: MovePlan, audit: AuditContext) {
  const { booking, before, after } = plan
  await trx
    .from('bookings')
    .where('id', booking.id)
    .update({
      room_id: after.roomId,
      room_type_id: after.roomTypeId,
      check_in: after.checkIn,
      check_out: after.checkOut,
      nightly_rate_cents: plan.nightlyRateCents,
      total_cents: after.totalCents,
      lock_version: booking.lock_version + 1,
      updated_at: new Date(),
    })
  if (plan.nights)
    await writeNights(trx, { id: booking.id, roomTypeId: after.roomTypeId }, plan.nights)

  if (booking.status === 'checked_in') {
    if (after.roomTypeId !== before.roomTypeId) {
      await trx
        .from('booking_nights')
        .where('booking_id', booking.id)
        .where('night', '>=', appToday())
        .update({ room_type_id: after.roomTypeId })
    }
    if (before.roomId !== null) {
      const left = { roomId: before.roomId, bookingId: booking.id, code: booking.code }
      await leaveRoomBehind(trx, { ...left, newRoomNumber: after.roomNumber }, audit)
    }
  }

  await recordEvent(trx, {
    type: 'hotel.booking.moved',
    subject: { type: 'booking', id: booking.id, label: booking.code },
    before,
    after,
    metadata: { status: booking.status },
    audit,
  })
  broadcastBooking(trx, {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    roomId: after.roomId,
    checkIn: after.checkIn,
    checkOut: after.checkOut,
  })
}
