import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import type Room from '#models/hotel/room'
import type RoomType from '#models/hotel/room_type'
import { occupancyReport } from '#queries/hotel/occupancy'
import { revenueReport } from '#queries/hotel/revenue'
import { roomTypeReport } from '#queries/hotel/room_type_report'
import { roomTypePerformance } from '#queries/hotel/room_type_performance'
import { addDays, appToday } from '#services/clock'
import { administrator, as, eventsOf, seedRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

/* Rooms and room types taken out of service: what blocks it, what it closes, what reports keep. */
const errorsOf = (response: { flashMessages(): any }) =>
  response.flashMessages()?.inputErrorsBag ?? {}

const readable = (iso: string) => DateTime.fromISO(iso).toFormat('d LLL yyyy')

const periodsOf = (roomId: number) =>
  db
    .from('room_service_periods')
    .where('room_id', roomId)
    .orderBy('starts_on')
    .select(
      db.raw('starts_on::text AS starts_on'),
      db.raw('ends_on::text AS ends_on'),
      'room_type_id'
    )

const roomForm = (target: Room, overrides: Record<string, unknown> = {}) => ({
  number: target.number,
  floor: target.floor,
  room_type_id: target.roomTypeId,
  notes: '',
  is_active: true,
  ...overrides,
})

const typeForm = (type: RoomType, overrides: Record<string, unknown> = {}) => ({
  code: type.code,
  name: type.name,
  description: '',
  base_rate: (type.baseRateCents / 100).toFixed(2),
  max_adults: type.maxAdults,
  max_children: type.maxChildren,
  amenities: [],
  is_active: true,
  ...overrides,
})

test.group('Hotel: rooms out of service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a room a booking holds stays in service until the booking is moved or cancelled, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const r101 = await room(type, { number: '101' })
    const r102 = await room(type, { number: '102' })
    const today = appToday()
    const nextWeek = await booking(type, await guest(), {
      checkIn: addDays(today, 7),
      checkOut: addDays(today, 9),
      roomId: r101.id,
      status: 'confirmed',
    })
    const inHouse = await booking(type, await guest(), {
      checkIn: addDays(today, -1),
      checkOut: addDays(today, 1),
      roomId: r102.id,
      status: 'checked_in',
    })
    const periodsBefore = await periodsOf(r101.id)

    const refused = await as(client, admin, 'put', `/hotel/rooms/${r101.id}`).json(
      roomForm(r101, { is_active: false })
    )
    assert.deepEqual(errorsOf(refused).is_active, [
      `Booking ${nextWeek.code} from ${readable(addDays(today, 7))} holds this room: move or cancel it first.`,
    ])
    const house = await as(client, admin, 'put', `/hotel/rooms/${r102.id}`).json(
      roomForm(r102, { is_active: false })
    )
    assert.deepEqual(errorsOf(house).is_active, [
      `Booking ${inHouse.code} from ${readable(addDays(today, -1))} holds this room: move or cancel it first.`,
    ])
    await r101.refresh()
    await r102.refresh()
    assert.isTrue(r101.isActive)
    assert.isTrue(r102.isActive)
    assert.deepEqual(await periodsOf(r101.id), periodsBefore)
    assert.lengthOf(await eventsOf('hotel.room.updated'), 0)

    await Booking.query().where('id', nextWeek.id).update({ status: 'cancelled' })
    const saved = await as(client, admin, 'put', `/hotel/rooms/${r101.id}`).json(
      roomForm(r101, { is_active: false })
    )
    saved.assertFlashMessage('success', 'Saved.')
    await r101.refresh()
    assert.isFalse(r101.isActive)
  })

  test('a room its type needs for bookings without a room stays in service', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const only = await room(type, { number: '101' })
    const tomorrow = addDays(appToday(), 1)
    await booking(type, await guest(), {
      checkIn: tomorrow,
      checkOut: addDays(tomorrow, 2),
      status: 'confirmed',
    })
    const refused = await as(client, admin, 'put', `/hotel/rooms/${only.id}`).json(
      roomForm(only, { is_active: false })
    )
    assert.deepEqual(errorsOf(refused).is_active, [
      `On ${readable(tomorrow)} this room type has 1 booking for 0 rooms without this one: move or cancel a booking first.`,
    ])
    await only.refresh()
    assert.isTrue(only.isActive)
    assert.lengthOf(await eventsOf('hotel.room.updated'), 0)
  })

  test('taking a room out of service ends its service today and cancels its open housekeeping tasks, each with an event', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const target = await room(type, { number: '101' })
    const task = (status: 'open' | 'in_progress' | 'done') =>
      HousekeepingTask.create({
        roomId: target.id,
        kind: 'checkout_clean',
        status,
        dueOn: DateTime.now(),
      })
    const open = await task('open')
    const started = await task('in_progress')
    const done = await task('done')
    const today = appToday()

    await as(client, admin, 'put', `/hotel/rooms/${target.id}`).json(
      roomForm(target, { is_active: false })
    )
    for (const row of [open, started, done]) await row.refresh()
    assert.deepEqual([open.status, started.status, done.status], ['cancelled', 'cancelled', 'done'])
    const cancelled = await eventsOf('hotel.housekeeping.task_cancelled')
    assert.deepEqual(
      cancelled.map((event) => [event.subjectId, event.changes]),
      [
        [String(open.id), { before: { status: 'open' }, after: { status: 'cancelled' } }],
        [String(started.id), { before: { status: 'in_progress' }, after: { status: 'cancelled' } }],
      ]
    )
    assert.deepEqual(await periodsOf(target.id), [
      { starts_on: '2020-01-01', ends_on: today, room_type_id: type.id },
    ])
    const board = await as(client, admin, 'get', '/hotel/housekeeping').withInertia()
    assert.notInclude(
      (board.inertiaProps as any).tasks.data.map((row: any) => row.id),
      open.id,
      'the board no longer lists the cancelled task'
    )

    await as(client, admin, 'put', `/hotel/rooms/${target.id}`).json(roomForm(target))
    assert.deepEqual(
      await periodsOf(target.id),
      [{ starts_on: '2020-01-01', ends_on: null, room_type_id: type.id }],
      'back in service the same day: one unbroken period'
    )
  })

  test('a room type a booking is still for stays on sale, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const arriving = addDays(appToday(), 3)
    const held = await booking(type, await guest(), {
      checkIn: arriving,
      checkOut: addDays(arriving, 1),
      status: 'pending',
    })
    const refused = await as(client, admin, 'put', `/hotel/room-types/${type.id}`).json(
      typeForm(type, { is_active: false })
    )
    assert.deepEqual(errorsOf(refused).is_active, [
      `Booking ${held.code} from ${readable(arriving)} is for this room type: move or cancel it first.`,
    ])
    await type.refresh()
    assert.isTrue(type.isActive)
    assert.lengthOf(await eventsOf('hotel.room_type.updated'), 0)
  })

  test("retiring a room type and its rooms leaves last month's reports as they were, and today's occupancy within 100 %", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const today = appToday()
    const from = DateTime.fromISO(today).minus({ months: 1 }).startOf('month').toISODate()!
    const to = DateTime.fromISO(from).endOf('month').toISODate()!
    const standard = await roomType({ code: 'STD', name: 'Standard', baseRateCents: 10000 })
    const old = await roomType({ code: 'OLD', name: 'Old wing', baseRateCents: 8000 })
    const r101 = await room(standard, { number: '101' })
    await room(standard, { number: '102' })
    const r301 = await room(old, { number: '301', floor: 3 })
    const r302 = await room(old, { number: '302', floor: 3 })
    for (const [type, target, offset, nights] of [
      [old, r301, 2, 5],
      [old, r302, 10, 3],
      [standard, r101, 4, 2],
    ] as const) {
      const checkIn = addDays(from, offset)
      await booking(type, await guest(), {
        checkIn,
        checkOut: addDays(checkIn, nights),
        roomId: target.id,
        status: 'checked_out',
      })
    }
    await booking(standard, await guest(), {
      checkIn: today,
      checkOut: addDays(today, 2),
      roomId: r101.id,
      status: 'checked_in',
    })
    const reports = async () => ({
      occupancy: await occupancyReport(from, to),
      revenue: await revenueReport(from, to),
      roomTypes: await roomTypeReport(from, to),
      performance: await roomTypePerformance(old.id, today),
    })
    const before = await reports()
    assert.equal(before.occupancy.totals.available, 4 * Number(to.slice(8)))
    assert.equal(before.occupancy.totals.sold, 10)

    const retired = await as(client, admin, 'put', `/hotel/room-types/${old.id}`).json(
      typeForm(old, { is_active: false })
    )
    retired.assertFlashMessage('success', 'Saved.')
    for (const target of [r301, r302]) {
      const response = await as(client, admin, 'put', `/hotel/rooms/${target.id}`).json(
        roomForm(target, { is_active: false })
      )
      response.assertFlashMessage('success', 'Saved.')
    }

    assert.deepEqual(await reports(), before)
    const now = await occupancyReport(today, today)
    assert.deepEqual(now.totals, { available: 2, sold: 1, occupancyBp: 5000 })
    assert.isAtMost(now.totals.occupancyBp, 10_000)
  })
})
