import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import Room from '#models/hotel/room'
import RoomType from '#models/hotel/room_type'
import User from '#models/identity/user'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { addDays, appToday } from '#services/clock'
import { systemAudit } from '#services/audit_context'
import { createOrder } from '#actions/restaurant/create_order'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking } from './booking_factory.js'

/*
| Front-desk requests that really race: no global transaction, each request
| commits on its own through the test server, all fired at once. The fixtures
| are removed afterwards (the activity log is append-only, so its events stay,
| and so does their actor), and the invoice counter is put back.
*/
const CHECK_OUTS = 8
const ROOM_SERVICE_RACES = 6
const day = (offset: number) => addDays(appToday(), offset)
const serverErrors = (responses: ApiResponse[]) =>
  responses.filter((response) => response.status() >= 500)

test.group('Hotel: the front desk under concurrency', (group) => {
  let fixtures: {
    type: RoomType
    guestIds: number[]
    userId: number
    counter: number
    rolesSeededHere: boolean
  } | null = null

  group.setup(async () => {
    const rolesBefore = await db.from('roles').count('* as total').first()
    await seedRoles()
    const user = await userWithRoles(['Receptionist'], { email: 'race.desk@example.test' })
    const type = await RoomType.create({
      code: 'DESK',
      name: 'Desk race',
      baseRateCents: 9000,
      maxAdults: 2,
      maxChildren: 0,
      amenities: [],
    })
    const counter = await db.from('invoice_counters').where('id', 1).firstOrFail()
    fixtures = {
      type,
      guestIds: [],
      userId: user.id,
      counter: counter.last_number,
      rolesSeededHere: Number(rolesBefore.total) === 0,
    }
  })

  group.teardown(async () => {
    if (!fixtures) return
    const bookingIds = db.from('bookings').where('room_type_id', fixtures.type.id).select('id')
    await db.from('orders').whereIn('booking_id', bookingIds).delete()
    await db.from('invoices').whereIn('booking_id', bookingIds).delete()
    await db.from('folio_charges').whereIn('booking_id', bookingIds).delete()
    await db.from('folio_payments').whereIn('booking_id', bookingIds).delete()
    await db.from('bookings').where('room_type_id', fixtures.type.id).delete()
    await db.from('rooms').where('room_type_id', fixtures.type.id).delete()
    await db.from('room_types').where('id', fixtures.type.id).delete()
    await db.from('guests').whereIn('id', fixtures.guestIds).delete()
    await db.from('invoice_counters').where('id', 1).update({ last_number: fixtures.counter })
    await db.from('user_roles').where('user_id', fixtures.userId).delete()
    await db.from('users').where('id', fixtures.userId).update({ is_active: false })
    if (fixtures.rolesSeededHere) {
      await db.from('role_permissions').delete()
      await db.from('roles').delete()
      await db.from('permissions').delete()
    }
  })

  group.each.timeout(120_000)

  async function inHouse(number: string, checkIn: string, checkOut: string) {
    const stayRoom = await Room.create({
      number,
      floor: 9,
      roomTypeId: fixtures!.type.id,
      housekeepingStatus: 'clean',
    })
    const stayGuest = await Guest.create({ firstName: 'Rita', lastName: `Race ${number}` })
    fixtures!.guestIds.push(stayGuest.id)
    const stay = await booking(fixtures!.type, stayGuest, {
      checkIn,
      checkOut,
      status: 'checked_in',
      roomId: stayRoom.id,
    })
    return { stay, stayRoom, stayGuest }
  }

  test('simultaneous check-outs number their invoices one after the other, with no gap and no repeat', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const stays = []
    for (let index = 0; index < CHECK_OUTS; index++)
      stays.push((await inHouse(`D9${index}`, day(-1), day(0))).stay)
    const before = await db.from('invoice_counters').where('id', 1).firstOrFail()

    const responses = await Promise.all(
      stays.map((stay) =>
        as(client, user, 'post', `/hotel/bookings/${stay.id}/check-out`).json({
          lockVersion: stay.lockVersion,
        })
      )
    )

    assert.lengthOf(serverErrors(responses), 0)
    for (const [index, response] of responses.entries())
      assert.equal(response.header('location'), `/hotel/bookings/${stays[index].id}`)
    const numbers = (
      await db
        .from('invoices')
        .whereIn(
          'booking_id',
          stays.map((stay) => stay.id)
        )
        .select('number')
    )
      .map((row) => Number(String(row.number).slice(4)))
      .sort((a, b) => a - b)
    assert.deepEqual(
      numbers,
      Array.from({ length: CHECK_OUTS }, (_, index) => before.last_number + index + 1)
    )
    const after = await db.from('invoice_counters').where('id', 1).firstOrFail()
    assert.equal(after.last_number, before.last_number + CHECK_OUTS)
  })

  test('two guests extending into the one free room at once: one moves in, the other is told why', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const first = await inHouse('D81', day(0), day(2))
    const second = await inHouse('D82', day(0), day(2))
    /* Both rooms are taken from day 2 by the next guests, so extending means moving to D83. */
    for (const { stayRoom } of [first, second]) {
      const next = await Guest.create({ firstName: 'Nora', lastName: `Next ${stayRoom.number}` })
      fixtures!.guestIds.push(next.id)
      await booking(fixtures!.type, next, {
        checkIn: day(2),
        checkOut: day(4),
        roomId: stayRoom.id,
      })
    }
    const free = await Room.create({
      number: 'D83',
      floor: 9,
      roomTypeId: fixtures!.type.id,
      housekeepingStatus: 'clean',
    })

    const responses = await Promise.all(
      [first.stay, second.stay, first.stay, second.stay].map((stay) =>
        as(client, user, 'post', `/hotel/bookings/${stay.id}/stay`).json({
          checkOut: day(3),
          roomId: free.id,
          lockVersion: stay.lockVersion,
        })
      )
    )

    assert.lengthOf(serverErrors(responses), 0)
    const moved = responses.filter((response) => !response.flashMessages()?.inputErrorsBag)
    assert.lengthOf(moved, 1)
    for (const response of responses.filter((entry) => entry.flashMessages()?.inputErrorsBag)) {
      const messages = Object.values(
        response.flashMessages().inputErrorsBag as Record<string, string[]>
      ).flat()
      assert.lengthOf(messages, 1)
      assert.match(
        messages[0],
        /^(Room D83 is already booked on these nights \(BK-\d{6}\)\.|This room was just booked by someone else for these nights\. Choose another room\.|Someone else changed this booking meanwhile\. Reload the page and try again\.|No room of this type is free on \d{4}-\d{2}-\d{2}\. Choose other dates or another room type\.)$/
      )
    }
    const holders = await db
      .from('bookings')
      .where('room_id', free.id)
      .whereIn('status', [...ACTIVE_BOOKING_STATUSES])
      .select('id')
    assert.lengthOf(holders, 1)
    const winner = await Booking.findOrFail(holders[0].id)
    assert.equal(winner.checkOut.toISODate(), day(3))
  })

  test('a room-service order opened as the guest checks out: one of the two wins, never both', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const stays = []
    for (let index = 0; index < ROOM_SERVICE_RACES; index++)
      stays.push((await inHouse(`D7${index}`, day(-1), day(0))).stay)

    const outcomes = await Promise.all(
      stays.map((stay) =>
        Promise.all([
          as(client, user, 'post', `/hotel/bookings/${stay.id}/check-out`).json({
            lockVersion: stay.lockVersion,
          }),
          createOrder({ kind: 'room_service', booking_id: stay.id }, systemAudit(user)).then(
            () => 'opened',
            (error) => `refused: ${error.message}`
          ),
        ])
      )
    )

    for (const [index, [checkOut, order]] of outcomes.entries()) {
      assert.isBelow(checkOut.status(), 500)
      const stay = await Booking.findOrFail(stays[index].id)
      const orders = await db.from('orders').where('booking_id', stay.id).select('status')
      if (stay.status === 'checked_out') {
        assert.equal(order, 'refused: Room service is only for a guest who is checked in.')
        assert.lengthOf(orders, 0)
      } else {
        assert.equal(order, 'opened')
        assert.lengthOf(orders, 1)
        assert.match(
          (checkOut.flashMessages() as any)?.inputErrorsBag?.booking?.[0] ?? '',
          /^The guest has a restaurant order in service: OR-\d{6} \(Open\)\./
        )
      }
    }
  })

  test('a room-service order opened while a check-out holds the booking waits for it, then finds the guest gone', async ({
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const { stay } = await inHouse('D60', day(-1), day(0))
    /* What check-out does first and last: lock the booking's row, then mark it checked out and commit. */
    const checkOut = await db.transaction()
    await checkOut.from('bookings').where('id', stay.id).forUpdate().first()
    const opening = createOrder(
      { kind: 'room_service', booking_id: stay.id },
      systemAudit(user)
    ).then(
      () => 'opened',
      (error) => `refused: ${error.message}`
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    await checkOut
      .from('bookings')
      .where('id', stay.id)
      .update({ status: 'checked_out', checked_out_at: new Date() })
    await checkOut.commit()
    assert.equal(await opening, 'refused: Room service is only for a guest who is checked in.')
    assert.lengthOf(await db.from('orders').where('booking_id', stay.id), 0)
  })
})
