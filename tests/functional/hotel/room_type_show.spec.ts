import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import RoomBlock from '#models/hotel/room_block'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import { addDays, appToday, isoWeekday } from '#services/clock'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'

const day = (offset: number) => addDays(appToday(), offset)
const block = (roomId: number, from: number, to: number) =>
  RoomBlock.create({
    roomId,
    startsOn: DateTime.fromISO(day(from)),
    endsOn: DateTime.fromISO(day(to)),
    reason: 'Works',
  })

test.group('Hotel: room type Show figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('performance over the last 30 nights: sold room-nights, occupancy, room revenue and ADR', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType({ baseRateCents: 10000 })
    const other = await roomType({ code: 'STE', name: 'Suite' })
    const [first, second] = [
      await room(type, { number: '101' }),
      await room(type, { number: '102' }),
    ]
    await room(other, { number: '901' })
    const who = await guest()
    /* 2 rooms × 30 nights, less 2 blocked nights: 58 available. */
    await block(second.id, -10, -8)
    await booking(type, who, {
      checkIn: day(-5),
      checkOut: day(-2),
      roomId: first.id,
      status: 'checked_out',
      rateCents: 10000,
    }) // 3 nights, 300.00
    await booking(type, who, {
      checkIn: day(-2),
      checkOut: day(2),
      roomId: first.id,
      status: 'checked_in',
      rateCents: 12000,
    }) // 2 past nights, 240.00
    await booking(type, who, {
      checkIn: day(-31),
      checkOut: day(-28),
      status: 'confirmed',
      rateCents: 9000,
    }) // 2 of its nights inside, 180.00
    await booking(type, who, { checkIn: day(-20), checkOut: day(-18), status: 'cancelled' })
    await booking(type, who, { checkIn: day(-15), checkOut: day(-14), status: 'pending' })
    await booking(other, who, {
      checkIn: day(-5),
      checkOut: day(-2),
      status: 'checked_out',
      rateCents: 50000,
    })

    const props = (await as(client, admin, 'get', `/hotel/room-types/${type.id}`).withInertia())
      .inertiaProps as any
    /* 7 nights, 720.00: ADR 102.857… → 102.86; occupancy 7 / 58 = 12.07 % → 121 ‰. */
    assert.deepEqual(props.performance, {
      from: day(-30),
      to: day(0),
      soldNights: 7,
      availableNights: 58,
      occupancyPermille: 121,
      revenueCents: 72000,
      adrCents: 10286,
    })
  })

  test('availability for the next 30 nights counts capacity net of blocks and every active booking', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const [first, second] = [
      await room(type, { number: '101' }),
      await room(type, { number: '102' }),
    ]
    const who = await guest()
    await booking(type, who, {
      checkIn: day(-2),
      checkOut: day(2),
      roomId: first.id,
      status: 'checked_in',
    })
    await booking(type, who, { checkIn: day(1), checkOut: day(3), status: 'pending' })
    await booking(type, who, { checkIn: day(1), checkOut: day(3), status: 'cancelled' })
    await block(second.id, 5, 7)

    const { availability } = (
      await as(client, admin, 'get', `/hotel/room-types/${type.id}`).withInertia()
    ).inertiaProps as any
    assert.lengthOf(availability, 30)
    assert.equal(availability[0].night, day(0))
    assert.equal(availability[29].night, day(29))
    assert.deepEqual(
      availability.slice(0, 8).map((night: any) => [night.capacity, night.sold, night.free]),
      [
        [2, 1, 1],
        [2, 2, 0],
        [2, 1, 1],
        [2, 0, 2],
        [2, 0, 2],
        [1, 0, 1],
        [1, 0, 1],
        [2, 0, 2],
      ]
    )
  })

  test('the price preview shows each of the next 14 nights as quoted, with the rule that set it', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType({ baseRateCents: 10000 })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Weekend',
      weekdays: [5, 6],
      nightlyRateCents: 13000,
    })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Festival',
      startsOn: DateTime.fromISO(day(3)),
      endsOn: DateTime.fromISO(day(4)),
      nightlyRateCents: 20000,
      minStay: 2,
    })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'No Sunday arrivals',
      weekdays: [7],
      closedToArrival: true,
    })

    const { pricePreview } = (
      await as(client, admin, 'get', `/hotel/room-types/${type.id}`).withInertia()
    ).inertiaProps as any
    const expected = Array.from({ length: 14 }, (_, offset) => {
      const night = day(offset)
      const weekday = isoWeekday(night)
      const festival = offset === 3 || offset === 4
      /* The dated two-night festival is more specific than the open-ended weekend rule. */
      const [rateCents, ruleName] = festival
        ? [20000, 'Festival']
        : weekday === 5 || weekday === 6
          ? [13000, 'Weekend']
          : [10000, null]
      return {
        night,
        rateCents,
        ruleName,
        minStay: festival ? 2 : 1,
        closedToArrival: weekday === 7,
      }
    })
    assert.deepEqual(pricePreview, expected)
  })
})
