import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Room from '#models/hotel/room'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import {
  assertMayWork,
  lockTask,
  taskSubject,
  type TaskMove,
} from '#services/hotel/housekeeping_tasks'
import { setRoomStatus } from '#services/hotel/room_status'
import { broadcastTask } from '#services/hotel/broadcasts'

/**
 * The worker starts the task (taking it when nobody held it); a checkout clean
 * or a stay-over on a dirty room shows the room as cleaning.
 */
export async function startHousekeepingTask(
  { taskId, lockVersion, supervises }: TaskMove,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion, 'in_progress')
    await assertMayWork(trx, task, audit.actor, supervises)
    const before = { status: task.status, assigneeId: task.assigneeId }
    task.merge({
      status: 'in_progress',
      assigneeId: task.assigneeId ?? audit.actor?.id ?? null,
      startedAt: DateTime.now(),
      lockVersion: task.lockVersion + 1,
    })
    await task.save()
    const room = await Room.query({ client: trx })
      .where('id', task.roomId)
      .forUpdate()
      .firstOrFail()
    if (
      (task.kind === 'checkout_clean' || task.kind === 'stay_over') &&
      room.housekeepingStatus === 'dirty'
    ) {
      const reason = `Task #${task.id} started`
      await setRoomStatus(trx, { roomId: room.id, status: 'cleaning', reason, quiet: true }, audit)
    }
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_started',
      subject: taskSubject(task),
      before,
      after: { status: task.status, assigneeId: task.assigneeId },
      audit,
    })
    broadcastTask(trx, task)
    return task
  })
}
