import db from '@adonisjs/lucid/services/db'
import type { TaskKind } from '#enums/hotel/housekeeping_task'
import type { AuditContext } from '#services/audit_context'
import { assertAssignable, openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import { isoOf } from '#services/hotel/pricing'

type CreateTaskInput = {
  roomId: number
  kind: TaskKind
  assigneeId?: number | null
  notes?: string
  dueOn?: Date
}

/** A supervisor's new task, for a housekeeper or for nobody yet. */
export async function createHousekeepingTask(data: CreateTaskInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    if (data.assigneeId) await assertAssignable(trx, data.assigneeId)
    return openHousekeepingTask(
      trx,
      {
        roomId: data.roomId,
        kind: data.kind,
        assigneeId: data.assigneeId ?? null,
        notes: data.notes ?? '',
        dueOn: data.dueOn ? isoOf(data.dueOn) : undefined,
      },
      audit
    )
  })
}
