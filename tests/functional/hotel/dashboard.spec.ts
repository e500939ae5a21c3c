import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RoomBlock from '#models/hotel/room_block'
import Permission from '#models/identity/permission'
import Role from '#models/identity/role'
import { hotelDashboard, hotelTiles } from '#queries/hotel/dashboard'
import { addDays, appToday } from '#services/clock'
import { createUser } from '#tests/helpers/identity'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

/*
| The hotel dashboard on a day built around today (T), every figure by hand.
|
| Rooms: STD 101 (clean), 102 (dirty), 103 (clean, out of order T+2 … T+3);
| DLX 201 (inspected).
|
|   a1  pending      STD  –    T   → T+2  2 pax  90.00   arriving (pending nights are not sold)
|   a2  confirmed    DLX  201  T   → T+1  1 pax  200.00  arriving
|   a3  checked_in   STD  101  T   → T+3  2 pax  150.00  arrived today, in house
|   d1  checked_in   STD  102  T-2 → T    1 pax  100.00  departing, in house
|   d2  checked_out  STD  103  T-3 → T    1 pax  100.00  left today
|   e1  checked_out  DLX  –    T-2 → T+1  1 pax  110.00  left early today (checked_out_at now; its night T was released)
|   h1  checked_in   DLX  –    T-1 → T+2  3 pax  120.00  in house
|   x   cancelled    STD  –    T   → T+1                 nowhere
*/
async function dayAtTheHotel(today: string) {
  const at = (offset: number) => addDays(today, offset)
  const standard = await roomType({ code: 'STD', name: 'Standard', baseRateCents: 10000 })
  const deluxe = await roomType({ code: 'DLX', name: 'Deluxe', baseRateCents: 20000 })
  const r101 = await room(standard, { number: '101', housekeepingStatus: 'clean' })
  const r102 = await room(standard, { number: '102', housekeepingStatus: 'dirty' })
  const r103 = await room(standard, { number: '103', housekeepingStatus: 'clean' })
  const r201 = await room(deluxe, { number: '201', floor: 2, housekeepingStatus: 'inspected' })
  await RoomBlock.create({
    roomId: r103.id,
    startsOn: DateTime.fromISO(at(2)),
    endsOn: DateTime.fromISO(at(4)),
    reason: 'Paint',
  })

  const who = (lastName: string) => guest({ firstName: 'Guest', lastName })
  await booking(standard, await who('Arrow'), {
    checkIn: at(0),
    checkOut: at(2),
    status: 'pending',
    rateCents: 9000,
    adults: 2,
  })
  await booking(deluxe, await who('Baker'), {
    checkIn: at(0),
    checkOut: at(1),
    roomId: r201.id,
    status: 'confirmed',
    rateCents: 20000,
  })
  await booking(standard, await who('Cole'), {
    checkIn: at(0),
    checkOut: at(3),
    roomId: r101.id,
    status: 'checked_in',
    rateCents: 15000,
    adults: 2,
  })
  await booking(standard, await who('Dunn'), {
    checkIn: at(-2),
    checkOut: at(0),
    roomId: r102.id,
    status: 'checked_in',
    rateCents: 10000,
  })
  await booking(standard, await who('Egan'), {
    checkIn: at(-3),
    checkOut: at(0),
    roomId: r103.id,
    status: 'checked_out',
    rateCents: 10000,
  })
  const early = await booking(deluxe, await who('Fox'), {
    checkIn: at(-2),
    checkOut: at(1),
    status: 'checked_out',
    rateCents: 11000,
  })
  early.checkedOutAt = DateTime.now()
  await early.save()
  await db.from('booking_nights').where('booking_id', early.id).where('night', '>=', at(0)).delete()
  await booking(deluxe, await who('Gray'), {
    checkIn: at(-1),
    checkOut: at(2),
    status: 'checked_in',
    rateCents: 12000,
    adults: 3,
  })
  await booking(standard, await who('Hale'), {
    checkIn: at(0),
    checkOut: at(1),
    status: 'cancelled',
    rateCents: 10000,
  })
}

