import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Event from '#models/events/event'
import { createHousekeepingTask } from '#actions/hotel/create_housekeeping_task'
import { startHousekeepingTask } from '#actions/hotel/start_housekeeping_task'
import { finishHousekeepingTask } from '#actions/hotel/finish_housekeeping_task'
import { StaleEditError } from '#exceptions/domain_errors'
import { systemAudit } from '#services/audit_context'
import { RoomTypeFactory } from '#database/factories/hotel/room_type_factory'
import { RoomFactory } from '#database/factories/hotel/room_factory'
import { createUser } from '#tests/helpers/identity'

/*
| The task use cases run without a request: whoever calls them says who acts
| (an audit context) and gets a typed refusal back, never an HTTP answer.
*/
test.group('Hotel: housekeeping task actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task is opened, started and finished with no HTTP context; a stale move is refused by kind', async ({
    assert,
  }) => {
    const worker = await createUser()
    const type = await RoomTypeFactory.create()
    const room = await RoomFactory.merge({
      roomTypeId: type.id,
      housekeepingStatus: 'dirty',
    }).create()
    const audit = systemAudit(worker)

    const task = await createHousekeepingTask({ roomId: room.id, kind: 'checkout_clean' }, audit)
    const started = await startHousekeepingTask(
      { taskId: task.id, lockVersion: 1, supervises: false },
      audit
    )
    assert.deepEqual([started.status, started.assigneeId], ['in_progress', worker.id])
    await room.refresh()
    assert.equal(room.housekeepingStatus, 'cleaning')

    const stale = await finishHousekeepingTask(
      { taskId: task.id, lockVersion: 1, supervises: false },
      audit
    ).catch((error) => error)
    assert.instanceOf(stale, StaleEditError)
    assert.equal(stale.field, 'task')

    await finishHousekeepingTask({ taskId: task.id, lockVersion: 2, supervises: false }, audit)
    await room.refresh()
    assert.equal(room.housekeepingStatus, 'clean')
    const events = await Event.query()
      .where('subject_type', 'housekeeping_task')
      .where('subject_id', String(task.id))
      .orderBy('id')
    assert.deepEqual(
      events.map((event) => [event.type, event.actorId]),
      [
        ['hotel.housekeeping.task_opened', worker.id],
        ['hotel.housekeeping.task_started', worker.id],
        ['hotel.housekeeping.task_finished', worker.id],
      ]
    )
  })
})
