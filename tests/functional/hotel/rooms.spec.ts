import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Room from '#models/hotel/room'
import RoomStatusChange from '#models/hotel/room_status_change'
import { changeRoomStatus } from '#actions/hotel/change_room_status'
import { systemAudit } from '#services/audit_context'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { count, room, roomType } from './helpers.js'

const form = (roomTypeId: number, overrides: Record<string, unknown> = {}) => ({
  number: '305',
  floor: 3,
  room_type_id: roomTypeId,
  notes: 'Corner room',
  is_active: true,
  ...overrides,
})

test.group('Hotel: rooms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the list is sorted by floor and filters by floor, type and status', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const standard = await roomType()
    const suite = await roomType({ code: 'STE', name: 'Suite' })
    await room(standard, { number: '201', floor: 2 })
    await room(standard, { number: '102', floor: 1, housekeepingStatus: 'dirty' })
    await room(suite, { number: '110', floor: 1 })
    await room(standard, { number: '101', floor: 1 })

    const all = await as(client, admin, 'get', '/hotel/rooms').withInertia()
    all.assertInertiaComponent('Hotel/Rooms/Index')
    const props = all.inertiaProps as any
    assert.deepEqual(
      props.rooms.map((entry: any) => entry.number),
      ['101', '102', '110', '201']
    )
    assert.deepEqual(props.floors, [1, 2])
    assert.equal(props.rooms[0].roomType.code, 'STD')

    const filtered = await as(
      client,
      admin,
      'get',
      `/hotel/rooms?floor=1&type=${standard.id}&status=dirty`
    ).withInertia()
    assert.deepEqual(
      (filtered.inertiaProps as any).rooms.map((entry: any) => entry.number),
      ['102']
    )
    assert.deepInclude((filtered.inertiaProps as any).filters, {
      floor: 1,
      type: standard.id,
      status: 'dirty',
    })

    const broken = await as(
      client,
      admin,
      'get',
      '/hotel/rooms?floor=up&status=sparkling'
    ).withInertia()
    broken.assertStatus(200)
    assert.lengthOf((broken.inertiaProps as any).rooms, 4)
  })

  test('a manager creates a room; it starts clean and the event is recorded', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const response = await as(client, admin, 'post', '/hotel/rooms').json(form(type.id))
    const created = await Room.findByOrFail('number', '305')
    response.assertHeader('location', `/hotel/rooms/${created.id}`)
    response.assertFlashMessage('success', 'Room 305 was created.')
    assert.equal(created.housekeepingStatus, 'clean')
    assert.equal(created.roomTypeId, type.id)
    const [event] = await eventsOf('hotel.room.created')
    assert.equal(event.subjectLabel, 'Room 305')
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/hotel/rooms').json({
      number: '',
      floor: 'three',
      room_type_id: 9999,
    })
    response.assertFlashMessage('inputErrorsBag', {
      number: ['The room number field is required.'],
      floor: ['The floor must be a number.'],
      room_type_id: ['Choose an existing room type.'],
    })
    assert.equal(await count(Room), 0)
    assert.lengthOf(await eventsOf('hotel.room.created'), 0)
  })

  test('a room number already in use is refused and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    await room(type, { number: '305', floor: 3 })
    const response = await as(client, admin, 'post', '/hotel/rooms').json(
      form(type.id, { number: '305' })
    )
    response.assertFlashMessage('inputErrorsBag', {
      number: ['Another room already has this number.'],
    })
    assert.equal(await count(Room), 1)
    assert.lengthOf(await eventsOf('hotel.room.created'), 0)
  })

  test('editing saves the room, keeping its own number allowed', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    const suite = await roomType({ code: 'STE', name: 'Suite' })
    const existing = await room(type, { number: '305', floor: 3 })
    const response = await as(client, admin, 'put', `/hotel/rooms/${existing.id}`).json(
      form(suite.id, { notes: 'Renovated' })
    )
    response.assertHeader('location', `/hotel/rooms/${existing.id}/edit`)
    await existing.refresh()
    assert.equal(existing.roomTypeId, suite.id)
    assert.equal(existing.notes, 'Renovated')
    const [event] = await eventsOf('hotel.room.updated')
    assert.deepEqual(event.changes.after, { roomTypeId: suite.id, notes: 'Renovated' })
  })

  test('changing the status writes the room, its history line and the event together', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const existing = await room(type)
    const response = await as(client, admin, 'post', `/hotel/rooms/${existing.id}/status`).json({
      status: 'out_of_order',
      reason: 'Shower leaking',
    })
    response.assertHeader('location', `/hotel/rooms/${existing.id}/manage`)
    response.assertFlashMessage('success', 'Room 101 is now Out of order.')
    await existing.refresh()
    assert.equal(existing.housekeepingStatus, 'out_of_order')
    const [line] = await RoomStatusChange.query().where('room_id', existing.id)
    assert.containsSubset(line.serialize(), {
      fromStatus: 'clean',
      toStatus: 'out_of_order',
      reason: 'Shower leaking',
      actorId: admin.id,
    })
    const [event] = await eventsOf('hotel.room.status_changed')
    assert.deepEqual(event.changes, {
      before: { housekeepingStatus: 'clean' },
      after: { housekeepingStatus: 'out_of_order' },
    })
    assert.deepEqual(event.metadata, { reason: 'Shower leaking' })

    const page = await as(client, admin, 'get', `/hotel/rooms/${existing.id}/manage`).withInertia()
    page.assertInertiaComponent('Hotel/Rooms/Manage')
    assert.containsSubset((page.inertiaProps as any).history[0], {
      fromStatus: 'clean',
      toStatus: 'out_of_order',
      actorName: admin.fullName,
    })
    const show = await as(client, admin, 'get', `/hotel/rooms/${existing.id}`).withInertia()
    assert.lengthOf((show.inertiaProps as any).history, 1)
  })

  test('a status change that fails leaves no history line and no event', async ({ assert }) => {
    const admin = await administrator()
    const existing = await room(await roomType())
    const trap = async () => {
      await db.rawQuery(
        `CREATE FUNCTION refuse_status_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END; $$`
      )
      await db.rawQuery(
        `CREATE TRIGGER refuse_status_change BEFORE INSERT ON room_status_changes FOR EACH ROW EXECUTE FUNCTION refuse_status_change()`
      )
    }
    await trap()
    await assert.rejects(() =>
      changeRoomStatus(
        { room: existing, status: 'dirty', reason: 'Checked out' },
        systemAudit(admin)
      )
    )
    await existing.refresh()
    assert.equal(existing.housekeepingStatus, 'clean')
    assert.lengthOf(await eventsOf('hotel.room.status_changed'), 0)
  })

  test('a status change needs a reason and a different status', async ({ client, assert }) => {
    const admin = await administrator()
    const existing = await room(await roomType())
    const noReason = await as(client, admin, 'post', `/hotel/rooms/${existing.id}/status`).json({
      status: 'dirty',
      reason: '',
    })
    noReason.assertFlashMessage('inputErrorsBag', { reason: ['The reason field is required.'] })
    const same = await as(client, admin, 'post', `/hotel/rooms/${existing.id}/status`).json({
      status: 'clean',
      reason: 'Just checking',
    })
    same.assertFlashMessage('inputErrorsBag', { status: ['The room is already Clean.'] })
    await existing.refresh()
    assert.equal(existing.housekeepingStatus, 'clean')
    assert.lengthOf(await RoomStatusChange.all(), 0)
    assert.lengthOf(await eventsOf('hotel.room.status_changed'), 0)
  })

  test('a Housekeeper sees rooms but may not manage them', async ({ client, assert }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const type = await roomType()
    const existing = await room(type)
    const list = await as(client, housekeeper, 'get', '/hotel/rooms').withInertia()
    list.assertStatus(200)
    assert.deepEqual((list.inertiaProps as any).can, { manage: false })
    ;(await as(client, housekeeper, 'get', `/hotel/rooms/${existing.id}`)).assertStatus(200)
    ;(await as(client, housekeeper, 'get', `/hotel/rooms/${existing.id}/manage`)).assertStatus(403)
    ;(await as(client, housekeeper, 'get', '/hotel/rooms/create')).assertStatus(403)
    ;(await as(client, housekeeper, 'post', '/hotel/rooms').json(form(type.id))).assertStatus(403)
    ;(
      await as(client, housekeeper, 'put', `/hotel/rooms/${existing.id}`).json(form(type.id))
    ).assertStatus(403)
    ;(
      await as(client, housekeeper, 'post', `/hotel/rooms/${existing.id}/status`).json({
        status: 'dirty',
        reason: 'Checked out',
      })
    ).assertStatus(403)
    await existing.refresh()
    assert.equal(existing.housekeepingStatus, 'clean')
    assert.equal(await count(Room), 1)
  })
})
