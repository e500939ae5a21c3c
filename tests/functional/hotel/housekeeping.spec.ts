import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import type Room from '#models/hotel/room'
import RoomBlock from '#models/hotel/room_block'
import RoomStatusChange from '#models/hotel/room_status_change'
import type { TaskKind } from '#enums/hotel/housekeeping_task'
import { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday } from '#services/clock'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'
import { fingerprint } from '#tests/helpers/fuzz'

async function task(
  roomId: number,
  kind: TaskKind,
  overrides: { assigneeId?: number | null; dueOn?: string } = {}
) {
  return db.transaction((trx) =>
    openHousekeepingTask(trx, { roomId, kind, ...overrides }, systemAudit())
  )
}

async function staff() {
  return {
    manager: await userWithRoles(['Manager'], { fullName: 'Marta Manager' }),
    hana: await userWithRoles(['Housekeeper'], { fullName: 'Hana Housekeeper' }),
    ivo: await userWithRoles(['Housekeeper'], { fullName: 'Ivo Housekeeper' }),
    desk: await userWithRoles(['Receptionist'], { fullName: 'Rita Reception' }),
  }
}

const errorsOf = (response: { flashMessages(): any }) =>
  response.flashMessages()?.inputErrorsBag ?? {}

test.group('Hotel: housekeeping board', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the board shows rooms floor by floor with occupancy derived from today’s bookings, blocks and open tasks', async ({
    client,
    assert,
  }) => {
    const today = appToday()
    const admin = await administrator()
    const type = await roomType()
    const [vacant, occupied, arriving, departing, blocked] = [
      await room(type, { number: '201', floor: 2 }),
      await room(type, { number: '101', floor: 1, housekeepingStatus: 'dirty' }),
      await room(type, { number: '102', floor: 1 }),
      await room(type, { number: '103', floor: 1 }),
      await room(type, { number: '104', floor: 1, housekeepingStatus: 'out_of_order' }),
    ]
    const who = await guest()
    await booking(type, who, {
      checkIn: addDays(today, -2),
      checkOut: addDays(today, 2),
      roomId: occupied.id,
      status: 'checked_in',
    })
    await booking(type, who, { checkIn: today, checkOut: addDays(today, 1), roomId: arriving.id })
    await booking(type, who, {
      checkIn: addDays(today, -1),
      checkOut: today,
      roomId: departing.id,
      status: 'checked_in',
    })
    await booking(type, who, { checkIn: today, checkOut: addDays(today, 3), roomId: departing.id })
    /* A cancelled stay says nothing about the room. */
    await booking(type, who, {
      checkIn: addDays(today, -1),
      checkOut: addDays(today, 1),
      roomId: vacant.id,
      status: 'cancelled',
    })
    await RoomBlock.create({
      roomId: blocked.id,
      startsOn: DateTime.fromISO(today),
      endsOn: DateTime.fromISO(addDays(today, 2)),
      reason: 'Leaking pipe',
    })
    const open = await task(occupied.id, 'stay_over')

    const response = await as(client, admin, 'get', '/hotel/housekeeping').withInertia()
    response.assertInertiaComponent('Hotel/Housekeeping/Index')
    const props = response.inertiaProps as any
    assert.isFalse(props.mine)
    assert.deepEqual(
      props.rooms.map((entry: any) => [
        entry.number,
        entry.floor,
        entry.housekeepingStatus,
        entry.occupancy,
      ]),
      [
        ['101', 1, 'dirty', 'occupied'],
        ['102', 1, 'clean', 'arriving'],
        ['103', 1, 'clean', 'departing'],
        ['104', 1, 'out_of_order', 'vacant'],
        ['201', 2, 'clean', 'vacant'],
      ]
    )
    const byNumber = Object.fromEntries(props.rooms.map((entry: any) => [entry.number, entry]))
    assert.isTrue(byNumber['103'].arrivalToday)
    assert.deepEqual(byNumber['104'].block, { reason: 'Leaking pipe', endsOn: addDays(today, 2) })
    assert.isNull(byNumber['201'].block)
    assert.deepEqual(byNumber['101'].task, {
      id: open.id,
      kind: 'stay_over',
      status: 'open',
      assigneeName: null,
    })
    assert.equal(byNumber['101'].typeCode, 'STD')
    assert.deepEqual(
      props.tasks.data.map((entry: any) => entry.id),
      [open.id]
    )
    assert.deepEqual(props.can, { assign: true, update: true, viewBookings: true })
  })

  test('the task list filters by status, kind and assignee', async ({ client, assert }) => {
    const { manager, hana } = await staff()
    const type = await roomType()
    const first = await room(type, { number: '101' })
    const second = await room(type, { number: '102' })
    const hanas = await task(first.id, 'checkout_clean', { assigneeId: hana.id })
    const inspection = await task(second.id, 'inspection')
    const finished = await task(second.id, 'maintenance')
    await HousekeepingTask.query()
      .where('id', finished.id)
      .update({ status: 'done', finished_at: new Date() })

    const ids = async (query: string) =>
      (
        (await as(client, manager, 'get', `/hotel/housekeeping${query}`).withInertia())
          .inertiaProps as any
      ).tasks.data.map((entry: any) => entry.id)
    assert.deepEqual(await ids(''), [hanas.id, inspection.id])
    assert.deepEqual(await ids('?status=done'), [finished.id])
    assert.deepEqual(await ids('?status=all'), [hanas.id, inspection.id, finished.id])
    assert.deepEqual(await ids('?kind=inspection'), [inspection.id])
    assert.deepEqual(await ids(`?assignee=${hana.id}`), [hanas.id])
    assert.deepEqual(await ids('?assignee=none'), [inspection.id])
    /* A broken filter is dropped, not an error. */
    assert.deepEqual(await ids('?status=sparkling&kind=polish'), [hanas.id, inspection.id])
  })

  test('a housekeeper gets the phone list of their own tasks and the unassigned ones; others see the board', async ({
    client,
    assert,
  }) => {
    const { manager, hana, ivo, desk } = await staff()
    const type = await roomType()
    const rooms = [
      await room(type, { number: '101' }),
      await room(type, { number: '102' }),
      await room(type, { number: '103' }),
    ]
    const hanas = await task(rooms[0].id, 'checkout_clean', { assigneeId: hana.id })
    const free = await task(rooms[1].id, 'stay_over')
    await task(rooms[2].id, 'inspection', { assigneeId: ivo.id })

    const phone = (await as(client, hana, 'get', '/hotel/housekeeping').withInertia())
      .inertiaProps as any
    assert.isTrue(phone.mine)
    assert.isEmpty(phone.rooms)
    assert.deepEqual(
      phone.myTasks.map((entry: any) => [entry.id, entry.can]),
      [
        [hanas.id, { assign: false, start: true, finish: true }],
        [free.id, { assign: false, start: true, finish: true }],
      ]
    )
    const board = (await as(client, hana, 'get', '/hotel/housekeeping?mine=0').withInertia())
      .inertiaProps as any
    assert.isFalse(board.mine)
    assert.deepEqual(
      board.tasks.data.map((entry: any) => [entry.room.number, entry.can.start]),
      [
        ['101', true],
        ['102', true],
        ['103', false],
      ]
    )

    const reception = (await as(client, desk, 'get', '/hotel/housekeeping').withInertia())
      .inertiaProps as any
    assert.isFalse(reception.mine)
    assert.deepEqual(reception.can, { assign: false, update: false, viewBookings: true })
    assert.isFalse(reception.tasks.data[0].can.start)

    const managerPhone = (
      await as(client, manager, 'get', '/hotel/housekeeping?mine=1').withInertia()
    ).inertiaProps as any
    assert.isTrue(managerPhone.mine)
    assert.deepEqual(
      managerPhone.myTasks.map((entry: any) => entry.id),
      [free.id]
    )
  })
})

