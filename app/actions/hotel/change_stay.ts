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
import { errors } from '@vinejs/vine'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { setRoomStatus } from '#actions/hotel/change_room_status'
import { openHousekeepingTask } from '#actions/hotel/open_housekeeping_task'
import { addNights, nightsTotal, postRoomNights, releaseNights } from '#actions/hotel/room_nights'
import {
  assertRoomFree,
  assertTypeCapacity,
  doubleBookingGuard,
  freeRooms,
  lockRoomType,
} from '#services/hotel/availability'
import { broadcastBooking } from '#services/hotel/broadcasts'
import { appToday, daysBetween, toDate } from '#services/clock'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { quoteForType, taxOn } from '#services/hotel/pricing'
import { ROOM_NIGHT_SOURCE } from '#enums/hotel/folio'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { fieldError } from '#exceptions/field_error'
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

type StayChangeInput = StayChangeRequest & { actor: User; request?: EventInput['request'] }

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

/**
 * Every rule of the change, checked inside the caller's transaction with the
 * locks held; returns what would be written. Throws a field error on the
 * first rule the change breaks.
 */
async function planStayChange(
  trx: TransactionClientContract,
  input: StayChangeRequest
): Promise<StayChangePlan> {
  const booking = await readBooking(trx, input.bookingId)
  if (!booking) throw fieldError('checkOut', t('hotel.stays.change.failed'))
  if (
    input.lockVersion !== undefined &&
    input.lockVersion !== null &&
    input.lockVersion !== booking.lock_version
  )
    throw fieldError('lockVersion', t('hotel.stays.stale'))
  if (booking.status !== 'checked_in' || booking.room_id === null)
    throw fieldError(
      'checkOut',
      t('hotel.stays.change.not_in_house', { status: t(`hotel.stays.status.${booking.status}`) })
    )
  const checkOut = input.checkOut
  if (!isStorableDay(checkOut) || !toDate(checkOut).isValid)
    throw fieldError('checkOut', t('hotel.stays.validation.date'))
  if (daysBetween(booking.check_in, checkOut) > maxRangeNights())
    throw fieldError('checkOut', t('validation.maxNights', { max: maxRangeNights() }))
  const today = appToday()
  if (checkOut <= today)
    throw fieldError('checkOut', t('hotel.stays.change.ends_today', { date: today }))
  const longer = checkOut > booking.check_out
  const targetId = input.roomId ?? booking.room_id
  const moving = targetId !== booking.room_id
  if (checkOut === booking.check_out && !moving)
    throw fieldError('checkOut', t('hotel.stays.change.nothing'))
  if (moving && !longer) throw fieldError('roomId', t('hotel.stays.change.move_only_to_extend'))

  await lockRoomType(trx, booking.room_type_id)
  await trx
    .from('rooms')
    .whereIn(
      'id',
      [...new Set([booking.room_id, targetId])].sort((a, b) => a - b)
    )
    .orderBy('id')
    .forUpdate()
    .select('id')
  const current = (await readRoom(trx, booking.room_id))!
  const target = moving ? await readRoom(trx, targetId) : current
  if (!target || !target.is_active) throw fieldError('roomId', t('hotel.availability.room_unknown'))
  if (target.room_type_id !== booking.room_type_id)
    throw fieldError('roomId', t('hotel.stays.room_wrong_type', { room: target.number }))
  if (moving && !READY_FOR_A_GUEST.includes(target.housekeeping_status))
    throw fieldError(
      'roomId',
      t('hotel.stays.room_not_ready', {
        room: target.number,
        status: t(`hotel.status.${target.housekeeping_status}`).toLowerCase(),
      })
    )

  let added: StayChangePlan['added'] = []
  let released: StayChangePlan['released'] = []
  let folioChangeCents = 0
  if (longer) {
    await assertTypeCapacity(trx, {
      roomTypeId: booking.room_type_id,
      from: booking.check_out,
      to: checkOut,
      excludeBookingId: booking.id,
      field: 'checkOut',
    })
    if (!moving) {
      const holder = await holderOf(trx, current.id, booking.check_out, checkOut, booking.id)
      if (holder)
        throw fieldError(
          'roomId',
          t('hotel.stays.change.room_taken', {
            room: current.number,
            code: holder.code,
            date: holder.taken_from,
          })
        )
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
    added = quote.nights.map(({ night, rateCents }) => ({ night, rateCents }))
    folioChangeCents = quote.nights.reduce(
      (sum, night) => sum + night.rateCents + taxOn(night.rateCents, quote.taxRateBp),
      0
    )
  } else {
    const nights = await trx
      .from('booking_nights')
      .where('booking_id', booking.id)
      .where('night', '>=', checkOut)
      .orderBy('night')
      .select(db.raw('night::text AS night'), 'rate_cents')
    released = nights.map((row) => ({ night: row.night as string, rateCents: row.rate_cents }))
    const [{ total }] = await trx
      .from('folio_charges')
      .where('booking_id', booking.id)
      .where('source', ROOM_NIGHT_SOURCE)
      .whereIn(
        'source_ref',
        released.map(({ night }) => `${booking.id}:${night}`)
      )
      .sum('total_cents as total')
    folioChangeCents = -Number(total ?? 0)
  }

  const locked = await readBooking(trx, booking.id, true)
  const unchanged =
    locked &&
    locked.lock_version === booking.lock_version &&
    locked.status === booking.status &&
    locked.room_id === booking.room_id &&
    locked.check_out === booking.check_out
  if (!unchanged) throw fieldError('lockVersion', t('hotel.stays.stale'))

  const netChange =
    added.reduce((sum, night) => sum + night.rateCents, 0) -
    released.reduce((sum, night) => sum + night.rateCents, 0)
  return {
    booking,
    before: {
      checkOut: booking.check_out,
      roomId: current.id,
      roomNumber: current.number,
      totalCents: booking.total_cents,
    },
    after: {
      checkOut,
      roomId: target.id,
      roomNumber: target.number,
      totalCents: booking.total_cents + netChange,
    },
    added,
    released,
    folioChangeCents,
  }
}

async function applyStayChange(
  trx: TransactionClientContract,
  plan: StayChangePlan,
  { actor, request }: Pick<StayChangeInput, 'actor' | 'request'>
) {
  const { booking, before, after } = plan
  const removed = plan.released.length
    ? await releaseNights(trx, booking.id, after.checkOut)
    : { removedCents: 0 }
  await addNights(trx, { id: booking.id, roomTypeId: booking.room_type_id }, plan.added)
  const posted = await postRoomNights(trx, booking, after.roomNumber ?? '', actor, plan.added)
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

  const longer = plan.added.length > 0
  await recordEvent(trx, {
    type: longer ? 'hotel.booking.stay_extended' : 'hotel.booking.stay_shortened',
    actor,
    subject: { type: 'booking', id: booking.id, label: booking.code },
    before: { checkOut: before.checkOut, room: before.roomNumber, totalCents: before.totalCents },
    after: { checkOut: after.checkOut, room: after.roomNumber, totalCents: after.totalCents },
    metadata: longer
      ? {
          nightsAdded: plan.added.length,
          roomChargesPostedCents: posted.reduce((sum, charge) => sum + charge.totalCents, 0),
        }
      : { nightsReleased: plan.released.length, roomChargesRemovedCents: removed.removedCents },
    request,
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

/** Changes the departure, all or nothing; the exclusion constraint has the last word on the room. */
export async function changeStay({ actor, request, ...change }: StayChangeInput) {
  /* The stay is in the house (it began today at the latest): this bounds the nights added. */
  assertBoundedRange('checkOut', appToday(), change.checkOut)
  return doubleBookingGuard('roomId', () =>
    db.transaction(async (trx) => {
      const plan = await planStayChange(trx, change)
      await applyStayChange(trx, plan, { actor, request })
      return plan
    })
  )
}

export type StayChangePreview = {
  before: StaySide | null
  after: StaySide | null
  added: StayChangePlan['added']
  released: StayChangePlan['released']
  folioChangeCents: number
  error: { field: string; message: string } | null
  /** When the guest's room is taken for the added nights: the ready rooms of the type free for the whole stay. */
  rooms: { id: number; number: string; floor: number; housekeepingStatus: string }[]
}

/**
 * What the change would do, for the dialog and the tape chart: the same checks
 * in a transaction that is always rolled back, so the preview never disagrees
 * with the change it announces.
 */
export async function previewStayChange(change: StayChangeRequest): Promise<StayChangePreview> {
  return db.transaction(async (trx) => {
    try {
      assertBoundedRange('checkOut', appToday(), change.checkOut)
      const plan = await planStayChange(trx, change)
      const { before, after, added, released, folioChangeCents } = plan
      return { before, after, added, released, folioChangeCents, error: null, rooms: [] }
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const [first] = error.messages as { field: string; message: string }[]
      return {
        before: null,
        after: null,
        added: [],
        released: [],
        folioChangeCents: 0,
        error: { field: first.field, message: first.message },
        rooms: first.field === 'roomId' ? await movesFor(trx, change) : [],
      }
    } finally {
      await trx.rollback()
    }
  })
}

/** Ready rooms of the booking's type free for its whole stay up to the new departure, its own room aside. */
async function movesFor(trx: TransactionClientContract, change: StayChangeRequest) {
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
    (room) => room.id !== booking.room_id && READY_FOR_A_GUEST.includes(room.housekeepingStatus)
  )
}
