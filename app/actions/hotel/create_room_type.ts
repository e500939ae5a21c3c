import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import RoomType from '#models/hotel/room_type'
import type User from '#models/identity/user'
import { type createRoomTypeValidator } from '#validators/hotel/room_types'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  roomTypeAttributes,
  roomTypeFields,
  roomTypeSubject,
} from '#actions/hotel/room_type_changes'
import { uniqueViolation } from '#services/database_errors'

type CreateRoomTypeInput = {
  data: Infer<typeof createRoomTypeValidator>
  actor: User
  request?: EventInput['request']
}

export async function createRoomType({ data, actor, request }: CreateRoomTypeInput) {
  return uniqueViolation('code', 'hotel.room_types.code_taken', () =>
    db.transaction(async (trx) => {
      const roomType = await RoomType.create(roomTypeAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'hotel.room_type.created',
        actor,
        subject: roomTypeSubject(roomType),
        after: roomTypeFields(roomType),
        request,
      })
      return roomType
    })
  )
}
