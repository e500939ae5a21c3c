/*
| Housekeeping task use cases: create, (re)assign, start, finish. Each runs in
| one transaction holding the task's row lock, refuses a stale lockVersion and
| any move TASK_TRANSITIONS does not allow, records its activity-log event and
| announces the task on `hotel.housekeeping` after commit.
|
| Finishing a task sets the room's housekeeping status in the same transaction:
|   checkout_clean, stay_over → clean       inspection → inspected
|   maintenance → clean, only when the room was out_of_order or dirty
| A cleaning or an inspection does not lift out_of_order: only a repair
| (maintenance) or a person on the Manage page does. Starting a checkout clean
| or a stay-over on a dirty room shows the room as cleaning.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import Room from '#models/hotel/room'
import User from '#models/identity/user'
import { canMoveTask, type TaskKind, type TaskStatus } from '#enums/hotel/housekeeping_task'
import type { HousekeepingStatus } from '#enums/hotel/housekeeping_status'
import { recordEvent, type EventInput } from '#services/record_event'
import { openHousekeepingTask } from '#actions/hotel/open_housekeeping_task'
import { setRoomStatus } from '#actions/hotel/change_room_status'
import { isHousekeeper } from '#queries/hotel/housekeeping_board'
import { broadcastTask } from '#services/hotel/broadcasts'
import { isoOf } from '#services/hotel/pricing'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

/** Who acts, and whether they supervise (hold hotel.housekeeping.assign) or only work on their own tasks. */
type Actor = { actor: User; supervises: boolean; request?: EventInput['request'] }

function statusAfter(kind: TaskKind, room: HousekeepingStatus): HousekeepingStatus | null {
  if (kind === 'maintenance') return room === 'out_of_order' || room === 'dirty' ? 'clean' : null
  if (room === 'out_of_order') return null
  return kind === 'inspection' ? 'inspected' : 'clean'
}

const subject = (task: HousekeepingTask) => ({
  type: 'housekeeping_task',
  id: task.id,
  label: `Task #${task.id}`,
})

async function assertAssignable(trx: TransactionClientContract, assigneeId: number) {
  if (!(await isHousekeeper(trx, assigneeId)))
    throw fieldError('assigneeId', t('hotel.housekeeping.assignee_invalid'))
}

/** Locks the task, refusing a stale version and a move its status does not allow. */
async function lockTask(
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
    throw fieldError('task', t('hotel.housekeeping.stale', { id: task.id }))
  if (to && !canMoveTask(task.status, to)) {
    throw fieldError(
      'task',
      t('hotel.housekeeping.transition_refused', {
        id: task.id,
        from: t(`hotel.housekeeping.task_status_${task.status}`),
        to: t(`hotel.housekeeping.task_status_${to}`),
      })
    )
  }
  return task
}

/** A worker who does not supervise may act on their own task, or take one nobody holds. */
async function assertMayWork(
  trx: TransactionClientContract,
  task: HousekeepingTask,
  { actor, supervises }: Actor
) {
  if (supervises || task.assigneeId === null || task.assigneeId === actor.id) return
  const holder = await User.find(task.assigneeId, { client: trx })
  throw fieldError(
    'task',
    t('hotel.housekeeping.not_yours', { id: task.id, name: holder?.fullName ?? '?' })
  )
}

export async function createTask({
  data,
  actor,
  request,
}: {
  data: { roomId: number; kind: TaskKind; assigneeId?: number | null; notes?: string; dueOn?: Date }
  actor: User
  request?: EventInput['request']
}) {
  return db.transaction(async (trx) => {
    if (data.assigneeId) await assertAssignable(trx, data.assigneeId)
    return openHousekeepingTask(trx, {
      roomId: data.roomId,
      kind: data.kind,
      assigneeId: data.assigneeId ?? null,
      notes: data.notes ?? '',
      dueOn: data.dueOn ? isoOf(data.dueOn) : undefined,
      actor,
      request,
    })
  })
}

/** Hands the task to someone else (or to nobody: an unassigned task in progress goes back to open). */
export async function assignTask({
  taskId,
  assigneeId,
  lockVersion,
  actor,
  request,
}: { taskId: number; assigneeId: number | null; lockVersion: number } & Omit<Actor, 'supervises'>) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion)
    if (task.status === 'done')
      throw fieldError('task', t('hotel.housekeeping.done_already', { id: task.id }))
    if (assigneeId) await assertAssignable(trx, assigneeId)
    const before = { assigneeId: task.assigneeId, status: task.status }
    task.assigneeId = assigneeId
    if (assigneeId === null && task.status === 'in_progress') task.status = 'open'
    task.lockVersion += 1
    await task.save()
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_assigned',
      actor,
      subject: subject(task),
      before,
      after: { assigneeId: task.assigneeId, status: task.status },
      request,
    })
    broadcastTask(trx, task)
    return task
  })
}

export async function startTask({
  taskId,
  lockVersion,
  ...who
}: { taskId: number; lockVersion: number } & Actor) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion, 'in_progress')
    await assertMayWork(trx, task, who)
    const before = { status: task.status, assigneeId: task.assigneeId }
    task.merge({
      status: 'in_progress',
      assigneeId: task.assigneeId ?? who.actor.id,
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
      await setRoomStatus(trx, {
        roomId: room.id,
        status: 'cleaning',
        reason: `Task #${task.id} started`,
        actor: who.actor,
        request: who.request,
        quiet: true,
      })
    }
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_started',
      actor: who.actor,
      subject: subject(task),
      before,
      after: { status: task.status, assigneeId: task.assigneeId },
      request: who.request,
    })
    broadcastTask(trx, task)
    return task
  })
}

export async function finishTask({
  taskId,
  lockVersion,
  ...who
}: { taskId: number; lockVersion: number } & Actor) {
  return db.transaction(async (trx) => {
    const task = await lockTask(trx, taskId, lockVersion, 'done')
    await assertMayWork(trx, task, who)
    const before = { status: task.status, assigneeId: task.assigneeId }
    task.merge({
      status: 'done',
      assigneeId: task.assigneeId ?? who.actor.id,
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
      await setRoomStatus(trx, {
        roomId: room.id,
        status: roomStatus,
        reason: `Task #${task.id} done`,
        actor: who.actor,
        request: who.request,
        quiet: true,
      })
    }
    await recordEvent(trx, {
      type: 'hotel.housekeeping.task_finished',
      actor: who.actor,
      subject: subject(task),
      before,
      after: { status: task.status, assigneeId: task.assigneeId },
      metadata: { roomId: room.id, roomStatus: roomStatus ?? room.housekeepingStatus },
      request: who.request,
    })
    broadcastTask(trx, task)
    return task
  })
}
