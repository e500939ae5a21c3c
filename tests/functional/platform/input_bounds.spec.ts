import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { addDays, appToday } from '#services/clock'
import { maxRangeNights } from '#config/hotel'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { room, roomType } from '../hotel/helpers.js'
import { booking, guest } from '../hotel/booking_factory.js'
import { customer, diningTable } from '../restaurant/helpers.js'
import { menuCategory } from '../restaurant/menu_helpers.js'
import { product } from '#tests/helpers/inventory'
import HttpExceptionHandler from '#exceptions/handler'

/*
| Bounded input: each date in a window that fits its meaning, each amount
| within its column, numbers in decimal digits only, text without control
| characters, and a value the database cannot hold answered with a message
| (never 404 or 500). Each refusal writes nothing.
*/
const day = (offset: number) => addDays(appToday(), offset)
const rows = async (table: string) => Number((await db.from(table).count('* as total'))[0].total)
const errorsOf = (response: ApiResponse) =>
  (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>

async function bookingForm() {
  const type = await roomType()
  await room(type)
  const stayGuest = await guest()
  return {
    guestId: stayGuest.id,
    roomTypeId: type.id,
    roomId: null,
    checkIn: day(10),
    checkOut: day(12),
    adults: 1,
    children: 0,
    source: 'phone',
  }
}

test.group('Input bounds: dates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a quote for 36,500 nights is refused quickly with a message under checkOut', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const response = await as(
      client,
      admin,
      'get',
      `/hotel/bookings/quote?roomTypeId=${type.id}&checkIn=${day(1)}&checkOut=${day(36_501)}`
    ).header('accept', 'application/json')
    response.assertStatus(422)
    const errors = response.body().errors as { field: string; message: string }[]
    assert.deepInclude(
      errors.map((error) => error.field),
      'checkOut'
    )
    assert.isBelow(JSON.stringify(response.body()).length, 2000)
  })

  test('a stay longer than the limit is refused; one of exactly the limit is booked', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const form = await bookingForm()
    const long = await as(client, admin, 'post', '/hotel/bookings').json({
      ...form,
      checkIn: day(1),
      checkOut: day(1 + 1827),
    })
    long.assertStatus(302)
    assert.deepEqual(errorsOf(long).checkOut, [
      `The dates can span at most ${maxRangeNights()} nights.`,
    ])
    assert.equal(await rows('bookings'), 0)

    const longest = await as(client, admin, 'post', '/hotel/bookings').json({
      ...form,
      checkIn: day(1),
      checkOut: day(1 + maxRangeNights()),
    })
    assert.deepEqual(errorsOf(longest), {})
    assert.equal(await rows('bookings'), 1)
  })

  test('an arrival more than a year back or three years ahead is refused under checkIn', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const form = await bookingForm()
    for (const [checkIn, checkOut] of [
      ['1900-01-01', '1900-01-03'],
      [day(-400), day(-398)],
      [day(4 * 366), day(4 * 366 + 2)],
      ['9999-12-29', '9999-12-31'],
    ]) {
      const response = await as(client, admin, 'post', '/hotel/bookings').json({
        ...form,
        checkIn,
        checkOut,
      })
      response.assertStatus(302)
      assert.match(errorsOf(response).checkIn?.[0] ?? '', /^Choose a date from \d{4}-\d\d-\d\d to/)
    }
    assert.equal(await rows('bookings'), 0)
  })

  test('the tape chart from the last day of the calendar falls back to its default', async ({
    client,
  }) => {
    const admin = await administrator()
    for (const from of ['9999-12-31', '0001-01-01', '2026-02-31']) {
      const response = await as(client, admin, 'get', `/hotel/bookings?view=chart&from=${from}`)
      response.assertStatus(200)
    }
  })

  test('a room block longer than the limit or far ahead is refused', async ({ client, assert }) => {
    const admin = await administrator()
    const target = await room(await roomType())
    for (const [startsOn, endsOn, field] of [
      [day(1), day(2 + maxRangeNights()), 'ends_on'],
      ['9999-12-30', '9999-12-31', 'starts_on'],
    ]) {
      const response = await as(client, admin, 'post', `/hotel/rooms/${target.id}/blocks`).json({
        starts_on: startsOn,
        ends_on: endsOn,
        reason: 'Renovation',
      })
      assert.property(errorsOf(response), field)
    }
    assert.equal(await rows('room_blocks'), 0)
  })

  test("a rate rule's season: past seasons up to five years back, none beyond the window", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const rule = (startsOn: string, endsOn: string) =>
      as(client, admin, 'post', `/hotel/room-types/${type.id}/rates`).json({
        name: 'Season',
        starts_on: startsOn,
        ends_on: endsOn,
        nightly_rate: '120',
      })
    const far = await rule('9999-12-01', '9999-12-31')
    assert.match(errorsOf(far).starts_on?.[0] ?? '', /^Choose a date from/)
    assert.equal(await rows('room_type_rate_rules'), 0)
    const past = await rule(day(-2 * 365), day(-2 * 365 + 90))
    assert.deepEqual(errorsOf(past), {})
    assert.equal(await rows('room_type_rate_rules'), 1)
  })

  test('a folio charge dated outside its stay is refused under serviceDate', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const stay = await booking(type, await guest(), {
      checkIn: day(-1),
      checkOut: day(2),
      roomId: (await room(type)).id,
      status: 'checked_in',
    })
    const before = await rows('folio_charges')
    for (const serviceDate of ['1900-01-01', '9999-12-31', day(-2), day(3)]) {
      const response = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/charges`).json({
        description: 'Minibar',
        amount: '12.00',
        serviceDate,
      })
      response.assertStatus(302)
      assert.lengthOf(errorsOf(response).serviceDate ?? [], 1, serviceDate)
    }
    assert.equal(await rows('folio_charges'), before)
    const within = await as(client, admin, 'post', `/hotel/bookings/${stay.id}/charges`).json({
      description: 'Minibar',
      amount: '12.00',
      serviceDate: day(2),
    })
    assert.deepEqual(errorsOf(within), {})
    assert.equal(await rows('folio_charges'), before + 1)
  })

  test('a restaurant reservation on the last day of the calendar is refused, table or not', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const table = await diningTable({ name: 'B1' })
    const regular = await customer({ name: 'Ana', phone: '+34 600 000 001' })
    for (const tableId of [table.id, null]) {
      const response = await as(client, admin, 'post', '/restaurant/reservations').json({
        customer_id: regular.id,
        party_size: 2,
        date: '9999-12-31',
        time: '23:30',
        duration_minutes: 90,
        table_id: tableId,
      })
      response.assertStatus(302)
      assert.match(errorsOf(response).date?.[0] ?? '', /^Choose a date from/)
    }
    assert.equal(await rows('reservations'), 0)
    const soon = await as(client, admin, 'post', '/restaurant/reservations').json({
      customer_id: regular.id,
      party_size: 2,
      date: addDays(appToday(), 3),
      time: '20:00',
      duration_minutes: 90,
      table_id: table.id,
    })
    assert.deepEqual(errorsOf(soon), {})
    assert.equal(await rows('reservations'), 1)
  })
})

test.group('Input bounds: amounts and numbers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a menu item or combo price above what its column allows is refused under price', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const mains = await menuCategory({ name: 'Mains' })
    const item = { category_id: mains.id, preparation_minutes: 10 }
    for (const [url, extra] of [
      ['/restaurant/menu-items', item],
      ['/restaurant/menu-combos', {}],
    ] as const) {
      const response = await as(client, admin, 'post', url).json({
        name: 'Feast',
        price: '100000.01',
        ...extra,
      })
      response.assertStatus(302)
      assert.deepEqual(errorsOf(response).price, ['The price can be at most 100,000.00.'])
      const top = await as(client, admin, 'post', url).json({
        name: 'Banquet',
        price: '100000.00',
        ...extra,
      })
      assert.deepEqual(errorsOf(top), {}, url)
    }
    assert.equal(await rows('menu_items'), 1)
    assert.equal(await rows('menu_combos'), 1)
  })

  test('a stock movement unit cost beyond the limit is refused under unit_cost, not a 404', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const milk = await product({ sku: 'MILK' })
    const response = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: milk.id,
      reason: 'correction',
      direction: 'in',
      quantity: '1',
      unit_cost: '999999999999.99',
    })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response).unit_cost, ['The unit cost can be at most 9,999,999.99.'])
    assert.lengthOf(await db.from('stock_movements').where('product_id', milk.id), 0)
  })

  test('a stock value beyond bigint is refused under quantity, not a 404', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const milk = await product({ sku: 'MILK' })
    const response = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: milk.id,
      reason: 'correction',
      direction: 'in',
      quantity: '99999999999.999',
      unit_cost: '9999999.99',
    })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {
      quantity: ['This makes a total beyond what can be saved. Use a smaller value.'],
    })
    assert.lengthOf(await db.from('stock_movements').where('product_id', milk.id), 0)
  })

  test("a stay's total beyond integer is refused under the rate, not a 404", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const form = await bookingForm()
    const response = await as(client, admin, 'post', '/hotel/bookings').json({
      ...form,
      checkIn: day(1),
      checkOut: day(4),
      nightlyRateCents: 999_999_999,
    })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {
      nightlyRateCents: ['This makes a total beyond what can be saved. Use a smaller value.'],
    })
    assert.equal(await rows('bookings'), 0)
  })

  test('numeric and date overflow reaching the handler are 422 for a form, 400 for a page', async ({
    assert,
  }) => {
    const handler = new HttpExceptionHandler()
    for (const code of ['22003', '22008']) {
      for (const [method, status] of [
        ['POST', 422],
        ['GET', 400],
      ] as const) {
        const ctx = await testUtils.createHttpContext()
        ctx.request.request.method = method
        ctx.request.request.headers.accept = 'application/json'
        await handler.handle(Object.assign(new Error('out of range'), { code }), ctx)
        assert.equal(ctx.response.getStatus(), status, `${code} ${method}`)
        assert.include(JSON.stringify(ctx.response.getBody()), 'beyond what can be saved')
      }
    }
  })

  test('ids and whole numbers take decimal digits only: no booleans, hex or exponents', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const form = await bookingForm()
    for (const [field, value] of [
      ['guestId', true],
      ['guestId', '0x1'],
      ['roomTypeId', `0x${form.roomTypeId.toString(16)}`],
      ['adults', '0x2'],
      ['adults', '1e0'],
      ['children', false],
    ] as const) {
      const response = await as(client, admin, 'post', '/hotel/bookings').json({
        ...form,
        [field]: value,
      })
      response.assertStatus(302)
      assert.property(errorsOf(response), field, `${field}: ${value}`)
    }
    assert.equal(await rows('bookings'), 0)
  })

  test("a table's coordinates refuse a boolean", async ({ client, assert }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/restaurant/tables').json({
      name: 'T1',
      area: 'Hall',
      seats: 2,
      shape: 'square',
      x: true,
      y: 10,
    })
    response.assertStatus(302)
    assert.property(errorsOf(response), 'x')
    assert.equal(await rows('restaurant_tables'), 0)
  })
})

test.group('Input bounds: control characters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('customer and reservation text refuses control characters, keeps tabs and line breaks', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    for (const [field, value] of [
      ['name', 'Ana\u0007'],
      ['notes', 'Call\u001bfirst'],
      ['address', 'Main St\u007f'],
    ]) {
      const response = await as(client, admin, 'post', '/customers').json({
        kind: 'person',
        name: 'Ana',
        [field]: value,
      })
      response.assertStatus(302)
      assert.deepEqual(errorsOf(response)[field], [
        `The ${field} field contains invalid characters.`,
      ])
    }
    assert.equal(await rows('customers'), 0)

    const table = await diningTable({ name: 'C1' })
    const refused = await as(client, admin, 'post', '/restaurant/reservations').json({
      customer_name: 'Bea\u0008',
      phone: '+34 600 000 002',
      party_size: 2,
      date: addDays(appToday(), 2),
      time: '20:00',
      table_id: table.id,
    })
    assert.property(errorsOf(refused), 'customer_name')
    assert.equal(await rows('reservations'), 0)

    const kept = await as(client, admin, 'post', '/customers').json({
      kind: 'person',
      name: 'Ana',
      notes: 'Window seat\r\nNo nuts\tplease',
    })
    assert.deepEqual(errorsOf(kept), {})
    assert.equal(await rows('customers'), 1)
  })
})
