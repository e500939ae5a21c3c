import { test } from '@japa/runner'
import { systemAudit } from '#services/audit_context'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import FolioCharge from '#models/hotel/folio_charge'
import FolioPayment from '#models/hotel/folio_payment'
import type RoomType from '#models/hotel/room_type'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { folioOf } from '#queries/hotel/folio'
import { addDays, appToday } from '#services/clock'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const errorsOf = (response: { flashMessages(): any }): Record<string, string[]> =>
  response.flashMessages()?.inputErrorsBag ?? {}
const chargesOf = (bookingId: number) => FolioCharge.query().where('booking_id', bookingId)

let roomSerial = 0
async function stayIn(
  type: RoomType,
  status: BookingStatus = 'checked_in',
  creditLimitCents = 50000
) {
  roomSerial += 1
  const stayRoom = await room(type, { number: `F${roomSerial}` })
  const target = await booking(type, await guest(), {
    checkIn: appToday(),
    checkOut: addDays(appToday(), 2),
    roomId: stayRoom.id,
    status,
  })
  target.creditLimitCents = creditLimitCents
  await target.save()
  return target
}

const restaurantCharge =
  (bookingId: number, amountCents: number, sourceRef = '1') =>
  (trx: any) =>
    postFolioCharge(
      trx,
      {
        bookingId,
        kind: 'restaurant',
        description: 'Dinner',
        amountCents,
        source: 'restaurant.order',
        sourceRef,
      },
      systemAudit()
    )

test.group('Hotel: the folio API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a restaurant charge within the credit limit is posted with the restaurant tax and recorded', async ({
    assert,
  }) => {
    const target = await stayIn(await roomType(), 'checked_in', 20000)
    const charge = await db.transaction(restaurantCharge(target.id, 15000))
    assert.equal(charge.taxRateBp, 1000)
    assert.equal(charge.taxCents, 1500)
    assert.equal(charge.totalCents, 16500)
    assert.equal((await folioOf(target.id)).balanceCents, 16500)
    const [event] = await eventsOf('hotel.folio.charge_posted')
    assert.equal(event.subjectId, String(target.id))
    assert.containsSubset(event.metadata, { source: 'restaurant.order', sourceRef: '1' })
  })

  test('a restaurant charge over the credit limit is refused with the credit left, and nothing is written', async ({
    assert,
  }) => {
    const target = await stayIn(await roomType(), 'checked_in', 20000)
    await db.transaction(restaurantCharge(target.id, 10000, 'a'))
    const error = await db
      .transaction(restaurantCharge(target.id, 9000, 'b'))
      .catch((caught) => caught)
    assert.equal(error.code, 'E_NOT_ALLOWED')
    assert.equal(error.field, 'bookingId')
    assert.equal(error.message, `${target.code} has $90.00 of credit left; $99.00 does not fit.`)
    assert.lengthOf(await chargesOf(target.id), 1)
    assert.lengthOf(await eventsOf('hotel.folio.charge_posted'), 1)
  })

  test("the caller's own work rolls back with a refused charge", async ({ assert }) => {
    const target = await stayIn(await roomType(), 'checked_in', 1000)
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await trx.table('folio_payments').insert({
          booking_id: target.id,
          method: 'cash',
          amount_cents: 100,
          reference: 'bill',
          created_at: new Date(),
        })
        await restaurantCharge(target.id, 5000)(trx)
      })
    )
    assert.lengthOf(await FolioPayment.query().where('booking_id', target.id), 0)
    assert.lengthOf(await chargesOf(target.id), 0)
  })

  test('the same order cannot be posted twice', async ({ assert }) => {
    const type = await roomType()
    const target = await stayIn(type)
    const other = await stayIn(type)
    await db.transaction(restaurantCharge(target.id, 1000, '42'))
    const error = await db
      .transaction(restaurantCharge(other.id, 1000, '42'))
      .catch((caught) => caught)
    assert.equal(error.field, 'sourceRef')
    assert.equal(error.message, 'This was already posted to a folio (restaurant.order 42).')
    assert.lengthOf(await chargesOf(other.id), 0)
  })

  test('a guest who is not in house cannot be charged', async ({ assert }) => {
    const type = await roomType()
    for (const status of ['confirmed', 'checked_out', 'cancelled'] as const) {
      const target = await stayIn(type, status)
      const error = await db
        .transaction(restaurantCharge(target.id, 1000, status))
        .catch((caught) => caught)
      assert.equal(
        error.message,
        `${target.code} is not checked in; only in-house guests can be charged.`
      )
      assert.lengthOf(await chargesOf(target.id), 0)
    }
  })
})

