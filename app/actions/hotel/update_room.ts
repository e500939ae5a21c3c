import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Room from '#models/hotel/room'
import type User from '#models/identity/user'
import { type updateRoomValidator } from '#validators/hotel/rooms'
import { recordEvent, type EventInput } from '#services/record_event'
import { roomAttributes, roomFields, roomSubject } from '#actions/hotel/room_changes'
import { uniqueViolation } from '#services/database_errors'
import {
  assertNoBookingAhead,
  assertTypeStillHoldsItsBookings,
  cancelRoomTasks,
  recordService,
} from '#actions/hotel/room_service'
import { lockRoomType } from '#services/hotel/availability'
import { appToday } from '#services/clock'

type UpdateRoomInput = {
  room: Room
  data: Infer<typeof updateRoomValidator>
  actor: User
  request?: EventInput['request']
}

/**
 * Number, floor, type, notes and whether it is in service; the housekeeping status
 * changes only on Manage. Its service history follows in the same transaction
 * (room_service.ts): a room bookings still need stays in service, and one taken
 * out of service has its open housekeeping tasks cancelled.
 */
export async function updateRoom({ room, data, actor, request }: UpdateRoomInput) {
  await uniqueViolation('number', 'hotel.rooms.number_taken', () =>
    db.transaction(async (trx) => {
      /* The type before the room, as every availability writer locks them. */
      await lockRoomType(trx, room.roomTypeId)
      const locked = await Room.query({ client: trx })
        .where('id', room.id)
        .forUpdate()
        .firstOrFail()
      const before = roomFields(locked)
      locked.merge(roomAttributes(data))
      const today = appToday()
      const leavesService = before.isActive && !locked.isActive
      if (leavesService) await assertNoBookingAhead(trx, locked.id, today)
      await locked.save()
      if (leavesService) await assertTypeStillHoldsItsBookings(trx, before.roomTypeId, today)
      if (
        before.isActive !== locked.isActive ||
        (locked.isActive && before.roomTypeId !== locked.roomTypeId)
      )
        await recordService(trx, locked.id, locked.isActive ? locked.roomTypeId : null, today)
      if (leavesService) await cancelRoomTasks(trx, { roomId: locked.id, actor, request })
      const after = roomFields(locked)
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordEvent(trx, {
          type: 'hotel.room.updated',
          actor,
          subject: roomSubject(locked),
          before,
          after,
          request,
        })
      }
      room.merge(after)
    })
  )
}
