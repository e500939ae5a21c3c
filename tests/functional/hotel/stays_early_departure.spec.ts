import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/hotel/invoice'
import { addDays, appToday } from '#services/clock'
import { freeRooms, typeAvailability } from '#services/hotel/availability'
import { tapeChart } from '#queries/hotel/tape_chart'
import { as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { checkedIn, errorsOf, nightsOf, roomChargesOf, withSettings } from './stay_helpers.js'

const today = () => appToday()
const day = (offset: number) => addDays(appToday(), offset)

test.group('Hotel: early departure and late check-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('leaving on the arrival day of a three-night stay keeps the first night and releases the other two, on the bill, the calendar and the tape chart', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, type, stayRoom } = await checkedIn(client, desk, { arrival: 0, nights: 3 })
    assert.equal((await roomChargesOf(target.id)).length, 3)

    const form = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    const props = form.inertiaProps as any
    assert.equal(props.folio.balanceCents, 29700)
    assert.deepInclude(props.departure, {
      bookedCheckOut: day(3),
      checkOut: day(1),
      early: true,
      firstNightKept: true,
      releasedCents: 19800,
      late: null,
    })
    assert.deepEqual(
      props.departure.nights.map((night: any) => night.night),
      [day(1), day(2)]
    )
    assert.isFalse(props.can.chargeEarlyDeparture)

    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json({
      lockVersion: target.lockVersion,
      paymentMethod: 'card',
      paymentAmount: '99.00',
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)

    await target.refresh()
    assert.equal(target.status, 'checked_out')
    assert.equal(target.checkOut.toISODate(), day(1))
    assert.equal(target.totalCents, 9000)
    assert.deepEqual(await nightsOf(target.id), [today()])
    assert.deepEqual(await roomChargesOf(target.id), [{ night: today(), totalCents: 9900 }])

    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.deepEqual([invoice.totalCents, invoice.paidCents, invoice.balanceCents], [9900, 9900, 0])
    assert.deepInclude(invoice.snapshot.stay, { checkIn: today(), checkOut: day(1), nights: 1 })
    assert.lengthOf(invoice.snapshot.charges, 1)

    /* The nights not slept are for sale again: the type has its room back, the room is free, the bar is one night long. */
    const [free] = (
      await typeAvailability(db.connection(), {
        from: day(1),
        to: day(3),
        roomTypeIds: [type.id],
      })
    ).get(type.id)!
    assert.equal(free.free, 1)
    assert.deepEqual(
      (await freeRooms(db.connection(), { roomTypeId: type.id, from: day(1), to: day(3) })).map(
        (entry) => entry.id
      ),
      [stayRoom.id]
    )
    const chart = await tapeChart(today(), 7)
    assert.deepInclude(
      chart.bookings.find((bar) => bar.id === target.id)!,
      {
        checkIn: today(),
        checkOut: day(1),
      }
    )

    const [event] = await eventsOf('hotel.booking.checked_out')
    assert.deepEqual(event.changes, {
      before: { status: 'checked_in', checkOut: day(3) },
      after: { status: 'checked_out', checkOut: day(1) },
    })
    assert.deepInclude(event.metadata, {
      earlyDeparture: 'release',
      nightsReleased: 2,
      roomChargesRemovedCents: 19800,
    })
    assert.notProperty(event.metadata, 'earlyDepartureFeeCents')
  })

  test('a guest who arrived yesterday and leaves today ends the stay today', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await checkedIn(client, desk, { arrival: -1, nights: 3 })
    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json({
      lockVersion: target.lockVersion,
      paymentMethod: 'cash',
      paymentAmount: '99',
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), today())
    assert.deepEqual(await nightsOf(target.id), [day(-1)])
    assert.deepEqual(await roomChargesOf(target.id), [{ night: day(-1), totalCents: 9900 }])
  })

  test('keeping the nights not slept or charging a fee needs the permission, and nothing is written without it', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await checkedIn(client, desk)
    for (const earlyDeparture of ['keep', 'fee']) {
      const response = await as(
        client,
        desk,
        'post',
        `/hotel/bookings/${target.id}/check-out`
      ).json({
        lockVersion: target.lockVersion,
        earlyDeparture,
        earlyDepartureFee: '50',
        paymentMethod: 'card',
        paymentAmount: '99',
      })
      assert.deepEqual(errorsOf(response).earlyDeparture, [
        'Keeping the nights not slept or charging a fee needs the early-departure permission.',
      ])
    }
    await target.refresh()
    assert.equal(target.status, 'checked_in')
    assert.equal(target.checkOut.toISODate(), day(3))
    assert.lengthOf(await nightsOf(target.id), 3)
    assert.lengthOf(await roomChargesOf(target.id), 3)
    assert.equal(
      await db
        .from('folio_payments')
        .where('booking_id', target.id)
        .count('* as n')
        .then(([row]) => Number(row.n)),
      0
    )
  })

  test('a manager may keep the nights on the bill: the room is released, the charges stay', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const { target } = await checkedIn(client, manager)
    const form = await as(
      client,
      manager,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    assert.isTrue((form.inertiaProps as any).can.chargeEarlyDeparture)

    const response = await as(
      client,
      manager,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({
      lockVersion: target.lockVersion,
      earlyDeparture: 'keep',
      paymentMethod: 'card',
      paymentAmount: '297',
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(1))
    assert.deepEqual(await nightsOf(target.id), [today()])
    assert.lengthOf(await roomChargesOf(target.id), 3)
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.equal(invoice.totalCents, 29700)
    const [event] = await eventsOf('hotel.booking.checked_out')
    assert.deepInclude(event.metadata, { earlyDeparture: 'keep', roomChargesRemovedCents: 0 })
  })

  test('a manager may charge an early-departure fee instead of the nights; the fee is required', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const { target } = await checkedIn(client, manager)
    const missing = await as(
      client,
      manager,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({ lockVersion: target.lockVersion, earlyDeparture: 'fee' })
    assert.deepEqual(errorsOf(missing).earlyDepartureFee, ['Enter the early-departure fee.'])
    assert.lengthOf(await nightsOf(target.id), 3)

    /* One night 99.00 + a fee of 50.00 with the extras tax (21 %): 60.50. */
    const response = await as(
      client,
      manager,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({
      lockVersion: target.lockVersion,
      earlyDeparture: 'fee',
      earlyDepartureFee: '50',
      paymentMethod: 'card',
      paymentAmount: '159.50',
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.equal(invoice.totalCents, 15950)
    assert.sameDeepMembers(
      invoice.snapshot.charges.map((line: any) => [line.kind, line.description, line.totalCents]),
      [
        ['room', `Room 102, night of ${today()}`, 9900],
        ['extra', 'Early departure (2 nights not slept)', 6050],
      ]
    )
  })

  test('leaving on the departure day is not an early departure', async ({ client, assert }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const stayRoom = await room(type)
    const target = await booking(type, await guest(), {
      checkIn: day(-2),
      checkOut: today(),
      status: 'checked_in',
      roomId: stayRoom.id,
    })
    const form = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    assert.deepInclude((form.inertiaProps as any).departure, {
      early: false,
      checkOut: today(),
      nights: [],
      late: null,
    })
    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json({
      lockVersion: target.lockVersion,
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), today())
    assert.lengthOf(await nightsOf(target.id), 2)
  })

  test('after the check-out hour, with a late check-out fee configured, leaving carries the charge', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const stayRoom = await room(type)
    const target = await booking(type, await guest(), {
      checkIn: day(-1),
      checkOut: today(),
      status: 'checked_in',
      roomId: stayRoom.id,
    })
    await withSettings(
      { HOTEL_CHECK_OUT_TIME: '00:00', HOTEL_LATE_CHECK_OUT_FEE: '30' },
      async () => {
        const form = await as(
          client,
          desk,
          'get',
          `/hotel/bookings/${target.id}/check-out`
        ).withInertia()
        assert.deepEqual((form.inertiaProps as any).departure.late, {
          time: '00:00',
          feeCents: 3000,
          taxCents: 630,
          totalCents: 3630,
        })
        const response = await as(
          client,
          desk,
          'post',
          `/hotel/bookings/${target.id}/check-out`
        ).json({
          lockVersion: target.lockVersion,
          lateCheckOut: true,
          paymentMethod: 'card',
          paymentAmount: '36.30',
        })
        response.assertHeader('location', `/hotel/bookings/${target.id}`)
      }
    )
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.deepEqual(
      invoice.snapshot.charges.map((line: any) => [line.kind, line.description, line.totalCents]),
      [['extra', 'Late check-out (after 00:00)', 3630]]
    )
    const [event] = await eventsOf('hotel.booking.checked_out')
    assert.equal(event.metadata.lateCheckOut, true)
  })

  test('without a late check-out fee configured (the default) there is no late charge to take', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const stayRoom = await room(type)
    const target = await booking(type, await guest(), {
      checkIn: day(-1),
      checkOut: today(),
      status: 'checked_in',
      roomId: stayRoom.id,
    })
    await withSettings(
      { HOTEL_CHECK_OUT_TIME: '00:00', HOTEL_LATE_CHECK_OUT_FEE: '' },
      async () => {
        const form = await as(
          client,
          desk,
          'get',
          `/hotel/bookings/${target.id}/check-out`
        ).withInertia()
        assert.isNull((form.inertiaProps as any).departure.late)
        const response = await as(
          client,
          desk,
          'post',
          `/hotel/bookings/${target.id}/check-out`
        ).json({ lockVersion: target.lockVersion, lateCheckOut: true })
        assert.deepEqual(errorsOf(response).lateCheckOut, [
          'This is not a late check-out (or the hotel charges none); untick the late check-out charge.',
        ])
      }
    )
    await target.refresh()
    assert.equal(target.status, 'checked_in')
  })
})
