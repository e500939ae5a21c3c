import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { assertAssignable, lockTask, taskSubject } from '#services/hotel/housekeeping_tasks'
import { broadcastTask } from '#services/hotel/broadcasts'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type AssignTaskInput = { taskId: number; assigneeId: number | null; lockVersion: number }

/** Hands the task to someone else (or to nobody: an unassigned task in progress goes back to open). */
export async function assignHousekeepingTask(
  { taskId, assigneeId, lockVersion }: AssignTaskInput,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion)
    if (task.status === 'done')
      throw new NotAllowedError(t('hotel.housekeeping.done_already', { id: task.id }), {
        field: 'task',
      })
    if (assigneeId) await assertAssignable(trx, assigneeId)
    const before = { assigneeId: task.assigneeId, status: task.status }
    task.assigneeId = assigneeId
    if (assigneeId === null && task.status === 'in_progress') task.status = 'open'
    task.lockVersion += 1
    await task.save()
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_assigned',
      subject: taskSubject(task),
      before,
      after: { assigneeId: task.assigneeId, status: task.status },
      audit,
    })
    broadcastTask(trx, task)
    return task
  })
}
