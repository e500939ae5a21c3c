import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Room from '#models/hotel/room'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import {
  assertMayWork,
  lockTask,
  statusAfter,
  taskSubject,
  type TaskMove,
} from '#services/hotel/housekeeping_tasks'
import { setRoomStatus } from '#services/hotel/room_status'
import { broadcastTask } from '#services/hotel/broadcasts'

/** The task is done; the room's housekeeping status follows its kind (statusAfter). */
export async function finishHousekeepingTask(
  { taskId, lockVersion, supervises }: TaskMove,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion, 'done')
    await assertMayWork(trx, task, audit.actor, supervises)
    const before = { status: task.status, assigneeId: task.assigneeId }
    task.merge({
      status: 'done',
      assigneeId: task.assigneeId ?? audit.actor?.id ?? null,
      finishedAt: DateTime.now(),
      lockVersion: task.lockVersion + 1,
    })
    await task.save()
    const room = await Room.query({ client: trx })
      .where('id', task.roomId)
      .forUpdate()
      .firstOrFail()
    const roomStatus = statusAfter(task.kind, room.housekeepingStatus)
    if (roomStatus) {
      const reason = `Task #${task.id} done`
      await setRoomStatus(trx, { roomId: room.id, status: roomStatus, reason, quiet: true }, audit)
    }
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_finished',
      subject: taskSubject(task),
      before,
      after: { status: task.status, assigneeId: task.assigneeId },
      metadata: { roomId: room.id, roomStatus: roomStatus ?? room.housekeepingStatus },
      audit,
    })
    broadcastTask(trx, task)
    return task
  })
}
