import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuditContext } from '#services/audit_context'
import { setRoomStatus } from '#services/hotel/room_status'
import { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import { t } from '#services/i18n'

/**
 * A guest in the house moved to another room (by a move or to extend the
 * stay): the room left behind turns dirty and gets a checkout clean, as at a
 * check-out.
 */
export async function leaveRoomBehind(
  trx: TransactionClientContract,
  left: { roomId: number; bookingId: number; code: string; newRoomNumber: string | null },
  audit: AuditContext
) {
  const reason = t('hotel.moves.reason', { code: left.code })
  await setRoomStatus(trx, { roomId: left.roomId, status: 'dirty', quiet: true, reason }, audit)
  await openHousekeepingTask(
    trx,
    {
      roomId: left.roomId,
      kind: 'checkout_clean',
      bookingId: left.bookingId,
      notes: t('hotel.moves.task_note', { code: left.code, room: left.newRoomNumber ?? '' }),
    },
    audit
  )
}
