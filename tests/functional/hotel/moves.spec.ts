import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import Room from '#models/hotel/room'
import type RoomType from '#models/hotel/room_type'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import { addDays, appToday, isoDate, isoWeekday } from '#services/clock'
import { realtimeServer } from '#services/realtime'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'

const today = appToday()
const day = (offset: number) => addDays(today, offset)

async function hotel() {
  const standard = await roomType({ code: 'STD', name: 'Standard', baseRateCents: 9000 })
  const deluxe = await roomType({
    code: 'DLX',
    name: 'Deluxe',
    baseRateCents: 14500,
    maxAdults: 2,
    maxChildren: 2,
  })
  const rooms = {
    s101: await room(standard, { number: '101', floor: 1 }),
    s102: await room(standard, { number: '102', floor: 1 }),
    d201: await room(deluxe, { number: '201', floor: 2 }),
  }
  return { standard, deluxe, rooms, guest: await guest({ firstName: 'Rosa', lastName: 'Reyes' }) }
}

const nightsOf = (bookingId: number) =>
  db
    .from('booking_nights')
    .where('booking_id', bookingId)
    .orderBy('night')
    .select(db.raw('night::text AS night'), 'room_type_id', 'rate_cents')

/** What the tape charts are told live, for the length of one test. */
function captureBroadcasts(cleanup: (work: () => void) => void) {
  const server = realtimeServer()!
  const original = server.trigger.bind(server)
  const sent: { channels: string[]; event: string; data: any }[] = []
  server.trigger = (input) => {
    sent.push(input as never)
    return original(input)
  }
  cleanup(() => {
    server.trigger = original
  })
  return sent
}

async function rateRule(
  type: RoomType,
  rule: {
    name: string
    startsOn?: string
    endsOn?: string
    weekdays?: number[]
    nightlyRateCents?: number
    minStay?: number
    closedToArrival?: boolean
  }
) {
  const now = new Date()
  await db.table('room_type_rate_rules').insert({
    room_type_id: type.id,
    name: rule.name,
    starts_on: rule.startsOn ?? null,
    ends_on: rule.endsOn ?? null,
    weekdays: rule.weekdays ?? [],
    nightly_rate_cents: rule.nightlyRateCents ?? null,
    min_stay: rule.minStay ?? null,
    closed_to_arrival: rule.closedToArrival ?? false,
    created_at: now,
    updated_at: now,
  })
}

