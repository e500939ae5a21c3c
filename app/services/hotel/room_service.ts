/*
| A room's service history (room_service_periods) and what taking a room out of
| service requires. Available room-nights in the reports are counted from the
| history, so the catalogue can change without changing past figures.
|
| - A room is in service on the hotel dates [starts_on, ends_on) of its rows,
|   under the type it had then. Taking it out of service ends its row today;
|   putting it back or changing its type starts a row today (joined to one that
|   ended today under the same type).
| - A room with an active booking (pending, confirmed or checked in) still to
|   come or in the house cannot be taken out of service, nor can one whose
|   absence would leave its type with more bookings than rooms on some night.
| - Taking a room out of service cancels its open and in-progress housekeeping
|   tasks, each with its event, in the same transaction (cancelRoomTasks,
|   app/services/hotel/housekeeping_tasks.ts).
*/
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { typeAvailability } from '#services/hotel/availability'
import { appZone } from '#services/clock'
import { ConflictError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type Client = QueryClientContract | TransactionClientContract

/** A hotel date as people read it in a message: 3 Dec 2026. */
export const readableDay = (iso: string) => DateTime.fromISO(iso).toFormat('d LLL yyyy')

/** A new room is in service from the day it was created. */
export async function startService(
  client: Client,
  room: { id: number; roomTypeId: number; createdAt: DateTime }
) {
  await client.table('room_service_periods').insert({
    room_id: room.id,
    room_type_id: room.roomTypeId,
    starts_on: room.createdAt.setZone(appZone()).toISODate(),
    ends_on: null,
  })
}

/**
 * Records from `today` on that the room is in service under `roomTypeId`, or
 * out of service (null). Rows already reaching past today are cut at today.
 */
export async function recordService(
  trx: TransactionClientContract,
  roomId: number,
  roomTypeId: number | null,
  today: string
) {
  const periods = () => trx.from('room_service_periods').where('room_id', roomId)
  await periods().where('starts_on', '>=', today).delete()
  await periods()
    .where((query) => query.whereNull('ends_on').orWhere('ends_on', '>', today))
    .update({ ends_on: today })
  if (roomTypeId === null) return
  const joined = await periods()
    .where('ends_on', today)
    .where('room_type_id', roomTypeId)
    .update({ ends_on: null })
  if (Number(joined) > 0 || (Array.isArray(joined) && joined.length > 0)) return
  await trx
    .table('room_service_periods')
    .insert({ room_id: roomId, room_type_id: roomTypeId, starts_on: today, ends_on: null })
}

/**
 * Refuses, on the in-service field, while an active booking still to come is
 * tied to `id` through `column`; the message names the first one.
 */
async function refuseIfBookedAhead(
  trx: TransactionClientContract,
  column: 'room_id' | 'room_type_id',
  id: number,
  today: string,
  message: 'hotel.rooms.booked_ahead' | 'hotel.room_types.booked_ahead'
) {
  const booked = await trx
    .from('bookings')
    .where(column, id)
    .whereIn('status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('check_out', '>', today)
    .orderBy('check_in')
    .select('code', trx.raw('check_in::text AS check_in'))
    .first()
  if (booked)
    throw new NotAllowedError(
      t(message, { code: booked.code, date: readableDay(booked.check_in) }),
      { field: 'is_active' }
    )
}

/** Refuses, on the in-service field, to take away a room a booking still holds. */
export function assertNoBookingAhead(
  trx: TransactionClientContract,
  roomId: number,
  today: string
) {
  return refuseIfBookedAhead(trx, 'room_id', roomId, today, 'hotel.rooms.booked_ahead')
}

/** Refuses, on the in-service field, to retire a room type a booking is still for. */
export function assertNoTypeBookingAhead(
  trx: TransactionClientContract,
  roomTypeId: number,
  today: string
) {
  return refuseIfBookedAhead(
    trx,
    'room_type_id',
    roomTypeId,
    today,
    'hotel.room_types.booked_ahead'
  )
}

/**
 * Refuses, once the room is out of service in this transaction, a type left with
 * more bookings (unassigned ones included) than rooms on some night.
 */
export async function assertTypeStillHoldsItsBookings(
  trx: TransactionClientContract,
  roomTypeId: number,
  today: string
) {
  const last = await trx
    .from('bookings')
    .where('room_type_id', roomTypeId)
    .whereIn('status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('check_out', '>', today)
    .select(trx.raw('max(check_out)::text AS until'))
    .first()
  if (!last?.until) return
  const nights = await typeAvailability(trx, {
    from: today,
    to: last.until,
    roomTypeIds: [roomTypeId],
  })
  const short = (nights.get(roomTypeId) ?? []).find((night) => night.sold > night.capacity)
  if (short)
    throw new ConflictError(
      t('hotel.rooms.type_would_oversell', {
        date: readableDay(short.night),
        sold: short.sold,
        capacity: short.capacity,
      }),
      { field: 'is_active' }
    )
}
