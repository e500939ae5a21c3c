import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import RoomType from '#models/hotel/room_type'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { fieldError } from '#exceptions/field_error'
import { appToday, isoDate } from '#services/clock'
import { isoOf, quoteForType } from '#services/hotel/pricing'
import {
  assertRoomFree,
  assertTypeCapacity,
  freeRooms,
  typeAvailability,
} from '#services/hotel/availability'
import { t } from '#services/i18n'
import { DEFAULT_CREDIT_LIMIT_CENTS, type BookingData } from '#validators/hotel/booking'

/* A booking's rules, and what the activity log and the live updates say about it. */

/** The subject every booking event is filed under; the booking's timeline reads exactly this type and id. */
export function bookingSubject(booking: Pick<Booking, 'id' | 'code'>) {
  return { type: 'booking', id: booking.id, label: booking.code }
}

/** The fields an event records, dates as ISO strings so a diff reads as the form showed them. */
export function bookingFields(booking: Booking) {
  return {
    guestId: booking.guestId,
    roomTypeId: booking.roomTypeId,
    roomId: booking.roomId,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
    adults: booking.adults,
    children: booking.children,
    nightlyRateCents: booking.nightlyRateCents,
    totalCents: booking.totalCents,
    source: booking.source,
    specialRequests: booking.specialRequests,
    creditLimitCents: booking.creditLimitCents,
    status: booking.status,
  }
}

/** What broadcastBooking announces on hotel.bookings. */
export function bookingBroadcast(booking: Booking) {
  return {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    roomId: booking.roomId,
    checkIn: isoDate(booking.checkIn),
    checkOut: isoDate(booking.checkOut),
  }
}

/** "A checked-out booking", the start of every refusal that names the booking's state. */
export function aBookingThatIs(status: BookingStatus) {
  return t(`hotel.bookings.a_status.${status}`)
}

/**
 * A refusal the user can act on (a move the lifecycle does not allow, a stale
 * form): shown as a flash message, with nothing written.
 */
export class BookingRefused extends Error {}

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

export type StayPreviewInput = {
  checkIn: string
  checkOut: string
  adults: number
  children: number
  roomTypeId?: number | null
  bookingId?: number | null
  overrideRateCents?: number | null
}

/**
 * The Create/Edit preview: every bookable room type with its free units over
 * the stay, its price from quoteForType (the function that prices the saved
 * booking, so the total shown is the total charged) and the rules the stay
 * would break, and the free rooms of the chosen type. A booking being edited
 * does not count against itself.
 */
export async function previewStay(input: StayPreviewInput) {
  const client = db.connection()
  const excludeBookingId = input.bookingId ?? null
  const types = await RoomType.query({ client })
    .where((query) => {
      query.where('is_active', true)
      if (input.roomTypeId) query.orWhere('id', input.roomTypeId)
    })
    .orderBy('code')
  const availability = await typeAvailability(client, {
    from: input.checkIn,
    to: input.checkOut,
    roomTypeIds: types.map((type) => type.id),
    excludeBookingId,
  })
  const rows = []
  for (const type of types) {
    const chosen = type.id === input.roomTypeId
    const quote = await quoteForType(type.id, input.checkIn, input.checkOut, {
      client,
      overrideRateCents: chosen ? input.overrideRateCents : null,
    })
    const nights = availability.get(type.id) ?? []
    const free = nights.length ? Math.min(...nights.map((night) => night.free)) : 0
    const warnings = [
      quote.nightCount < quote.minStay &&
        t('hotel.bookings.warning.min_stay', { nights: quote.minStay }),
      quote.closedToArrival &&
        t('hotel.bookings.warning.closed_to_arrival', { date: input.checkIn }),
      free < 1 && t('hotel.bookings.warning.full'),
      input.adults > type.maxAdults &&
        t('hotel.bookings.warning.too_many_adults', { max: type.maxAdults }),
      input.children > type.maxChildren &&
        t('hotel.bookings.warning.too_many_children', { max: type.maxChildren }),
    ].filter((warning): warning is string => Boolean(warning))
    rows.push({
      id: type.id,
      code: type.code,
      name: type.name,
      maxAdults: type.maxAdults,
      maxChildren: type.maxChildren,
      free,
      bookable: warnings.length === 0,
      quote: {
        nights: quote.nights.map((night) => ({ night: night.night, rateCents: night.rateCents })),
        nightCount: quote.nightCount,
        totalCents: quote.totalCents,
        taxRateBp: quote.taxRateBp,
        taxCents: quote.taxCents,
        grandTotalCents: quote.grandTotalCents,
        minStay: quote.minStay,
        closedToArrival: quote.closedToArrival,
      },
      warnings,
    })
  }
  const rooms = input.roomTypeId
    ? await freeRooms(client, {
        roomTypeId: input.roomTypeId,
        from: input.checkIn,
        to: input.checkOut,
        excludeBookingId,
      })
    : []
  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    types: rows,
    rooms: rooms.map((room) => ({
      id: room.id,
      number: room.number,
      floor: room.floor,
      housekeepingStatus: room.housekeepingStatus,
    })),
  }
}
