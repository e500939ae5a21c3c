import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Room from '#models/hotel/room'
import RoomStatusChange from '#models/hotel/room_status_change'
import {
  canChangeHousekeepingStatus,
  type HousekeepingStatus,
} from '#enums/hotel/housekeeping_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { roomSubject } from '#services/hotel/rooms'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type RoomStatusInput = {
  roomId: number
  status: HousekeepingStatus
  reason: string
  quiet?: boolean
}
type RoomStatusSet = { room: Room; change: RoomStatusChange | null }

/**
 * Inside the caller's transaction: locks the room, sets its housekeeping
 * status, writes the history line and the activity-log event, and announces it
 * on `hotel.rooms` once the transaction commits. With `quiet`, a no-op change
 * is skipped instead of refused (check-out on a room already dirty).
 */
export async function setRoomStatus(
  trx: TransactionClientContract,
  input: RoomStatusInput,
  audit: AuditContext
): Promise<RoomStatusSet> {
  const { roomId, status, reason, quiet = false } = input
  const actor = audit.actor
  const locked = await Room.query({ client: trx }).where('id', roomId).forUpdate().firstOrFail()
  const from = locked.housekeepingStatus
  if (!canChangeHousekeepingStatus(from, status)) {
    if (quiet) return { room: locked, change: null }
    throw new NotAllowedError(
      t('hotel.rooms.status_unchanged', { status: t(`hotel.status.${status}`) }),
      { field: 'status' }
    )
  }
  locked.housekeepingStatus = status
  await locked.save()
  const change = await RoomStatusChange.create(
    {
      roomId: locked.id,
      fromStatus: from,
      toStatus: status,
      reason,
      actorId: actor?.id ?? null,
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: 'hotel.room.status_changed',
    subject: roomSubject(locked),
    before: { housekeepingStatus: from },
    after: { housekeepingStatus: status },
    metadata: { reason },
    audit,
  })
  broadcastRoomStatus(trx, locked)
  return { room: locked, change }
}
