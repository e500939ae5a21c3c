import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import type User from '#models/identity/user'
import type { checkInValidator } from '#validators/hotel/stay'
import { recordEvent, type EventInput } from '#services/record_event'
import { guestFields, guestSubject } from '#actions/hotel/guest_changes'
import { recordPayment } from '#actions/hotel/take_payment'
import { postRoomNights } from '#actions/hotel/room_nights'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { assertRoomFree, doubleBookingGuard, lockRoomType } from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { isoDate } from '#services/clock'
import { checkInRefusal, isReadyForAGuest } from '#services/hotel/stay_rules'

export type CheckInData = Infer<typeof checkInValidator>

type CheckInInput = {
  booking: Booking
  data: CheckInData
  canCheckInEarly: boolean
  actor: User
  request?: EventInput['request']
}

/**
 * Checks a confirmed guest in, all in one transaction: the room (of the
 * booking's type, ready and free for the whole stay) is assigned, the guest's
 * document is confirmed (and saved to the guest when corrected), any deposit is
 * taken, and every room night is posted to the folio at the rate the booking
 * quoted with the room tax, so the price charged is the price quoted. Locks the
 * room type, then the booking, then the room, the order every hotel writer uses.
 */
export async function checkIn({ booking, data, canCheckInEarly, actor, request }: CheckInInput) {
  const checkedIn = await db.transaction(async (trx) => {
    await lockRoomType(trx, booking.roomTypeId)
    const locked = await Booking.query({ client: trx })
      .where('id', booking.id)
      .forUpdate()
      .firstOrFail()
    if (locked.lockVersion !== data.lockVersion || locked.roomTypeId !== booking.roomTypeId)
      throw fieldError('booking', t('hotel.stays.stale'))
    const refusal = checkInRefusal(locked, canCheckInEarly)
    if (refusal) throw fieldError('booking', refusal)
    const checkInOn = isoDate(locked.checkIn)
    const checkOutOn = isoDate(locked.checkOut)

    const room = await trx
      .from('rooms')
      .where('id', data.roomId)
      .select('id', 'number', 'room_type_id', 'housekeeping_status')
      .first()
    if (!room) throw fieldError('roomId', t('hotel.availability.room_unknown'))
    if (room.room_type_id !== locked.roomTypeId)
      throw fieldError('roomId', t('hotel.stays.room_wrong_type', { room: room.number }))
    if (!isReadyForAGuest(room.housekeeping_status)) {
      throw fieldError(
        'roomId',
        t('hotel.stays.room_not_ready', {
          room: room.number,
          status: t(`hotel.status.${room.housekeeping_status}`),
        })
      )
    }
    await assertRoomFree(trx, {
      roomId: room.id,
      from: checkInOn,
      to: checkOutOn,
      excludeBookingId: locked.id,
    })

    await confirmDocument(trx, locked.guestId, data, actor, request)

    const deposit =
      data.depositAmount && data.depositMethod
        ? await recordPayment(trx, {
            bookingId: locked.id,
            method: data.depositMethod,
            amountCents: data.depositAmount,
            reference: t('hotel.stays.deposit_reference'),
            actor,
            request,
            field: 'depositAmount',
          })
        : null

    const assigned = locked.roomId
      ? await trx.from('rooms').where('id', locked.roomId).select('number').first()
      : null
    const before = { status: locked.status, room: assigned?.number ?? null }
    const now = DateTime.now()
    locked.merge({
      roomId: room.id,
      status: 'checked_in',
      checkedInAt: now,
      documentConfirmedAt: now,
      lockVersion: locked.lockVersion + 1,
    })
    await doubleBookingGuard('roomId', () => locked.save())

    const posted = await postRoomNights(trx, locked, room.number, actor)
    await recordEvent(trx, {
      type: 'hotel.booking.checked_in',
      actor,
      subject: { type: 'booking', id: locked.id, label: locked.code },
      before,
      after: { status: locked.status, room: room.number },
      metadata: {
        roomId: room.id,
        nightsPosted: posted.length,
        roomChargesCents: posted.reduce((sum, charge) => sum + charge.totalCents, 0),
        depositCents: deposit?.amountCents ?? 0,
      },
      request,
    })
    broadcastBooking(trx, {
      id: locked.id,
      code: locked.code,
      status: locked.status,
      roomId: locked.roomId,
      checkIn: checkInOn,
      checkOut: checkOutOn,
    })
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

/* The guest's document as the desk saw it; a corrected one is saved to the guest and recorded. */
async function confirmDocument(
  trx: TransactionClientContract,
  guestId: number,
  data: CheckInData,
  actor: User,
  request?: EventInput['request']
) {
  const guest = await Guest.query({ client: trx }).where('id', guestId).forUpdate().firstOrFail()
  if (guest.documentType === data.documentType && guest.documentNumber === data.documentNumber)
    return
  const before = guestFields(guest)
  guest.merge({ documentType: data.documentType, documentNumber: data.documentNumber })
  await guest.save()
  await recordEvent(trx, {
    type: 'hotel.guest.updated',
    actor,
    subject: guestSubject(guest),
    before,
    after: guestFields(guest),
    request,
  })
}
