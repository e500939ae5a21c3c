/*
| Out-of-order blocks (app/actions/hotel/*_room_block.ts): the room cannot be
| sold on the nights [startsOn, endsOn). A block is refused when the room has an active booking on those nights, when
| it overlaps another block of the room, or when taking the room away would
| leave its type with more active bookings than rooms on some night. The type
| is locked before the room (the order every availability writer uses), so a
| booking and a block of the same type cannot both take the last unit.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Room from '#models/hotel/room'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { lockRoomType, typeAvailability } from '#services/hotel/availability'
import { appToday } from '#services/clock'
import { ConflictError, InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** The room's type, then the room, locked in that order. */
export async function lockBlockedRoom(trx: TransactionClientContract, room: Room) {
  await lockRoomType(trx, room.roomTypeId)
  return Room.query({ client: trx }).where('id', room.id).forUpdate().firstOrFail()
}

export async function assertBlockable(
  trx: TransactionClientContract,
  room: Room,
  from: string,
  to: string
) {
  /* Past nights are history (occupancy reports read them): a block starts today at the earliest. */
  if (from < appToday())
    throw new InvalidInputError(t('hotel.blocks.starts_in_past'), { field: 'starts_on' })
  const booked = await trx
    .from('bookings')
    .where('room_id', room.id)
    .whereIn('status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .orderBy('check_in')
    .select('code')
    .first()
  if (booked)
    throw new ConflictError(
      t('hotel.blocks.booking_overlap', { room: room.number, code: booked.code }),
      { field: 'starts_on' }
    )
  const blocked = await trx
    .from('room_blocks')
    .where('room_id', room.id)
    .where('starts_on', '<', to)
    .where('ends_on', '>', from)
    .select('id')
    .first()
  if (blocked)
    throw new ConflictError(t('hotel.availability.block_overlap'), { field: 'starts_on' })
  /* A room out of service is not counted in its type's capacity, so blocking it takes nothing away. */
  if (!room.isActive) return
  const availability = await typeAvailability(trx, { from, to, roomTypeIds: [room.roomTypeId] })
  const nights = availability.get(room.roomTypeId) ?? []
  const short = nights.find((night) => night.capacity - 1 < night.sold)
  if (short)
    throw new ConflictError(
      t('hotel.blocks.would_oversell', {
        night: short.night,
        sold: short.sold,
        capacity: short.capacity,
      }),
      { field: 'starts_on' }
    )
}
