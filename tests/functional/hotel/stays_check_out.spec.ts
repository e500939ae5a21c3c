import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import type Booking from '#models/hotel/booking'
import Invoice from '#models/hotel/invoice'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import type Room from '#models/hotel/room'
import type User from '#models/identity/user'
import { addDays, appToday } from '#services/clock'
import { postRoomNights } from '#services/hotel/room_nights'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const errorsOf = (response: { flashMessages(): any }): Record<string, string[]> =>
  response.flashMessages()?.inputErrorsBag ?? {}
const count = (table: string) =>
  db
    .from(table)
    .count('* as total')
    .then(([row]) => Number(row.total))

/*
| A guest in the house whose stay ends today (so leaving now is neither early
| nor late): 2 nights at 100.00 + 10 % tax = 220.00 posted to the folio.
*/
async function inHouse(_client: any, desk: User) {
  const type = await roomType({ baseRateCents: 10000 })
  const stayRoom = await room(type, { number: '101' })
  const stayGuest = await guest()
  const target = await booking(type, stayGuest, {
    checkIn: addDays(appToday(), -2),
    checkOut: appToday(),
    status: 'checked_in',
    roomId: stayRoom.id,
  })
  await db.transaction((trx) => postRoomNights(trx, target, stayRoom.number, desk))
  await target.refresh()
  return { target, stayRoom, stayGuest }
}

const unchanged = async (target: Booking, stayRoom: Room) => {
  await target.refresh()
  await stayRoom.refresh()
  return {
    status: target.status,
    room: stayRoom.housekeepingStatus,
    invoices: await count('invoices'),
    tasks: await count('housekeeping_tasks'),
  }
}

