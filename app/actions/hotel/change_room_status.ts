import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Room from '#models/hotel/room'
import RoomStatusChange from '#models/hotel/room_status_change'
import type User from '#models/identity/user'
import {
  canChangeHousekeepingStatus,
  type HousekeepingStatus,
} from '#enums/hotel/housekeeping_status'
import { recordEvent, type EventInput } from '#services/record_event'
import { roomSubject } from '#actions/hotel/room_changes'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'

type ChangeRoomStatusInput = {
  room: Room
  status: HousekeepingStatus
  reason: string
  actor: User | null
  request?: EventInput['request']
}

/**
 * Inside the caller's transaction: locks the room, sets its housekeeping
 * status, writes the history line and the activity-log event, and announces it
 * on `hotel.rooms` once the transaction commits. With `quiet`, a no-op change
 * is skipped instead of refused (check-out on a room already dirty).
 */
export async function setRoomStatus(
  trx: TransactionClientContract,
  {
    roomId,
    status,
    reason,
    actor,
    request,
    quiet = false,
  }: {
    roomId: number
    status: HousekeepingStatus
    reason: string
    actor: User | null
    request?: EventInput['request']
    quiet?: boolean
  }
) {
  const locked = await Room.query({ client: trx }).where('id', roomId).forUpdate().firstOrFail()
  const from = locked.housekeepingStatus
  if (!canChangeHousekeepingStatus(from, status)) {
    if (quiet) return { room: locked, change: null }
    throw fieldError(
      'status',
      t('hotel.rooms.status_unchanged', { status: t(`hotel.status.${status}`) })
    )
  }
  locked.housekeepingStatus = status
  await locked.save()
  const change = await RoomStatusChange.create(
    { roomId: locked.id, fromStatus: from, toStatus: status, reason, actorId: actor?.id ?? null },
    { client: trx }
  )
  await recordEvent(trx, {
    type: 'hotel.room.status_changed',
    actor,
    subject: roomSubject(locked),
    before: { housekeepingStatus: from },
    after: { housekeepingStatus: status },
    metadata: { reason },
    request,
  })
  broadcastRoomStatus(trx, locked)
  return { room: locked, change }
}

/**
 * The room's new housekeeping status, its history line and the activity-log
 * event commit together. The room row is locked so two changes at once queue
 * up and each history line's "from" is the status it really replaced.
 */
export async function changeRoomStatus({
  room,
  status,
  reason,
  actor,
  request,
}: ChangeRoomStatusInput) {
  return db.transaction(async (trx) => {
    const { change } = await setRoomStatus(trx, { roomId: room.id, status, reason, actor, request })
    room.housekeepingStatus = status
    return change!
  })
}
