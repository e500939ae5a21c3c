/*
| What the housekeeping task use cases share (app/actions/hotel/*_housekeeping_task.ts).
| Each runs in one transaction holding the task's row lock, refuses a stale
| lockVersion and any move TASK_TRANSITIONS does not allow, records its
| activity-log event and announces the task on `hotel.housekeeping` after commit.
|
| Finishing a task sets the room's housekeeping status in the same transaction:
|   checkout_clean, stay_over → clean       inspection → inspected
|   maintenance → clean, only when the room was out_of_order or dirty
| A cleaning or an inspection does not lift out_of_order: only a repair
| (maintenance) or a person on the Manage page does. Starting a checkout clean
| or a stay-over on a dirty room shows the room as cleaning.
*/
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import Room from '#models/hotel/room'
import User from '#models/identity/user'
import { canMoveTask, type TaskKind, type TaskStatus } from '#enums/hotel/housekeeping_task'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { isHousekeeper } from '#queries/hotel/housekeeping_board'
import { broadcastTask } from '#services/hotel/broadcasts'
import { setRoomStatus } from '#services/hotel/room_status'
import { appToday } from '#services/clock'
import { InvalidInputError, NotAllowedError, StaleEditError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** A task move by someone who works on tasks; `supervises` when they hold hotel.housekeeping.assign. */
export type TaskMove = { taskId: number; lockVersion: number; supervises: boolean }

export const taskSubject = (task: Pick<HousekeepingTask, 'id'>) => ({
  type: 'housekeeping_task',
  id: task.id,
  label: `Task #${task.id}`,
})

/** The room's status once a task of this kind is done, or null to leave it as it is. */
export function statusAfter(kind: TaskKind, room: HousekeepingStatus): HousekeepingStatus | null {
  if (kind === 'maintenance') return room === 'out_of_order' || room === 'dirty' ? 'clean' : null
  if (room === 'out_of_order') return null
  return kind === 'inspection' ? 'inspected' : 'clean'
}

/** The room's status once a task of this kind is started: a dirty room being cleaned shows as cleaning. */
export function statusOnStart(kind: TaskKind, room: HousekeepingStatus): HousekeepingStatus | null {
  return (kind === 'checkout_clean' || kind === 'stay_over') && room === 'dirty' ? 'cleaning' : null
}

const WORK_STEPS = {
  in_progress: {
    stamp: 'startedAt',
    word: 'started',
    event: 'hotel.housekeeping.task_started',
    roomStatus: statusOnStart,
  },
  done: {
    stamp: 'finishedAt',
    word: 'done',
    event: 'hotel.housekeeping.task_finished',
    roomStatus: statusAfter,
  },
} as const

/**
 * A worker starts or finishes a task, taking it when nobody held it: under the
 * task's lock, with the room locked too, the room's status follows the step
 * (statusOnStart, statusAfter) in the same transaction. A finished task's event
 * also says where the room ended.
 */
export async function workOnTask(
  trx: TransactionClientContract,
  { taskId, lockVersion, supervises }: TaskMove,
  to: keyof typeof WORK_STEPS,
  audit: AuditContext
) {
  const step = WORK_STEPS[to]
  const task = await lockTask(trx, taskId, lockVersion, to)
  await assertMayWork(trx, task, audit.actor, supervises)
  const before = { status: task.status, assigneeId: task.assigneeId }
  task.merge({
    status: to,
    assigneeId: task.assigneeId ?? audit.actor?.id ?? null,
    [step.stamp]: DateTime.now(),
    lockVersion: task.lockVersion + 1,
  })
  await task.save()
  const room = await Room.query({ client: trx }).where('id', task.roomId).forUpdate().firstOrFail()
  const roomStatus = step.roomStatus(task.kind, room.housekeepingStatus)
  if (roomStatus) {
    const reason = `Task #${task.id} ${step.word}`
    await setRoomStatus(trx, { roomId: room.id, status: roomStatus, reason, quiet: true }, audit)
  }
  await recordEvent(trx, {
    type: step.event,
    subject: taskSubject(task),
    before,
    after: { status: task.status, assigneeId: task.assigneeId },
    metadata:
      to === 'done' ? { roomId: room.id, roomStatus: roomStatus ?? room.housekeepingStatus } : null,
    audit,
  })
  broadcastTask(trx, task)
  return task
}

export async function assertAssignable(trx: TransactionClientContract, assigneeId: number) {
  if (!(await isHousekeeper(trx, assigneeId)))
    throw new InvalidInputError(t('hotel.housekeeping.assignee_invalid'), { field: 'assigneeId' })
}

/** Locks the task, refusing a stale version and a move its status does not allow. */
export async function lockTask(
  trx: TransactionClientContract,
  taskId: number,
  lockVersion: number,
  to?: TaskStatus
) {
  const task = await HousekeepingTask.query({ client: trx })
    .where('id', taskId)
    .forUpdate()
    .firstOrFail()
  if (task.lockVersion !== lockVersion)
    throw new StaleEditError(t('hotel.housekeeping.stale', { id: task.id }), { field: 'task' })
  if (to && !canMoveTask(task.status, to)) {
    const message = t('hotel.housekeeping.transition_refused', {
      id: task.id,
      from: t(`hotel.housekeeping.task_status_${task.status}`),
      to: t(`hotel.housekeeping.task_status_${to}`),
    })
    throw new NotAllowedError(message, { field: 'task' })
  }
  return task
}

/** A worker who does not supervise may act on their own task, or take one nobody holds. */
export async function assertMayWork(
  trx: TransactionClientContract,
  task: HousekeepingTask,
  actor: User | null,
  supervises: boolean
) {
  if (supervises || task.assigneeId === null || task.assigneeId === actor?.id) return
  const holder = await User.find(task.assigneeId, { client: trx })
  throw new NotAllowedError(
    t('hotel.housekeeping.not_yours', { id: task.id, name: holder?.fullName ?? '?' }),
    { field: 'task' }
  )
}

type OpenTaskInput = {
  roomId: number
  kind: TaskKind
  bookingId?: number | null
  assigneeId?: number | null
  notes?: string
  dueOn?: string
}

/**
 * Opens a housekeeping task inside the caller's transaction (check-out opens a
 * checkout clean this way), records it and announces it on `hotel.housekeeping`
 * after commit.
 */
export async function openHousekeepingTask(
  trx: TransactionClientContract,
  input: OpenTaskInput,
  audit: AuditContext
): Promise<HousekeepingTask> {
  const actor = audit.actor
  const task = await HousekeepingTask.create(
    {
      roomId: input.roomId,
      kind: input.kind,
      status: 'open',
      bookingId: input.bookingId ?? null,
      assigneeId: input.assigneeId ?? null,
      notes: input.notes ?? '',
      dueOn: DateTime.fromISO(input.dueOn ?? appToday()),
      createdBy: actor?.id ?? null,
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: 'hotel.housekeeping.task_opened',
    subject: taskSubject(task),
    after: { roomId: task.roomId, kind: task.kind, assigneeId: task.assigneeId },
    audit,
  })
  broadcastTask(trx, task)
  return task
}

/** Cancels the room's open and in-progress tasks, each with its event and broadcast. */
export async function cancelRoomTasks(
  trx: TransactionClientContract,
  roomId: number,
  audit: AuditContext
) {
  const tasks = await HousekeepingTask.query({ client: trx })
    .where('room_id', roomId)
    .whereIn('status', ['open', 'in_progress'])
    .orderBy('id')
    .forUpdate()
  for (const task of tasks) {
    const before = { status: task.status }
    task.status = 'cancelled'
    task.lockVersion += 1
    await task.save()
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_cancelled',
      subject: taskSubject(task),
      before,
      after: { status: task.status },
      metadata: { roomId },
      audit,
    })
    broadcastTask(trx, task)
  }
}
