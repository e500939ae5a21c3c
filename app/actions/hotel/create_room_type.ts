import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import RoomType from '#models/hotel/room_type'
import { type createRoomTypeValidator } from '#validators/hotel/room_types'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomTypeAttributes, roomTypeFields, roomTypeSubject } from '#services/hotel/room_types'
import { uniqueViolation } from '#services/database_errors'

type CreateRoomTypeInput = { data: Infer<typeof createRoomTypeValidator> }

/** A new room type; its code is unique. */
export async function createRoomType({ data }: CreateRoomTypeInput, audit: AuditContext) {
  return uniqueViolation('code', 'hotel.room_types.code_taken', () =>
    db.transaction(async (trx) => {
      const roomType = await RoomType.create(roomTypeAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'hotel.room_type.created',
        subject: roomTypeSubject(roomType),
        after: roomTypeFields(roomType),
        audit,
      })
      return roomType
    })
  )
}
