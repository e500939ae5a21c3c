/*
| Moving a booking on the tape chart: to another room, and for a booking not
| yet in the house, to another arrival date with the same number of nights.
|
| - pending / confirmed: the booking's type follows the target room. When the
|   dates change, the nights are priced again with the rate plan of the (new)
|   type, and minimum stay / closed to arrival apply to the new arrival date.
|   When only the room (and so perhaps the type) changes, the nightly rates
|   agreed with the guest are kept: moving a guest to a better room is an
|   upgrade at the same price, never a surprise on the bill.
| - checked_in (a room move during the stay): only the room changes. The new
|   room must be free for the whole stay and clean or inspected; the folio stays
|   with the booking untouched; the room left behind becomes dirty and gets a
|   checkout clean. If the type changes, the nights from today on are counted
|   under the new type; the nights already slept stay with the type they were
|   sold as, so past occupancy figures do not change.
|
| Locks are taken in the one order every hotel writer uses: room type(s), lower
| id first, then room(s), then the booking row. The booking is read first
| without a lock (to know which types and rooms to lock) and compared again once
| locked: if anything moved meanwhile, the request is refused as stale.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { assertRoomFree, assertTypeCapacity, lockRoomType } from '#services/hotel/availability'
import { addDays, daysBetween, appToday, toDate } from '#services/clock'
import { quoteForType } from '#services/hotel/pricing'
import { isReadyForAGuest } from '#services/hotel/stay_rules'
import {
  ConflictError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'

export type MoveRequest = {
  bookingId: number
  roomId: number
  checkIn?: string | null
  lockVersion?: number | null
}

type BookingRow = {
  id: number
  code: string
  status: string
  room_id: number | null
  room_type_id: number
  check_in: string
  check_out: string
  adults: number
  children: number
  lock_version: number
  nightly_rate_cents: number
  total_cents: number
}

type RoomRow = {
  id: number
  number: string
  is_active: boolean
  housekeeping_status: string
  room_type_id: number
  code: string
  max_adults: number
  max_children: number
}

export type Placement = {
  roomId: number | null
  roomNumber: string | null
  roomTypeId: number
  roomTypeCode: string
  checkIn: string
  checkOut: string
  totalCents: number
}

export type MovePlan = {
  booking: BookingRow
  before: Placement
  after: Placement
  /** Nights to write (all of them) when the stay or the type changes; null when only the room changes. */
  nights: { night: string; rateCents: number }[] | null
  nightlyRateCents: number
}

/* What the move asks for, once checked against the booking as first read. */
type Wanted = {
  booking: BookingRow
  inHouse: boolean
  checkIn: string
  checkOut: string
  datesChanged: boolean
}

const stale = () => new StaleEditError(t('hotel.moves.stale'), { field: 'lockVersion' })

async function readBooking(client: TransactionClientContract, bookingId: number, lock = false) {
  const query = client
    .from('bookings')
    .where('id', bookingId)
    .select(
      'id',
      'code',
      'status',
      'room_id',
      'room_type_id',
      db.raw('check_in::text AS check_in'),
      db.raw('check_out::text AS check_out'),
      'adults',
      'children',
      'lock_version',
      'nightly_rate_cents',
      'total_cents'
    )
  if (lock) query.forUpdate()
  return (await query.first()) as BookingRow | null
}

async function roomOf(client: TransactionClientContract, roomId: number | null) {
  if (roomId === null) return null
  return client
    .from('rooms as r')
    .join('room_types as rt', 'rt.id', 'r.room_type_id')
    .where('r.id', roomId)
    .select(
      'r.id',
      'r.number',
      'r.is_active',
      'r.housekeeping_status',
      'r.room_type_id',
      'rt.code',
      'rt.max_adults',
      'rt.max_children'
    )
    .first() as Promise<RoomRow | null>
}

async function typeCodeOf(client: TransactionClientContract, roomTypeId: number): Promise<string> {
  const row = await client.from('room_types').where('id', roomTypeId).select('code').firstOrFail()
  return row.code
}

/* The booking as first read, and the stay the move asks for: refused when the booking cannot move so. */
async function wantedMove(trx: TransactionClientContract, input: MoveRequest): Promise<Wanted> {
  const booking = await readBooking(trx, input.bookingId)
  if (!booking) throw new NotAllowedError(t('hotel.moves.failed'), { field: 'roomId' })
  if (
    input.lockVersion !== undefined &&
    input.lockVersion !== null &&
    input.lockVersion !== booking.lock_version
  ) {
    throw stale()
  }
  /* What still holds its room and type can move: not a stay that is over or was called off. */
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
    const status = t(`hotel.tape.status.${booking.status}`).toLowerCase()
    throw new NotAllowedError(t('hotel.moves.not_movable', { status }), { field: 'roomId' })
  }
  const inHouse = booking.status === 'checked_in'
  const checkIn = input.checkIn ?? booking.check_in
  if (!toDate(checkIn).isValid)
    throw new InvalidInputError(t('hotel.moves.arrival_invalid'), { field: 'checkIn' })
  const datesChanged = checkIn !== booking.check_in
  if (inHouse && datesChanged)
    throw new NotAllowedError(t('hotel.moves.stay_dates_fixed'), { field: 'checkIn' })
  if (datesChanged && checkIn < appToday())
    throw new InvalidInputError(t('hotel.moves.arrival_past'), { field: 'checkIn' })
  const checkOut = addDays(checkIn, daysBetween(booking.check_in, booking.check_out))
  if (!datesChanged && input.roomId === booking.room_id)
    throw new InvalidInputError(t('hotel.moves.nothing_to_move'), { field: 'roomId' })
  return { booking, inHouse, checkIn, checkOut, datesChanged }
}

