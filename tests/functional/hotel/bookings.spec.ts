import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Booking from '#models/hotel/booking'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import type RoomType from '#models/hotel/room_type'
import { addDays, appToday } from '#services/clock'
import { realtimeServer } from '#services/realtime'
import { bookingsList } from '#queries/hotel/bookings_list'
import {
  administrator,
  as,
  eventsOf as allEventsOf,
  seedRoles,
  userWithRoles,
} from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'
import { fingerprint } from '#tests/helpers/fuzz'

const day = (offset: number) => addDays(appToday(), offset)

/* The activity log is append-only and outlives tests that cannot roll back (the concurrency spec): count only this test's events. */
let lastEventBefore = 0
async function markEvents() {
  const row = await db.from('events').max('id as last').first()
  lastEventBefore = Number(row?.last ?? 0)
}
const eventsOf = (type: string) => allEventsOf(type).where('id', '>', lastEventBefore)

async function hotel() {
  const type = await roomType({
    code: 'DBL',
    name: 'Double',
    baseRateCents: 10000,
    maxAdults: 2,
    maxChildren: 1,
  })
  const rooms = [
    await room(type, { number: '201' }),
    await room(type, { number: '202', housekeepingStatus: 'dirty' }),
  ]
  const who = await guest({ firstName: 'Ana', lastName: 'Souza' })
  return { type, rooms, who }
}

const form = (type: RoomType, guestId: number, overrides: Record<string, unknown> = {}) => ({
  guestId,
  roomTypeId: type.id,
  roomId: null,
  checkIn: day(10),
  checkOut: day(13),
  adults: 2,
  children: 0,
  status: 'confirmed',
  source: 'phone',
  specialRequests: 'Quiet room',
  ...overrides,
})

const bookingCount = () =>
  Booking.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))
const nightsOf = (bookingId: number) =>
  db
    .from('booking_nights')
    .where('booking_id', bookingId)
    .orderBy('night')
    .select(db.raw('night::text as night'), 'rate_cents')

/** Listens to what the hotel screens are told live, for the length of one test. */
function captureBroadcasts(cleanup: (work: () => void) => void) {
  const server = realtimeServer()!
  const original = server.trigger.bind(server)
  const sent: { channels: string[]; event: string; data: any }[] = []
  server.trigger = (input) => {
    sent.push(input as never)
    return original(input)
  }
  cleanup(() => {
    server.trigger = original
  })
  return sent
}

