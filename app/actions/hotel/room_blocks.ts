/*
| Out-of-order blocks: the room cannot be sold on the nights [startsOn, endsOn).
| A block is refused when the room has an active booking on those nights, when
| it overlaps another block of the room, or when taking the room away would
| leave its type with more active bookings than rooms on some night. The type
| is locked before the room (the order every availability writer uses), so a
| booking and a block of the same type cannot both take the last unit.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Room from '#models/hotel/room'
import RoomBlock from '#models/hotel/room_block'
import type User from '#models/identity/user'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { recordEvent, type EventInput } from '#services/record_event'
import { roomSubject } from '#actions/hotel/room_changes'
import { doubleBookingGuard, lockRoomType, typeAvailability } from '#services/hotel/availability'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'
import { appToday, isoDate } from '#services/clock'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type BlockInput = {
  room: Room
  data: { startsOn: string; endsOn: string; reason: string }
  actor: User
  request?: EventInput['request']
}

async function lockRoom(trx: TransactionClientContract, room: Room) {
  await lockRoomType(trx, room.roomTypeId)
  return Room.query({ client: trx }).where('id', room.id).forUpdate().firstOrFail()
}

async function assertBlockable(
  trx: TransactionClientContract,
  room: Room,
  from: string,
  to: string
) {
  /* Past nights are history (occupancy reports read them): a block starts today at the earliest. */
  if (from < appToday()) throw fieldError('starts_on', t('hotel.blocks.starts_in_past'))
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
    throw fieldError(
      'starts_on',
      t('hotel.blocks.booking_overlap', { room: room.number, code: booked.code })
    )
  const blocked = await trx
    .from('room_blocks')
    .where('room_id', room.id)
    .where('starts_on', '<', to)
    .where('ends_on', '>', from)
    .select('id')
    .first()
  if (blocked) throw fieldError('starts_on', t('hotel.availability.block_overlap'))
  /* A room out of service is not counted in its type's capacity, so blocking it takes nothing away. */
  if (!room.isActive) return
  const availability = await typeAvailability(trx, { from, to, roomTypeIds: [room.roomTypeId] })
  const nights = availability.get(room.roomTypeId) ?? []
  const short = nights.find((night) => night.capacity - 1 < night.sold)
  if (short)
    throw fieldError(
      'starts_on',
      t('hotel.blocks.would_oversell', {
        night: short.night,
        sold: short.sold,
        capacity: short.capacity,
      })
    )
}

export async function createRoomBlock({ room, data, actor, request }: BlockInput) {
  assertBoundedRange('ends_on', data.startsOn, data.endsOn)
  return doubleBookingGuard('starts_on', () =>
    db.transaction(async (trx) => {
      const locked = await lockRoom(trx, room)
      await assertBlockable(trx, locked, data.startsOn, data.endsOn)
      const block = await RoomBlock.create(
        {
          roomId: locked.id,
          startsOn: DateTime.fromISO(data.startsOn),
          endsOn: DateTime.fromISO(data.endsOn),
          reason: data.reason,
          createdBy: actor.id,
        },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'hotel.room.blocked',
        actor,
        subject: roomSubject(locked),
        after: {
          blockId: block.id,
          startsOn: data.startsOn,
          endsOn: data.endsOn,
          reason: data.reason,
        },
        request,
      })
      broadcastRoomStatus(trx, locked)
      return block
    })
  )
}

export async function deleteRoomBlock({
  room,
  blockId,
  actor,
  request,
}: {
  room: Room
  blockId: number
  actor: User
  request?: EventInput['request']
}) {
  return db.transaction(async (trx) => {
    const locked = await lockRoom(trx, room)
    /* Blocks that have ended are history and stay. */
    const block = await RoomBlock.query({ client: trx })
      .where('id', blockId)
      .where('room_id', locked.id)
      .where('ends_on', '>', appToday())
      .forUpdate()
      .firstOrFail()
    await block.delete()
    await recordEvent(trx, {
      type: 'hotel.room.block_removed',
      actor,
      subject: roomSubject(locked),
      before: {
        blockId: block.id,
        startsOn: isoDate(block.startsOn),
        endsOn: isoDate(block.endsOn),
        reason: block.reason,
      },
      request,
    })
    broadcastRoomStatus(trx, locked)
    return block
  })
}