/* The target room, known, active and large enough for the party; then the locks, in the one order. */
async function lockTarget(
  trx: TransactionClientContract,
  { booking }: Wanted,
  roomId: number
): Promise<{ target: RoomRow; room: RoomRow }> {
  const target = await roomOf(trx, roomId)
  if (!target || !target.is_active)
    throw new InvalidInputError(t('hotel.availability.room_unknown'), { field: 'roomId' })
  if (booking.adults > target.max_adults || booking.children > target.max_children) {
    const message = t('hotel.moves.too_many_guests', {
      type: target.code,
      adults: target.max_adults,
      children: target.max_children,
    })
    throw new NotAllowedError(message, { field: 'roomId' })
  }
  /* Types first (lower id first), then rooms (lower id first), then the booking. */
  const typeIds = [...new Set([booking.room_type_id, target.room_type_id])]
  for (const typeId of typeIds.sort((a, b) => a - b)) await lockRoomType(trx, typeId)
  const roomIds = [
    ...new Set([booking.room_id, target.id].filter((id): id is number => id !== null)),
  ].sort((a, b) => a - b)
  await trx.from('rooms').whereIn('id', roomIds).orderBy('id').forUpdate().select('id')
  /* Read again under the lock: housekeeping may have changed the room since. */
  const room = await roomOf(trx, target.id)
  if (!room || !room.is_active || room.room_type_id !== target.room_type_id) throw stale()
  return { target, room }
}

/* The nights to write and the price: repriced when the dates change, the agreed rates kept otherwise. */
async function pricedNights(trx: TransactionClientContract, wanted: Wanted, target: RoomRow) {
  const { booking, inHouse, checkIn, checkOut, datesChanged } = wanted
  if (datesChanged) {
    const quote = await quoteForType(target.room_type_id, checkIn, checkOut, { client: trx })
    if (quote.closedToArrival)
      throw new NotAllowedError(t('hotel.moves.closed_to_arrival', { date: checkIn }), {
        field: 'checkIn',
      })
    if (quote.nightCount < quote.minStay)
      throw new NotAllowedError(
        t('hotel.moves.min_stay', { date: checkIn, nights: quote.minStay }),
        { field: 'checkIn' }
      )
    return {
      nights: quote.nights,
      totalCents: quote.totalCents,
      nightlyRateCents: quote.nights[0].rateCents,
    }
  }
  const priced = { totalCents: booking.total_cents, nightlyRateCents: booking.nightly_rate_cents }
  if (target.room_type_id === booking.room_type_id || inHouse) return { nights: null, ...priced }
  const kept: { night: string; rate_cents: number }[] = await trx
    .from('booking_nights')
    .where('booking_id', booking.id)
    .orderBy('night')
    .select(db.raw('night::text AS night'), 'rate_cents')
  const rates = new Map(kept.map((row) => [row.night, row.rate_cents]))
  const nights = Array.from({ length: daysBetween(checkIn, checkOut) }, (_, index) => {
    const night = addDays(checkIn, index)
    return { night, rateCents: rates.get(night) ?? booking.nightly_rate_cents }
  })
  return { nights, ...priced }
}

/**
 * Every rule of a move, checked inside the caller's transaction with the locks
 * held; returns what would be written. Throws on the first rule the move
 * breaks, named on the field it concerns.
 */
export async function planMove(
  trx: TransactionClientContract,
  input: MoveRequest
): Promise<MovePlan> {
  const wanted = await wantedMove(trx, input)
  const { booking, inHouse, checkIn, checkOut, datesChanged } = wanted
  const { target, room } = await lockTarget(trx, wanted, input.roomId)
  if (inHouse && !isReadyForAGuest(room.housekeeping_status)) {
    const status = t(`hotel.status.${room.housekeeping_status}`).toLowerCase()
    throw new ConflictError(t('hotel.moves.room_not_ready', { room: room.number, status }), {
      field: 'roomId',
    })
  }

  const typeChanged = target.room_type_id !== booking.room_type_id
  const from = inHouse ? (appToday() > booking.check_in ? appToday() : booking.check_in) : checkIn
  if ((typeChanged || datesChanged) && from < checkOut) {
    await assertTypeCapacity(trx, {
      roomTypeId: target.room_type_id,
      from,
      to: checkOut,
      excludeBookingId: booking.id,
      field: typeChanged ? 'roomId' : 'checkIn',
    })
  }
  const priced = await pricedNights(trx, wanted, target)
  await assertRoomFree(trx, {
    roomId: target.id,
    from: checkIn,
    to: checkOut,
    excludeBookingId: booking.id,
  })

  const locked = await readBooking(trx, booking.id, true)
  const unchanged =
    locked &&
    locked.lock_version === booking.lock_version &&
    locked.status === booking.status &&
    locked.room_id === booking.room_id &&
    locked.room_type_id === booking.room_type_id &&
    locked.check_in === booking.check_in
  if (!unchanged) throw stale()

  const previousRoom = booking.room_id === null ? null : await roomOf(trx, booking.room_id)
  return {
    booking,
    before: {
      roomId: booking.room_id,
      roomNumber: previousRoom?.number ?? null,
      roomTypeId: booking.room_type_id,
      roomTypeCode: await typeCodeOf(trx, booking.room_type_id),
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      totalCents: booking.total_cents,
    },
    after: {
      roomId: target.id,
      roomNumber: target.number,
      roomTypeId: target.room_type_id,
      roomTypeCode: target.code,
      checkIn,
      checkOut,
      totalCents: priced.totalCents,
    },
    nights: priced.nights,
    nightlyRateCents: priced.nightlyRateCents,
  }
}
