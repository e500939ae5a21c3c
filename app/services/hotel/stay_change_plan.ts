/*
| Extending or shortening a stay in the house: a new departure date for a
| checked-in booking.
|
| - Longer: the added nights follow the rules of a new booking. The type must
|   have a unit free on each of them (its row locked, as every booking write
|   does), and the guest's room must be free; when it is not, a move is
|   offered: another ready room of the type, free for the whole stay, which
|   the guest moves to (the room left behind turns dirty with a checkout
|   clean, as a room move does). The added nights are priced by the rate plan
|   (quoteForType, the one pricing function) and posted to the folio at once,
|   as check-in posts the others. The exclusion constraint has the last word.
| - Shorter: the nights after the new departure are released from the calendar
|   and their room charges leave the folio (as for an early departure). The
|   stay must still end after today: ending it today is a check-out.
|
| Locks: the room type, then the rooms (lower id first), then the booking row,
| the order every hotel writer uses. The booking is read first without a lock
| and compared again once locked: if it moved meanwhile, the change is stale.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  assertRoomFree,
  assertTypeCapacity,
  freeRooms,
  lockRoomType,
} from '#services/hotel/availability'
import { appToday, daysBetween, toDate } from '#services/clock'
import { quoteForType, taxOn } from '#services/hotel/pricing'
import { isReadyForAGuest } from '#services/hotel/stay_rules'
import { ROOM_NIGHT_SOURCE } from '#enums/hotel/folio'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import {
  ConflictError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { isStorableDay } from '#validators/fields'
import { maxRangeNights } from '#config/hotel'

export type StayChangeRequest = {
  bookingId: number
  checkOut: string
  /** The room to move the guest to when theirs is not free for the added nights. */
  roomId?: number | null
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
  lock_version: number
  total_cents: number
}

type RoomRow = {
  id: number
  number: string
  floor: number
  room_type_id: number
  is_active: boolean
  housekeeping_status: string
}

export type StaySide = {
  checkOut: string
  roomId: number | null
  roomNumber: string | null
  totalCents: number
}

export type StayChangePlan = {
  booking: BookingRow
  before: StaySide
  after: StaySide
  /** Nights added, at the rate plan's rates (net); empty when shortening. */
  added: { night: string; rateCents: number }[]
  /** Nights released when shortening, at their booked rates; empty when extending. */
  released: { night: string; rateCents: number }[]
  /** What the folio gains (positive) or loses (negative), tax included. */
  folioChangeCents: number
}

export async function readBooking(
  client: TransactionClientContract,
  bookingId: number,
  lock = false
) {
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
      'lock_version',
      'total_cents'
    )
  if (lock) query.forUpdate()
  return (await query.first()) as BookingRow | null
}

function readRoom(client: TransactionClientContract, roomId: number) {
  return client
    .from('rooms')
    .where('id', roomId)
    .select('id', 'number', 'floor', 'room_type_id', 'is_active', 'housekeeping_status')
    .first() as Promise<RoomRow | null>
}

