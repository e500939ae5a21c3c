import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Room from '#models/hotel/room'
import type User from '#models/identity/user'
import { type createRoomValidator } from '#validators/hotel/rooms'
import { recordEvent, type EventInput } from '#services/record_event'
import { roomAttributes, roomFields, roomSubject } from '#actions/hotel/room_changes'
import { uniqueViolation } from '#services/database_errors'

type CreateRoomInput = {
  data: Infer<typeof createRoomValidator>
  actor: User
  request?: EventInput['request']
}

/** A new room starts clean. */
export async function createRoom({ data, actor, request }: CreateRoomInput) {
  return uniqueViolation('number', 'hotel.rooms.number_taken', () =>
    db.transaction(async (trx) => {
      const room = await Room.create(
        { ...roomAttributes(data), housekeepingStatus: 'clean' },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'hotel.room.created',
        actor,
        subject: roomSubject(room),
        after: roomFields(room),
        request,
      })
      return room
    })
  )
}
