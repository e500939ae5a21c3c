import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Room from '#models/hotel/room'
import { tapeChart } from '#queries/hotel/tape_chart'
import { addDays, appToday } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'

const from = '2026-12-01'

async function smallHotel() {
  const standard = await roomType({ code: 'STD' })
  const suite = await roomType({ code: 'STE', name: 'Suite', baseRateCents: 29000 })
  const r101 = await room(standard, { number: '101', floor: 1, housekeepingStatus: 'dirty' })
  const r102 = await room(standard, { number: '102', floor: 1 })
  const r301 = await room(suite, { number: '301', floor: 3 })
  await Room.create({
    number: '999',
    floor: 9,
    roomTypeId: standard.id,
    housekeepingStatus: 'clean',
    isActive: false,
  })
  const ana = await guest({ firstName: 'Ana', lastName: 'Alves' })
  return { standard, suite, r101, r102, r301, ana }
}

test.group('Hotel: tape chart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the chart holds the active rooms, the stays overlapping the window and the blocks that cover it', async ({
    assert,
  }) => {
    const { standard, suite, r101, r102, r301, ana } = await smallHotel()
    const before = await booking(standard, ana, {
      checkIn: '2026-11-25',
      checkOut: '2026-12-02',
      roomId: r101.id,
      status: 'checked_out',
    })
    await booking(standard, ana, {
      checkIn: '2026-11-20',
      checkOut: '2026-12-01',
      roomId: r102.id,
      status: 'checked_out',
    })
    const inside = await booking(suite, ana, {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      roomId: r301.id,
      status: 'pending',
    })
    const across = await booking(standard, ana, {
      checkIn: '2026-12-28',
      checkOut: '2027-01-04',
      roomId: r102.id,
    })
    await booking(standard, ana, { checkIn: '2026-12-31', checkOut: '2027-01-02', roomId: r101.id })
    await booking(standard, ana, {
      checkIn: '2026-12-05',
      checkOut: '2026-12-07',
      roomId: r101.id,
      status: 'cancelled',
    })
    await booking(standard, ana, {
      checkIn: '2026-12-05',
      checkOut: '2026-12-07',
      roomId: r101.id,
      status: 'no_show',
    })
    const unassigned = await booking(standard, ana, {
      checkIn: '2026-12-15',
      checkOut: '2026-12-16',
    })
    await db.table('room_blocks').insert([
      {
        room_id: r301.id,
        starts_on: '2026-12-20',
        ends_on: '2026-12-23',
        reason: 'New carpet',
        created_at: new Date(),
      },
      {
        room_id: r301.id,
        starts_on: '2026-11-01',
        ends_on: '2026-12-01',
        reason: 'Ended before',
        created_at: new Date(),
      },
    ])

    const chart = await tapeChart(from, 30)
    assert.equal(chart.from, from)
    assert.equal(chart.days, 30)
    assert.equal(chart.today, appToday())
    assert.deepEqual(
      chart.rooms.map((entry) => [
        entry.number,
        entry.floor,
        entry.roomTypeCode,
        entry.housekeepingStatus,
      ]),
      [
        ['101', 1, 'STD', 'dirty'],
        ['102', 1, 'STD', 'clean'],
        ['301', 3, 'STE', 'clean'],
      ]
    )
    assert.deepEqual(
      chart.bookings.map((entry) => entry.id),
      [before.id, across.id, inside.id]
    )
    assert.deepInclude(chart.bookings, {
      id: inside.id,
      code: inside.code!,
      roomId: r301.id,
      roomTypeId: suite.id,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      status: 'pending',
      guestName: 'Ana Alves',
      lockVersion: 1,
      totalCents: 58000,
    })
    assert.deepEqual(
      chart.unassigned.map((entry) => entry.id),
      [unassigned.id]
    )
    assert.deepEqual(
      chart.blocks.map((block) => [block.roomId, block.startsOn, block.endsOn, block.reason]),
      [[r301.id, '2026-12-20', '2026-12-23', 'New carpet']]
    )
  })

  test('the chart answers in a fixed number of queries, whatever the number of bookings', async ({
    assert,
  }) => {
    const { standard, r101, r102, ana } = await smallHotel()
    const queries: string[] = []
    const listener = (query: { sql: string }) => queries.push(query.sql)
    const knex = db.connection().getWriteClient()
    knex.on('query', listener)
    await tapeChart(from, 30)
    const few = queries.length
    assert.equal(few, 3)
    for (let index = 0; index < 10; index++) {
      await booking(standard, ana, {
        checkIn: addDays(from, index * 2),
        checkOut: addDays(from, index * 2 + 1),
        roomId: index % 2 ? r101.id : r102.id,
      })
    }
    queries.length = 0
    const chart = await tapeChart(from, 30)
    knex.off('query', listener)
    assert.lengthOf(chart.bookings, 10)
    assert.equal(queries.length, few)
  })

  test('Bookings Index shows the chart from the given day to anyone who may see bookings', async ({
    client,
    assert,
  }) => {
    const { standard, r101, ana } = await smallHotel()
    const stay = await booking(standard, ana, {
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      roomId: r101.id,
    })
    const receptionist = await userWithRoles(['Receptionist'])
    const response = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings?view=chart&from=${from}`
    ).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Hotel/Bookings/Index')
    const props = response.inertiaProps as any
    assert.equal(props.chart.from, from)
    assert.deepEqual(
      props.chart.bookings.map((entry: any) => entry.id),
      [stay.id]
    )
    assert.isTrue(props.can.move)

    const housekeeper = await userWithRoles(['Housekeeper'])
    ;(await as(client, housekeeper, 'get', `/hotel/bookings?view=chart&from=${from}`)).assertStatus(
      403
    )
  })
})
