import { test } from '@japa/runner'
import { formMessages } from '#tests/helpers/refusals'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Booking from '#models/hotel/booking'
import RoomBlock from '#models/hotel/room_block'
import { addDays, appToday } from '#services/clock'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { checkedIn, errorsOf, nightsOf, withSettings } from './stay_helpers.js'

/*
| Availability and nights are worked out night by night inside a transaction that
| holds a connection, so a range longer than HOTEL_MAX_RANGE_NIGHTS (366) is
| refused before that transaction opens, whatever the validators let through.
*/
const day = (offset: number) => addDays(appToday(), offset)
const stayForm = (typeId: number, guestId: number, checkIn: string, checkOut: string) => ({
  guestId,
  roomTypeId: typeId,
  roomId: null,
  checkIn,
  checkOut,
  adults: 1,
  children: 0,
  status: 'confirmed',
  source: 'phone',
})

test.group('Hotel: stays and blocks cover a bounded number of nights', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a block from 2042 to 9999 is refused next to its end date and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const target = await room(await roomType())
    const response = await as(client, admin, 'post', `/hotel/rooms/${target.id}/blocks`).json({
      starts_on: '2042-01-01',
      ends_on: '9999-12-01',
      reason: 'Renovation',
    })
    assert.match(errorsOf(response).ends_on?.[0] ?? '', /at most 366 nights/i)
    assert.lengthOf(await RoomBlock.query().where('room_id', target.id), 0)
    const allowed = await as(client, admin, 'post', `/hotel/rooms/${target.id}/blocks`).json({
      starts_on: day(1),
      ends_on: day(367),
      reason: 'Renovation',
    })
    assert.deepEqual(errorsOf(allowed), {})
    const blocks = await RoomBlock.query().where('room_id', target.id)
    assert.deepEqual(
      blocks.map((block) => [block.startsOn.toISODate(), block.endsOn.toISODate()]),
      [[day(1), day(367)]]
    )
  })

  test('a booking of more nights than allowed is refused on create and on edit', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    await room(type)
    const who = await guest()
    const created = await as(client, desk, 'post', '/hotel/bookings').json(
      stayForm(type.id, who.id, day(1), day(368))
    )
    assert.match(errorsOf(created).checkOut?.[0] ?? '', /at most 366 nights/i)
    assert.lengthOf(await Booking.query().where('guest_id', who.id), 0)

    const existing = await booking(type, who, { checkIn: day(2), checkOut: day(4) })
    const edited = await as(client, desk, 'put', `/hotel/bookings/${existing.id}`).json({
      ...stayForm(type.id, who.id, day(2), '9999-12-01'),
      lockVersion: existing.lockVersion,
    })
    assert.match(errorsOf(edited).checkOut?.[0] ?? '', /at most 366 nights|between/i)
    await existing.refresh()
    assert.equal(existing.checkOut.toISODate(), day(4))
    assert.deepEqual(await nightsOf(existing.id), [day(2), day(3)])
  })

  test('a stay in the house cannot be extended beyond the bound, in the preview or for real', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await checkedIn(client, desk, { nights: 2 })
    const preview = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/stay?checkOut=9999-12-01`
    )
    assert.deepEqual(preview.body().error, {
      field: 'checkOut',
      message: 'At most 366 nights at a time: choose an earlier end date.',
    })
    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/stay`).json({
      checkOut: '9999-12-01',
      lockVersion: target.lockVersion,
    })
    assert.deepEqual(errorsOf(response), {
      checkOut: ['At most 366 nights at a time: choose an earlier end date.'],
    })
    await target.refresh()
    assert.equal(target.checkOut.toISODate(), day(2))
  })

  test('the bound is set by HOTEL_MAX_RANGE_NIGHTS', async ({ client, assert }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    await room(type)
    const who = await guest()
    const [refused, accepted] = await withSettings({ HOTEL_MAX_RANGE_NIGHTS: '7' }, async () => [
      await as(client, desk, 'post', '/hotel/bookings').json(
        stayForm(type.id, who.id, day(1), day(9))
      ),
      await as(client, desk, 'post', '/hotel/bookings').json(
        stayForm(type.id, who.id, day(1), day(8))
      ),
    ])
    assert.deepEqual(errorsOf(refused), { checkOut: ['The dates can span at most 7 nights.'] })
    assert.match(accepted.header('location') ?? '', /^\/hotel\/bookings\/\d+$/)
  })

  test('the actions bound a range themselves, whatever a validator lets through', async ({
    assert,
  }) => {
    const refusal = (from: string, to: string) => {
      try {
        assertBoundedRange('checkOut', from, to)
        return null
      } catch (error) {
        return formMessages(error).map(({ field, message }) => [field, message])
      }
    }
    assert.isNull(refusal(day(0), day(366)))
    assert.deepEqual(refusal(day(0), day(367)), [
      ['checkOut', 'At most 366 nights at a time: choose an earlier end date.'],
    ])
    await withSettings({ HOTEL_MAX_RANGE_NIGHTS: '7' }, async () => {
      assert.deepEqual(refusal(day(0), day(8)), [
        ['checkOut', 'At most 7 nights at a time: choose an earlier end date.'],
      ])
    })
  })
})