/** The booking that holds the room on one of the nights, if any (this booking aside). */
async function holderOf(
  client: TransactionClientContract,
  roomId: number,
  from: string,
  to: string,
  bookingId: number
) {
  return client
    .from('bookings')
    .where('room_id', roomId)
    .whereIn('status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .whereNot('id', bookingId)
    .orderBy('check_in')
    .select('code', db.raw('greatest(check_in, ?::date)::text AS taken_from', [from]))
    .first()
}

const stale = () => new StaleEditError(t('hotel.stays.stale'), { field: 'lockVersion' })

/* The booking as first read, and the change it asks for: refused when the stay cannot change so. */
async function wantedChange(trx: TransactionClientContract, input: StayChangeRequest) {
  const booking = await readBooking(trx, input.bookingId)
  if (!booking) throw new NotAllowedError(t('hotel.stays.change.failed'), { field: 'checkOut' })
  if (
    input.lockVersion !== undefined &&
    input.lockVersion !== null &&
    input.lockVersion !== booking.lock_version
  )
    throw stale()
  if (booking.status !== 'checked_in' || booking.room_id === null) {
    const status = t(`hotel.stays.status.${booking.status}`)
    throw new NotAllowedError(t('hotel.stays.change.not_in_house', { status }), {
      field: 'checkOut',
    })
  }
  const checkOut = input.checkOut
  if (!isStorableDay(checkOut) || !toDate(checkOut).isValid)
    throw new InvalidInputError(t('hotel.stays.validation.date'), { field: 'checkOut' })
  if (daysBetween(booking.check_in, checkOut) > maxRangeNights())
    throw new InvalidInputError(t('validation.maxNights', { max: maxRangeNights() }), {
      field: 'checkOut',
    })
  const today = appToday()
  if (checkOut <= today)
    throw new NotAllowedError(t('hotel.stays.change.ends_today', { date: today }), {
      field: 'checkOut',
    })
  const longer = checkOut > booking.check_out
  const targetId = input.roomId ?? booking.room_id
  const moving = targetId !== booking.room_id
  if (checkOut === booking.check_out && !moving)
    throw new InvalidInputError(t('hotel.stays.change.nothing'), { field: 'checkOut' })
  if (moving && !longer)
    throw new InvalidInputError(t('hotel.stays.change.move_only_to_extend'), { field: 'roomId' })
  return { booking, roomId: booking.room_id, checkOut, longer, targetId, moving }
}

type Wanted = Awaited<ReturnType<typeof wantedChange>>

/* The type, then both rooms (lower id first), locked; the room the guest will sleep in, checked. */
async function lockRooms(trx: TransactionClientContract, wanted: Wanted) {
  const { booking, roomId, targetId, moving } = wanted
  await lockRoomType(trx, booking.room_type_id)
  await trx
    .from('rooms')
    .whereIn(
      'id',
      [...new Set([roomId, targetId])].sort((a, b) => a - b)
    )
    .orderBy('id')
    .forUpdate()
    .select('id')
  const current = (await readRoom(trx, roomId))!
  const target = moving ? await readRoom(trx, targetId) : current
  if (!target || !target.is_active)
    throw new InvalidInputError(t('hotel.availability.room_unknown'), { field: 'roomId' })
  if (target.room_type_id !== booking.room_type_id)
    throw new InvalidInputError(t('hotel.stays.room_wrong_type', { room: target.number }), {
      field: 'roomId',
    })
  if (moving && !isReadyForAGuest(target.housekeeping_status)) {
    const status = t(`hotel.status.${target.housekeeping_status}`).toLowerCase()
    throw new ConflictError(t('hotel.stays.room_not_ready', { room: target.number, status }), {
      field: 'roomId',
    })
  }
  return { current, target }
}

/* The nights added, priced by the rate plan, once the type and the room are known to hold them. */
async function nightsAdded(
  trx: TransactionClientContract,
  { booking, checkOut, moving }: Wanted,
  { current, target }: { current: RoomRow; target: RoomRow }
) {
  await assertTypeCapacity(trx, {
    roomTypeId: booking.room_type_id,
    from: booking.check_out,
    to: checkOut,
    excludeBookingId: booking.id,
    field: 'checkOut',
  })
  if (!moving) {
    const holder = await holderOf(trx, current.id, booking.check_out, checkOut, booking.id)
    if (holder) {
      const message = t('hotel.stays.change.room_taken', {
        room: current.number,
        code: holder.code,
        date: holder.taken_from,
      })
      throw new ConflictError(message, { field: 'roomId' })
    }
  }
  /* The booking row covers the whole stay, so the room it moves to must be free for all of it. */
  await assertRoomFree(trx, {
    roomId: target.id,
    from: moving ? booking.check_in : booking.check_out,
    to: checkOut,
    excludeBookingId: booking.id,
  })
  const quote = await quoteForType(booking.room_type_id, booking.check_out, checkOut, {
    client: trx,
  })
  return {
    added: quote.nights.map(({ night, rateCents }) => ({ night, rateCents })),
    folioChangeCents: quote.nights.reduce(
      (sum, night) => sum + night.rateCents + taxOn(night.rateCents, quote.taxRateBp),
      0
    ),
  }
}

/* The nights after the new departure, and the room charges that leave the folio with them. */
async function nightsReleased(trx: TransactionClientContract, { booking, checkOut }: Wanted) {
  const nights = await trx
    .from('booking_nights')
    .where('booking_id', booking.id)
    .where('night', '>=', checkOut)
    .orderBy('night')
    .select(db.raw('night::text AS night'), 'rate_cents')
  const released = nights.map((row) => ({ night: row.night as string, rateCents: row.rate_cents }))
  const [{ total }] = await trx
    .from('folio_charges')
    .where('booking_id', booking.id)
    .where('source', ROOM_NIGHT_SOURCE)
    .whereIn(
      'source_ref',
      released.map(({ night }) => `${booking.id}:${night}`)
    )
    .sum('total_cents as total')
  return { released, folioChangeCents: -Number(total ?? 0) }
}

/**
 * Every rule of the change, checked inside the caller's transaction with the
 * locks held; returns what would be written. Throws on the first rule the
 * change breaks, named on the field it concerns.
 */
export async function planStayChange(
  trx: TransactionClientContract,
  input: StayChangeRequest
): Promise<StayChangePlan> {
  const wanted = await wantedChange(trx, input)
  const { booking, checkOut } = wanted
  const rooms = await lockRooms(trx, wanted)
  const change = wanted.longer
    ? { ...(await nightsAdded(trx, wanted, rooms)), released: [] }
    : { ...(await nightsReleased(trx, wanted)), added: [] }

  const locked = await readBooking(trx, booking.id, true)
  const unchanged =
    locked &&
    locked.lock_version === booking.lock_version &&
    locked.status === booking.status &&
    locked.room_id === booking.room_id &&
    locked.check_out === booking.check_out
  if (!unchanged) throw stale()

  const netChange =
    change.added.reduce((sum, night) => sum + night.rateCents, 0) -
    change.released.reduce((sum, night) => sum + night.rateCents, 0)
  return {
    booking,
    before: {
      checkOut: booking.check_out,
      roomId: rooms.current.id,
      roomNumber: rooms.current.number,
      totalCents: booking.total_cents,
    },
    after: {
      checkOut,
      roomId: rooms.target.id,
      roomNumber: rooms.target.number,
      totalCents: booking.total_cents + netChange,
    },
    added: change.added,
    released: change.released,
    folioChangeCents: change.folioChangeCents,
  }
}

/** Ready rooms of the booking's type free for its whole stay up to the new departure, its own room aside. */
export async function movesFor(trx: TransactionClientContract, change: StayChangeRequest) {
  const booking = await readBooking(trx, change.bookingId)
  if (!booking || booking.status !== 'checked_in' || !toDate(change.checkOut).isValid) return []
  if (change.checkOut <= booking.check_out) return []
  const rooms = await freeRooms(trx, {
    roomTypeId: booking.room_type_id,
    from: booking.check_in,
    to: change.checkOut,
    excludeBookingId: booking.id,
  })
  return rooms.filter(
    (room) => room.id !== booking.room_id && isReadyForAGuest(room.housekeepingStatus)
  )
}
