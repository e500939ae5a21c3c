import db from '@adonisjs/lucid/services/db'
import type Room from '#models/hotel/room'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import type { AuditContext } from '#services/audit_context'
import { setRoomStatus } from '#services/hotel/room_status'

/* The stay actions still import the shared step from here; it lives in app/services/hotel/room_status.ts. */
export { setRoomStatus } from '#services/hotel/room_status'

type ChangeRoomStatusInput = { room: Room; status: HousekeepingStatus; reason: string }

/**
 * The room's new housekeeping status, its history line and the activity-log
 * event commit together. The room row is locked so two changes at once queue
 * up and each history line's "from" is the status it really replaced.
 */
export async function changeRoomStatus(
  { room, status, reason }: ChangeRoomStatusInput,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const { change } = await setRoomStatus(trx, { roomId: room.id, status, reason }, audit)
    room.housekeepingStatus = status
    return change!
  })
}
