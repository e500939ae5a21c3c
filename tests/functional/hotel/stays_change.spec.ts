import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import { addDays, appToday } from '#services/clock'
import { as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room } from './helpers.js'
import { checkedIn, errorsOf, nightsOf, roomChargesOf } from './stay_helpers.js'

const day = (offset: number) => addDays(appToday(), offset)

test.group('Hotel: extending or shortening a stay in the house', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('extending in the same room prices the added nights by the rate plan and posts them to the folio', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, type } = await checkedIn(client, desk, { nights: 3 })
    /* A rule prices the fifth night at 120.00; the fourth stays at the base rate of 90.00. */
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Event night',
      startsOn: DateTime.fromISO(day(4)),
      endsOn: DateTime.fromISO(day(4)),
      weekdays: [],
      nightlyRateCents: 12000,
      closedToArrival: false,
    })

    const preview = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/stay?checkOut=${day(5)}`
    )
    assert.deepEqual(preview.body().added, [
      { night: day(3), rateCents: 9000 },
      { night: day(4), rateCents: 12000 },
    ])
    assert.equal(preview.body().folioChangeCents, 9900 + 13200)
    assert.isNull(preview.body().error)

    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: day(5),
      lockVersion: target.lockVersion,
    })
    response.assertFlashMessage(
      'success',
      `${target.code} now leaves on ${day(5)}: 2 nights added, in room 102.`
    )
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(5))
    assert.equal(target.totalCents, 27000 + 9000 + 12000)
    assert.deepEqual(await nightsOf(target.id), [0, 1, 2, 3, 4].map(day))
    assert.deepEqual(
      (await roomChargesOf(target.id)).map((charge) => charge.totalCents),
      [9900, 9900, 9900, 9900, 13200]
    )
    const [event] = await eventsOf('hotel.booking.stay_extended')
    assert.deepEqual(event.changes, {
      before: { checkOut: day(3), totalCents: 27000 },
      after: { checkOut: day(5), totalCents: 48000 },
    })
    assert.deepEqual(event.metadata, { nightsAdded: 2, roomChargesPostedCents: 23100 })
  })

  test('when the room is taken for the added nights a move is offered, and taking it moves the guest', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, type, stayRoom } = await checkedIn(client, desk, { nights: 2 })
    const next = await booking(type, await guest(), {
      checkIn: day(2),
      checkOut: day(4),
      roomId: stayRoom.id,
    })
    const spare = await room(type, { number: '104', housekeepingStatus: 'inspected' })
    await room(type, { number: '105', housekeepingStatus: 'dirty' })

    const preview = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/stay?checkOut=${day(3)}`
    )
    assert.deepEqual(preview.body().error, {
      field: 'roomId',
      message: `Room 102 is taken by ${next.code} from ${day(2)}. Move the guest to a free room, or choose another date.`,
    })
    assert.deepEqual(
      preview.body().rooms.map((entry: any) => entry.number),
      ['104']
    )

    const refused = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: day(3),
      lockVersion: target.lockVersion,
    })
    assert.lengthOf(errorsOf(refused).roomId, 1)
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(2))

    const moved = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: day(3),
      roomId: spare.id,
      lockVersion: target.lockVersion,
    })
    moved.assertFlashMessage(
      'success',
      `${target.code} now leaves on ${day(3)}: 1 night added, in room 104.`
    )
    await target.refresh()
    await stayRoom.refresh()
    assert.equal(target.roomId, spare.id)
    assert.equal(target.checkOut.toISODate(), day(3))
    assert.equal(stayRoom.housekeepingStatus, 'dirty')
    const [task] = await HousekeepingTask.query().where('room_id', stayRoom.id)
    assert.equal(task.kind, 'checkout_clean')
    const [event] = await eventsOf('hotel.booking.stay_extended')
    assert.deepEqual(event.changes, {
      before: { checkOut: day(2), room: '102', totalCents: 18000 },
      after: { checkOut: day(3), room: '104', totalCents: 27000 },
    })
  })

  test('a type with no unit left on an added night cannot be extended into it', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, type } = await checkedIn(client, desk, { nights: 2 })
    /* The type's only room is the guest's; an unassigned booking has sold the unit from day 2. */
    await booking(type, await guest(), { checkIn: day(2), checkOut: day(3) })
    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: day(3),
      lockVersion: target.lockVersion,
    })
    assert.deepEqual(errorsOf(response).checkOut, [
      `No room of this type is free on ${day(2)}. Choose other dates or another room type.`,
    ])
    assert.lengthOf(await nightsOf(target.id), 2)
  })

  test('shortening releases the nights after the new departure and takes their charges off the folio', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await checkedIn(client, desk, { nights: 4 })
    const preview = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/stay?checkOut=${day(2)}`
    )
    assert.deepEqual(preview.body().released, [
      { night: day(2), rateCents: 9000 },
      { night: day(3), rateCents: 9000 },
    ])
    assert.equal(preview.body().folioChangeCents, -19800)

    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: day(2),
      lockVersion: target.lockVersion,
    })
    response.assertFlashMessage(
      'success',
      `${target.code} now leaves on ${day(2)}: 2 nights released.`
    )
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(2))
    assert.equal(target.totalCents, 18000)
    assert.deepEqual(await nightsOf(target.id), [day(0), day(1)])
    assert.lengthOf(await roomChargesOf(target.id), 2)
    const [event] = await eventsOf('hotel.booking.stay_shortened')
    assert.deepEqual(event.metadata, { nightsReleased: 2, roomChargesRemovedCents: 19800 })
  })

  test('refusals: ending today, the same date, a stale form, a booking not in the house, a bad date', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, type } = await checkedIn(client, desk, { nights: 2 })
    const post = (id: number, body: Record<string, unknown>) =>
      as(client, desk, 'post', `/hotel/bookings/${id}/stay`).json(body)

    assert.deepEqual(errorsOf(await post(target.id, { checkOut: day(0) })).checkOut, [
      `The new departure must be after today (${day(0)}); to leave today, check the guest out.`,
    ])
    assert.deepEqual(errorsOf(await post(target.id, { checkOut: day(2) })).checkOut, [
      'The stay already ends on that date.',
    ])
    assert.deepEqual(
      errorsOf(await post(target.id, { checkOut: day(3), lockVersion: target.lockVersion + 1 }))
        .lockVersion,
      ['Someone else changed this booking meanwhile. Reload the page and try again.']
    )
    assert.deepEqual(errorsOf(await post(target.id, { checkOut: '2026-02-30' })).checkOut, [
      'Enter a date such as 2026-11-22.',
    ])
    assert.deepEqual(errorsOf(await post(target.id, { checkOut: 'soon' })).checkOut, [
      'Enter a date such as 2026-11-22.',
    ])
    const future = await booking(type, await guest(), { checkIn: day(5), checkOut: day(6) })
    assert.deepEqual(errorsOf(await post(future.id, { checkOut: day(8) })).checkOut, [
      'Only a stay in the house is extended or shortened here; this booking is Confirmed.',
    ])
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(2))
    assert.lengthOf(await eventsOf('hotel.booking.stay_extended'), 0)
  })

  test('the edit form sends a checked-in booking back to its page, which offers the change', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await checkedIn(client, desk, { nights: 2 })
    const edit = await as(client, desk, 'get', `/hotel/bookings/${target.id}/edit`)
    edit.assertHeader('location', `/hotel/bookings/${target.id}`)
    edit.assertFlashMessage(
      'error',
      'A checked-in booking is changed from its page: Change departure extends or shortens the stay, Move room changes the room.'
    )
    const page = await as(client, desk, 'get', `/hotel/bookings/${target.id}`).withInertia()
    assert.isTrue((page.inertiaProps as any).can.changeStay)
    const housekeeper = await userWithRoles(['Housekeeper'])
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${target.id}/stay`).json({
        checkOut: day(3),
      })
    ).assertStatus(403)
    ;(
      await as(client, housekeeper, 'get', `/hotel/bookings/${target.id}/stay?checkOut=${day(3)}`)
    ).assertStatus(403)
    assert.equal((await Booking.findOrFail(target.id)).checkOut.toISODate(), day(2))
  })
})
