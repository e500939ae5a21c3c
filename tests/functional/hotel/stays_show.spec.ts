import { test } from '@japa/runner'
import { systemAudit } from '#services/audit_context'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

async function checkedOutStay(client: any) {
  const admin = await administrator()
  const type = await roomType({ baseRateCents: 10000 })
  const stayRoom = await room(type, { number: '101' })
  const stayGuest = await guest({ firstName: 'Lena', lastName: 'Berg' })
  const target = await booking(type, stayGuest, {
    checkIn: appToday(),
    checkOut: addDays(appToday(), 1),
  })
  await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-in`).json({
    lockVersion: 1,
    roomId: stayRoom.id,
    documentConfirmed: true,
    documentType: 'ID',
    documentNumber: 'B2',
  })
  await as(client, admin, 'post', `/hotel/bookings/${target.id}/check-out`).json({
    lockVersion: 2,
    paymentMethod: 'card',
    paymentAmount: '110',
  })
  await target.refresh()
  return { admin, target, stayRoom }
}

test.group('Hotel: a booking page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('shows the details, the folio with its totals, the timeline newest first and what the user may do', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const type = await roomType({ baseRateCents: 10000 })
    const stayRoom = await room(type, { number: '101' })
    const spare = await room(type, { number: '102' })
    const target = await booking(type, await guest(), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 2),
    })

    const confirmed = await as(
      client,
      receptionist,
      'get',
      `/hotel/bookings/${target.id}`
    ).withInertia()
    confirmed.assertInertiaComponent('Hotel/Bookings/Show')
    const before = confirmed.inertiaProps as any
    assert.containsSubset(before.booking, {
      code: target.code,
      status: 'confirmed',
      nights: 2,
      room: null,
      roomType: { name: 'Standard' },
    })
    assert.containsSubset(before.can, {
      checkIn: true,
      checkOut: false,
      postCharge: false,
      takePayment: true,
      cancel: true,
      noShow: false,
      move: true,
      update: true,
    })
    assert.sameMembers(
      before.freeRooms.map((entry: any) => entry.number),
      ['101', '102']
    )
    assert.isNull(before.invoice)

    await as(client, receptionist, 'post', `/hotel/bookings/${target.id}/check-in`).json({
      lockVersion: 1,
      roomId: stayRoom.id,
      documentConfirmed: true,
      documentType: 'ID',
      documentNumber: 'C3',
    })
    await db.transaction((trx) =>
      postFolioCharge(
        trx,
        {
          bookingId: target.id,
          kind: 'extra',
          description: 'Minibar',
          amountCents: 1000,
        },
        systemAudit(receptionist)
      )
    )

    const inHouse = (
      await as(client, receptionist, 'get', `/hotel/bookings/${target.id}`).withInertia()
    ).inertiaProps as any
    assert.containsSubset(inHouse.booking, { status: 'checked_in', room: { number: '101' } })
    assert.containsSubset(inHouse.folio, {
      subtotalCents: 21000,
      taxCents: 2210,
      totalCents: 23210,
      paidCents: 0,
      balanceCents: 23210,
    })
    assert.deepEqual(inHouse.folio.charges.map((charge: any) => charge.kind).sort(), [
      'extra',
      'room',
      'room',
    ])
    assert.containsSubset(inHouse.can, {
      checkIn: false,
      checkOut: true,
      postCharge: true,
      takePayment: true,
      cancel: false,
      update: false,
    })
    assert.deepEqual(
      inHouse.freeRooms.map((entry: any) => entry.id),
      [spare.id]
    )
    assert.deepEqual(
      inHouse.timeline.map((entry: any) => entry.type),
      ['hotel.folio.charge_posted', 'hotel.booking.checked_in']
    )
    assert.equal(inHouse.timeline[1].actorLabel, receptionist.fullName)
    assert.equal(inHouse.timeline[1].typeLabel, 'Checked in')
    assert.deepInclude(inHouse.timeline[1].changes, {
      field: 'status',
      label: 'Status',
      before: 'Confirmed',
      after: 'Checked in',
    })
  })

  test('the invoice downloads as a PDF named after its number', async ({ client, assert }) => {
    const { admin, target } = await checkedOutStay(client)
    const invoice = await db.from('invoices').where('booking_id', target.id).firstOrFail()
    const show = (await as(client, admin, 'get', `/hotel/bookings/${target.id}`).withInertia())
      .inertiaProps as any
    assert.equal(show.invoice.number, invoice.number)
    assert.equal(show.booking.status, 'checked_out')

    const request = as(client, admin, 'get', `/hotel/bookings/${target.id}/invoice`)
    request.request
      .buffer(true)
      .parse((res: any, callback: (error: Error | null, body: Buffer) => void) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => callback(null, Buffer.concat(chunks)))
      })
    const response = await request
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    response.assertHeader('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
    const pdf = (response.body() as Buffer).toString('latin1')
    assert.isTrue(pdf.startsWith('%PDF'))
    assert.include(pdf, `(${invoice.number})`)
  })

  test('a booking without an invoice answers 404 with a clear page', async ({ client, assert }) => {
    const admin = await administrator()
    const target = await booking(await roomType(), await guest(), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 1),
    })
    const response = await as(client, admin, 'get', `/hotel/bookings/${target.id}/invoice`).header(
      'accept',
      'text/html'
    )
    response.assertStatus(404)
    assert.include(response.text(), 'No invoice yet')
    assert.include(response.text(), `${target.code} has no invoice yet`)
  })

  test('the page and the invoice need hotel.bookings.view; an unknown booking is 404', async ({
    client,
  }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const { admin, target } = await checkedOutStay(client)
    ;(await as(client, housekeeper, 'get', `/hotel/bookings/${target.id}`)).assertStatus(403)
    ;(await as(client, housekeeper, 'get', `/hotel/bookings/${target.id}/invoice`)).assertStatus(
      403
    )
    ;(
      await as(client, admin, 'get', '/hotel/bookings/999999').header('accept', 'text/html')
    ).assertStatus(404)
  })
})
