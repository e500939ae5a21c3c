import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import { workOnTask, type TaskMove } from '#services/hotel/housekeeping_tasks'

/**
 * The worker starts the task (taking it when nobody held it); a checkout clean
 * or a stay-over on a dirty room shows the room as cleaning.
 */
export async function startHousekeepingTask(move: TaskMove, audit: AuditContext) {
  return db.transaction((trx) => workOnTask(trx, move, 'in_progress', audit))
}
