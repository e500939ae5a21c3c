/*
| What can still be sold. A room type's capacity on a night is its active rooms
| minus the rooms blocked out of order that night; what is sold is the number of
| active bookings (pending, confirmed, checked in) of that type holding the
| night, assigned to a room or not. A room is free for [from, to) when no active
| booking holds it and no block covers it on any of those nights.
|
| The checks are made twice: once before saving, for a clear message, and again
| by the database (the exclusion constraints on bookings and blocks). The
| per-type count is serialised by locking the room type's row: lock the type
| first, then the room, always in that order, so two writers cannot deadlock.
*/
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { ConflictError, InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import { addDays } from '#services/clock'
import { CUSTOM_PLAN } from '#services/prepared_statements'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'

type Client = QueryClientContract | TransactionClientContract

export type NightAvailability = { night: string; capacity: number; sold: number; free: number }

/**
 * Per night of [from, to): capacity, sold and free units for each requested
 * room type (all active types when none are given). One query.
 */
export async function typeAvailability(
  client: Client,
  {
    from,
    to,
    roomTypeIds,
    excludeBookingId,
  }: { from: string; to: string; roomTypeIds?: number[]; excludeBookingId?: number | null }
): Promise<Map<number, NightAvailability[]>> {
  const typeFilter = roomTypeIds?.length ? 'AND rt.id = ANY(?::int[])' : 'AND rt.is_active'
  const bindings: any[] = [from, addDays(to, -1)]
  if (roomTypeIds?.length) bindings.push(roomTypeIds)
  bindings.push(from, to, ACTIVE_BOOKING_STATUSES as unknown as string[], excludeBookingId ?? 0)
  const { rows } = await client.rawQuery(
    `
    WITH nights AS (
      SELECT d::date AS night FROM generate_series(?::date, ?::date, interval '1 day') AS d
    ),
    types AS (
      SELECT rt.id FROM room_types rt WHERE true ${typeFilter}
    ),
    capacity AS (
      SELECT t.id AS room_type_id, n.night,
        (SELECT count(*) FROM rooms r
          WHERE r.room_type_id = t.id AND r.is_active
            AND NOT EXISTS (SELECT 1 FROM room_blocks b WHERE b.room_id = r.id AND b.starts_on <= n.night AND b.ends_on > n.night)
        )::int AS capacity
      FROM types t CROSS JOIN nights n
    ),
    sold AS (
      SELECT bn.room_type_id, bn.night, count(*)::int AS sold
      FROM booking_nights bn JOIN bookings bk ON bk.id = bn.booking_id
      WHERE bn.night >= ?::date AND bn.night < ?::date
        AND bk.status = ANY(?::text[]) AND bk.id <> ?
        AND bn.room_type_id IN (SELECT id FROM types)
      GROUP BY bn.room_type_id, bn.night
    )
    SELECT c.room_type_id, c.night::text AS night, c.capacity, coalesce(s.sold, 0)::int AS sold
    FROM capacity c LEFT JOIN sold s ON s.room_type_id = c.room_type_id AND s.night = c.night
    ORDER BY c.room_type_id, c.night
    `,
    bindings
  )
  const byType = new Map<number, NightAvailability[]>()
  for (const row of rows as {
    room_type_id: number
    night: string
    capacity: number
    sold: number
  }[]) {
    const list = byType.get(row.room_type_id) ?? []
    list.push({
      night: row.night,
      capacity: row.capacity,
      sold: row.sold,
      free: Math.max(0, row.capacity - row.sold),
    })
    byType.set(row.room_type_id, list)
  }
  return byType
}

/** The type's fewest free units over the stay (0 = cannot be sold). */
export async function freeUnits(
  client: Client,
  roomTypeId: number,
  from: string,
  to: string,
  excludeBookingId?: number | null
) {
  const byType = await typeAvailability(client, {
    from,
    to,
    roomTypeIds: [roomTypeId],
    excludeBookingId,
  })
  const nights = byType.get(roomTypeId) ?? []
  return nights.length ? Math.min(...nights.map((night) => night.free)) : 0
}

/** Active rooms of a type that no active booking and no block hold on any night of [from, to). */
export async function freeRooms(
  client: Client,
  {
    roomTypeId,
    from,
    to,
    excludeBookingId,
  }: { roomTypeId?: number; from: string; to: string; excludeBookingId?: number | null }
): Promise<
  {
    id: number
    number: string
    floor: number
    roomTypeId: number
    housekeepingStatus: HousekeepingStatus
  }[]
> {
  const query = client
    .from('rooms as r')
    .where('r.is_active', true)
    .whereNotExists((sub) =>
      sub
        .from('bookings as b')
        .whereRaw('b.room_id = r.id')
        .whereIn('b.status', ACTIVE_BOOKING_STATUSES as unknown as string[])
        .where('b.check_in', '<', to)
        .where('b.check_out', '>', from)
        .whereNot('b.id', excludeBookingId ?? 0)
    )
    .whereNotExists((sub) =>
      sub
        .from('room_blocks as k')
        .whereRaw('k.room_id = r.id')
        .where('k.starts_on', '<', to)
        .where('k.ends_on', '>', from)
    )
    .orderBy('r.floor')
    .orderBy('r.number')
    .select(
      'r.id',
      'r.number',
      'r.floor',
      'r.room_type_id as roomTypeId',
      'r.housekeeping_status as housekeepingStatus'
    )
  if (roomTypeId) query.where('r.room_type_id', roomTypeId)
  /* Which index pays depends on the dates: a plan made for any dates is several times slower. */
  query.knexQuery.comment(CUSTOM_PLAN)
  return query
}

/** Locks the room type's row for the rest of the transaction: bookings of one type are counted one writer at a time. */
export async function lockRoomType(trx: TransactionClientContract, roomTypeId: number) {
  await trx.from('room_types').where('id', roomTypeId).forUpdate().select('id').firstOrFail()
}

/**
 * Refuses, with a message on `field`, a stay the type cannot hold on some
 * night. Locks the type first; call inside the transaction that writes.
 */
export async function assertTypeCapacity(
  trx: TransactionClientContract,
  {
    roomTypeId,
    from,
    to,
    excludeBookingId,
    field = 'checkIn',
  }: {
    roomTypeId: number
    from: string
    to: string
    excludeBookingId?: number | null
    field?: string
  }
) {
  await lockRoomType(trx, roomTypeId)
  const byType = await typeAvailability(trx, {
    from,
    to,
    roomTypeIds: [roomTypeId],
    excludeBookingId,
  })
  const nights = byType.get(roomTypeId) ?? []
  const full = nights.find((night) => night.free < 1)
  if (full)
    throw new ConflictError(t('hotel.availability.type_full', { night: full.night }), { field })
}

/**
 * Refuses, with a message on `field`, a room that another active booking or an
 * out-of-order block holds on some night of [from, to). Locks the room's row.
 */
export async function assertRoomFree(
  trx: TransactionClientContract,
  {
    roomId,
    from,
    to,
    excludeBookingId,
    field = 'roomId',
  }: { roomId: number; from: string; to: string; excludeBookingId?: number | null; field?: string }
) {
  const room = await trx
    .from('rooms')
    .where('id', roomId)
    .forUpdate()
    .select('id', 'number', 'is_active')
    .first()
  if (!room || !room.is_active)
    throw new InvalidInputError(t('hotel.availability.room_unknown'), { field })
  const clash = await trx
    .from('bookings')
    .where('room_id', roomId)
    .whereIn('status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .whereNot('id', excludeBookingId ?? 0)
    .select('code')
    .first()
  if (clash)
    throw new ConflictError(
      t('hotel.availability.room_taken', { room: room.number, code: clash.code }),
      { field }
    )
  const block = await trx
    .from('room_blocks')
    .where('room_id', roomId)
    .where('starts_on', '<', to)
    .where('ends_on', '>', from)
    .select('id')
    .first()
  if (block)
    throw new ConflictError(t('hotel.availability.room_blocked', { room: room.number }), { field })
}

/**
 * The database's last word: a double booking that slipped past the checks
 * (two requests at once) fails the exclusion constraint; report it like the check.
 */
export async function doubleBookingGuard<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    if (code === '23P01' && constraint === 'bookings_no_double_booking')
      throw new ConflictError(t('hotel.availability.room_taken_now'), { field, cause: error })
    if (code === '23P01' && constraint === 'room_blocks_no_overlap')
      throw new ConflictError(t('hotel.availability.block_overlap'), { field, cause: error })
    throw error
  }
}

/** Rewrites a booking's nights at the quoted rates (call whenever the stay, type or rate changes). */
export async function writeNights(
  trx: TransactionClientContract,
  booking: { id: number; roomTypeId: number },
  nights: { night: string; rateCents: number }[]
) {
  await trx.from('booking_nights').where('booking_id', booking.id).delete()
  if (nights.length) {
    await trx.table('booking_nights').multiInsert(
      nights.map((night) => ({
        booking_id: booking.id,
        night: night.night,
        room_type_id: booking.roomTypeId,
        rate_cents: night.rateCents,
      }))
    )
  }
}
