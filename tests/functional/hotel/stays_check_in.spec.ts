import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import FolioCharge from '#models/hotel/folio_charge'
import FolioPayment from '#models/hotel/folio_payment'
import { addDays, appToday } from '#services/clock'
import { quoteForType } from '#services/hotel/pricing'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const today = () => appToday()

async function stay(
  options: {
    checkIn?: string
    checkOut?: string
    status?: 'pending' | 'confirmed' | 'checked_in'
    roomStatus?: 'clean' | 'dirty' | 'inspected'
  } = {}
) {
  const type = await roomType({ baseRateCents: 12345 })
  const free = await room(type, {
    number: '201',
    housekeepingStatus: options.roomStatus ?? 'clean',
  })
  const stayGuest = await guest()
  const checkIn = options.checkIn ?? today()
  const created = await booking(type, stayGuest, {
    checkIn,
    checkOut: options.checkOut ?? addDays(checkIn, 3),
    status: options.status ?? 'confirmed',
  })
  return { type, room: free, guest: stayGuest, booking: created }
}

const form = (target: Booking, roomId: number, overrides: Record<string, unknown> = {}) => ({
  lockVersion: target.lockVersion,
  roomId,
  documentConfirmed: true,
  documentType: 'Passport',
  documentNumber: 'X1234567',
  ...overrides,
})

const errorsOf = (response: { flashMessages(): any }): Record<string, string[]> =>
  response.flashMessages()?.inputErrorsBag ?? {}

const chargeCount = (bookingId: number) =>
  FolioCharge.query()
    .where('booking_id', bookingId)
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

