import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import RoomType from '#models/hotel/room_type'
import { fieldError } from '#exceptions/field_error'
import { appToday, isoDate } from '#services/clock'
import { isoOf, quoteForType } from '#services/hotel/pricing'
import { assertRoomFree, assertTypeCapacity } from '#services/hotel/availability'
import { t } from '#services/i18n'
import { DEFAULT_CREDIT_LIMIT_CENTS, type BookingData } from '#validators/hotel/booking'

export type StayPermissions = {
  overrideRate: boolean
  overrideBlock: boolean
  editCreditLimit: boolean
}

/**
 * Every rule a stay must meet before it is written, checked inside the
 * writing transaction (the type's row, then the room's, are locked by the
 * availability checks, so two writers queue up): the guest may be booked, the
 * dates and party fit the type and its rate plan, a unit of the type and the
 * chosen room are free. Returns the columns to write and, when the price is
 * (re)computed, the quote whose nights are written with it. On an edit, rules
 * about what is being sold are checked only when the stay itself changes, so
 * fixing a typo in the special requests never trips over a rule added since.
 */
export async function resolveStay(
  trx: TransactionClientContract,
  {
    data,
    permissions,
    current,
  }: { data: BookingData; permissions: StayPermissions; current?: Booking }
) {
  const checkIn = isoOf(data.checkIn)
  const checkOut = isoOf(data.checkOut)
  const roomId = data.roomId ?? null
  const overrideRateCents = data.nightlyRateCents ?? null
  const stayChanged =
    !current ||
    current.roomTypeId !== data.roomTypeId ||
    isoDate(current.checkIn) !== checkIn ||
    isoDate(current.checkOut) !== checkOut

  const guest = await Guest.find(data.guestId, { client: trx })
  if (!guest) throw fieldError('guestId', t('hotel.bookings.rule.guest_unknown'))
  if (guest.isBlocked && !permissions.overrideBlock)
    throw fieldError(
      'guestId',
      t('hotel.bookings.rule.guest_blocked', { reason: guest.blockedReason })
    )

  const type = await RoomType.find(data.roomTypeId, { client: trx })
  if (!type || (!type.isActive && stayChanged))
    throw fieldError('roomTypeId', t('hotel.bookings.rule.type_unknown'))

  if ((!current || isoDate(current.checkIn) !== checkIn) && checkIn < appToday())
    throw fieldError('checkIn', t('hotel.bookings.rule.check_in_past'))
  if (data.adults > type.maxAdults)
    throw fieldError('adults', t('hotel.bookings.rule.too_many_adults', { max: type.maxAdults }))
  if (data.children > type.maxChildren)
    throw fieldError(
      'children',
      t('hotel.bookings.rule.too_many_children', { max: type.maxChildren })
    )

  if (overrideRateCents !== null && !permissions.overrideRate)
    throw fieldError('nightlyRateCents', t('hotel.bookings.rule.rate_not_allowed'))
  const creditLimitCents =
    data.creditLimitCents ?? current?.creditLimitCents ?? DEFAULT_CREDIT_LIMIT_CENTS
  if (
    creditLimitCents !== (current?.creditLimitCents ?? DEFAULT_CREDIT_LIMIT_CENTS) &&
    !permissions.editCreditLimit
  ) {
    throw fieldError('creditLimitCents', t('hotel.bookings.rule.credit_limit_not_allowed'))
  }

  const reprice = stayChanged || overrideRateCents !== null
  const quote = reprice
    ? await quoteForType(type.id, checkIn, checkOut, { client: trx, overrideRateCents })
    : null
  if (quote && stayChanged) {
    if (quote.closedToArrival)
      throw fieldError('checkIn', t('hotel.bookings.rule.closed_to_arrival', { date: checkIn }))
    if (quote.nightCount < quote.minStay)
      throw fieldError(
        'checkOut',
        t('hotel.bookings.rule.min_stay', { date: checkIn, nights: quote.minStay })
      )
  }

  const excludeBookingId = current?.id ?? null
  if (stayChanged)
    await assertTypeCapacity(trx, {
      roomTypeId: type.id,
      from: checkIn,
      to: checkOut,
      excludeBookingId,
      field: 'roomTypeId',
    })
  if (roomId !== null && (stayChanged || roomId !== current?.roomId)) {
    const room = await trx
      .from('rooms')
      .where('id', roomId)
      .select('number', 'room_type_id')
      .first()
    if (room && room.room_type_id !== type.id)
      throw fieldError(
        'roomId',
        t('hotel.bookings.rule.room_wrong_type', { room: room.number, type: type.name })
      )
    await assertRoomFree(trx, { roomId, from: checkIn, to: checkOut, excludeBookingId })
  }

  const attributes = {
    guestId: guest.id,
    roomTypeId: type.id,
    roomId,
    checkIn: DateTime.fromISO(checkIn),
    checkOut: DateTime.fromISO(checkOut),
    adults: data.adults,
    children: data.children,
    source: data.source,
    specialRequests: data.specialRequests ?? '',
    creditLimitCents,
    ...(quote ? { nightlyRateCents: quote.nights[0].rateCents, totalCents: quote.totalCents } : {}),
  }
  return { attributes, quote }
}
