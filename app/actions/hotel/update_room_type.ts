import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import RoomType from '#models/hotel/room_type'
import type User from '#models/identity/user'
import { type updateRoomTypeValidator } from '#validators/hotel/room_types'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  roomTypeAttributes,
  roomTypeFields,
  roomTypeSubject,
} from '#actions/hotel/room_type_changes'
import { uniqueViolation } from '#services/database_errors'
import { assertNoTypeBookingAhead } from '#actions/hotel/room_service'
import { appToday } from '#services/clock'

type UpdateRoomTypeInput = {
  roomType: RoomType
  data: Infer<typeof updateRoomTypeValidator>
  actor: User
  request?: EventInput['request']
}

/**
 * Saves the form; an event records only the fields that changed (none: no event).
 * A type with bookings still to come or in the house stays on sale until they
 * are moved or cancelled; its rooms keep their own service state.
 */
export async function updateRoomType({ roomType, data, actor, request }: UpdateRoomTypeInput) {
  await uniqueViolation('code', 'hotel.room_types.code_taken', () =>
    db.transaction(async (trx) => {
      const locked = await RoomType.query({ client: trx })
        .where('id', roomType.id)
        .forUpdate()
        .firstOrFail()
      const before = roomTypeFields(locked)
      locked.merge(roomTypeAttributes(data))
      if (before.isActive && !locked.isActive)
        await assertNoTypeBookingAhead(trx, locked.id, appToday())
      await locked.save()
      const after = roomTypeFields(locked)
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordEvent(trx, {
          type: 'hotel.room_type.updated',
          actor,
          subject: roomTypeSubject(locked),
          before,
          after,
          request,
        })
      }
      roomType.merge(after)
    })
  )
}
