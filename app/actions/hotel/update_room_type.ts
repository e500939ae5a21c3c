import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import RoomType from '#models/hotel/room_type'
import { type updateRoomTypeValidator } from '#validators/hotel/room_types'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomTypeAttributes, roomTypeFields, roomTypeSubject } from '#services/hotel/room_types'
import { uniqueViolation } from '#services/database_errors'
import { assertNoTypeBookingAhead } from '#services/hotel/room_service'
import { appToday } from '#services/clock'

type UpdateRoomTypeInput = { roomType: RoomType; data: Infer<typeof updateRoomTypeValidator> }

/**
 * Saves the form; an event records only the fields that changed (none: no event).
 * A type with bookings still to come or in the house stays on sale until they
 * are moved or cancelled; its rooms keep their own service state.
 */
export async function updateRoomType({ roomType, data }: UpdateRoomTypeInput, audit: AuditContext) {
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
          subject: roomTypeSubject(locked),
          before,
          after,
          audit,
        })
      }
      roomType.merge(after)
    })
  )
}
