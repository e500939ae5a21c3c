import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import FolioCharge from '#models/hotel/folio_charge'
import Guest from '#models/hotel/guest'
import RoomBlock from '#models/hotel/room_block'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { room, roomType } from '../hotel/helpers.js'
import { booking, guest } from '../hotel/booking_factory.js'
import { fingerprint } from '#tests/helpers/fuzz'

/*
| The bad input that once answered 500, each refused now with a message under
| its field and nothing written (the fuzz in input_fuzz.spec.ts found the rest).
*/
const day = (offset: number) => addDays(appToday(), offset)
const countOf = async (model: { query(): any }) =>
  Number((await model.query().count('* as total'))[0].$extras.total)

test.group('Input safety: requests that once failed with 500', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a booking id beyond PostgreSQL integer is refused under its field', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const stayGuest = await guest()
    const form = {
      guestId: stayGuest.id,
      roomTypeId: type.id,
      roomId: null,
      checkIn: day(10),
      checkOut: day(12),
      adults: 1,
      children: 0,
      source: 'phone',
    }
    const names = { guestId: 'guest', roomTypeId: 'room type', roomId: 'room' }
    for (const [field, name] of Object.entries(names)) {
      for (const value of [2147483648, 9007199254740992, 1e308]) {
        const response = await as(client, admin, 'post', '/hotel/bookings').json({
          ...form,
          [field]: value,
        })
        response.assertStatus(302)
        response.assertFlashMessage('inputErrorsBag', {
          [field]: [`The ${name} field is out of range.`],
        })
      }
    }
    assert.equal(await countOf(Booking), 0)
  })

  test('text that is not well-formed Unicode or holds NUL is refused under its field', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    for (const [field, value] of [
      ['email', '\ud800'],
      ['email', 'ana\u0000@example.com'],
      ['last_name', 'Souza\udfff'],
      ['notes', 'a\u0000b'],
    ]) {
      const response = await as(client, admin, 'post', '/hotel/guests').json({
        first_name: 'Ana',
        last_name: 'Souza',
        [field]: value,
      })
      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
      assert.deepEqual(Object.keys(errors), [field], JSON.stringify(value))
      assert.match(errors[field][0], /contains invalid characters\.$/)
    }
    assert.equal(await countOf(Guest), 0)
  })

  test('a path id beyond PostgreSQL integer is 404', async ({ client }) => {
    const admin = await administrator()
    /* The failed query aborts the test's transaction: each request gets a savepoint. */
    const ask = async (method: 'get' | 'put', path: string) => {
      await db.rawQuery('SAVEPOINT beyond_integer')
      const response = await as(client, admin, method, path).json({ full_name: 'X' })
      await db.rawQuery('ROLLBACK TO SAVEPOINT beyond_integer')
      return response
    }
    for (const path of [
      '/hotel/guests/2147483648',
      '/users/99999999999/edit',
      '/events/2147483648',
    ])
      (await ask('get', path)).assertStatus(404)
    ;(await ask('put', '/users/2147483648')).assertStatus(404)
  })

  test('a rate rule without a nightly price (null) is saved as one without a price', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const response = await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json({
      name: 'Long stays',
      nightly_rate: null,
      min_stay: 3,
    })
    response.assertStatus(302)
    assert.isUndefined(response.flashMessages().inputErrorsBag)
    const [rule] = await RoomTypeRateRule.query().where('room_type_id', type.id)
    assert.isNull(rule.nightlyRateCents)
    assert.equal(rule.minStay, 3)
  })

  test('a folio charge or payment of zero is refused under the amount', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const target = await booking(type, await guest(), {
      checkIn: day(-1),
      checkOut: day(2),
      roomId: (await room(type)).id,
      status: 'checked_in',
    })
    for (const [kind, body] of [
      ['charges', { description: 'Minibar', amount: '0' }],
      ['payments', { method: 'cash', amount: '0.00' }],
    ] as const) {
      const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/${kind}`).json(
        body
      )
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', { amount: ['Enter an amount above zero.'] })
    }
    assert.equal(await countOf(FolioCharge), 0)
  })

  test('an object whose toString is not a function is refused, also where a date compares with it', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const target = await room(await roomType())
    const response = await as(client, admin, 'post', `/hotel/rooms/${target.id}/blocks`).json({
      starts_on: [{ toString: null }],
      ends_on: day(5),
      reason: 'Leaking pipe',
    })
    response.assertStatus(302)
    assert.property(response.flashMessages().inputErrorsBag, 'starts_on')
    const moved = await as(client, admin, 'put', `/hotel/room-types/${target.roomTypeId}`).json({
      code: 'STD',
      name: 'Standard',
      base_rate: '90',
      max_adults: { toString: null },
      max_children: 0,
    })
    moved.assertStatus(302)
    assert.property(moved.flashMessages().inputErrorsBag, 'max_adults')
    assert.equal(await countOf(RoomBlock), 0)
  })

  test('an array of more than 1,000 items is refused under its field', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const before = await fingerprint(['roles', 'role_permissions', 'events'])
    const response = await as(client, admin, 'post', '/settings/roles').json({
      name: 'Everything',
      permissions: Array.from({ length: 70_000 }, (_, index) => `a.b.c${index}`),
    })
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      permissions: ['The permissions field must not have more than 1000 items.'],
    })
    assert.equal(
      await fingerprint(['roles', 'role_permissions', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })
})