test.group('Hotel: check-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the form lists only free, ready rooms of the type and preselects the assigned one', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, room: ready, booking: target } = await stay()
    await room(type, { number: '202', housekeepingStatus: 'dirty' })
    const inspected = await room(type, { number: '203', housekeepingStatus: 'inspected' })
    const taken = await room(type, { number: '204' })
    await booking(type, await guest(), {
      checkIn: today(),
      checkOut: addDays(today(), 1),
      roomId: taken.id,
    })
    await room(await roomType({ code: 'SUI', name: 'Suite' }), { number: '301' })
    target.roomId = inspected.id
    await target.save()

    const response = await as(
      client,
      admin,
      'get',
      `/hotel/bookings/${target.id}/check-in`
    ).withInertia()
    response.assertInertiaComponent('Hotel/Bookings/CheckIn')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.rooms.map((entry: any) => entry.number),
      [ready.number, inspected.number]
    )
    assert.equal(props.preselectedRoomId, inspected.id)
    assert.lengthOf(props.roomNights, 3)
  })

  test('checking in assigns the room, posts every night at the quoted price with tax, takes the deposit and records it', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const { type, room: ready, guest: stayGuest, booking: target } = await stay()
    const quote = await quoteForType(type.id, today(), addDays(today(), 3))

    const response = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/check-in`
    ).json(form(target, ready.id, { depositMethod: 'card', depositAmount: '100.00' }))
    response.assertStatus(302)
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    response.assertFlashMessage('success', `${target.code}: ${stayGuest.fullName} is checked in.`)

    await target.refresh()
    assert.equal(target.status, 'checked_in')
    assert.equal(target.roomId, ready.id)
    assert.isNotNull(target.checkedInAt)
    assert.isNotNull(target.documentConfirmedAt)
    assert.equal(target.lockVersion, 2)

    const charges = await FolioCharge.query().where('booking_id', target.id).orderBy('service_date')
    assert.deepEqual(
      charges.map((charge) => [charge.kind, charge.serviceDate.toISODate(), charge.amountCents]),
      quote.nights.map((night) => ['room', night.night, night.rateCents])
    )
    assert.equal(
      charges.reduce((sum, charge) => sum + charge.taxCents, 0),
      quote.taxCents
    )
    assert.equal(
      charges.reduce((sum, charge) => sum + charge.totalCents, 0),
      quote.grandTotalCents
    )
    assert.isTrue(charges.every((charge) => charge.taxRateBp === 1000))

    const [deposit] = await FolioPayment.query().where('booking_id', target.id)
    assert.equal(deposit.amountCents, 10000)
    assert.equal(deposit.method, 'card')
    assert.isTrue(deposit.isDeposit)

    await stayGuest.refresh()
    assert.equal(stayGuest.documentNumber, 'X1234567')
    const [event] = await eventsOf('hotel.booking.checked_in')
    assert.equal(event.subjectType, 'booking')
    assert.equal(event.subjectId, String(target.id))
    assert.containsSubset(event.changes.after, { status: 'checked_in', room: '201' })
    assert.lengthOf(await eventsOf('hotel.guest.updated'), 1)
  })

  test('only a confirmed booking can be checked in', async ({ client, assert }) => {
    const admin = await administrator()
    const { room: ready, booking: target } = await stay({ status: 'pending' })
    const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-in`).json(
      form(target, ready.id)
    )
    assert.deepEqual(errorsOf(response).booking, [
      'Only confirmed bookings can be checked in; this one is Pending.',
    ])
    await target.refresh()
    assert.equal(target.status, 'pending')
    assert.equal(await chargeCount(target.id), 0)
  })

  test('before the arrival date only a user with early check-in may check in', async ({
    client,
    assert,
  }) => {
    const { room: ready, booking: target } = await stay({ checkIn: addDays(today(), 1) })
    const receptionist = await userWithRoles(['Receptionist'])
    const refused = await as(
      client,
      receptionist,
      'post',
      `/hotel/bookings/${target.id}/check-in`
    ).json(form(target, ready.id))
    assert.include(errorsOf(refused).booking[0], 'early check-in permission')
    await target.refresh()
    assert.equal(target.status, 'confirmed')

    const manager = await userWithRoles(['Manager'])
    const allowed = await as(client, manager, 'post', `/hotel/bookings/${target.id}/check-in`).json(
      form(target, ready.id)
    )
    allowed.assertHeader('location', `/hotel/bookings/${target.id}`)
    await target.refresh()
    assert.equal(target.status, 'checked_in')
  })

  test('the form is told whether it may be sent today and which notice the arrival date calls for', async ({
    client,
    assert,
  }) => {
    const windowOf = async (user: Awaited<ReturnType<typeof userWithRoles>>, target: Booking) => {
      const response = await as(
        client,
        user,
        'get',
        `/hotel/bookings/${target.id}/check-in`
      ).withInertia()
      return (response.inertiaProps as any).checkInWindow
    }
    const receptionist = await userWithRoles(['Receptionist'])
    const manager = await userWithRoles(['Manager'])
    const { type, booking: arriving } = await stay()
    assert.deepEqual(await windowOf(receptionist, arriving), { allowed: true, arrival: 'due' })

    const ahead = await booking(type, await guest(), {
      checkIn: addDays(today(), 1),
      checkOut: addDays(today(), 3),
    })
    assert.deepEqual(await windowOf(receptionist, ahead), { allowed: false, arrival: 'too_early' })
    assert.deepEqual(await windowOf(manager, ahead), { allowed: true, arrival: 'early' })

    const over = await booking(type, await guest(), {
      checkIn: addDays(today(), -2),
      checkOut: today(),
    })
    assert.deepEqual(await windowOf(manager, over), { allowed: false, arrival: 'too_late' })
  })

  test('a stay whose departure date has come cannot be checked in', async ({ client, assert }) => {
    const admin = await administrator()
    const { room: ready, booking: target } = await stay({
      checkIn: addDays(today(), -2),
      checkOut: today(),
    })
    const response = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-in`).json(
      form(target, ready.id)
    )
    assert.include(errorsOf(response).booking[0], 'cannot be checked in any more')
    await target.refresh()
    assert.equal(target.status, 'confirmed')
  })

  test('a dirty room, a room of another type and a taken room are refused with nothing written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { type, room: dirty, booking: target } = await stay({ roomStatus: 'dirty' })
    const suite = await room(await roomType({ code: 'SUI', name: 'Suite' }), { number: '301' })
    const taken = await room(type, { number: '205' })
    await booking(type, await guest(), {
      checkIn: addDays(today(), 1),
      checkOut: addDays(today(), 2),
      roomId: taken.id,
    })

    for (const [roomId, message] of [
      [dirty.id, 'Room 201 is Dirty; a guest can only be given a clean or inspected room.'],
      [suite.id, "Room 301 is not of this booking's room type."],
      [taken.id, 'Room 205'],
    ] as const) {
      const response = await as(
        client,
        admin,
        'post',
        `/hotel/bookings/${target.id}/check-in`
      ).json(form(target, roomId))
      assert.include(errorsOf(response).roomId[0], message)
    }
    await target.refresh()
    assert.equal(target.status, 'confirmed')
    assert.isNull(target.roomId)
    assert.equal(await chargeCount(target.id), 0)
    assert.lengthOf(await eventsOf('hotel.booking.checked_in'), 0)
  })

  test('the document must be confirmed and a stale form is refused', async ({ client, assert }) => {
    const admin = await administrator()
    const { room: ready, booking: target, guest: stayGuest } = await stay()
    const unconfirmed = await as(
      client,
      admin,
      'post',
      `/hotel/bookings/${target.id}/check-in`
    ).json(form(target, ready.id, { documentConfirmed: false, documentNumber: '' }))
    assert.deepEqual(errorsOf(unconfirmed).documentConfirmed, [
      "Confirm that you have seen the guest's document.",
    ])
    assert.lengthOf(errorsOf(unconfirmed).documentNumber, 1)

    const stale = await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-in`).json(
      form(target, ready.id, { lockVersion: 99, depositMethod: 'cash', depositAmount: '20' })
    )
    assert.deepEqual(errorsOf(stale).booking, [
      'Someone else changed this booking meanwhile. Reload the page and try again.',
    ])
    await target.refresh()
    assert.equal(target.status, 'confirmed')
    assert.equal(await chargeCount(target.id), 0)
    assert.lengthOf(await FolioPayment.query().where('booking_id', target.id), 0)
    assert.equal((await Guest.findOrFail(stayGuest.id)).documentNumber, '')
  })

  test('a user without the check-in permission gets 403', async ({ client, assert }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const { room: ready, booking: target } = await stay()
    const before = await fingerprint(['bookings', 'rooms', 'guests', 'folio_payments', 'events'])
    ;(await as(client, housekeeper, 'get', `/hotel/bookings/${target.id}/check-in`)).assertStatus(
      403
    )
    ;(
      await as(client, housekeeper, 'post', `/hotel/bookings/${target.id}/check-in`).json(
        form(target, ready.id)
      )
    ).assertStatus(403)
    assert.equal(
      await fingerprint(['bookings', 'rooms', 'guests', 'folio_payments', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })
})