test.group('Hotel: housekeeping tasks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a supervisor creates a task for a housekeeper; the event is recorded', async ({
    client,
    assert,
  }) => {
    const { manager, hana } = await staff()
    const target = await room(await roomType(), { number: '305', floor: 3 })
    const dueOn = addDays(appToday(), 1)
    const response = await as(client, manager, 'post', '/hotel/housekeeping/tasks')
      .header('referer', '/hotel/housekeeping')
      .json({
        roomId: target.id,
        kind: 'inspection',
        assigneeId: hana.id,
        notes: 'VIP arriving',
        dueOn,
      })
    response.assertHeader('location', '/hotel/housekeeping')
    const created = await HousekeepingTask.findByOrFail('room_id', target.id)
    response.assertFlashMessage('success', `Task #${created.id} was created.`)
    assert.include(
      {
        kind: created.kind,
        status: created.status,
        assigneeId: created.assigneeId,
        notes: created.notes,
        createdBy: created.createdBy,
      },
      {
        kind: 'inspection',
        status: 'open',
        assigneeId: hana.id,
        notes: 'VIP arriving',
        createdBy: manager.id,
      }
    )
    assert.equal(created.dueOn.toISODate(), dueOn)
    const [event] = await eventsOf('hotel.housekeeping.task_opened')
    assert.equal(event.subjectLabel, `Task #${created.id}`)
  })

  test('a task needs a room in service, a known kind and an assignee who works on tasks; nothing is written otherwise', async ({
    client,
    assert,
  }) => {
    const { manager, desk } = await staff()
    const target = await room(await roomType())
    const bad = await as(client, manager, 'post', '/hotel/housekeeping/tasks').json({
      roomId: 9999,
      kind: 'polish',
    })
    assert.deepEqual(errorsOf(bad), {
      roomId: ['Choose an existing, active room.'],
      kind: ['Choose one of the listed options.'],
    })
    const receptionist = await as(client, manager, 'post', '/hotel/housekeeping/tasks').json({
      roomId: target.id,
      kind: 'inspection',
      assigneeId: desk.id,
    })
    assert.deepEqual(errorsOf(receptionist), {
      assigneeId: ['Choose an active member of staff who works on housekeeping tasks.'],
    })
    assert.lengthOf(await HousekeepingTask.all(), 0)
    assert.lengthOf(await eventsOf('hotel.housekeeping.task_opened'), 0)
  })

  test('only holders of hotel.housekeeping.assign create and assign tasks; only workers start and finish them', async ({
    client,
    assert,
  }) => {
    const { hana, desk } = await staff()
    const target = await room(await roomType())
    const open = await task(target.id, 'inspection')
    const before = await fingerprint(['housekeeping_tasks', 'rooms', 'events'])
    ;(
      await as(client, hana, 'post', '/hotel/housekeeping/tasks').json({
        roomId: target.id,
        kind: 'inspection',
      })
    ).assertStatus(403)
    ;(
      await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/assign`).json({
        assigneeId: hana.id,
        lockVersion: 1,
      })
    ).assertStatus(403)
    ;(
      await as(client, desk, 'post', `/hotel/housekeeping/tasks/${open.id}/start`).json({
        lockVersion: 1,
      })
    ).assertStatus(403)
    ;(
      await as(client, desk, 'post', `/hotel/housekeeping/tasks/${open.id}/finish`).json({
        lockVersion: 1,
      })
    ).assertStatus(403)
    assert.equal(
      await fingerprint(['housekeeping_tasks', 'rooms', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })

  test('reassigning checks the version; unassigning a task in progress puts it back to open', async ({
    client,
    assert,
  }) => {
    const { manager, hana, ivo } = await staff()
    const target = await room(await roomType())
    const open = await task(target.id, 'checkout_clean', { assigneeId: hana.id })

    const moved = await as(
      client,
      manager,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/assign`
    ).json({ assigneeId: ivo.id, lockVersion: 1 })
    moved.assertFlashMessage('success', `Task #${open.id} was assigned.`)
    await open.refresh()
    assert.deepEqual([open.assigneeId, open.lockVersion], [ivo.id, 2])
    const [event] = await eventsOf('hotel.housekeeping.task_assigned')
    assert.deepEqual(
      [event.actorId, event.changes],
      [manager.id, { before: { assigneeId: hana.id }, after: { assigneeId: ivo.id } }]
    )

    const stale = await as(
      client,
      manager,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/assign`
    ).json({ assigneeId: hana.id, lockVersion: 1 })
    assert.deepEqual(errorsOf(stale), {
      task: [
        `Task #${open.id} was changed by someone else meanwhile. The list now shows it as it is; try again if it still applies.`,
      ],
    })
    await open.refresh()
    assert.equal(open.assigneeId, ivo.id)

    await HousekeepingTask.query().where('id', open.id).update({ status: 'in_progress' })
    await as(client, manager, 'post', `/hotel/housekeeping/tasks/${open.id}/assign`).json({
      assigneeId: null,
      lockVersion: 2,
    })
    await open.refresh()
    assert.deepEqual([open.assigneeId, open.status], [null, 'open'])
  })

  test('a housekeeper takes an unassigned task by starting it; a dirty room shows as cleaning', async ({
    client,
    assert,
  }) => {
    const { hana } = await staff()
    const target = await room(await roomType(), { housekeepingStatus: 'dirty' })
    const open = await task(target.id, 'checkout_clean')
    const response = await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/start`)
      .header('referer', '/hotel/housekeeping?mine=1')
      .json({ lockVersion: 1 })
    response.assertHeader('location', '/hotel/housekeeping?mine=1')
    await open.refresh()
    assert.deepEqual([open.status, open.assigneeId, open.lockVersion], ['in_progress', hana.id, 2])
    assert.isNotNull(open.startedAt)
    await target.refresh()
    assert.equal(target.housekeepingStatus, 'cleaning')
    const [event] = await eventsOf('hotel.housekeeping.task_started')
    assert.equal(event.actorId, hana.id)
  })

  test('a housekeeper cannot work on someone else’s task; a supervisor can', async ({
    client,
    assert,
  }) => {
    const { manager, hana, ivo } = await staff()
    const target = await room(await roomType(), { housekeepingStatus: 'dirty' })
    const ivos = await task(target.id, 'checkout_clean', { assigneeId: ivo.id })
    for (const action of ['start', 'finish']) {
      const refused = await as(
        client,
        hana,
        'post',
        `/hotel/housekeeping/tasks/${ivos.id}/${action}`
      ).json({ lockVersion: 1 })
      assert.deepEqual(errorsOf(refused), {
        task: [
          `Task #${ivos.id} is assigned to Ivo Housekeeper. Only they or a supervisor can work on it.`,
        ],
      })
    }
    await ivos.refresh()
    assert.deepEqual([ivos.status, ivos.lockVersion], ['open', 1])

    await as(client, manager, 'post', `/hotel/housekeeping/tasks/${ivos.id}/finish`).json({
      lockVersion: 1,
    })
    await ivos.refresh()
    assert.deepEqual([ivos.status, ivos.assigneeId], ['done', ivo.id])
  })

  test('finishing a checkout clean makes the room clean in the same change, with its history line and events', async ({
    client,
    assert,
  }) => {
    const { hana } = await staff()
    const target = await room(await roomType(), { housekeepingStatus: 'dirty' })
    const open = await task(target.id, 'checkout_clean', { assigneeId: hana.id })
    await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/start`).json({
      lockVersion: 1,
    })
    const response = await as(
      client,
      hana,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/finish`
    ).json({ lockVersion: 2 })
    response.assertFlashMessage('success', `Task #${open.id} is done.`)
    await open.refresh()
    assert.deepEqual([open.status, open.lockVersion], ['done', 3])
    assert.isNotNull(open.finishedAt)
    await target.refresh()
    assert.equal(target.housekeepingStatus, 'clean')
    const history = await RoomStatusChange.query().where('room_id', target.id).orderBy('id')
    assert.deepEqual(
      history.map((line) => [line.fromStatus, line.toStatus, line.reason, line.actorId]),
      [
        ['dirty', 'cleaning', `Task #${open.id} started`, hana.id],
        ['cleaning', 'clean', `Task #${open.id} done`, hana.id],
      ]
    )
    assert.lengthOf(await eventsOf('hotel.housekeeping.task_finished'), 1)
    assert.lengthOf(await eventsOf('hotel.room.status_changed'), 2)
  })

  test('each kind of task leaves the room in its own status when finished', async ({
    client,
    assert,
  }) => {
    const { manager } = await staff()
    const type = await roomType()
    const cases: [TaskKind, Room['housekeepingStatus'], Room['housekeepingStatus']][] = [
      ['stay_over', 'dirty', 'clean'],
      ['inspection', 'clean', 'inspected'],
      ['maintenance', 'out_of_order', 'clean'],
      ['maintenance', 'dirty', 'clean'],
      /* A repair on a room already fit to sell changes nothing; a cleaning does not repair. */
      ['maintenance', 'inspected', 'inspected'],
      ['checkout_clean', 'out_of_order', 'out_of_order'],
      ['checkout_clean', 'clean', 'clean'],
    ]
    let number = 100
    for (const [kind, before, after] of cases) {
      number += 1
      const target = await room(type, { number: String(number), housekeepingStatus: before })
      const open = await task(target.id, kind)
      const response = await as(
        client,
        manager,
        'post',
        `/hotel/housekeeping/tasks/${open.id}/finish`
      ).json({ lockVersion: 1 })
      assert.deepEqual(errorsOf(response), {}, `${kind} on ${before}`)
      await target.refresh()
      assert.equal(target.housekeepingStatus, after, `${kind} on ${before}`)
    }
  })

  test('moves the task lifecycle does not allow, and stale versions, are refused with nothing written', async ({
    client,
    assert,
  }) => {
    const { hana } = await staff()
    const target = await room(await roomType(), { housekeepingStatus: 'dirty' })
    const open = await task(target.id, 'checkout_clean', { assigneeId: hana.id })
    await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/start`).json({
      lockVersion: 1,
    })

    const again = await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/start`).json(
      { lockVersion: 2 }
    )
    assert.deepEqual(errorsOf(again), {
      task: [`Task #${open.id} is In progress; it cannot become In progress.`],
    })
    const stale = await as(
      client,
      hana,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/finish`
    ).json({ lockVersion: 1 })
    assert.match(errorsOf(stale).task[0], /was changed by someone else meanwhile/)
    await target.refresh()
    assert.equal(target.housekeepingStatus, 'cleaning')

    await as(client, hana, 'post', `/hotel/housekeeping/tasks/${open.id}/finish`).json({
      lockVersion: 2,
    })
    const twice = await as(
      client,
      hana,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/finish`
    ).json({ lockVersion: 3 })
    assert.deepEqual(errorsOf(twice), {
      task: [`Task #${open.id} is Done; it cannot become Done.`],
    })
    const missing = await as(
      client,
      hana,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/finish`
    ).json({})
    assert.deepEqual(errorsOf(missing), { lockVersion: ['The version field is required.'] })
    assert.lengthOf(await eventsOf('hotel.housekeeping.task_finished'), 1)
  })

  test('a JSON client editing a stale task gets 409 with the refusal as JSON, and nothing is written', async ({
    client,
    assert,
  }) => {
    const { manager, hana, ivo } = await staff()
    const open = await task((await room(await roomType())).id, 'checkout_clean', {
      assigneeId: hana.id,
    })
    await HousekeepingTask.query().where('id', open.id).update({ lock_version: 2 })

    const response = await as(
      client,
      manager,
      'post',
      `/hotel/housekeeping/tasks/${open.id}/assign`
    )
      .accept('json')
      .json({ assigneeId: ivo.id, lockVersion: 1 })
    response.assertStatus(409)
    const message = `Task #${open.id} was changed by someone else meanwhile. The list now shows it as it is; try again if it still applies.`
    assert.deepEqual(response.body(), {
      status: 409,
      code: 'E_STALE_EDIT',
      message,
      field: 'task',
      errors: [{ field: 'task', message }],
    })
    await open.refresh()
    assert.deepEqual([open.assigneeId, open.lockVersion], [hana.id, 2])
    assert.lengthOf(await eventsOf('hotel.housekeeping.task_assigned'), 0)
  })
})
