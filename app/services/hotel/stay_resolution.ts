import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import RoomType from '#models/hotel/room_type'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
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

type StayRequest = { data: BookingData; permissions: StayPermissions; current?: Booking }

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
  { data, permissions, current }: StayRequest
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

  const guest = await bookableGuest(trx, data.guestId, permissions)
  const type = await RoomType.find(data.roomTypeId, { client: trx })
  if (!type || (!type.isActive && stayChanged))
    throw new InvalidInputError(t('hotel.bookings.rule.type_unknown'), { field: 'roomTypeId' })
  if ((!current || isoDate(current.checkIn) !== checkIn) && checkIn < appToday())
    throw new InvalidInputError(t('hotel.bookings.rule.check_in_past'), { field: 'checkIn' })
  assertPartyFits(data, type)
  const creditLimitCents = allowedCreditLimit({ data, permissions, current })

  const reprice = stayChanged || overrideRateCents !== null
  const quote = reprice
    ? await quoteForType(type.id, checkIn, checkOut, { client: trx, overrideRateCents })
    : null
  if (quote && stayChanged) assertSellable(quote, checkIn)

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
    if (room && room.room_type_id !== type.id) {
      const message = t('hotel.bookings.rule.room_wrong_type', {
        room: room.number,
        type: type.name,
      })
      throw new InvalidInputError(message, { field: 'roomId' })
    }
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

/* The guest exists, and a blocked one only for someone who may override the block. */
async function bookableGuest(
  trx: TransactionClientContract,
  guestId: number,
  permissions: StayPermissions
) {
  const guest = await Guest.find(guestId, { client: trx })
  if (!guest)
    throw new InvalidInputError(t('hotel.bookings.rule.guest_unknown'), { field: 'guestId' })
  if (guest.isBlocked && !permissions.overrideBlock) {
    const message = t('hotel.bookings.rule.guest_blocked', { reason: guest.blockedReason })
    throw new NotAllowedError(message, { field: 'guestId' })
  }
  return guest
}

function assertPartyFits(data: BookingData, type: RoomType) {
  if (data.adults > type.maxAdults)
    throw new InvalidInputError(t('hotel.bookings.rule.too_many_adults', { max: type.maxAdults }), {
      field: 'adults',
    })
  if (data.children > type.maxChildren)
    throw new InvalidInputError(
      t('hotel.bookings.rule.too_many_children', { max: type.maxChildren }),
      { field: 'children' }
    )
}

/* An overridden rate and a changed credit limit, each only for someone allowed to set it. */
function allowedCreditLimit({ data, permissions, current }: StayRequest) {
  if (
    data.nightlyRateCents !== undefined &&
    data.nightlyRateCents !== null &&
    !permissions.overrideRate
  )
    throw new NotAllowedError(t('hotel.bookings.rule.rate_not_allowed'), {
      field: 'nightlyRateCents',
    })
  const creditLimitCents =
    data.creditLimitCents ?? current?.creditLimitCents ?? DEFAULT_CREDIT_LIMIT_CENTS
  if (
    creditLimitCents !== (current?.creditLimitCents ?? DEFAULT_CREDIT_LIMIT_CENTS) &&
    !permissions.editCreditLimit
  ) {
    throw new NotAllowedError(t('hotel.bookings.rule.credit_limit_not_allowed'), {
      field: 'creditLimitCents',
    })
  }
  return creditLimitCents
}

/* The rate plan's rules for a stay sold now: open to arrival, and long enough. */
function assertSellable(quote: Awaited<ReturnType<typeof quoteForType>>, checkIn: string) {
  if (quote.closedToArrival)
    throw new NotAllowedError(t('hotel.bookings.rule.closed_to_arrival', { date: checkIn }), {
      field: 'checkIn',
    })
  if (quote.nightCount < quote.minStay)
    throw new NotAllowedError(
      t('hotel.bookings.rule.min_stay', { date: checkIn, nights: quote.minStay }),
      { field: 'checkOut' }
    )
}