test.group('Hotel: folio charges and payments from the desk', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('an extra is posted to an in-house folio with the extras tax and a service date defaulting to today', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const target = await stayIn(await roomType())
    const response = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/charges`
    ).json({ description: 'Laundry', amount: '20' })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    response.assertFlashMessage('success', 'Laundry posted ($24.20).')
    const [charge] = await chargesOf(target.id)
    assert.deepEqual(
      [charge.kind, charge.amountCents, charge.taxCents, charge.serviceDate.toISODate()],
      ['extra', 2000, 420, appToday()]
    )
    assert.equal(charge.postedBy, receptionist.id)
  })

  test('an extra is refused for a booking not in house and for a bad amount', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const confirmed = await stayIn(type, 'confirmed')
    const refused = await as(client, admin, 'post', `/hotel/bookings/${confirmed.id}/charges`).json(
      { description: 'Laundry', amount: '20' }
    )
    assert.lengthOf(errorsOf(refused).bookingId, 1)
    const inHouse = await stayIn(type)
    const bad = await as(client, admin, 'post', `/hotel/bookings/${inHouse.id}/charges`).json({
      description: '',
      amount: '-3',
    })
    assert.deepEqual(errorsOf(bad).amount, [
      'Enter an amount such as 120 or 120.50 (no negative amounts).',
    ])
    assert.lengthOf(errorsOf(bad).description, 1)
    assert.equal(
      await FolioCharge.query()
        .count('* as total')
        .then(([row]) => Number(row.$extras.total)),
      0
    )
  })

  test('money taken before the stay is a deposit; during the stay it settles and cannot exceed the balance', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const confirmed = await stayIn(type, 'confirmed')
    const deposit = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${confirmed.id}/payments`
    ).json({ method: 'transfer', amount: '150', reference: 'TR-1' })
    deposit.assertFlashMessage('success', 'Deposit of $150.00 taken.')
    const [taken] = await FolioPayment.query().where('booking_id', confirmed.id)
    assert.isTrue(taken.isDeposit)
    assert.lengthOf(await eventsOf('hotel.folio.deposit_taken'), 1)

    const inHouse = await stayIn(type)
    await db.transaction((trx) =>
      postFolioCharge(
        trx,
        {
          bookingId: inHouse.id,
          kind: 'extra',
          description: 'Spa',
          amountCents: 10000,
        },
        systemAudit()
      )
    )
    const over = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${inHouse.id}/payments`
    ).json({ method: 'cash', amount: '121.01' })
    assert.deepEqual(errorsOf(over).amount, [
      'The payment cannot be more than the balance of $121.00.',
    ])
    const exact = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${inHouse.id}/payments`
    ).json({ method: 'cash', amount: '121' })
    exact.assertFlashMessage('success', 'Payment of $121.00 taken.')
    assert.equal((await folioOf(inHouse.id)).balanceCents, 0)
    const nothing = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${inHouse.id}/payments`
    ).json({ method: 'cash', amount: '1' })
    assert.deepEqual(errorsOf(nothing).amount, ['Nothing is owed on this folio.'])
  })

  test('cancelled and no-show bookings take no payment', async ({ client, assert }) => {
    const admin = await administrator()
    const type = await roomType()
    for (const status of ['cancelled', 'no_show'] as const) {
      const target = await stayIn(type, status)
      const response = await as(
        client,
        admin,
        'post',
        `/hotel/bookings/${target.id}/payments`
      ).json({ method: 'cash', amount: '10' })
      assert.deepEqual(errorsOf(response).amount, [
        `${target.code} is cancelled or a no-show; it takes no payments.`,
      ])
    }
    assert.equal(
      await FolioPayment.query()
        .count('* as total')
        .then(([row]) => Number(row.$extras.total)),
      0
    )
  })

  test('the in-house list gives each checked-in booking its room, guest, balance and credit left', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const target = await stayIn(type, 'checked_in', 30000)
    await stayIn(type, 'confirmed')
    await db.transaction(restaurantCharge(target.id, 10000))
    const response = await as(client, admin, 'get', '/hotel/folios/in-house')
    response.assertStatus(200)
    const [entry, ...others] = response.body().stays
    assert.lengthOf(others, 0)
    assert.containsSubset(entry, {
      id: target.id,
      code: target.code,
      balanceCents: 11000,
      availableCreditCents: 19000,
    })
    assert.match(entry.roomNumber, /^F\d+$/)
    assert.match(entry.guestName, /^Ana Guest/)
  })

  test('charges, payments and the in-house list need their permissions', async ({
    client,
    assert,
  }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const waiter = await userWithRoles(['Waiter'])
    const target = await stayIn(await roomType())
    const before = await fingerprint(['folio_charges', 'folio_payments', 'bookings', 'events'])
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${target.id}/charges`).json({
        description: 'X',
        amount: '1',
      })
    ).assertStatus(403)
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${target.id}/payments`).json({
        method: 'cash',
        amount: '1',
      })
    ).assertStatus(403)
    ;(await as(client, waiter, 'get', '/hotel/folios/in-house')).assertStatus(403)
    assert.equal(
      await fingerprint(['folio_charges', 'folio_payments', 'bookings', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })
})
