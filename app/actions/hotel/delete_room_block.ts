import db from '@adonisjs/lucid/services/db'
import RoomBlock from '#models/hotel/room_block'
import type Room from '#models/hotel/room'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomSubject } from '#services/hotel/rooms'
import { lockBlockedRoom } from '#services/hotel/room_blocks'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'
import { appToday, isoDate } from '#services/clock'

/** Lifts a block that has not ended yet; blocks that have ended are history and stay. */
export async function deleteRoomBlock(
  { room, blockId }: { room: Room; blockId: number },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const locked = await lockBlockedRoom(trx, room)
    const block = await RoomBlock.query({ client: trx })
      .where('id', blockId)
      .where('room_id', locked.id)
      .where('ends_on', '>', appToday())
      .forUpdate()
      .firstOrFail()
    await block.delete()
    await recordEvent(trx, {
      type: 'hotel.room.block_removed',
      subject: roomSubject(locked),
      before: {
        blockId: block.id,
        startsOn: isoDate(block.startsOn),
        endsOn: isoDate(block.endsOn),
        reason: block.reason,
      },
      audit,
    })
    broadcastRoomStatus(trx, locked)
    return block
  })
}
