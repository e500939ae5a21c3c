import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Room from '#models/hotel/room'
import { type createRoomValidator } from '#validators/hotel/rooms'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomAttributes, roomFields, roomSubject } from '#services/hotel/rooms'
import { uniqueViolation } from '#services/database_errors'

type CreateRoomInput = { data: Infer<typeof createRoomValidator> }

/** A new room starts clean. */
export async function createRoom({ data }: CreateRoomInput, audit: AuditContext) {
  return uniqueViolation('number', 'hotel.rooms.number_taken', () =>
    db.transaction(async (trx) => {
      const room = await Room.create(
        { ...roomAttributes(data), housekeepingStatus: 'clean' },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'hotel.room.created',
        subject: roomSubject(room),
        after: roomFields(room),
        audit,
      })
      return room
    })
  )
}
