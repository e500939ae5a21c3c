import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import type Booking from '#models/hotel/booking'
import type User from '#models/identity/user'
import type Order from '#models/restaurant/order'
import { createOrder } from '#actions/restaurant/create_order'
import { voidOrder } from '#actions/restaurant/void_order'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday, appZone } from '#services/clock'
import { postRoomNights } from '#services/hotel/room_nights'
import { as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { itemLine, serviceMenu } from '../restaurant/order_helpers.js'

/*
| SPEC §11.1: a guest does not check out while a restaurant order of the stay
| is in service — a room-service order for the booking, or an order charged
| to its room. The stay: 2 nights at 100.00 + 10 % tax = 220.00, leaving today.
*/
const errorsOf = (response: { flashMessages(): any }): Record<string, string[]> =>
  response.flashMessages()?.inputErrorsBag ?? {}
const count = (table: string) =>
  db
    .from(table)
    .count('* as total')
    .then(([row]) => Number(row.total))

async function stay(desk: User) {
  const type = await roomType({ baseRateCents: 10000 })
  const stayRoom = await room(type, { number: '101' })
  const target = await booking(type, await guest(), {
    checkIn: addDays(appToday(), -2),
    checkOut: appToday(),
    status: 'checked_in',
    roomId: stayRoom.id,
  })
  await db.transaction((trx) => postRoomNights(trx, target, stayRoom.number, desk))
  await target.refresh()
  return target
}

const settleAndLeave = (target: Booking) => ({
  lockVersion: target.lockVersion,
  paymentMethod: 'card',
  paymentAmount: '220.00',
})

function checkOut(client: any, desk: User, target: Booking) {
  return as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json(
    settleAndLeave(target)
  )
}

/* What a refused check-out must leave as it was. */
async function written(target: Booking) {
  await target.refresh()
  return {
    status: target.status,
    lockVersion: target.lockVersion,
    invoices: await count('invoices'),
    folioPayments: await count('folio_payments'),
    tasks: await count('housekeeping_tasks'),
    events: (await eventsOf('hotel.booking.checked_out')).length,
  }
}

/** An order charged to the booking's room: the payment row as the POS writes it. */
async function chargeToRoom(order: Order, target: Booking, cashier: User, amountCents = 1890) {
  const [payment] = await db
    .table('payments')
    .insert({
      client_key: randomUUID(),
      order_id: order.id,
      method: 'room_charge',
      amount_cents: amountCents,
      booking_id: target.id,
      cashier_id: cashier.id,
      paid_at: new Date(),
    })
    .returning('id')
  return payment.id as number
}

test.group('Hotel: check-out and the restaurant orders of the stay', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('refused while a room-service order is in service: the message and the page name it, nothing is written; allowed once it is voided', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const waiter = await userWithRoles(['Waiter'])
    const target = await stay(desk)
    const menu = await serviceMenu()
    const order = await createOrder(
      { kind: 'room_service', booking_id: target.id, lines: [itemLine(menu.steak.id)] },
      systemAudit(waiter)
    )
    const before = await written(target)

    const form = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    const held = (form.inertiaProps as any).openOrders
    assert.deepEqual(
      held.map((row: any) => [row.id, row.number, row.status, row.kind, row.totalCents]),
      [[order.id, order.number, 'open', 'room_service', 1890]]
    )

    const refused = await checkOut(client, desk, target)
    assert.deepEqual(errorsOf(refused).booking, [
      `The guest has a restaurant order in service: ${order.number} (Open). Close or void it before check-out.`,
    ])
    assert.deepEqual(await written(target), before)

    /* A JSON client is answered 409 with the field. */
    const json = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`)
      .header('accept', 'application/json')
      .json(settleAndLeave(target))
    json.assertStatus(409)
    assert.equal(json.body().field, 'booking')
    assert.include(json.body().message, order.number!)
    assert.deepEqual(await written(target), before)

    await voidOrder({ order, reason: 'Guest changed their mind' }, systemAudit(waiter))
    const form2 = await as(
      client,
      desk,
      'get',
      `/hotel/bookings/${target.id}/check-out`
    ).withInertia()
    assert.deepEqual((form2.inertiaProps as any).openOrders, [])
    const done = await checkOut(client, desk, target)
    done.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.status, 'checked_out')
  })

  test('every order in service is named; a closed room-service order no longer holds the check-out', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const waiter = await userWithRoles(['Waiter'])
    const target = await stay(desk)
    const menu = await serviceMenu()
    const first = await createOrder(
      { kind: 'room_service', booking_id: target.id, lines: [itemLine(menu.soda.id)] },
      systemAudit(waiter)
    )
    const second = await createOrder(
      { kind: 'room_service', booking_id: target.id, lines: [itemLine(menu.steak.id)] },
      systemAudit(waiter)
    )
    await db.from('orders').where('id', second.id).update({ status: 'served' })

    const refused = await checkOut(client, desk, target)
    assert.deepEqual(errorsOf(refused).booking, [
      `The guest has 2 restaurant orders in service: ${first.number} (Open), ${second.number} (Served). Close or void them before check-out.`,
    ])

    await db
      .from('orders')
      .whereIn('id', [first.id, second.id])
      .update({ status: 'closed', closed_at: new Date() })
    const done = await checkOut(client, desk, target)
    done.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.status, 'checked_out')
  })

  test('refused while an order charged to the room is not closed; a room charge refunded in full or the order closed lets the guest go', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const waiter = await userWithRoles(['Waiter'])
    const target = await stay(desk)
    const menu = await serviceMenu()
    const takeaway = () =>
      createOrder({ kind: 'takeaway', lines: [itemLine(menu.steak.id)] }, systemAudit(waiter))
    const heldBy = async () => {
      const form = await as(
        client,
        desk,
        'get',
        `/hotel/bookings/${target.id}/check-out`
      ).withInertia()
      return (form.inertiaProps as any).openOrders.map((row: any) => row.number)
    }
    const refunded = await takeaway()
    const charged = await takeaway()
    assert.deepEqual(await heldBy(), [], 'orders not charged to the room hold nothing')

    const payment = await chargeToRoom(refunded, target, waiter)
    assert.deepEqual(await heldBy(), [refunded.number])
    const before = await written(target)
    assert.deepEqual(errorsOf(await checkOut(client, desk, target)).booking, [
      `The guest has a restaurant order in service: ${refunded.number} (Open). Close or void it before check-out.`,
    ])
    assert.deepEqual(await written(target), before)
    await db.table('payments').insert({
      client_key: randomUUID(),
      order_id: refunded.id,
      method: 'room_charge',
      amount_cents: -1890,
      refund_of: payment,
      reason: 'Charged to the wrong room',
      booking_id: target.id,
      cashier_id: waiter.id,
      paid_at: new Date(),
    })
    assert.deepEqual(await heldBy(), [], 'a room charge refunded in full holds nothing')

    await chargeToRoom(charged, target, waiter)
    assert.deepEqual(errorsOf(await checkOut(client, desk, target)).booking, [
      `The guest has a restaurant order in service: ${charged.number} (Open). Close or void it before check-out.`,
    ])
    assert.deepEqual(await written(target), before)

    await db
      .from('orders')
      .where('id', charged.id)
      .update({ status: 'closed', closed_at: new Date() })
    const done = await checkOut(client, desk, target)
    done.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.status, 'checked_out')
  })

  test("the booking's page lists its room-service orders and the orders charged to its room, each with its number, status and total", async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const waiter = await userWithRoles(['Waiter'])
    const target = await stay(desk)
    const menu = await serviceMenu()
    const roomService = await createOrder(
      {
        kind: 'room_service',
        booking_id: target.id,
        lines: [itemLine(menu.steak.id), itemLine(menu.soda.id)],
      },
      systemAudit(waiter)
    )
    const charged = await createOrder(
      { kind: 'takeaway', lines: [itemLine(menu.soda.id)] },
      systemAudit(waiter)
    )
    await chargeToRoom(charged, target, waiter, 300)
    await db
      .from('orders')
      .where('id', charged.id)
      .update({ status: 'closed', closed_at: new Date() })
    await createOrder({ kind: 'takeaway', lines: [itemLine(menu.soda.id)] }, systemAudit(waiter))

    const page = await as(client, desk, 'get', `/hotel/bookings/${target.id}`).withInertia()
    page.assertInertiaComponent('Hotel/Bookings/Show')
    const orders = (page.inertiaProps as any).restaurantOrders
    assert.sameDeepMembers(
      orders.map((row: any) => ({
        id: row.id,
        number: row.number,
        status: row.status,
        total: row.totalCents,
      })),
      [
        { id: roomService.id, number: roomService.number, status: 'open', total: 2190 },
        { id: charged.id, number: charged.number, status: 'closed', total: 300 },
      ]
    )
    assert.equal((page.inertiaProps as any).zone, appZone())
  })
})
