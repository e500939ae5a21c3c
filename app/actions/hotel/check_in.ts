import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import type { checkInValidator } from '#validators/hotel/stay'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { guestFields, guestSubject } from '#services/hotel/guests'
import { recordPayment } from '#actions/hotel/record_payment'
import { postRoomNights } from '#services/hotel/room_nights'
import {
  ConflictError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { assertRoomFree, doubleBookingGuard, lockRoomType } from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { bookingBroadcast, bookingSubject } from '#services/hotel/bookings'
import { checkInRefusal, isReadyForAGuest } from '#services/hotel/stay_rules'
import { isoDate } from '#services/clock'

export type CheckInData = Infer<typeof checkInValidator>

type CheckInInput = {
  booking: Booking
  data: CheckInData
  canCheckInEarly: boolean
}

/**
 * Checks a confirmed guest in, all in one transaction: the room (of the
 * booking's type, ready and free for the whole stay) is assigned, the guest's
 * document is confirmed (and saved to the guest when corrected), any deposit is
 * taken, and every room night is posted to the folio at the rate the booking
 * quoted with the room tax, so the price charged is the price quoted. Locks the
 * room type, then the booking, then the room, the order every hotel writer uses.
 */
export async function checkIn(
  { booking, data, canCheckInEarly }: CheckInInput,
  audit: AuditContext
) {
  const checkedIn = await db.transaction(async (trx) => {
    await lockRoomType(trx, booking.roomTypeId)
    const locked = await Booking.query({ client: trx })
      .where('id', booking.id)
      .forUpdate()
      .firstOrFail()
    if (locked.lockVersion !== data.lockVersion || locked.roomTypeId !== booking.roomTypeId)
      throw new StaleEditError(t('hotel.stays.stale'), { field: 'booking' })
    const refusal = checkInRefusal(locked, canCheckInEarly)
    if (refusal) throw new NotAllowedError(refusal, { field: 'booking' })

    const room = await readyRoom(trx, locked, data.roomId)
    await confirmDocument(trx, locked.guestId, data, audit)
    const deposit =
      data.depositAmount && data.depositMethod
        ? await recordPayment(
            trx,
            {
              bookingId: locked.id,
              method: data.depositMethod,
              amountCents: data.depositAmount,
              reference: t('hotel.stays.deposit_reference'),
              field: 'depositAmount',
            },
            audit
          )
        : null
    await giveRoom(trx, locked, room, deposit?.amountCents ?? 0, audit)
    return locked
  })
  booking.merge({
    roomId: checkedIn.roomId,
    status: checkedIn.status,
    checkedInAt: checkedIn.checkedInAt,
    lockVersion: checkedIn.lockVersion,
  })
  return checkedIn
}

type ReadyRoom = { id: number; number: string }

/* The room chosen at the desk: of the booking's type, clean or inspected, and free for the whole stay. */
async function readyRoom(
  trx: TransactionClientContract,
  booking: Booking,
  roomId: number
): Promise<ReadyRoom> {
  const room = await trx
    .from('rooms')
    .where('id', roomId)
    .select('id', 'number', 'room_type_id', 'housekeeping_status')
    .first()
  if (!room) throw new InvalidInputError(t('hotel.availability.room_unknown'), { field: 'roomId' })
  if (room.room_type_id !== booking.roomTypeId)
    throw new InvalidInputError(t('hotel.stays.room_wrong_type', { room: room.number }), {
      field: 'roomId',
    })
  if (!isReadyForAGuest(room.housekeeping_status)) {
    throw new ConflictError(
      t('hotel.stays.room_not_ready', {
        room: room.number,
        status: t(`hotel.status.${room.housekeeping_status}`),
      }),
      { field: 'roomId' }
    )
  }
  await assertRoomFree(trx, {
    roomId: room.id,
    from: isoDate(booking.checkIn),
    to: isoDate(booking.checkOut),
    excludeBookingId: booking.id,
  })
  return room
}

/* The booking now holds the room, its nights are on the folio, and the log and the live views say so. */
async function giveRoom(
  trx: TransactionClientContract,
  booking: Booking,
  room: ReadyRoom,
  depositCents: number,
  audit: AuditContext
) {
  const assigned = booking.roomId
    ? await trx.from('rooms').where('id', booking.roomId).select('number').first()
    : null
  const before = { status: booking.status, room: assigned?.number ?? null }
  const now = DateTime.now()
  booking.merge({
    roomId: room.id,
    status: 'checked_in',
    checkedInAt: now,
    documentConfirmedAt: now,
    lockVersion: booking.lockVersion + 1,
  })
  await doubleBookingGuard('roomId', () => booking.save())

  const posted = await postRoomNights(trx, booking, room.number, audit.actor)
  await recordEvent(trx, {
    type: 'hotel.booking.checked_in',
    subject: bookingSubject(booking),
    before,
    after: { status: booking.status, room: room.number },
    metadata: {
      roomId: room.id,
      nightsPosted: posted.length,
      roomChargesCents: posted.reduce((sum, charge) => sum + charge.totalCents, 0),
      depositCents,
    },
    audit,
  })
  broadcastBooking(trx, bookingBroadcast(booking))
}

/* The guest's document as the desk saw it; a corrected one is saved to the guest and recorded. */
async function confirmDocument(
  trx: TransactionClientContract,
  guestId: number,
  data: CheckInData,
  audit: AuditContext
) {
  const guest = await Guest.query({ client: trx }).where('id', guestId).forUpdate().firstOrFail()
  if (guest.documentType === data.documentType && guest.documentNumber === data.documentNumber)
    return
  const before = guestFields(guest)
  guest.merge({ documentType: data.documentType, documentNumber: data.documentNumber })
  await guest.save()
  await recordEvent(trx, {
    type: 'hotel.guest.updated',
    subject: guestSubject(guest),
    before,
    after: guestFields(guest),
    audit,
  })
}
