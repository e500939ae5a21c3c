import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import { workOnTask, type TaskMove } from '#services/hotel/housekeeping_tasks'

/** The task is done; the room's housekeeping status follows its kind (statusAfter). */
export async function finishHousekeepingTask(move: TaskMove, audit: AuditContext) {
  return db.transaction((trx) => workOnTask(trx, move, 'done', audit))
}
