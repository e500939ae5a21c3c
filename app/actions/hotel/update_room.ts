import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Room from '#models/hotel/room'
import type User from '#models/identity/user'
import { type updateRoomValidator } from '#validators/hotel/rooms'
import { recordEvent, type EventInput } from '#actions/events/record_event'
import { roomAttributes, roomFields, roomSubject } from '#actions/hotel/room_changes'
import { uniqueViolation } from '#actions/hotel/unique_violation'

type UpdateRoomInput = {
  room: Room
  data: Infer<typeof updateRoomValidator>
  actor: User
  request?: EventInput['request']
}

/** Number, floor, type, notes and whether it is in service; the housekeeping status changes only on Manage. */
export async function updateRoom({ room, data, actor, request }: UpdateRoomInput) {
  await uniqueViolation('number', 'hotel.rooms.number_taken', () =>
    db.transaction(async (trx) => {
      const locked = await Room.query({ client: trx })
        .where('id', room.id)
        .forUpdate()
        .firstOrFail()
      const before = roomFields(locked)
      locked.merge(roomAttributes(data))
      await locked.save()
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
