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
import { errors } from '@vinejs/vine'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { setRoomStatus } from '#actions/hotel/change_room_status'
import { openHousekeepingTask } from '#actions/hotel/open_housekeeping_task'
import {
  assertRoomFree,
  assertTypeCapacity,
  doubleBookingGuard,
  lockRoomType,
  writeNights,
} from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { addDays, daysBetween, appToday, toDate } from '#services/clock'
import { quoteForType } from '#services/hotel/pricing'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

export type MoveRequest = {
  bookingId: number
  roomId: number
  checkIn?: string | null
  lockVersion?: number | null
}

type MoveInput = MoveRequest & { actor: User; request?: EventInput['request'] }

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

type Placement = {
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

const MOVABLE = ['pending', 'confirmed', 'checked_in']
const READY_FOR_A_GUEST = ['clean', 'inspected']

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
    .first()
}

async function typeCodeOf(client: TransactionClientContract, roomTypeId: number): Promise<string> {
  const row = await client.from('room_types').where('id', roomTypeId).select('code').firstOrFail()
  return row.code
}

/**
 * Every rule of a move, checked inside the caller's transaction with the locks
 * held; returns what would be written. Throws a field error on the first rule
 * the move breaks.
 */
async function planMove(trx: TransactionClientContract, input: MoveRequest): Promise<MovePlan> {
  const booking = await readBooking(trx, input.bookingId)
  if (!booking) throw fieldError('roomId', t('hotel.moves.failed'))
  if (
    input.lockVersion !== undefined &&
    input.lockVersion !== null &&
    input.lockVersion !== booking.lock_version
  ) {
    throw fieldError('lockVersion', t('hotel.moves.stale'))
  }
  if (!MOVABLE.includes(booking.status)) {
    throw fieldError(
      'roomId',
      t('hotel.moves.not_movable', {
        status: t(`hotel.tape.status.${booking.status}`).toLowerCase(),
      })
    )
  }
  const inHouse = booking.status === 'checked_in'
  const checkIn = input.checkIn ?? booking.check_in
  if (!toDate(checkIn).isValid) throw fieldError('checkIn', t('hotel.moves.arrival_invalid'))
  const datesChanged = checkIn !== booking.check_in
  if (inHouse && datesChanged) throw fieldError('checkIn', t('hotel.moves.stay_dates_fixed'))
  if (datesChanged && checkIn < appToday())
    throw fieldError('checkIn', t('hotel.moves.arrival_past'))
  const checkOut = addDays(checkIn, daysBetween(booking.check_in, booking.check_out))
  if (!datesChanged && input.roomId === booking.room_id)
    throw fieldError('roomId', t('hotel.moves.nothing_to_move'))

  const target = await roomOf(trx, input.roomId)
  if (!target || !target.is_active) throw fieldError('roomId', t('hotel.availability.room_unknown'))
  if (booking.adults > target.max_adults || booking.children > target.max_children) {
    throw fieldError(
      'roomId',
      t('hotel.moves.too_many_guests', {
        type: target.code,
        adults: target.max_adults,
        children: target.max_children,
      })
    )
  }
  const typeChanged = target.room_type_id !== booking.room_type_id

  /* Types first (lower id first), then rooms (lower id first), then the booking. */
  for (const typeId of [...new Set([booking.room_type_id, target.room_type_id])].sort(
    (a, b) => a - b
  ))
    await lockRoomType(trx, typeId)
  const roomIds = [
    ...new Set([booking.room_id, target.id].filter((id): id is number => id !== null)),
  ].sort((a, b) => a - b)
  await trx.from('rooms').whereIn('id', roomIds).orderBy('id').forUpdate().select('id')
  /* Read again under the lock: housekeeping may have changed the room since. */
  const room = await roomOf(trx, target.id)
  if (!room || !room.is_active || room.room_type_id !== target.room_type_id)
    throw fieldError('lockVersion', t('hotel.moves.stale'))

  if (inHouse && !READY_FOR_A_GUEST.includes(room.housekeeping_status)) {
    throw fieldError(
      'roomId',
      t('hotel.moves.room_not_ready', {
        room: room.number,
        status: t(`hotel.status.${room.housekeeping_status}`).toLowerCase(),
      })
    )
  }

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

  let nights: MovePlan['nights'] = null
  let totalCents = booking.total_cents
  let nightlyRateCents = booking.nightly_rate_cents
  if (datesChanged) {
    const quote = await quoteForType(target.room_type_id, checkIn, checkOut, { client: trx })
    if (quote.closedToArrival)
      throw fieldError('checkIn', t('hotel.moves.closed_to_arrival', { date: checkIn }))
    if (quote.nightCount < quote.minStay)
      throw fieldError(
        'checkIn',
        t('hotel.moves.min_stay', { date: checkIn, nights: quote.minStay })
      )
    nights = quote.nights
    totalCents = quote.totalCents
    nightlyRateCents = quote.nights[0].rateCents
  } else if (typeChanged && !inHouse) {
    const kept: { night: string; rate_cents: number }[] = await trx
      .from('booking_nights')
      .where('booking_id', booking.id)
      .orderBy('night')
      .select(db.raw('night::text AS night'), 'rate_cents')
    const rates = new Map(kept.map((row) => [row.night, row.rate_cents]))
    nights = Array.from({ length: daysBetween(checkIn, checkOut) }, (_, index) => {
      const night = addDays(checkIn, index)
      return { night, rateCents: rates.get(night) ?? booking.nightly_rate_cents }
    })
  }

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
  if (!unchanged) throw fieldError('lockVersion', t('hotel.moves.stale'))

  const previousRoom = booking.room_id === null ? null : await roomOf(trx, booking.room_id)
  const previousTypeCode = await typeCodeOf(trx, booking.room_type_id)
  return {
    booking,
    before: {
      roomId: booking.room_id,
      roomNumber: previousRoom?.number ?? null,
      roomTypeId: booking.room_type_id,
      roomTypeCode: previousTypeCode,
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
      totalCents,
    },
    nights,
    nightlyRateCents,
  }
}