test.group('Hotel: bookings list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => markEvents())
  group.each.setup(() => seedRoles())

  test('the list searches code or guest, filters status, type and arrival dates, sorts and pages in one query', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    const suite = await roomType({ code: 'STE', name: 'Suite', baseRateCents: 30000 })
    const maria = await guest({ firstName: 'Maria', lastName: 'Garcia' })
    const first = await booking(type, who, {
      checkIn: day(1),
      checkOut: day(3),
      roomId: rooms[0].id,
    })
    const second = await booking(suite, maria, {
      checkIn: day(5),
      checkOut: day(6),
      status: 'pending',
    })
    const third = await booking(type, maria, {
      checkIn: day(8),
      checkOut: day(12),
      status: 'cancelled',
    })

    const all = await as(client, admin, 'get', '/hotel/bookings').withInertia()
    all.assertInertiaComponent('Hotel/Bookings/Index')
    const props = all.inertiaProps as any
    assert.equal(props.view, 'list')
    assert.isNull(props.chart)
    assert.deepEqual(props.can, { create: true, move: true })
    assert.equal(props.bookings.metadata.perPage, 25)
    assert.containsSubset(props.bookings.data[0], {
      id: first.id,
      code: first.code,
      guestName: 'Ana Souza',
      roomTypeCode: 'DBL',
      roomNumber: '201',
      checkIn: day(1),
      checkOut: day(3),
      nights: 2,
      status: 'confirmed',
      totalCents: 20000,
    })
    assert.isNull(props.bookings.data[1].roomNumber)

    const codes = (response: any) => response.inertiaProps.bookings.data.map((row: any) => row.code)
    assert.deepEqual(
      codes(await as(client, admin, 'get', `/hotel/bookings?search=${second.code}`).withInertia()),
      [second.code]
    )
    assert.deepEqual(
      codes(
        await as(
          client,
          admin,
          'get',
          `/hotel/bookings?search=${second.code!.toLowerCase()}`
        ).withInertia()
      ),
      [second.code]
    )
    assert.deepEqual(
      codes(await as(client, admin, 'get', '/hotel/bookings?search=maria%20garc').withInertia()),
      [second.code, third.code]
    )
    assert.deepEqual(
      codes(await as(client, admin, 'get', '/hotel/bookings?status=cancelled').withInertia()),
      [third.code]
    )
    assert.deepEqual(
      codes(await as(client, admin, 'get', `/hotel/bookings?type=${suite.id}`).withInertia()),
      [second.code]
    )
    assert.deepEqual(
      codes(
        await as(client, admin, 'get', `/hotel/bookings?from=${day(2)}&to=${day(8)}`).withInertia()
      ),
      [second.code, third.code]
    )
    assert.deepEqual(
      codes(
        await as(
          client,
          admin,
          'get',
          '/hotel/bookings?sort=departure&direction=desc'
        ).withInertia()
      ),
      [third.code, second.code, first.code]
    )
    assert.deepEqual(
      codes(await as(client, admin, 'get', '/hotel/bookings?sort=guest').withInertia()),
      [second.code, third.code, first.code]
    )

    const paged = await as(
      client,
      admin,
      'get',
      '/hotel/bookings?per_page=2&page=2&status=sparkly'
    ).withInertia()
    assert.deepEqual(codes(paged), [third.code])
    assert.equal((paged.inertiaProps as any).bookings.metadata.total, 3)
    assert.include((paged.inertiaProps as any).bookings.metadata.previousPageUrl, 'per_page=2')
  })

  test('the list query joins guest, type and room in a single statement', async ({ assert }) => {
    const { type, rooms, who } = await hotel()
    for (let index = 0; index < 5; index += 1)
      await booking(type, who, {
        checkIn: day(index * 3),
        checkOut: day(index * 3 + 2),
        roomId: rooms[index % 2].id,
      })
    /* Every statement goes through knex, inside the test's global transaction too. */
    const knex = db.connection('postgres').getWriteClient()
    const statements: string[] = []
    const listener = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', listener)
    try {
      const page = await bookingsList({ status: 'confirmed', perPage: 3 })
      assert.lengthOf(page.data, 3)
      assert.equal(page.metadata.total, 5)
      /* One statement for the page with its total, however many rows. */
      assert.lengthOf(statements, 1)
      /* A page past the end has no row to carry the total: it is counted apart. */
      const beyond = await bookingsList({ status: 'confirmed', perPage: 3, page: 4 })
      assert.lengthOf(beyond.data, 0)
      assert.equal(beyond.metadata.total, 5)
      assert.lengthOf(statements, 3)
    } finally {
      knex.off('query', listener)
    }
  })

  test('a user without hotel.bookings.create sees no "New booking" button', async ({
    client,
    assert,
  }) => {
    const viewer = await userWithRoles(['Receptionist'])
    const role = await db.from('roles').where('name', 'Receptionist').first()
    const permission = await db.from('permissions').where('name', 'hotel.bookings.create').first()
    await db
      .from('role_permissions')
      .where({ role_id: role.id, permission_id: permission.id })
      .delete()
    const page = await as(client, viewer, 'get', '/hotel/bookings').withInertia()
    assert.isFalse((page.inertiaProps as any).can.create)
    ;(await as(client, viewer, 'get', '/hotel/bookings/create')).assertStatus(403)
  })
})

