import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import type User from '#models/identity/user'
import type { TaskKind } from '#enums/hotel/housekeeping_task'
import { recordEvent, type EventInput } from '#services/record_event'
import { broadcastTask } from '#services/hotel/broadcasts'
import { appToday } from '#services/clock'

/**
 * Opens a housekeeping task inside the caller's transaction (check-out opens a
 * checkout clean this way), records it and announces it on `hotel.housekeeping`
 * after commit.
 */
export async function openHousekeepingTask(
  trx: TransactionClientContract,
  input: {
    roomId: number
    kind: TaskKind
    bookingId?: number | null
    assigneeId?: number | null
    notes?: string
    dueOn?: string
    actor: User | null
    request?: EventInput['request']
  }
) {
  const task = await HousekeepingTask.create(
    {
      roomId: input.roomId,
      kind: input.kind,
      status: 'open',
      bookingId: input.bookingId ?? null,
      assigneeId: input.assigneeId ?? null,
      notes: input.notes ?? '',
      dueOn: DateTime.fromISO(input.dueOn ?? appToday()),
      createdBy: input.actor?.id ?? null,
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: 'hotel.housekeeping.task_opened',
    actor: input.actor,
    subject: { type: 'housekeeping_task', id: task.id, label: `Task #${task.id}` },
    after: { roomId: task.roomId, kind: task.kind, assigneeId: task.assigneeId },
    request: input.request,
  })
  broadcastTask(trx, task)
  return task
}