/** Writes a planned move: the booking, its nights, and for a guest in the house the room left behind. */
async function applyMove(
  trx: TransactionClientContract,
  plan: MovePlan,
  { actor, request }: Pick<MoveInput, 'actor' | 'request'>
) {
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
      await setRoomStatus(trx, {
        roomId: before.roomId,
        status: 'dirty',
        quiet: true,
        reason: t('hotel.moves.reason', { code: booking.code }),
        actor,
        request,
      })
      await openHousekeepingTask(trx, {
        roomId: before.roomId,
        kind: 'checkout_clean',
        bookingId: booking.id,
        notes: t('hotel.moves.task_note', { code: booking.code, room: after.roomNumber ?? '' }),
        actor,
        request,
      })
    }
  }

  await recordEvent(trx, {
    type: 'hotel.booking.moved',
    actor,
    subject: { type: 'booking', id: booking.id, label: booking.code },
    before,
    after,
    metadata: { status: booking.status },
    request,
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

/** Moves the booking, all or nothing; the database's exclusion constraint has the last word on the room. */
export async function moveBooking({ actor, request, ...move }: MoveInput) {
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const plan = await planMove(trx, move)
      await applyMove(trx, plan, { actor, request })
      return plan
    })
  )
}

export type MovePreview = {
  before: Placement
  after: Placement
  error: { field: string; message: string } | null
}

/**
 * What the move would do, for the confirmation dialog: the same checks in a
 * transaction that is always rolled back, so the preview never disagrees with
 * the move it announces.
 */
export async function previewMove(
  move: MoveRequest
): Promise<MovePreview | { before: null; after: null; error: { field: string; message: string } }> {
  return db.transaction(async (trx) => {
    try {
      const plan = await planMove(trx, move)
      return { before: plan.before, after: plan.after, error: null }
    } catch (error) {
      if (error instanceof errors.E_VALIDATION_ERROR) {
        const [first] = error.messages as { field: string; message: string }[]
        return { before: null, after: null, error: { field: first.field, message: first.message } }
      }
      throw error
    } finally {
      await trx.rollback()
    }
  })
}