test.group('Hotel: moving bookings on the tape chart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a confirmed booking moves to another room of its type; dates and price stay, the move is recorded', async ({
    client,
    assert,
    cleanup,
  }) => {
    const admin = await administrator()
    const sent = captureBroadcasts(cleanup)
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })

    const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`)
      .header('referer', '/hotel/bookings?view=chart')
      .json({ roomId: rooms.s102.id, lockVersion: stay.lockVersion })
    response.assertStatus(302)
    response.assertHeader('location', '/hotel/bookings?view=chart')
    response.assertFlashMessage(
      'success',
      `${stay.code} moved to room 102, ${day(3)} to ${day(5)}.`
    )

    await stay.refresh()
    assert.equal(stay.roomId, rooms.s102.id)
    assert.equal(isoDate(stay.checkIn), day(3))
    assert.equal(stay.totalCents, 18000)
    assert.equal(stay.lockVersion, 2)
    const [event] = await eventsOf('hotel.booking.moved')
    assert.equal(event.subjectLabel, stay.code)
    assert.deepEqual(event.changes, {
      before: { roomId: rooms.s101.id, roomNumber: '101' },
      after: { roomId: rooms.s102.id, roomNumber: '102' },
    })
    assert.containsSubset(sent, [
      {
        channels: ['private-hotel.bookings'],
        event: 'App\\Events\\BookingChanged',
        data: { bookingId: stay.id, roomId: rooms.s102.id, checkIn: day(3) },
      },
    ])
  })

  test('shifting the arrival keeps the nights and prices them with the rate plan of the new dates', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    await rateRule(standard, {
      name: 'Festival',
      startsOn: day(10),
      endsOn: day(10),
      nightlyRateCents: 20000,
    })

    const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
      checkIn: day(10),
      lockVersion: 1,
    })
    response.assertStatus(302)
    await stay.refresh()
    assert.equal(isoDate(stay.checkIn), day(10))
    assert.equal(isoDate(stay.checkOut), day(12))
    assert.equal(stay.totalCents, 29000)
    assert.deepEqual(await nightsOf(stay.id), [
      { night: day(10), room_type_id: standard.id, rate_cents: 20000 },
      { night: day(11), room_type_id: standard.id, rate_cents: 9000 },
    ])
  })

  test('a move to a room of another type is an upgrade at the agreed price; the type and its nights follow the room', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, deluxe, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
      rateCents: 8500,
    })

    ;(
      await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
        roomId: rooms.d201.id,
      })
    ).assertStatus(302)
    await stay.refresh()
    assert.equal(stay.roomId, rooms.d201.id)
    assert.equal(stay.roomTypeId, deluxe.id)
    assert.equal(stay.totalCents, 17000)
    assert.deepEqual(
      (await nightsOf(stay.id)).map((night) => [night.room_type_id, night.rate_cents]),
      [
        [deluxe.id, 8500],
        [deluxe.id, 8500],
      ]
    )
    const [event] = await eventsOf('hotel.booking.moved')
    assert.containsSubset(event.changes, {
      before: { roomTypeCode: 'STD', roomNumber: '101' },
      after: { roomTypeCode: 'DLX', roomNumber: '201' },
    })
    assert.notProperty(event.changes.after, 'totalCents')
  })

  test('a booking without a room is given one from the chart', async ({ client, assert }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
    })
    ;(
      await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
        roomId: rooms.s102.id,
      })
    ).assertStatus(302)
    await stay.refresh()
    assert.equal(stay.roomId, rooms.s102.id)
    const [event] = await eventsOf('hotel.booking.moved')
    assert.deepEqual(event.changes, {
      before: { roomId: null, roomNumber: null },
      after: { roomId: rooms.s102.id, roomNumber: '102' },
    })
  })

  test('a room another booking or a block holds is refused on roomId and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(6),
      roomId: rooms.s101.id,
    })
    const other = await booking(standard, await guest(), {
      checkIn: day(5),
      checkOut: day(7),
      roomId: rooms.s102.id,
    })

    const taken = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s102.id,
    })
    taken.assertFlashMessage('inputErrorsBag', {
      roomId: [`Room 102 is already booked on these nights (${other.code}).`],
    })

    await db.table('room_blocks').insert({
      room_id: rooms.s102.id,
      starts_on: day(10),
      ends_on: day(12),
      reason: 'Painting',
      created_at: new Date(),
    })
    const blocked = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s102.id,
      checkIn: day(9),
    })
    blocked.assertFlashMessage('inputErrorsBag', {
      roomId: ['Room 102 is out of order on some of these nights.'],
    })

    await stay.refresh()
    assert.equal(stay.roomId, rooms.s101.id)
    assert.equal(isoDate(stay.checkIn), day(3))
    assert.equal(stay.lockVersion, 1)
    assert.lengthOf(await eventsOf('hotel.booking.moved'), 0)
  })

  test('the new type must have a unit left and fit the party', async ({ client, assert }) => {
    const admin = await administrator()
    const { standard, deluxe, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    await booking(deluxe, await guest(), { checkIn: day(4), checkOut: day(6) })

    const full = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.d201.id,
    })
    full.assertFlashMessage('inputErrorsBag', {
      roomId: [
        `No room of this type is free on ${day(4)}. Choose other dates or another room type.`,
      ],
    })

    const family = await booking(standard, await guest(), {
      checkIn: day(20),
      checkOut: day(22),
      roomId: rooms.s102.id,
      adults: 3,
    })
    const crowded = await as(client, admin, 'post', `/hotel/bookings/${family.id}/move`).json({
      roomId: rooms.d201.id,
    })
    crowded.assertFlashMessage('inputErrorsBag', {
      roomId: ['Room type DLX holds at most 2 adults and 2 children.'],
    })

    await stay.refresh()
    assert.equal(stay.roomTypeId, standard.id)
    assert.lengthOf(await eventsOf('hotel.booking.moved'), 0)
  })

  test('a new arrival date must respect minimum stay and closed to arrival, and cannot be in the past', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    await rateRule(standard, {
      name: 'Long weekend',
      startsOn: day(10),
      endsOn: day(10),
      minStay: 3,
    })
    await rateRule(standard, {
      name: 'Inventory day',
      weekdays: [isoWeekday(day(15))],
      startsOn: day(15),
      endsOn: day(15),
      closedToArrival: true,
    })

    const short = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
      checkIn: day(10),
    })
    short.assertFlashMessage('inputErrorsBag', {
      checkIn: [`Arrivals on ${day(10)} must stay at least 3 nights.`],
    })
    const closed = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
      checkIn: day(15),
    })
    closed.assertFlashMessage('inputErrorsBag', {
      checkIn: [`The hotel is closed to arrivals on ${day(15)} for this room type.`],
    })
    const past = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
      checkIn: day(-2),
    })
    past.assertFlashMessage('inputErrorsBag', {
      checkIn: ['The new arrival date cannot be in the past.'],
    })
    const nonsense = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
      checkIn: '2026-02-31',
    })
    nonsense.assertFlashMessage('inputErrorsBag', {
      checkIn: ['Enter the arrival date as YYYY-MM-DD.'],
    })
    const same = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s101.id,
    })
    same.assertFlashMessage('inputErrorsBag', {
      roomId: ['Choose another room or another arrival date.'],
    })

    await stay.refresh()
    assert.equal(isoDate(stay.checkIn), day(3))
    assert.lengthOf(await eventsOf('hotel.booking.moved'), 0)
  })

  test('a stale lock version is refused and nothing is written', async ({ client, assert }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    await Booking.query().where('id', stay.id).update({ lock_version: 4 })

    const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s102.id,
      lockVersion: 3,
    })
    response.assertFlashMessage('inputErrorsBag', {
      lockVersion: ['This booking was changed by someone else meanwhile. Reload and try again.'],
    })
    await stay.refresh()
    assert.equal(stay.roomId, rooms.s101.id)
  })

  test('a guest in the house changes room: the folio stays, the old room is dirty with a checkout clean', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, deluxe, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(-2),
      checkOut: day(2),
      roomId: rooms.s101.id,
      status: 'checked_in',
    })
    await db.table('folio_charges').insert({
      booking_id: stay.id,
      kind: 'room',
      description: 'Room night',
      service_date: day(-2),
      amount_cents: 9000,
      tax_rate_bp: 1000,
      tax_cents: 900,
      total_cents: 9900,
      created_at: new Date(),
    })
    const chargesBefore = await db.from('folio_charges').where('booking_id', stay.id).orderBy('id')

    const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.d201.id,
      lockVersion: 1,
    })
    response.assertStatus(302)
    await stay.refresh()
    assert.equal(stay.roomId, rooms.d201.id)
    assert.equal(stay.roomTypeId, deluxe.id)
    assert.equal(isoDate(stay.checkIn), day(-2))
    assert.equal(stay.totalCents, 36000)
    assert.deepEqual(
      await db.from('folio_charges').where('booking_id', stay.id).orderBy('id'),
      chargesBefore
    )
    assert.deepEqual(
      (await nightsOf(stay.id)).map((night) => [night.night, night.room_type_id]),
      [
        [day(-2), standard.id],
        [day(-1), standard.id],
        [day(0), deluxe.id],
        [day(1), deluxe.id],
      ]
    )

    const left = await Room.findOrFail(rooms.s101.id)
    assert.equal(left.housekeepingStatus, 'dirty')
    const task = await HousekeepingTask.query().where('room_id', rooms.s101.id).firstOrFail()
    assert.containsSubset(task.serialize(), {
      kind: 'checkout_clean',
      status: 'open',
      bookingId: stay.id,
    })
    const [statusEvent] = await eventsOf('hotel.room.status_changed')
    assert.deepEqual(statusEvent.metadata, { reason: `Room move ${stay.code}` })
    assert.lengthOf(await eventsOf('hotel.booking.moved'), 1)
  })

  test('a guest in the house keeps their dates and only moves into a clean or inspected room', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(-1),
      checkOut: day(2),
      roomId: rooms.s101.id,
      status: 'checked_in',
    })
    await Room.query().where('id', rooms.s102.id).update({ housekeeping_status: 'dirty' })

    const dirty = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.s102.id,
    })
    dirty.assertFlashMessage('inputErrorsBag', {
      roomId: ['Room 102 is dirty: a guest can only move into a clean or inspected room.'],
    })
    const dates = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
      roomId: rooms.d201.id,
      checkIn: day(1),
    })
    dates.assertFlashMessage('inputErrorsBag', {
      checkIn: [
        'The guest is in the house: the dates of a stay in progress cannot move, only the room.',
      ],
    })

    await stay.refresh()
    assert.equal(stay.roomId, rooms.s101.id)
    assert.equal((await Room.findOrFail(rooms.s101.id)).housekeepingStatus, 'clean')
    assert.lengthOf(await HousekeepingTask.all(), 0)
  })

  test('checked-out, cancelled and no-show bookings cannot be moved', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    for (const [status, word] of [
      ['checked_out', 'checked out'],
      ['cancelled', 'cancelled'],
      ['no_show', 'no-show'],
    ] as const) {
      const stay = await booking(standard, rosa, {
        checkIn: day(-5),
        checkOut: day(-3),
        roomId: rooms.s101.id,
        status,
      })
      const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/move`).json({
        roomId: rooms.s102.id,
      })
      response.assertFlashMessage('inputErrorsBag', {
        roomId: [`A booking that is ${word} cannot be moved.`],
      })
    }
    assert.lengthOf(await eventsOf('hotel.booking.moved'), 0)
  })

  test('the preview tells the price and the first rule a move would break, writing nothing', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    await rateRule(standard, {
      name: 'Festival',
      startsOn: day(8),
      endsOn: day(9),
      nightlyRateCents: 12000,
    })

    const ok = await as(
      client,
      admin,
      'get',
      `/hotel/bookings/${stay.id}/move?roomId=${rooms.s102.id}&checkIn=${day(8)}`
    )
    ok.assertStatus(200)
    assert.containsSubset(ok.body(), {
      error: null,
      before: { roomNumber: '101', checkIn: day(3), totalCents: 18000 },
      after: { roomNumber: '102', checkIn: day(8), checkOut: day(10), totalCents: 24000 },
    })
    const refused = await as(
      client,
      admin,
      'get',
      `/hotel/bookings/${stay.id}/move?roomId=${rooms.s101.id}&checkIn=${day(-1)}`
    )
    assert.deepEqual(refused.body().error, {
      field: 'checkIn',
      message: 'The new arrival date cannot be in the past.',
    })
    await stay.refresh()
    assert.equal(isoDate(stay.checkIn), day(3))
    assert.equal(stay.lockVersion, 1)
  })

  test('moving needs hotel.bookings.update', async ({ client, assert }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const receptionist = await userWithRoles(['Receptionist'])
    const { standard, rooms, guest: rosa } = await hotel()
    const stay = await booking(standard, rosa, {
      checkIn: day(3),
      checkOut: day(5),
      roomId: rooms.s101.id,
    })
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${stay.id}/move`).json({
        roomId: rooms.s102.id,
      })
    ).assertStatus(403)
    ;(
      await as(
        client,
        housekeeper,
        'get',
        `/hotel/bookings/${stay.id}/move?roomId=${rooms.s102.id}`
      )
    ).assertStatus(403)
    await stay.refresh()
    assert.equal(stay.roomId, rooms.s101.id)
    ;(
      await as(client, receptionist, 'post', `/hotel/bookings/${stay.id}/move`).json({
        roomId: rooms.s102.id,
      })
    ).assertStatus(302)
    await stay.refresh()
    assert.equal(stay.roomId, rooms.s102.id)
  })
})
