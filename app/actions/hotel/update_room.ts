import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Room from '#models/hotel/room'
import { type updateRoomValidator } from '#validators/hotel/rooms'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomAttributes, roomFields, roomSubject } from '#services/hotel/rooms'
import { uniqueViolation } from '#services/database_errors'
import {
  assertNoBookingAhead,
  assertTypeStillHoldsItsBookings,
  recordService,
} from '#services/hotel/room_service'
import { cancelRoomTasks } from '#services/hotel/housekeeping_tasks'
import { lockRoomType } from '#services/hotel/availability'
import { appToday } from '#services/clock'

type UpdateRoomInput = { room: Room; data: Infer<typeof updateRoomValidator> }

/**
 * Number, floor, type, notes and whether it is in service; the housekeeping status
 * changes only on Manage. Its service history follows in the same transaction
 * (app/services/hotel/room_service.ts): a room bookings still need stays in service, and one taken
 * out of service has its open housekeeping tasks cancelled.
 */
export async function updateRoom({ room, data }: UpdateRoomInput, audit: AuditContext) {
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
      if (leavesService) await cancelRoomTasks(trx, locked.id, audit)
      const after = roomFields(locked)
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordEvent(trx, {
          type: 'hotel.room.updated',
          subject: roomSubject(locked),
          before,
          after,
          audit,
        })
      }
      room.merge(after)
    })
  )
}
