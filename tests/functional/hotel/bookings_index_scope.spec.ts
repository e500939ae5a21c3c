import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type Room from '#models/hotel/room'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

const day = (offset: number) => addDays(appToday(), offset)
const codes = (response: { inertiaProps: unknown }) =>
  (response.inertiaProps as any).bookings.data.map((row: any) => row.code)

/*
| The desk's stays around today: one that ended months ago, one that left this
| morning, one in the house since two days, one arriving today, one arriving
| tomorrow, a cancelled arrival today and one far ahead.
*/
async function aroundToday() {
  const type = await roomType()
  const rooms: Room[] = []
  for (const number of ['101', '102', '103', '104', '105']) rooms.push(await room(type, { number }))
  const at = async (
    checkIn: number,
    checkOut: number,
    status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled',
    roomIndex: number | null
  ) =>
    booking(type, await guest(), {
      checkIn: day(checkIn),
      checkOut: day(checkOut),
      status,
      roomId: roomIndex === null ? null : rooms[roomIndex].id,
    })
  return {
    ended: await at(-90, -87, 'checked_out', 0),
    leftToday: await at(-3, 0, 'checked_out', 1),
    inHouse: await at(-2, 2, 'checked_in', 2),
    arrivingToday: await at(0, 3, 'confirmed', 3),
    cancelledToday: await at(0, 2, 'cancelled', null),
    arrivingTomorrow: await at(1, 4, 'confirmed', 1),
    farAhead: await at(60, 62, 'confirmed', 4),
  }
}

test.group('Hotel: the Bookings Index opens on today', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('by default it lists the guests in the house and every arrival from today on, by arrival', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const stays = await aroundToday()
    const page = await as(client, admin, 'get', '/hotel/bookings').withInertia()
    assert.equal((page.inertiaProps as any).filters.scope, 'current')
    assert.deepEqual(codes(page), [
      stays.inHouse.code,
      stays.arrivingToday.code,
      stays.cancelledToday.code,
      stays.arrivingTomorrow.code,
      stays.farAhead.code,
    ])
  })

  test('"Today" lists today\'s arrivals, the guests in the house and today\'s departures', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const stays = await aroundToday()
    const page = await as(client, admin, 'get', '/hotel/bookings?scope=today').withInertia()
    assert.sameMembers(codes(page), [
      stays.leftToday.code,
      stays.inHouse.code,
      stays.arrivingToday.code,
    ])
    assert.equal((page.inertiaProps as any).bookings.metadata.total, 3)
  })

  test('the whole history is a filter away, and its pages keep it', async ({ client, assert }) => {
    const admin = await administrator()
    const stays = await aroundToday()
    const page = await as(
      client,
      admin,
      'get',
      '/hotel/bookings?scope=all&per_page=2'
    ).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(codes(page), [stays.ended.code, stays.leftToday.code])
    assert.equal(props.bookings.metadata.total, 7)
    assert.include(props.bookings.metadata.nextPageUrl, 'scope=all')
    const past = await as(
      client,
      admin,
      'get',
      '/hotel/bookings?scope=all&status=checked_out'
    ).withInertia()
    assert.deepEqual(codes(past), [stays.ended.code, stays.leftToday.code])
  })

  test('a booking code finds its booking whatever the list shows; other filters stay within it', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const stays = await aroundToday()
    const byCode = await as(
      client,
      admin,
      'get',
      `/hotel/bookings?search=${stays.ended.code}`
    ).withInertia()
    assert.deepEqual(codes(byCode), [stays.ended.code])
    const confirmed = await as(
      client,
      admin,
      'get',
      '/hotel/bookings?status=confirmed'
    ).withInertia()
    assert.deepEqual(codes(confirmed), [
      stays.arrivingToday.code,
      stays.arrivingTomorrow.code,
      stays.farAhead.code,
    ])
    const broken = await as(client, admin, 'get', '/hotel/bookings?scope=yesterday').withInertia()
    assert.equal((broken.inertiaProps as any).filters.scope, 'current')
  })
})
