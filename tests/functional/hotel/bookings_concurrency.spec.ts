import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
import Guest from '#models/hotel/guest'
import Room from '#models/hotel/room'
import RoomType from '#models/hotel/room_type'
import User from '#models/identity/user'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { addDays, appToday } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'

/*
| Requests that really race: no global transaction here, so each request commits
| on its own, through the test server's HTTP port, all fired at once. The
| fixtures are written normally and removed afterwards; the winning booking's
| activity-log event stays (the log is append-only), and so does its actor.
*/
const REQUESTS = 100
const TYPE_REQUESTS = 30

const day = (offset: number) => addDays(appToday(), offset)
const CONFLICT =
  /^(Room R901 is already booked on these nights \(BK-\d{6}\)\.|This room was just booked by someone else for these nights\. Choose another room\.)$/
const TYPE_FULL = new RegExp(
  `^No room of this type is free on ${day(40)}\\. Choose other dates or another room type\\.$`
)

function outcomes(responses: ApiResponse[], field: string) {
  const created = responses.filter(
    (response) =>
      response.status() === 302 &&
      /^\/hotel\/bookings\/\d+$/.test(response.header('location') ?? '')
  )
  const errors = responses.map(
    (response) =>
      (response.flashMessages()?.inputErrorsBag as Record<string, string[]> | undefined)?.[
        field
      ]?.[0] ?? null
  )
  return { created, errors, serverErrors: responses.filter((response) => response.status() >= 500) }
}

test.group('Hotel: bookings under concurrency', (group) => {
  let fixtures: {
    types: RoomType[]
    guest: Guest
    userId: number
    rolesSeededHere: boolean
  } | null = null

  group.setup(async () => {
    const rolesBefore = await db.from('roles').count('* as total').first()
    await seedRoles()
    const user = await userWithRoles(['Receptionist'], { email: 'race.receptionist@example.test' })
    const guest = await Guest.create({ firstName: 'Rita', lastName: 'Race' })
    const type = await RoomType.create({
      code: 'RACE',
      name: 'Race double',
      baseRateCents: 12000,
      maxAdults: 2,
      maxChildren: 0,
      amenities: [],
    })
    const tight = await RoomType.create({
      code: 'RACE1',
      name: 'Race single',
      baseRateCents: 8000,
      maxAdults: 1,
      maxChildren: 0,
      amenities: [],
    })
    for (const number of ['R901', 'R902', 'R903'])
      await Room.create({ number, floor: 9, roomTypeId: type.id, housekeepingStatus: 'clean' })
    await Room.create({
      number: 'R911',
      floor: 9,
      roomTypeId: tight.id,
      housekeepingStatus: 'clean',
    })
    fixtures = {
      types: [type, tight],
      guest,
      userId: user.id,
      rolesSeededHere: Number(rolesBefore.total) === 0,
    }
  })

  group.teardown(async () => {
    if (!fixtures) return
    const typeIds = fixtures.types.map((type) => type.id)
    await db.from('bookings').whereIn('room_type_id', typeIds).delete()
    await db.from('rooms').whereIn('room_type_id', typeIds).delete()
    await db.from('room_types').whereIn('id', typeIds).delete()
    await db.from('guests').where('id', fixtures.guest.id).delete()
    /* The user is the actor of the winning booking's event, so it stays, without roles and switched off. */
    await db.from('user_roles').where('user_id', fixtures.userId).delete()
    await db.from('users').where('id', fixtures.userId).update({ is_active: false })
    if (fixtures.rolesSeededHere) {
      await db.from('role_permissions').delete()
      await db.from('roles').delete()
      await db.from('permissions').delete()
    }
  })

  group.each.timeout(120_000)

  test('100 simultaneous requests for the same room and night: exactly one booking, 99 clear refusals', async ({
    client,
    assert,
  }) => {
    const [type] = fixtures!.types
    const user = await User.findOrFail(fixtures!.userId)
    const room = await Room.findByOrFail('number', 'R901')
    const payload = {
      guestId: fixtures!.guest.id,
      roomTypeId: type.id,
      roomId: room.id,
      checkIn: day(30),
      checkOut: day(31),
      adults: 1,
      children: 0,
      status: 'confirmed',
      source: 'phone',
    }

    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        as(client, user, 'post', '/hotel/bookings').json(payload)
      )
    )

    const { created, errors, serverErrors } = outcomes(responses, 'roomId')
    assert.lengthOf(serverErrors, 0, 'no request may fail with a server error')
    assert.lengthOf(created, 1, 'exactly one request creates the booking')
    const refusals = errors.filter((message): message is string => message !== null)
    assert.lengthOf(refusals, REQUESTS - 1)
    for (const message of refusals) assert.match(message, CONFLICT)

    const held = await db
      .from('bookings')
      .where('room_id', room.id)
      .whereIn('status', [...ACTIVE_BOOKING_STATUSES])
      .where('check_in', '<=', day(30))
      .where('check_out', '>', day(30))
      .select('id')
    assert.lengthOf(held, 1)
    assert.equal(created[0].header('location'), `/hotel/bookings/${held[0].id}`)
    const nights = await db
      .from('booking_nights')
      .where('booking_id', held[0].id)
      .count('* as total')
      .first()
    assert.equal(Number(nights.total), 1)
  })

  test('simultaneous requests without a room never sell a type beyond its rooms', async ({
    client,
    assert,
  }) => {
    const [, tight] = fixtures!.types
    const user = await User.findOrFail(fixtures!.userId)
    const payload = {
      guestId: fixtures!.guest.id,
      roomTypeId: tight.id,
      roomId: null,
      checkIn: day(40),
      checkOut: day(42),
      adults: 1,
      children: 0,
      status: 'pending',
      source: 'email',
    }

    const responses = await Promise.all(
      Array.from({ length: TYPE_REQUESTS }, () =>
        as(client, user, 'post', '/hotel/bookings').json(payload)
      )
    )

    const { created, errors, serverErrors } = outcomes(responses, 'roomTypeId')
    assert.lengthOf(serverErrors, 0)
    assert.lengthOf(created, 1)
    const refusals = errors.filter((message): message is string => message !== null)
    assert.lengthOf(refusals, TYPE_REQUESTS - 1)
    for (const message of refusals) assert.match(message, TYPE_FULL)
    const sold = await db
      .from('bookings')
      .where('room_type_id', tight.id)
      .whereIn('status', [...ACTIVE_BOOKING_STATUSES])
      .count('* as total')
      .first()
    assert.equal(Number(sold.total), 1)
  })
})
