/*
| Extending or shortening a stay in the house. The rules, and the order the
| locks are taken in, are the plan's (app/services/hotel/stay_change_plan.ts);
| this writes what the plan decided.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { addNights, nightsTotal, postRoomNights, releaseNights } from '#services/hotel/room_nights'
import { doubleBookingGuard } from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { appToday } from '#services/clock'
import { assertBoundedRange } from '#services/hotel/range_bound'
import {
  planStayChange,
  type StayChangePlan,
  type StayChangeRequest,
} from '#services/hotel/stay_change_plan'
import { leaveRoomBehind } from '#services/hotel/room_left_behind'

/** Changes the departure, all or nothing; the exclusion constraint has the last word on the room. */
export async function changeStay(change: StayChangeRequest, audit: AuditContext) {
  /* The stay is in the house (it began today at the latest): this bounds the nights added. */
  assertBoundedRange('checkOut', appToday(), change.checkOut)
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const plan = await planStayChange(trx, change)
      await applyStayChange(trx, plan, audit)
      return plan
    })
  )
}

/* The nights released or added and posted, the booking row, the room left behind, the event. */
async function applyStayChange(
  trx: TransactionClientContract,
  plan: StayChangePlan,
  audit: AuditContext
) {
  const { booking, before, after } = plan
  const removed = plan.released.length
    ? await releaseNights(trx, booking.id, after.checkOut)
    : { removedCents: 0 }
  await addNights(trx, { id: booking.id, roomTypeId: booking.room_type_id }, plan.added)
  const roomNumber = after.roomNumber ?? ''
  const posted = await postRoomNights(trx, booking, roomNumber, audit.actor, plan.added)
  await trx
    .from('bookings')
    .where('id', booking.id)
    .update({
      check_out: after.checkOut,
      room_id: after.roomId,
      total_cents: await nightsTotal(trx, booking.id),
      lock_version: booking.lock_version + 1,
      updated_at: new Date(),
    })

  if (before.roomId !== null && after.roomId !== before.roomId) {
    const left = { roomId: before.roomId, bookingId: booking.id, code: booking.code }
    await leaveRoomBehind(trx, { ...left, newRoomNumber: after.roomNumber }, audit)
  }

  const longer = plan.added.length > 0
  await recordEvent(trx, {
    type: longer ? 'hotel.booking.stay_extended' : 'hotel.booking.stay_shortened',
    subject: { type: 'booking', id: booking.id, label: booking.code },
    before: { checkOut: before.checkOut, room: before.roomNumber, totalCents: before.totalCents },
    after: { checkOut: after.checkOut, room: after.roomNumber, totalCents: after.totalCents },
    metadata: longer
      ? {
          nightsAdded: plan.added.length,
          roomChargesPostedCents: posted.reduce((sum, charge) => sum + charge.totalCents, 0),
        }
      : { nightsReleased: plan.released.length, roomChargesRemovedCents: removed.removedCents },
    audit,
  })
  broadcastBooking(trx, {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    roomId: after.roomId,
    checkIn: booking.check_in,
    checkOut: after.checkOut,
  })
}
