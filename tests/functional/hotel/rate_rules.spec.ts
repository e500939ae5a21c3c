import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import { quoteForType } from '#services/hotel/pricing'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { roomType } from './helpers.js'

const errorsOf = (response: { flashMessages(): any }) =>
  response.flashMessages()?.inputErrorsBag ?? {}
const rulesOf = (roomTypeId: number) =>
  RoomTypeRateRule.query().where('room_type_id', roomTypeId).orderBy('id')

const summer = {
  name: 'Summer weekends',
  starts_on: '2027-06-01',
  ends_on: '2027-08-31',
  weekdays: [6, 5],
  nightly_rate: '145.50',
  min_stay: 2,
  closed_to_arrival: false,
}

test.group('Hotel: rate rules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a manager adds a rule; quotes use it from then on and the event is recorded', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType({ baseRateCents: 10000 })
    const response = await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json(
      summer
    )
    response.assertHeader('location', `/hotel/room-types/${type.id}`)
    response.assertFlashMessage('success', 'Rule Summer weekends was added.')
    const [rule] = await rulesOf(type.id)
    assert.deepEqual(
      [
        rule.name,
        rule.startsOn?.toISODate(),
        rule.endsOn?.toISODate(),
        rule.weekdays.map(Number),
        rule.nightlyRateCents,
        rule.minStay,
        rule.closedToArrival,
      ],
      ['Summer weekends', '2027-06-01', '2027-08-31', [5, 6], 14550, 2, false]
    )
    /* 2027-06-04 is a Friday, 2027-06-06 a Sunday. */
    const quote = await quoteForType(type.id, '2027-06-04', '2027-06-07')
    assert.deepEqual(
      quote.nights.map((night) => night.rateCents),
      [14550, 14550, 10000]
    )
    assert.equal(quote.minStay, 2)
    const [event] = await eventsOf('hotel.rate_rule.created')
    assert.deepEqual(
      [event.subjectType, event.subjectLabel, event.actorId],
      ['rate_rule', 'STD · Summer weekends', admin.id]
    )
  })

  test('a rule must do something, with ordered dates, real weekdays and a money amount; nothing is written otherwise', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const nothing = await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json({
      name: 'Empty',
      weekdays: [1],
    })
    assert.deepEqual(errorsOf(nothing), {
      nightly_rate: [
        'A rule must do something: set a nightly rate, a minimum stay or close arrival.',
      ],
    })
    const bad = await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json({
      name: '',
      starts_on: '2027-06-10',
      ends_on: '2027-06-01',
      weekdays: [0, 8],
      nightly_rate: '-5',
      min_stay: 0,
    })
    assert.deepEqual(errorsOf(bad), {
      'name': ['The name field is required.'],
      'ends_on': ['The last night cannot be before the first.'],
      'weekdays.0': ['Weekdays go from 1 (Monday) to 7 (Sunday).'],
      'weekdays.1': ['Weekdays go from 1 (Monday) to 7 (Sunday).'],
      'nightly_rate': ['Enter an amount such as 120 or 120.50 (no negative amounts).'],
      'min_stay': ['The minimum stay (nights) must be at least 1.'],
    })
    /* One night is a valid range; closed to arrival alone is an effect. */
    const single = await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json({
      name: 'Gala',
      starts_on: '2027-06-10',
      ends_on: '2027-06-10',
      closed_to_arrival: true,
    })
    assert.deepEqual(errorsOf(single), {})
    assert.deepEqual(
      (await rulesOf(type.id)).map((rule) => rule.name),
      ['Gala']
    )
    assert.lengthOf(await eventsOf('hotel.rate_rule.created'), 1)
  })

  test('a manager edits and deletes a rule of the type; a rule of another type is not found', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const other = await roomType({ code: 'STE', name: 'Suite' })
    await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json(summer)
    const [rule] = await rulesOf(type.id)

    const saved = await as(
      client,
      admin,
      'put',
      `/hotel/room-types/${type.id}/rates/${rule.id}`
    ).json({ ...summer, nightly_rate: '160', weekdays: [] })
    saved.assertFlashMessage('success', 'Rule Summer weekends was saved.')
    await rule.refresh()
    assert.deepEqual([rule.nightlyRateCents, rule.weekdays], [16000, []])
    const [updated] = await eventsOf('hotel.rate_rule.updated')
    assert.deepEqual(updated.changes, {
      before: { weekdays: [5, 6], nightlyRateCents: 14550 },
      after: { weekdays: [], nightlyRateCents: 16000 },
    })

    ;(
      await as(client, admin, 'put', `/hotel/room-types/${other.id}/rates/${rule.id}`).json(summer)
    ).assertStatus(404)
    ;(
      await as(client, admin, 'delete', `/hotel/room-types/${other.id}/rates/${rule.id}`)
    ).assertStatus(404)

    const deleted = await as(
      client,
      admin,
      'delete',
      `/hotel/room-types/${type.id}/rates/${rule.id}`
    )
    deleted.assertHeader('location', `/hotel/room-types/${type.id}`)
    deleted.assertFlashMessage('success', 'Rule Summer weekends was deleted.')
    assert.lengthOf(await rulesOf(type.id), 0)
    assert.lengthOf(await eventsOf('hotel.rate_rule.deleted'), 1)
  })

  test('only hotel.room_types.manage changes rate rules, and only it sees the editing controls', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const admin = await administrator()
    const type = await roomType()
    await as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json(summer)
    const [rule] = await rulesOf(type.id)
    ;(
      await as(client, desk, 'post', `/hotel/room-types/${type.id}/rates`).json(summer)
    ).assertStatus(403)
    ;(
      await as(client, desk, 'put', `/hotel/room-types/${type.id}/rates/${rule.id}`).json(summer)
    ).assertStatus(403)
    ;(
      await as(client, desk, 'delete', `/hotel/room-types/${type.id}/rates/${rule.id}`)
    ).assertStatus(403)
    assert.lengthOf(await rulesOf(type.id), 1)

    const seen = (await as(client, desk, 'get', `/hotel/room-types/${type.id}`).withInertia())
      .inertiaProps as any
    assert.deepEqual(seen.can, { manageRates: false })
    assert.deepEqual(
      seen.rateRules.map((entry: any) => [entry.name, entry.weekdays, entry.nightlyRateCents]),
      [['Summer weekends', [5, 6], 14550]]
    )
    const managed = (await as(client, admin, 'get', `/hotel/room-types/${type.id}`).withInertia())
      .inertiaProps as any
    assert.deepEqual(managed.can, { manageRates: true })
  })
})