test.group('Hotel: creating a booking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => markEvents())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the form opens pre-filled and knows what the user may override', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, rooms, who } = await hotel()
    const page = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings/create?guestId=${who.id}&roomTypeId=${type.id}&roomId=${rooms[0].id}&checkIn=${day(2)}&checkOut=nope`
    ).withInertia()
    page.assertInertiaComponent('Hotel/Bookings/Create')
    const props = page.inertiaProps as any
    assert.deepEqual(props.prefill, {
      guestId: who.id,
      roomTypeId: type.id,
      roomId: rooms[0].id,
      checkIn: day(2),
      checkOut: '',
    })
    assert.equal(props.guest.fullName, 'Ana Souza')
    assert.deepEqual(props.statuses, ['pending', 'confirmed'])
    assert.deepEqual(props.can, {
      overrideRate: false,
      overrideBlock: false,
      editCreditLimit: true,
    })
    assert.equal(props.defaultCreditLimitCents, 50000)
  })

  test('the preview total is the stored total and the nights written', async ({
    client,
    assert,
    cleanup,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, rooms, who } = await hotel()
    const weekend = await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Peak',
      startsOn: DateTime.fromISO(day(11)),
      endsOn: DateTime.fromISO(day(11)),
      weekdays: [],
      nightlyRateCents: 15050,
    })
    assert.exists(weekend.id)

    const quote = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings/quote?checkIn=${day(10)}&checkOut=${day(13)}&adults=2&children=0&roomTypeId=${type.id}`
    )
    quote.assertStatus(200)
    const preview = quote.body()
    const quoted = preview.types.find((row: any) => row.id === type.id)
    assert.equal(quoted.free, 2)
    assert.deepEqual(quoted.warnings, [])
    assert.deepEqual(quoted.quote.nights, [
      { night: day(10), rateCents: 10000 },
      { night: day(11), rateCents: 15050 },
      { night: day(12), rateCents: 10000 },
    ])
    assert.equal(quoted.quote.totalCents, 35050)
    assert.equal(quoted.quote.taxCents, 3505)
    assert.equal(quoted.quote.grandTotalCents, 38555)
    assert.deepEqual(
      preview.rooms.map((free: any) => [free.number, free.housekeepingStatus]),
      [
        ['201', 'clean'],
        ['202', 'dirty'],
      ]
    )

    const sent = captureBroadcasts(cleanup)
    const response = await as(client, receptionist, 'post', '/hotel/bookings').json(
      form(type, who.id, { roomId: rooms[1].id, creditLimitCents: 50000 })
    )
    const created = await Booking.query().orderBy('id', 'desc').firstOrFail()
    response.assertStatus(302)
    response.assertHeader('location', `/hotel/bookings/${created.id}`)
    response.assertFlashMessage('success', `Booking ${created.code} was created.`)
    assert.equal(created.totalCents, quoted.quote.totalCents)
    assert.equal(created.nightlyRateCents, 10000)
    assert.equal(created.status, 'confirmed')
    assert.equal(created.roomId, rooms[1].id)
    assert.equal(created.creditLimitCents, 50000)
    assert.equal(created.createdBy, receptionist.id)
    assert.equal(created.lockVersion, 1)
    const nights = await nightsOf(created.id)
    assert.deepEqual(
      nights.map((night) => ({ night: night.night, rateCents: night.rate_cents })),
      quoted.quote.nights
    )

    const [event] = await eventsOf('hotel.booking.created')
    assert.containsSubset(event, {
      subjectType: 'booking',
      subjectId: String(created.id),
      subjectLabel: created.code,
      actorId: receptionist.id,
    })
    assert.containsSubset(event.changes.after, {
      checkIn: day(10),
      checkOut: day(13),
      totalCents: 35050,
      roomId: rooms[1].id,
      status: 'confirmed',
    })
    assert.containsSubset(sent, [
      {
        channels: ['private-hotel.bookings'],
        event: 'App\\Events\\BookingChanged',
        data: {
          bookingId: created.id,
          code: created.code,
          status: 'confirmed',
          roomId: rooms[1].id,
        },
      },
    ])
  })

  test('the preview warns about minimum stay, closed arrival, a full type and too many guests', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    const single = await roomType({
      code: 'SGL',
      name: 'Single',
      baseRateCents: 7000,
      maxAdults: 1,
      maxChildren: 0,
    })
    await room(single, { number: '101' })
    await booking(single, who, { checkIn: day(3), checkOut: day(4) })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Festival',
      startsOn: DateTime.fromISO(day(3)),
      endsOn: DateTime.fromISO(day(3)),
      weekdays: [],
      minStay: 3,
      closedToArrival: true,
    })

    const preview = (
      await as(
        client,
        admin,
        'get',
        `/hotel/bookings/quote?checkIn=${day(3)}&checkOut=${day(5)}&adults=2&children=1&roomTypeId=${type.id}`
      )
    ).body()
    const byCode = Object.fromEntries(preview.types.map((row: any) => [row.code, row]))
    assert.deepEqual(byCode.DBL.warnings, [
      'This rate needs a stay of at least 3 nights from this arrival date.',
      `Closed to arrival on ${day(3)}.`,
    ])
    assert.isFalse(byCode.DBL.bookable)
    assert.equal(byCode.SGL.free, 0)
    assert.deepEqual(byCode.SGL.warnings, [
      'No room of this type is free for every night of the stay.',
      'At most 1 adult in this room type.',
      'At most 0 children in this room type.',
    ])
    assert.lengthOf(preview.rooms, rooms.length)

    const broken = await as(
      client,
      admin,
      'get',
      `/hotel/bookings/quote?checkIn=${day(3)}&checkOut=${day(3)}`
    ).header('accept', 'application/json')
    broken.assertStatus(422)
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, who } = await hotel()
    const response = await as(client, admin, 'post', '/hotel/bookings').json(
      form(type, who.id, {
        checkIn: day(5),
        checkOut: day(4),
        adults: 0,
        children: -1,
        source: 'pigeon',
        status: 'checked_in',
        nightlyRateCents: 'lots',
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      checkOut: ['The departure must be after the arrival.'],
      adults: ['The number of adults must be at least 1.'],
      children: ['The number of children must be at least 0.'],
      source: ['Choose one of the listed options.'],
      status: ['Choose one of the listed options.'],
      nightlyRateCents: ['Enter an amount such as 120 or 120.50 (no negative amounts).'],
    })
    assert.equal(await bookingCount(), 0)
    assert.lengthOf(await eventsOf('hotel.booking.created'), 0)
  })

  test('each booking rule is refused with its own message and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, rooms, who } = await hotel()
    const suite = await roomType({ code: 'STE', name: 'Suite', baseRateCents: 30000 })
    const suiteRoom = await room(suite, { number: '501' })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Gala',
      startsOn: DateTime.fromISO(day(20)),
      endsOn: DateTime.fromISO(day(20)),
      weekdays: [],
      minStay: 2,
    })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Works',
      startsOn: DateTime.fromISO(day(25)),
      endsOn: DateTime.fromISO(day(25)),
      weekdays: [],
      closedToArrival: true,
    })
    const held = await booking(type, who, {
      checkIn: day(30),
      checkOut: day(32),
      roomId: rooms[0].id,
    })

    const refused = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await as(client, admin, 'post', '/hotel/bookings').json(
        form(type, who.id, overrides)
      )
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', { [field]: [message] })
    }
    await refused({ guestId: 999999 }, 'guestId', 'Choose an existing guest.')
    await refused(
      { checkIn: day(-1), checkOut: day(1) },
      'checkIn',
      'A new booking cannot arrive in the past.'
    )
    await refused({ adults: 3 }, 'adults', 'This room type takes at most 2 adults.')
    await refused({ children: 2 }, 'children', 'This room type takes at most 1 child.')
    await refused(
      { checkIn: day(20), checkOut: day(21) },
      'checkOut',
      `Stays arriving on ${day(20)} need at least 2 nights.`
    )
    await refused(
      { checkIn: day(25), checkOut: day(27) },
      'checkIn',
      `Arrivals are closed on ${day(25)} for this room type. Choose another date.`
    )
    await refused(
      { roomId: suiteRoom.id },
      'roomId',
      "Room 501 is not a Double room. Choose a room of the booking's type."
    )
    await refused(
      { roomId: rooms[0].id, checkIn: day(31), checkOut: day(33) },
      'roomId',
      `Room 201 is already booked on these nights (${held.code}).`
    )
    assert.equal(await bookingCount(), 1)
    assert.lengthOf(await eventsOf('hotel.booking.created'), 0)

    /* Today is still a valid arrival. */
    const today = await as(client, admin, 'post', '/hotel/bookings').json(
      form(type, who.id, { checkIn: day(0), checkOut: day(1), status: 'pending' })
    )
    const created = await Booking.query().orderBy('id', 'desc').firstOrFail()
    today.assertHeader('location', `/hotel/bookings/${created.id}`)
    assert.equal(created.status, 'pending')
    assert.isNull(created.roomId)
  })

  test('a type is never sold beyond its rooms, even with no room chosen', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const single = await roomType({
      code: 'SGL',
      name: 'Single',
      baseRateCents: 7000,
      maxAdults: 2,
    })
    await room(single, { number: '101' })
    const who = await guest()
    const first = await as(client, admin, 'post', '/hotel/bookings').json(form(single, who.id))
    first.assertStatus(302)
    assert.match(first.header('location') ?? '', /^\/hotel\/bookings\/\d+$/)
    const second = await as(client, admin, 'post', '/hotel/bookings').json(
      form(single, who.id, { checkIn: day(12), checkOut: day(14) })
    )
    second.assertFlashMessage('inputErrorsBag', {
      roomTypeId: [
        `No room of this type is free on ${day(12)}. Choose other dates or another room type.`,
      ],
    })
    assert.equal(await bookingCount(), 1)
  })

  test('a blocked guest needs the override permission', async ({ client, assert }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const admin = await administrator()
    const { type } = await hotel()
    const blocked = await guest({
      firstName: 'Bad',
      lastName: 'Payer',
      isBlocked: true,
      blockedReason: 'Unpaid bill',
    })
    const refused = await as(client, receptionist, 'post', '/hotel/bookings').json(
      form(type, blocked.id)
    )
    refused.assertFlashMessage('inputErrorsBag', {
      guestId: [
        'This guest is blocked (Unpaid bill). Only staff allowed to override a block can book them.',
      ],
    })
    assert.equal(await bookingCount(), 0)
    const allowed = await as(client, admin, 'post', '/hotel/bookings').json(form(type, blocked.id))
    allowed.assertStatus(302)
    assert.equal(await bookingCount(), 1)
  })

  test('only hotel.bookings.override_rate may set the nightly rate; the override prices every night', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const manager = await userWithRoles(['Manager'])
    const { type, who } = await hotel()
    const forged = await as(client, receptionist, 'post', '/hotel/bookings').json(
      form(type, who.id, { nightlyRateCents: 100 })
    )
    forged.assertFlashMessage('inputErrorsBag', {
      nightlyRateCents: ['You may not override the nightly rate.'],
    })
    assert.equal(await bookingCount(), 0)
    const planPrice = (
      await as(
        client,
        receptionist,
        'get',
        `/hotel/bookings/quote?checkIn=${day(10)}&checkOut=${day(13)}&roomTypeId=${type.id}&nightlyRateCents=100`
      )
    ).body()
    assert.equal(planPrice.types.find((row: any) => row.id === type.id).quote.totalCents, 30000)

    const preview = (
      await as(
        client,
        manager,
        'get',
        `/hotel/bookings/quote?checkIn=${day(10)}&checkOut=${day(13)}&roomTypeId=${type.id}&nightlyRateCents=8000`
      )
    ).body()
    assert.equal(preview.types.find((row: any) => row.id === type.id).quote.totalCents, 24000)
    const overridden = await as(client, manager, 'post', '/hotel/bookings').json(
      form(type, who.id, { nightlyRateCents: 8000, creditLimitCents: 120000 })
    )
    overridden.assertStatus(302)
    const created = await Booking.query().firstOrFail()
    assert.equal(created.nightlyRateCents, 8000)
    assert.equal(created.totalCents, 24000)
    assert.equal(created.creditLimitCents, 120000)
    assert.deepEqual(
      (await nightsOf(created.id)).map((night) => night.rate_cents),
      [8000, 8000, 8000]
    )
  })

  test('a Housekeeper is refused every booking route', async ({ client, assert }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const { type, who } = await hotel()
    const existing = await booking(type, who, { checkIn: day(1), checkOut: day(2) })
    const before = await fingerprint(['bookings', 'booking_nights', 'guests', 'events'])
    for (const [method, url] of [
      ['get', '/hotel/bookings'],
      ['get', '/hotel/bookings/create'],
      ['post', '/hotel/bookings'],
      ['get', `/hotel/bookings/quote?checkIn=${day(1)}&checkOut=${day(2)}`],
      ['get', '/hotel/bookings/guest-options?search=ana'],
      ['get', `/hotel/bookings/${existing.id}/edit`],
      ['put', `/hotel/bookings/${existing.id}`],
      ['post', `/hotel/bookings/${existing.id}/confirm`],
      ['post', `/hotel/bookings/${existing.id}/cancel`],
      ['post', `/hotel/bookings/${existing.id}/no-show`],
    ] as const) {
      ;(await as(client, housekeeper, method, url).json({})).assertStatus(403)
    }
    assert.equal(
      await fingerprint(['bookings', 'booking_nights', 'guests', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })

  test('the guest look-up finds guests by name for the form', async ({ client, assert }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    await guest({ firstName: 'Maria', lastName: 'Garcia', isVip: true })
    await guest({ firstName: 'Peter', lastName: 'Smith' })
    const response = await as(
      client,
      receptionist,
      'get',
      '/hotel/bookings/guest-options?search=garc'
    )
    assert.containsSubset(response.body().guests, [
      { fullName: 'Maria Garcia', isVip: true, isBlocked: false },
    ])
    assert.lengthOf(response.body().guests, 1)
  })
})

test.group('Hotel: editing a booking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => markEvents())
  group.each.setup(() => seedRoles())

  test('a save re-prices a changed stay, records the diff and bumps lock_version', async ({
    client,
    assert,
    cleanup,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, rooms, who } = await hotel()
    const existing = await booking(type, who, {
      checkIn: day(10),
      checkOut: day(12),
      roomId: rooms[0].id,
    })
    const edit = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings/${existing.id}/edit`
    ).withInertia()
    edit.assertInertiaComponent('Hotel/Bookings/Edit')
    const props = edit.inertiaProps as any
    assert.containsSubset(props.booking, {
      id: existing.id,
      code: existing.code,
      lockVersion: 1,
      checkIn: day(10),
      checkOut: day(12),
      roomId: rooms[0].id,
    })

    /* The booking's own room stays free for itself in the preview. */
    const preview = (
      await as(
        client,
        receptionist,
        'get',
        `/hotel/bookings/quote?checkIn=${day(10)}&checkOut=${day(13)}&roomTypeId=${type.id}&bookingId=${existing.id}`
      )
    ).body()
    assert.deepEqual(
      preview.rooms.map((free: any) => free.number),
      ['201', '202']
    )

    const sent = captureBroadcasts(cleanup)
    const saved = await as(client, receptionist, 'put', `/hotel/bookings/${existing.id}`).json({
      ...form(type, who.id, {
        roomId: rooms[0].id,
        checkIn: day(10),
        checkOut: day(13),
        adults: 1,
      }),
      lockVersion: 1,
    })
    saved.assertHeader('location', `/hotel/bookings/${existing.id}`)
    saved.assertFlashMessage('success', `Booking ${existing.code} was saved.`)
    await existing.refresh()
    assert.equal(existing.lockVersion, 2)
    assert.equal(existing.totalCents, 30000)
    assert.lengthOf(await nightsOf(existing.id), 3)
    const [event] = await eventsOf('hotel.booking.updated')
    assert.deepEqual(event.changes, {
      before: { checkOut: day(12), totalCents: 20000, specialRequests: '' },
      after: { checkOut: day(13), totalCents: 30000, specialRequests: 'Quiet room' },
    })
    assert.containsSubset(sent, [
      { event: 'App\\Events\\BookingChanged', data: { bookingId: existing.id, checkOut: day(13) } },
    ])
  })

  test('a stale form is refused with a message and nothing is written', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const existing = await booking(type, who, { checkIn: day(10), checkOut: day(12) })
    await db.from('bookings').where('id', existing.id).update({ lock_version: 2 })
    const response = await as(client, receptionist, 'put', `/hotel/bookings/${existing.id}`).json({
      ...form(type, who.id, { checkOut: day(15) }),
      lockVersion: 1,
    })
    response.assertFlashMessage('inputErrorsBag', {
      lockVersion: [
        'Someone else changed this booking while you were editing it. Reload the page to see their changes; nothing was saved.',
      ],
    })
    await existing.refresh()
    assert.equal(existing.checkOut.toISODate(), day(12))
    assert.equal(existing.lockVersion, 2)
    assert.lengthOf(await eventsOf('hotel.booking.updated'), 0)
  })

  test('an edit keeps its price when the stay does not change, even if the rate plan did', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const existing = await booking(type, who, { checkIn: day(10), checkOut: day(12) })
    await RoomTypeRateRule.create({
      roomTypeId: type.id,
      name: 'Later rise',
      startsOn: null,
      endsOn: null,
      weekdays: [],
      nightlyRateCents: 50000,
      minStay: 5,
    })
    const response = await as(client, receptionist, 'put', `/hotel/bookings/${existing.id}`).json({
      ...form(type, who.id, { checkIn: day(10), checkOut: day(12), specialRequests: 'Cot' }),
      lockVersion: 1,
    })
    response.assertHeader('location', `/hotel/bookings/${existing.id}`)
    await existing.refresh()
    assert.equal(existing.totalCents, 20000)
    assert.equal(existing.specialRequests, 'Cot')
  })

  test('only pending and confirmed bookings can be edited', async ({ client, assert }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const past = await booking(type, who, {
      checkIn: day(-5),
      checkOut: day(-2),
      status: 'checked_out',
    })
    const page = await as(client, receptionist, 'get', `/hotel/bookings/${past.id}/edit`)
    page.assertHeader('location', `/hotel/bookings/${past.id}`)
    page.assertFlashMessage('error', 'A checked-out booking can no longer be edited.')
    const save = await as(client, receptionist, 'put', `/hotel/bookings/${past.id}`).json({
      ...form(type, who.id),
      lockVersion: 1,
    })
    save.assertFlashMessage('error', 'A checked-out booking can no longer be edited.')
    await past.refresh()
    assert.equal(past.checkIn.toISODate(), day(-5))
    assert.lengthOf(await eventsOf('hotel.booking.updated'), 0)
  })
})

test.group('Hotel: booking lifecycle', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => markEvents())
  group.each.setup(() => seedRoles())

  test('a pending booking is confirmed, then cancelled with a reason', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, rooms, who } = await hotel()
    const existing = await booking(type, who, {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
      roomId: rooms[0].id,
    })

    const confirm = await as(client, receptionist, 'post', `/hotel/bookings/${existing.id}/confirm`)
      .header('referer', `/hotel/bookings/${existing.id}`)
      .json({ lockVersion: 1 })
    confirm.assertHeader('location', `/hotel/bookings/${existing.id}`)
    confirm.assertFlashMessage('success', `Booking ${existing.code} is confirmed.`)
    await existing.refresh()
    assert.equal(existing.status, 'confirmed')
    assert.equal(existing.lockVersion, 2)
    const [confirmed] = await eventsOf('hotel.booking.confirmed')
    assert.deepEqual(confirmed.changes, {
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    })
    assert.equal(confirmed.subjectId, String(existing.id))

    const noReason = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${existing.id}/cancel`
    ).json({ lockVersion: 2, reason: '' })
    noReason.assertFlashMessage('inputErrorsBag', { reason: ['Give a reason.'] })

    const cancel = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${existing.id}/cancel`
    ).json({ lockVersion: 2, reason: 'Flight cancelled' })
    cancel.assertFlashMessage('success', `Booking ${existing.code} was cancelled.`)
    await existing.refresh()
    assert.equal(existing.status, 'cancelled')
    assert.isNotNull(existing.cancelledAt)
    const [cancelled] = await eventsOf('hotel.booking.cancelled')
    assert.deepEqual(cancelled.metadata, { reason: 'Flight cancelled' })

    /* Cancelled bookings free the room at once. */
    const again = await as(client, receptionist, 'post', '/hotel/bookings').json(
      form(type, who.id, { roomId: rooms[0].id, checkIn: day(3), checkOut: day(5) })
    )
    assert.match(again.header('location') ?? '', /^\/hotel\/bookings\/\d+$/)
  })

  test('a move the lifecycle does not allow is refused with a message and nothing is written', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const left = await booking(type, who, {
      checkIn: day(-4),
      checkOut: day(-1),
      status: 'checked_out',
    })
    const cancel = await as(client, receptionist, 'post', `/hotel/bookings/${left.id}/cancel`)
      .header('referer', `/hotel/bookings/${left.id}`)
      .json({ reason: 'Changed plans' })
    cancel.assertHeader('location', `/hotel/bookings/${left.id}`)
    cancel.assertFlashMessage('error', 'A checked-out booking cannot be cancelled.')
    const confirmed = await booking(type, who, { checkIn: day(4), checkOut: day(6) })
    ;(
      await as(client, receptionist, 'post', `/hotel/bookings/${confirmed.id}/confirm`).json({})
    ).assertFlashMessage('error', 'A confirmed booking cannot be confirmed.')
    const pending = await booking(type, who, {
      checkIn: day(-3),
      checkOut: day(1),
      status: 'pending',
    })
    ;(
      await as(client, receptionist, 'post', `/hotel/bookings/${pending.id}/no-show`).json({})
    ).assertFlashMessage('error', 'A pending booking cannot be marked as a no-show.')
    await left.refresh()
    assert.equal(left.status, 'checked_out')
    assert.equal(left.lockVersion, 1)
    assert.lengthOf(await eventsOf('hotel.booking.cancelled'), 0)
    assert.lengthOf(await eventsOf('hotel.booking.confirmed'), 0)
  })

  test('a JSON client refused a lifecycle move gets 409 with the reason as JSON', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const left = await booking(type, who, {
      checkIn: day(-4),
      checkOut: day(-1),
      status: 'checked_out',
    })
    const cancel = await as(client, receptionist, 'post', `/hotel/bookings/${left.id}/cancel`)
      .header('accept', 'application/json')
      .json({ reason: 'Changed plans' })
    cancel.assertStatus(409)
    cancel.assertBody({
      status: 409,
      code: 'E_NOT_ALLOWED',
      message: 'A checked-out booking cannot be cancelled.',
      field: null,
      errors: [],
    })
    await left.refresh()
    assert.equal(left.status, 'checked_out')
    assert.lengthOf(await eventsOf('hotel.booking.cancelled'), 0)

    const pending = await booking(type, who, {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
    })
    await db.from('bookings').where('id', pending.id).update({ lock_version: 3 })
    const stale = await as(client, receptionist, 'post', `/hotel/bookings/${pending.id}/confirm`)
      .header('accept', 'application/json')
      .json({ lockVersion: 2 })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'E_STALE_EDIT')
  })

  test('a no-show is possible only once the arrival date has passed', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const arriving = await booking(type, who, { checkIn: day(0), checkOut: day(2) })
    const early = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${arriving.id}/no-show`
    ).json({ lockVersion: 1 })
    early.assertFlashMessage(
      'error',
      `A booking can be marked as a no-show only after its arrival date (${day(0)}).`
    )
    await arriving.refresh()
    assert.equal(arriving.status, 'confirmed')

    const missed = await booking(type, who, { checkIn: day(-1), checkOut: day(2) })
    const marked = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${missed.id}/no-show`
    ).json({ lockVersion: 1 })
    marked.assertFlashMessage('success', `Booking ${missed.code} was marked as a no-show.`)
    await missed.refresh()
    assert.equal(missed.status, 'no_show')
    assert.isNotNull(missed.noShowAt)
    assert.lengthOf(await eventsOf('hotel.booking.no_show'), 1)
  })

  test('a move from a page opened before another change is refused', async ({ client, assert }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, who } = await hotel()
    const existing = await booking(type, who, {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
    })
    await db.from('bookings').where('id', existing.id).update({ lock_version: 3 })
    const response = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${existing.id}/confirm`
    ).json({ lockVersion: 2 })
    response.assertFlashMessage(
      'error',
      'Someone else changed this booking while you were editing it. Reload the page to see their changes; nothing was saved.'
    )
    await existing.refresh()
    assert.equal(existing.status, 'pending')
  })
})
