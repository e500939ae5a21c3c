import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RoomBlock from '#models/hotel/room_block'
import type Room from '#models/hotel/room'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { roomSubject } from '#services/hotel/rooms'
import { assertBlockable, lockBlockedRoom } from '#services/hotel/room_blocks'
import { doubleBookingGuard } from '#services/hotel/availability'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'
import { assertBoundedRange } from '#services/hotel/range_bound'

type CreateBlockInput = {
  room: Room
  data: { startsOn: string; endsOn: string; reason: string }
}

/** Takes the room out of sale on the nights [startsOn, endsOn) (app/services/hotel/room_blocks.ts). */
export async function createRoomBlock({ room, data }: CreateBlockInput, audit: AuditContext) {
  assertBoundedRange('ends_on', data.startsOn, data.endsOn)
  return doubleBookingGuard('starts_on', () =>
    db.transaction(async (trx) => {
      const locked = await lockBlockedRoom(trx, room)
      await assertBlockable(trx, locked, data.startsOn, data.endsOn)
      const block = await RoomBlock.create(
        {
          roomId: locked.id,
          startsOn: DateTime.fromISO(data.startsOn),
          endsOn: DateTime.fromISO(data.endsOn),
          reason: data.reason,
          createdBy: audit.actor?.id ?? null,
        },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'hotel.room.blocked',
        subject: roomSubject(locked),
        after: {
          blockId: block.id,
          startsOn: data.startsOn,
          endsOn: data.endsOn,
          reason: data.reason,
        },
        audit,
      })
      broadcastRoomStatus(trx, locked)
      return block
    })
  )
}
