import { test } from '@japa/runner'
import { formMessages } from '#tests/helpers/refusals'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import RoomBlock from '#models/hotel/room_block'
import { roomType, room } from '#tests/functional/hotel/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import {
  assertRoomFree,
  assertTypeCapacity,
  doubleBookingGuard,
  freeRooms,
  freeUnits,
  typeAvailability,
} from '#services/hotel/availability'

/*
| What can be sold: per-type capacity net of out-of-order blocks and of every
| active booking (assigned or not), and per-room freedom. These are the checks
| every booking path makes before the database's constraints have the last word.
*/
async function hotel() {
  const type = await roomType({ code: 'DBL', baseRateCents: 10000 })
  const rooms = [
    await room(type, { number: '201' }),
    await room(type, { number: '202' }),
    await room(type, { number: '203' }),
  ]
  const who = await guest()
  return { type, rooms, who }
}

test.group('Hotel: availability', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('capacity is active rooms minus blocks; sold counts active bookings with or without a room', async ({
    assert,
  }) => {
    const { type, rooms, who } = await hotel()
    await booking(type, who, { checkIn: '2027-03-01', checkOut: '2027-03-03', roomId: rooms[0].id })
    await booking(type, who, { checkIn: '2027-03-02', checkOut: '2027-03-04', status: 'pending' })
    await booking(type, who, { checkIn: '2027-03-01', checkOut: '2027-03-04', status: 'cancelled' })
    await RoomBlock.create({
      roomId: rooms[2].id,
      startsOn: DateTime.fromISO('2027-03-03'),
      endsOn: DateTime.fromISO('2027-03-05'),
      reason: 'Leak',
    })

    const nights = (
      await typeAvailability(db.connection(), {
        from: '2027-03-01',
        to: '2027-03-05',
        roomTypeIds: [type.id],
      })
    ).get(type.id)!
    assert.deepEqual(nights, [
      { night: '2027-03-01', capacity: 3, sold: 1, free: 2 },
      { night: '2027-03-02', capacity: 3, sold: 2, free: 1 },
      { night: '2027-03-03', capacity: 2, sold: 1, free: 1 },
      { night: '2027-03-04', capacity: 2, sold: 0, free: 2 },
    ])
    assert.equal(await freeUnits(db.connection(), type.id, '2027-03-01', '2027-03-05'), 1)
  })

  test('free rooms leave out rooms that are booked or blocked on any night of the stay', async ({
    assert,
  }) => {
    const { type, rooms, who } = await hotel()
    const held = await booking(type, who, {
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
      roomId: rooms[0].id,
    })
    await RoomBlock.create({
      roomId: rooms[2].id,
      startsOn: DateTime.fromISO('2027-03-02'),
      endsOn: DateTime.fromISO('2027-03-03'),
      reason: 'Paint',
    })

    const free = await freeRooms(db.connection(), {
      roomTypeId: type.id,
      from: '2027-03-01',
      to: '2027-03-04',
    })
    assert.deepEqual(
      free.map((candidate) => candidate.number),
      ['202']
    )
    /* The booking's own room is free for itself (an edit that keeps its room). */
    const forItself = await freeRooms(db.connection(), {
      roomTypeId: type.id,
      from: '2027-03-01',
      to: '2027-03-04',
      excludeBookingId: held.id,
    })
    assert.deepEqual(
      forItself.map((candidate) => candidate.number),
      ['201', '202']
    )
    /* Back-to-back: the departure day is free. */
    const after = await freeRooms(db.connection(), {
      roomTypeId: type.id,
      from: '2027-03-03',
      to: '2027-03-04',
    })
    assert.deepEqual(
      after.map((candidate) => candidate.number),
      ['201', '202', '203']
    )
  })

  test('a full type and a taken or blocked room are refused with a message on the field', async ({
    assert,
  }) => {
    const { type, rooms, who } = await hotel()
    for (const each of rooms)
      await booking(type, who, { checkIn: '2027-03-01', checkOut: '2027-03-02', roomId: each.id })

    await db.transaction(async (trx) => {
      const error = await assertTypeCapacity(trx, {
        roomTypeId: type.id,
        from: '2027-02-28',
        to: '2027-03-02',
      }).catch((caught) => caught)
      assert.deepEqual(formMessages(error), [
        {
          field: 'checkIn',
          message:
            'No room of this type is free on 2027-03-01. Choose other dates or another room type.',
          rule: 'server',
        },
      ])
      const taken = await assertRoomFree(trx, {
        roomId: rooms[1].id,
        from: '2027-03-01',
        to: '2027-03-03',
      }).catch((caught) => caught)
      assert.match(
        formMessages(taken)[0].message,
        /^Room 202 is already booked on these nights \(BK-\d{6}\)\.$/
      )
      await assertRoomFree(trx, { roomId: rooms[1].id, from: '2027-03-02', to: '2027-03-03' })
    })

    await RoomBlock.create({
      roomId: rooms[1].id,
      startsOn: DateTime.fromISO('2027-03-05'),
      endsOn: DateTime.fromISO('2027-03-06'),
      reason: 'Boiler',
    })
    await db.transaction(async (trx) => {
      const blocked = await assertRoomFree(trx, {
        roomId: rooms[1].id,
        from: '2027-03-04',
        to: '2027-03-07',
      }).catch((caught) => caught)
      assert.equal(
        formMessages(blocked)[0].message,
        'Room 202 is out of order on some of these nights.'
      )
    })
  })

  test('a double booking that reaches the database is reported like the check, not as a server error', async ({
    assert,
  }) => {
    const { type, rooms, who } = await hotel()
    await booking(type, who, { checkIn: '2027-03-01', checkOut: '2027-03-03', roomId: rooms[0].id })
    const error = await doubleBookingGuard('roomId', () =>
      booking(type, who, { checkIn: '2027-03-02', checkOut: '2027-03-04', roomId: rooms[0].id })
    ).catch((caught) => caught)
    assert.deepEqual(formMessages(error), [
      {
        field: 'roomId',
        message: 'This room was just booked by someone else for these nights. Choose another room.',
        rule: 'server',
      },
    ])
  })
})
