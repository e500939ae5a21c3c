import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import RoomType from '#models/hotel/room_type'
import { seedHotel } from '#database/demo/hotel'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { count, room, roomType } from './helpers.js'

const form = (overrides: Record<string, unknown> = {}) => ({
  code: 'dlx',
  name: 'Deluxe',
  description: 'Sea view',
  base_rate: '145.50',
  max_adults: 2,
  max_children: 2,
  beds: '1 king',
  size_m2: 32.5,
  amenities: ['Wi-Fi', 'Minibar'],
  is_active: true,
  ...overrides,
})

test.group('Hotel: room types', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the list shows each type with its rate in cents and its rooms count', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const standard = await roomType()
    await room(standard, { number: '101' })
    await room(standard, { number: '102' })
    await roomType({ code: 'STE', name: 'Suite', baseRateCents: 30000 })
    const response = await as(client, admin, 'get', '/hotel/room-types').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Hotel/RoomTypes/Index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.roomTypes.map((entry: any) => [
        entry.code,
        entry.roomsCount,
        entry.baseRateCents,
        entry.can.delete,
      ]),
      [
        ['STD', 2, 9000, false],
        ['STE', 0, 30000, true],
      ]
    )
    assert.equal(props.currency, 'USD')
    assert.deepEqual(props.can, { create: true })
  })

  test('a manager creates a room type: code upper-cased, rate in cents, event recorded', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/hotel/room-types').json(form())
    const created = await RoomType.findByOrFail('code', 'DLX')
    response.assertHeader('location', `/hotel/room-types/${created.id}`)
    response.assertFlashMessage('success', 'Room type DLX was created.')
    assert.equal(created.baseRateCents, 14550)
    assert.equal(created.sizeM2, '32.5')
    assert.deepEqual(created.amenities, ['Wi-Fi', 'Minibar'])
    const [event] = await eventsOf('hotel.room_type.created')
    assert.equal(event.actorId, admin.id)
    assert.equal(event.subjectType, 'room_type')
    assert.equal(event.subjectId, String(created.id))
    assert.containsSubset(event.changes.after, { code: 'DLX', baseRateCents: 14550 })
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/hotel/room-types').json(
      form({
        code: 'WAY TOO LONG CODE',
        name: '',
        base_rate: '-5',
        max_adults: 0,
        max_children: -1,
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      code: ['Use 1 to 10 letters, digits or dashes.'],
      name: ['The name field is required.'],
      base_rate: ['Enter an amount such as 120 or 120.50 (no negative amounts).'],
      max_adults: ['The max adults must be at least 1.'],
      max_children: ['The max children must be at least 0.'],
    })
    assert.equal(await count(RoomType), 0)
    assert.lengthOf(await eventsOf('hotel.room_type.created'), 0)
  })

  test('a code already in use, in any case, is refused', async ({ client, assert }) => {
    const admin = await administrator()
    await roomType({ code: 'DLX' })
    const response = await as(client, admin, 'post', '/hotel/room-types').json(
      form({ code: 'dlx' })
    )
    response.assertFlashMessage('inputErrorsBag', {
      code: ['Another room type already uses this code.'],
    })
    assert.equal(await count(RoomType), 1)
  })

  test('editing saves the changes and records only what changed', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    const response = await as(client, admin, 'put', `/hotel/room-types/${type.id}`).json(
      form({ code: 'STD', name: 'Standard Plus', base_rate: '95' })
    )
    response.assertHeader('location', `/hotel/room-types/${type.id}/edit`)
    await type.refresh()
    assert.equal(type.name, 'Standard Plus')
    assert.equal(type.baseRateCents, 9500)
    const [event] = await eventsOf('hotel.room_type.updated')
    assert.deepInclude(event.changes.before, { name: 'Standard', baseRateCents: 9000 })
    assert.deepInclude(event.changes.after, { name: 'Standard Plus', baseRateCents: 9500 })
    assert.notProperty(event.changes.after, 'code')
  })

  test('the show page lists the type and its rooms', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    await room(type, { number: '201', floor: 2 })
    await room(type, { number: '101', floor: 1 })
    const response = await as(client, admin, 'get', `/hotel/room-types/${type.id}`).withInertia()
    response.assertInertiaComponent('Hotel/RoomTypes/Show')
    const props = response.inertiaProps as any
    assert.equal(props.roomType.code, 'STD')
    assert.deepEqual(
      props.rooms.map((entry: any) => entry.number),
      ['101', '201']
    )
  })

  test('a type without rooms is deleted, with an event', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    const response = await as(client, admin, 'delete', `/hotel/room-types/${type.id}`)
    response.assertHeader('location', '/hotel/room-types')
    assert.isNull(await RoomType.find(type.id))
    assert.lengthOf(await eventsOf('hotel.room_type.deleted'), 1)
  })

  test('a type that still has rooms cannot be deleted', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    await room(type)
    const response = await as(client, admin, 'delete', `/hotel/room-types/${type.id}`)
    response.assertFlashMessage('inputErrorsBag', {
      room_type: ['Room type STD still has 1 room. Move or remove it before deleting the type.'],
    })
    assert.isNotNull(await RoomType.find(type.id))
    assert.lengthOf(await eventsOf('hotel.room_type.deleted'), 0)
  })

  test('a Receptionist sees room types but may not change them', async ({ client, assert }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const list = await as(client, receptionist, 'get', '/hotel/room-types').withInertia()
    list.assertStatus(200)
    assert.deepEqual((list.inertiaProps as any).can, { create: false })
    assert.isFalse((list.inertiaProps as any).roomTypes[0].can.update)
    ;(await as(client, receptionist, 'get', '/hotel/room-types/create')).assertStatus(403)
    ;(await as(client, receptionist, 'post', '/hotel/room-types').json(form())).assertStatus(403)
    ;(
      await as(client, receptionist, 'put', `/hotel/room-types/${type.id}`).json(form())
    ).assertStatus(403)
    ;(await as(client, receptionist, 'delete', `/hotel/room-types/${type.id}`)).assertStatus(403)
    assert.equal(await count(RoomType), 1)
  })

  test('a Waiter may not even see room types', async ({ client }) => {
    const waiter = await userWithRoles(['Waiter'])
    ;(await as(client, waiter, 'get', '/hotel/room-types')).assertStatus(403)
  })
})

test.group('Hotel: demo data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('seeds 4 room types and 26 rooms on 3 floors, and only once', async ({ assert }) => {
    await seedHotel(db.connection())
    await seedHotel(db.connection())
    const types = await RoomType.query().withCount('rooms').orderBy('code')
    assert.deepEqual(
      types.map((type) => [type.code, Number(type.$extras.rooms_count)]),
      [
        ['DLX', 8],
        ['FAM', 4],
        ['STD', 12],
        ['STE', 2],
      ]
    )
  })
})