test.group('Hotel: dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test("today's arrivals, departures, in-house guests and rooms by status", async ({ assert }) => {
    const today = appToday()
    await dayAtTheHotel(today)
    const dashboard = await hotelDashboard(today)

    /* a1, a2 still to come; a3 arrived (listed last). */
    assert.deepEqual(dashboard.arrivals, { expected: 2, arrived: 1 })
    assert.deepEqual(
      dashboard.arrivalList.map((row) => [row.guestName, row.status, row.roomNumber, row.people]),
      [
        ['Guest Baker', 'confirmed', '201', 1],
        ['Guest Arrow', 'pending', null, 2],
        ['Guest Cole', 'checked_in', '101', 2],
      ]
    )
    /* d1 still to leave; d2 (departure day today) and e1 (left early, today) gone. */
    assert.deepEqual(dashboard.departures, { expected: 1, departed: 2 })
    assert.deepEqual(
      dashboard.departureList.map((row) => [row.guestName, row.status]),
      [
        ['Guest Dunn', 'checked_in'],
        ['Guest Egan', 'checked_out'],
        ['Guest Fox', 'checked_out'],
      ]
    )
    /* a3, d1, h1: 2 + 1 + 3 people. */
    assert.deepEqual(dashboard.inHouse, { bookings: 3, people: 6 })
    assert.deepEqual(dashboard.roomsByStatus, [
      { status: 'clean', rooms: 2 },
      { status: 'dirty', rooms: 1 },
      { status: 'cleaning', rooms: 0 },
      { status: 'inspected', rooms: 1 },
      { status: 'out_of_order', rooms: 0 },
    ])
  })

  test('occupancy today and the next 7 days, room revenue today and month-to-date with ADR and RevPAR', async ({
    assert,
  }) => {
    const today = appToday()
    await dayAtTheHotel(today)
    const dashboard = await hotelDashboard(today)
    const at = (offset: number) => addDays(today, offset)

    assert.deepEqual(dashboard.occupancyWeek, [
      /* T: a2, a3, h1 sold (a1 pending, d1 and d2 leave, e1's night released) of 4 rooms */
      { day: at(0), available: 4, sold: 3, occupancyBp: 7500 },
      /* T+1: a3, h1 */
      { day: at(1), available: 4, sold: 2, occupancyBp: 5000 },
      /* T+2: a3; 103 blocked → 3 available; 1/3 = 33.33 % */
      { day: at(2), available: 3, sold: 1, occupancyBp: 3333 },
      { day: at(3), available: 3, sold: 0, occupancyBp: 0 },
      { day: at(4), available: 4, sold: 0, occupancyBp: 0 },
      { day: at(5), available: 4, sold: 0, occupancyBp: 0 },
      { day: at(6), available: 4, sold: 0, occupancyBp: 0 },
      { day: at(7), available: 4, sold: 0, occupancyBp: 0 },
    ])
    assert.equal(dashboard.occupancyTodayBp, 7500)
    /* Today: a2 200 + a3 150 + h1 120 = 470.00 */
    assert.equal(dashboard.revenue.todayCents, 47000)

    /* Month to date: today plus the earlier nights that fall in this month. */
    const monthStart = `${today.slice(0, 8)}01`
    assert.equal(dashboard.revenue.monthStart, monthStart)
    const earlier = [
      { night: at(-3), cents: [10000] } /* d2 */,
      { night: at(-2), cents: [10000, 10000, 11000] } /* d1, d2, e1 */,
      { night: at(-1), cents: [10000, 10000, 11000, 12000] } /* d1, d2, e1, h1 */,
    ].filter((entry) => entry.night >= monthStart)
    const sold = 3 + earlier.reduce((total, entry) => total + entry.cents.length, 0)
    const revenueCents =
      47000 +
      earlier.reduce(
        (total, entry) => total + entry.cents.reduce((sum, cents) => sum + cents, 0),
        0
      )
    const available = 4 * Number(today.slice(8, 10))
    assert.deepEqual(dashboard.revenue.monthToDate, {
      available,
      sold,
      revenueCents,
      adrCents: Math.round(revenueCents / sold),
      revparCents: Math.round(revenueCents / available),
    })
  })

  test('the page needs hotel.dashboard.view: a receptionist sees it, a housekeeper is refused', async ({
    client,
    assert,
  }) => {
    const today = appToday()
    await dayAtTheHotel(today)
    const receptionist = await userWithRoles(['Receptionist'])
    const response = await as(client, receptionist, 'get', '/hotel').withInertia()
    response.assertInertiaComponent('Hotel/Dashboard')
    const props = response.inertiaProps as any
    assert.deepEqual(props.dashboard.arrivals, { expected: 2, arrived: 1 })
    assert.deepEqual(props.can, { viewBookings: true, viewHousekeeping: true, viewReports: false })
    assert.equal(props.currency, 'USD')

    const housekeeper = await userWithRoles(['Housekeeper'])
    ;(await as(client, housekeeper, 'get', '/hotel')).assertStatus(403)
  })

  test('the main dashboard carries the hotel tiles only for users who may see the hotel dashboard', async ({
    client,
    assert,
  }) => {
    const today = appToday()
    await dayAtTheHotel(today)
    const receptionist = await userWithRoles(['Receptionist'])
    const withTiles = await as(client, receptionist, 'get', '/dashboard').withInertia()
    assert.deepEqual((withTiles.inertiaProps as any).hotelTiles, {
      today,
      arrivals: { expected: 2, arrived: 1 },
      departures: { expected: 1, departed: 2 },
      inHouse: { bookings: 3, people: 6 },
      occupancyTodayBp: 7500,
    })
    assert.deepEqual(await hotelTiles(today), (withTiles.inertiaProps as any).hotelTiles)

    const housekeeper = await userWithRoles(['Housekeeper'])
    const without = await as(client, housekeeper, 'get', '/dashboard').withInertia()
    without.assertInertiaComponent('Dashboard')
    assert.notProperty(without.inertiaProps, 'hotelTiles')
  })

  test('someone who may see only the hotel dashboard may listen to its booking and room updates', async ({
    client,
  }) => {
    const role = await Role.create({
      name: 'Night auditor',
      description: 'Watches the house overnight',
      isSystem: false,
    })
    await role
      .related('permissions')
      .attach([(await Permission.findByOrFail('name', 'hotel.dashboard.view')).id])
    const auditor = await createUser()
    await auditor.related('roles').attach([role.id])
    const housekeeper = await userWithRoles(['Housekeeper'])
    const authorise = (user: typeof auditor, channel: string) =>
      client
        .post('/broadcasting/auth')
        .loginAs(user)
        .withSession({ auth_security_stamp: user.securityStamp })
        .withCsrfToken()
        .header('accept', 'application/json')
        .form({ socket_id: '1234.5678', channel_name: channel })

    ;(await authorise(auditor, 'private-hotel.bookings')).assertStatus(200)
    ;(await authorise(auditor, 'private-hotel.rooms')).assertStatus(200)
    ;(await authorise(housekeeper, 'private-hotel.bookings')).assertStatus(403)
  })
})