test.group('Hotel: check-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('checking out with a last charge and the final payment issues the invoice, dirties the room and opens a checkout clean', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { target, stayRoom, stayGuest } = await inHouse(client, receptionist)

    const form = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    form.assertInertiaComponent('Hotel/Bookings/CheckOut')
    assert.equal((form.inertiaProps as any).folio.balanceCents, 22000)
    assert.isFalse((form.inertiaProps as any).can.leaveBalance)

    /* Minibar 10.00 + 21 % = 12.10, so 232.10 is owed. */
    const response = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({
      lockVersion: target.lockVersion,
      extraDescription: 'Minibar',
      extraAmount: '10',
      paymentMethod: 'card',
      paymentAmount: '232.10',
      paymentReference: 'POS 881',
    })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    response.assertFlashMessage(
      'success',
      `${target.code} is checked out. Invoice ${invoice.number} issued.`
    )

    await target.refresh()
    assert.equal(target.status, 'checked_out')
    assert.isNotNull(target.checkedOutAt)
    assert.match(invoice.number!, /^INV-\d{6}$/)
    assert.deepEqual(
      [
        invoice.subtotalCents,
        invoice.taxCents,
        invoice.totalCents,
        invoice.paidCents,
        invoice.balanceCents,
      ],
      [21000, 2210, 23210, 23210, 0]
    )
    assert.equal(invoice.snapshot.guest.name, stayGuest.fullName)
    assert.equal(invoice.snapshot.stay.roomNumber, '101')
    assert.sameMembers(
      invoice.snapshot.charges.map((line: any) => line.kind),
      ['room', 'room', 'extra']
    )

    await stayRoom.refresh()
    assert.equal(stayRoom.housekeepingStatus, 'dirty')
    const [task] = await HousekeepingTask.query().where('room_id', stayRoom.id)
    assert.equal(task.kind, 'checkout_clean')
    assert.equal(task.bookingId, target.id)
    assert.lengthOf(await eventsOf('hotel.booking.checked_out'), 1)
    assert.lengthOf(await eventsOf('hotel.invoice.issued'), 1)
    const [roomEvent] = await eventsOf('hotel.room.status_changed')
    assert.equal(roomEvent.metadata.reason, `Check-out ${target.code}`)
  })

  test('an open balance is refused, and nothing is written even after the last charge and payment', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { target, stayRoom } = await inHouse(client, receptionist)
    const before = await unchanged(target, stayRoom)

    const response = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({
      lockVersion: target.lockVersion,
      extraDescription: 'Laundry',
      extraAmount: '5',
      paymentMethod: 'cash',
      paymentAmount: '100',
      leaveBalance: true,
    })
    assert.deepEqual(errorsOf(response).leaveBalance, [
      'You may not check a guest out with an open balance.',
    ])
    assert.deepEqual(await unchanged(target, stayRoom), before)
    assert.equal(before.status, 'checked_in')
    assert.equal(
      await db
        .from('folio_charges')
        .where('kind', 'extra')
        .count('* as total')
        .then(([row]) => Number(row.total)),
      0
    )
    assert.equal(await count('folio_payments'), 0)

    const unticked = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({ lockVersion: target.lockVersion })
    assert.deepEqual(errorsOf(unticked).paymentAmount, [
      'The balance of $220.00 must be settled before check-out.',
    ])
    assert.deepEqual(await unchanged(target, stayRoom), before)
  })

  test('with the leave-balance permission and the box ticked the balance goes to the invoice', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const { target, stayRoom } = await inHouse(client, manager)
    const notTicked = await as(
      client,
      manager,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({ lockVersion: target.lockVersion })
    assert.lengthOf(errorsOf(notTicked).paymentAmount, 1)

    const response = await as(
      client,
      manager,
      'post',
      `/hotel/bookings/${target.id}/check-out`
    ).json({ lockVersion: target.lockVersion, leaveBalance: true })
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.equal(invoice.balanceCents, 22000)
    await stayRoom.refresh()
    assert.equal(stayRoom.housekeepingStatus, 'dirty')
  })

  test('a stale form changes nothing: no invoice, no task, the room stays as it was', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { target, stayRoom } = await inHouse(client, admin)
    const before = await unchanged(target, stayRoom)
    const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-out`).json(
      { lockVersion: target.lockVersion + 1, paymentMethod: 'cash', paymentAmount: '220' }
    )
    assert.deepEqual(errorsOf(response).booking, [
      'Someone else changed this booking meanwhile. Reload the page and try again.',
    ])
    assert.deepEqual(await unchanged(target, stayRoom), before)
    assert.equal(await count('folio_payments'), 0)
  })

  test('a payment above the balance is refused at check-out', async ({ client, assert }) => {
    const admin = await administrator()
    const { target, stayRoom } = await inHouse(client, admin)
    const before = await unchanged(target, stayRoom)
    const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-out`).json(
      { lockVersion: target.lockVersion, paymentMethod: 'cash', paymentAmount: '500' }
    )
    assert.deepEqual(errorsOf(response).paymentAmount, [
      'The payment cannot be more than the balance of $220.00.',
    ])
    assert.deepEqual(await unchanged(target, stayRoom), before)
  })

  test('only a checked-in booking can be checked out, and the form sends others back to the booking', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const target = await booking(type, await guest(), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 1),
    })
    const form = await as(client, admin, 'get', `/hotel/bookings/${target.id}/check-out`)
    form.assertHeader('location', `/hotel/bookings/${target.id}`)
    form.assertFlashMessage(
      'error',
      'Only checked-in bookings can be checked out; this one is Confirmed.'
    )
    const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-out`).json(
      { lockVersion: target.lockVersion }
    )
    assert.lengthOf(errorsOf(response).booking, 1)
    assert.equal(await count('invoices'), 0)
  })

  test('a user without the check-out permission gets 403', async ({ client, assert }) => {
    const admin = await administrator()
    const { target } = await inHouse(client, admin)
    const housekeeper = await userWithRoles(['Housekeeper'])
    const before = await fingerprint([
      'bookings',
      'rooms',
      'invoices',
      'folio_charges',
      'folio_payments',
      'events',
    ])
    ;(await as(client, housekeeper, 'get', `/hotel/bookings/${target.id}/check-out`)).assertStatus(
      403
    )
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${target.id}/check-out`).json({
        lockVersion: target.lockVersion,
      })
    ).assertStatus(403)
    assert.equal(
      await fingerprint([
        'bookings',
        'rooms',
        'invoices',
        'folio_charges',
        'folio_payments',
        'events',
      ]),
      before,
      'the refused writes changed nothing'
    )
  })
})
