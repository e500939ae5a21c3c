import db from '@adonisjs/lucid/services/db'
import RoomType from '#models/hotel/room_type'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { roomTypeFields, roomTypeSubject } from '#actions/hotel/room_type_changes'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type DeleteRoomTypeInput = { roomType: RoomType; actor: User; request?: EventInput['request'] }

/*
| A room type with rooms stays: its rooms (and later their bookings) point at
| it. The count is checked under the type's row lock for a clear message; the
| RESTRICT foreign key refuses it anyway if a room is added meanwhile.
*/
export async function deleteRoomType({ roomType, actor, request }: DeleteRoomTypeInput) {
  const refuse = (rooms: number) =>
    fieldError('room_type', t('hotel.room_types.has_rooms', { code: roomType.code, rooms }))
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
        actor,
        subject: roomTypeSubject(locked),
        before: roomTypeFields(locked),
        request,
      })
      await locked.useTransaction(trx).delete()
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw refuse(1)
    throw error
  }
}
