import { test } from '@japa/runner'
import { formMessages } from '#tests/helpers/refusals'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RoomBlock from '#models/hotel/room_block'
import { doubleBookingGuard, freeRooms, typeAvailability } from '#services/hotel/availability'
import { addDays, appToday } from '#services/clock'
import { createRoomBlock } from '#actions/hotel/create_room_block'
import { systemAudit } from '#services/audit_context'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'

const errorsOf = (response: { flashMessages(): any }) =>
  response.flashMessages()?.inputErrorsBag ?? {}
const day = (offset: number) => addDays(appToday(), offset)
const blocksOf = (roomId: number) => RoomBlock.query().where('room_id', roomId).orderBy('starts_on')

async function hotel() {
  const type = await roomType({ code: 'DBL' })
  const rooms = [await room(type, { number: '201' }), await room(type, { number: '202' })]
  return { type, rooms, who: await guest() }
}

test.group('Hotel: out-of-order blocks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a manager blocks a room; Manage lists its blocks and upcoming bookings', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    const stay = await booking(type, who, {
      checkIn: day(1),
      checkOut: day(3),
      roomId: rooms[0].id,
    })
    const response = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(5),
      ends_on: day(8),
      reason: 'New carpet',
    })
    response.assertHeader('location', `/hotel/rooms/${rooms[0].id}/manage`)
    response.assertFlashMessage(
      'success',
      `Room 201 is blocked from ${day(5)}, back in service on ${day(8)}.`
    )
    const [block] = await blocksOf(rooms[0].id)
    assert.deepEqual(
      [block.startsOn.toISODate(), block.endsOn.toISODate(), block.reason, block.createdBy],
      [day(5), day(8), 'New carpet', admin.id]
    )
    const [event] = await eventsOf('hotel.room.blocked')
    assert.deepEqual([event.subjectLabel, event.actorId], ['Room 201', admin.id])

    const manage = (
      await as(client, admin, 'get', `/hotel/rooms/${rooms[0].id}/manage`).withInertia()
    ).inertiaProps as any
    assert.deepEqual(manage.blocks, [
      {
        id: block.id,
        startsOn: day(5),
        endsOn: day(8),
        reason: 'New carpet',
        createdByName: admin.fullName,
      },
    ])
    assert.deepEqual(
      manage.upcomingBookings.map((entry: any) => [
        entry.code,
        entry.checkIn,
        entry.checkOut,
        entry.status,
      ]),
      [[stay.code, day(1), day(3), 'confirmed']]
    )
  })

  test('the room comes back into service after the first blocked day; dates and a reason are required', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { rooms } = await hotel()
    const backwards = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(5),
      ends_on: day(5),
      reason: 'Paint',
    })
    assert.deepEqual(errorsOf(backwards), {
      ends_on: ['The room must come back into service after the first blocked day.'],
    })
    const empty = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: 'soon',
      reason: '',
    })
    assert.deepEqual(errorsOf(empty), {
      starts_on: ['Enter a date as YYYY-MM-DD.'],
      ends_on: ['The back in service on field is required.'],
      reason: ['The reason field is required.'],
    })
    const past = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(-1),
      ends_on: day(2),
      reason: 'Paint',
    })
    assert.deepEqual(errorsOf(past), { starts_on: ['A block cannot start before today.'] })
    assert.lengthOf(await blocksOf(rooms[0].id), 0)
  })

  test('a block cannot cover a night the room is booked, and names the booking', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    const stay = await booking(type, who, {
      checkIn: day(2),
      checkOut: day(4),
      roomId: rooms[0].id,
    })
    /* A cancelled stay does not hold the room. */
    await booking(type, who, {
      checkIn: day(6),
      checkOut: day(7),
      roomId: rooms[0].id,
      status: 'cancelled',
    })
    const response = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(3),
      ends_on: day(7),
      reason: 'Leak',
    })
    assert.deepEqual(errorsOf(response), {
      starts_on: [
        `Room 201 is booked on some of these nights (${stay.code}). Move that booking to another room first.`,
      ],
    })
    /* Back to back with the stay is fine: its departure day is free. */
    const after = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(4),
      ends_on: day(7),
      reason: 'Leak',
    })
    assert.deepEqual(errorsOf(after), {})
    assert.lengthOf(await blocksOf(rooms[0].id), 1)
  })

  test('blocks of one room cannot overlap; the database has the last word too', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { rooms } = await hotel()
    await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(2),
      ends_on: day(5),
      reason: 'Paint',
    })
    const overlap = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(4),
      ends_on: day(6),
      reason: 'Paint again',
    })
    assert.deepEqual(errorsOf(overlap), {
      starts_on: ['This room already has an out-of-order block on some of these days.'],
    })
    /* Another room's block on the same days is its own business. */
    const other = await as(client, admin, 'post', `/hotel/rooms/${rooms[1].id}/blocks`).json({
      starts_on: day(4),
      ends_on: day(6),
      reason: 'Paint',
    })
    assert.deepEqual(errorsOf(other), {})

    /* Two requests at once both pass the check; the exclusion constraint refuses the second, reported like the check. */
    const raced = await doubleBookingGuard('starts_on', () =>
      db.transaction((trx) =>
        trx.table('room_blocks').insert({
          room_id: rooms[0].id,
          starts_on: day(3),
          ends_on: day(4),
          reason: 'Race',
          created_at: new Date(),
        })
      )
    ).catch((error) => error)
    assert.deepEqual(formMessages(raced), [
      {
        field: 'starts_on',
        message: 'This room already has an out-of-order block on some of these days.',
        rule: 'server',
      },
    ])
    assert.lengthOf(await blocksOf(rooms[0].id), 1)
  })

  test('a block that would leave the type with more bookings than rooms is refused', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    /* Two rooms; one booking without a room on day 3, two on day 4. */
    await booking(type, who, { checkIn: day(3), checkOut: day(5) })
    await booking(type, who, { checkIn: day(4), checkOut: day(5), status: 'pending' })
    await booking(type, who, { checkIn: day(4), checkOut: day(5), status: 'cancelled' })
    const refused = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(2),
      ends_on: day(6),
      reason: 'Renovation',
    })
    assert.deepEqual(errorsOf(refused), {
      starts_on: [
        `On ${day(4)} this room type has 2 bookings for 2 rooms; taking this room away would oversell it.`,
      ],
    })
    const fits = await as(client, admin, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
      starts_on: day(2),
      ends_on: day(4),
      reason: 'Renovation',
    })
    assert.deepEqual(errorsOf(fits), {})
    assert.lengthOf(await eventsOf('hotel.room.blocked'), 1)
  })

  test('a blocked room is not sellable: capacity and free rooms leave it out on its nights', async ({
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms } = await hotel()
    const before = (
      await typeAvailability(db.connection(), { from: day(1), to: day(4), roomTypeIds: [type.id] })
    ).get(type.id)!
    assert.deepEqual(
      before.map((night) => night.capacity),
      [2, 2, 2]
    )
    await createRoomBlock(
      { room: rooms[0], data: { startsOn: day(2), endsOn: day(3), reason: 'Boiler' } },
      systemAudit(admin)
    )
    const after = (
      await typeAvailability(db.connection(), { from: day(1), to: day(4), roomTypeIds: [type.id] })
    ).get(type.id)!
    assert.deepEqual(
      after.map((night) => [night.night, night.capacity]),
      [
        [day(1), 2],
        [day(2), 1],
        [day(3), 2],
      ]
    )
    const free = await freeRooms(db.connection(), { roomTypeId: type.id, from: day(1), to: day(4) })
    assert.deepEqual(
      free.map((candidate) => candidate.number),
      ['202']
    )
  })

  test('removing a block puts the room back on sale; ended blocks and other rooms’ blocks cannot be removed', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { rooms } = await hotel()
    const block = await RoomBlock.create({
      roomId: rooms[0].id,
      startsOn: DateTime.fromISO(day(1)),
      endsOn: DateTime.fromISO(day(3)),
      reason: 'Paint',
    })
    const ended = await RoomBlock.create({
      roomId: rooms[0].id,
      startsOn: DateTime.fromISO(day(-5)),
      endsOn: DateTime.fromISO(day(-2)),
      reason: 'Old',
    })
    ;(
      await as(client, admin, 'delete', `/hotel/rooms/${rooms[1].id}/blocks/${block.id}`)
    ).assertStatus(404)
    ;(
      await as(client, admin, 'delete', `/hotel/rooms/${rooms[0].id}/blocks/${ended.id}`)
    ).assertStatus(404)
    const removed = await as(
      client,
      admin,
      'delete',
      `/hotel/rooms/${rooms[0].id}/blocks/${block.id}`
    )
    removed.assertHeader('location', `/hotel/rooms/${rooms[0].id}/manage`)
    removed.assertFlashMessage('success', 'The block on room 201 was removed.')
    assert.deepEqual(
      (await blocksOf(rooms[0].id)).map((entry) => entry.id),
      [ended.id]
    )
    const [event] = await eventsOf('hotel.room.block_removed')
    assert.equal(event.subjectLabel, 'Room 201')
  })

  test('only hotel.rooms.manage blocks and unblocks rooms', async ({ client, assert }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { rooms } = await hotel()
    const block = await RoomBlock.create({
      roomId: rooms[0].id,
      startsOn: DateTime.fromISO(day(1)),
      endsOn: DateTime.fromISO(day(3)),
      reason: 'Paint',
    })
    ;(
      await as(client, desk, 'post', `/hotel/rooms/${rooms[0].id}/blocks`).json({
        starts_on: day(5),
        ends_on: day(6),
        reason: 'Paint',
      })
    ).assertStatus(403)
    ;(
      await as(client, desk, 'delete', `/hotel/rooms/${rooms[0].id}/blocks/${block.id}`)
    ).assertStatus(403)
    assert.lengthOf(await blocksOf(rooms[0].id), 1)
  })
})
