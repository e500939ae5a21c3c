import db from '@adonisjs/lucid/services/db'
import RoomType from '#models/hotel/room_type'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomTypeFields, roomTypeSubject } from '#services/hotel/room_types'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/*
| A room type with rooms stays: its rooms (and later their bookings) point at
| it. The count is checked under the type's row lock for a clear message; the
| RESTRICT foreign key refuses it anyway if a room is added meanwhile.
*/
export async function deleteRoomType({ roomType }: { roomType: RoomType }, audit: AuditContext) {
  const refuse = (rooms: number) =>
    new NotAllowedError(t('hotel.room_types.has_rooms', { code: roomType.code, rooms }), {
      field: 'room_type',
    })
  try {
    await db.transaction(async (trx) => {
      const locked = await RoomType.query({ client: trx })
        .where('id', roomType.id)
        .forUpdate()
        .firstOrFail()
      const [{ total }] = await trx
        .from('rooms')
        .where('room_type_id', locked.id)
        .count('* as total')
      if (Number(total) > 0) throw refuse(Number(total))
      await recordEvent(trx, {
        type: 'hotel.room_type.deleted',
        subject: roomTypeSubject(locked),
        before: roomTypeFields(locked),
        audit,
      })
      await locked.useTransaction(trx).delete()
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw refuse(1)
    throw error
  }
}
