import { test } from '@japa/runner'
import { systemAudit } from '#services/audit_context'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { postFolioCharge } from '#actions/hotel/post_folio_charge'
import { recordPayment } from '#actions/hotel/record_payment'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

test.group('Hotel: a guest page shows the open balance', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('what is owed on in-house and checked-out stays, without deposits on future stays', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const stayGuest = await guest()
    const today = appToday()
    const inHouse = await booking(type, stayGuest, {
      checkIn: today,
      checkOut: addDays(today, 1),
      roomId: (await room(type, { number: '101' })).id,
      status: 'checked_in',
    })
    const gone = await booking(type, stayGuest, {
      checkIn: addDays(today, -5),
      checkOut: addDays(today, -3),
      roomId: (await room(type, { number: '102' })).id,
      status: 'checked_in',
    })
    const future = await booking(type, stayGuest, {
      checkIn: addDays(today, 10),
      checkOut: addDays(today, 12),
    })
    await db.transaction(async (trx) => {
      await postFolioCharge(
        trx,
        {
          bookingId: inHouse.id,
          kind: 'extra',
          description: 'Spa',
          amountCents: 10000,
        },
        systemAudit(admin)
      )
      await postFolioCharge(
        trx,
        {
          bookingId: gone.id,
          kind: 'extra',
          description: 'Late bar',
          amountCents: 5000,
        },
        systemAudit(admin)
      )
      await recordPayment(
        trx,
        {
          bookingId: gone.id,
          method: 'cash',
          amountCents: 1000,
        },
        systemAudit(admin)
      )
      await recordPayment(
        trx,
        {
          bookingId: future.id,
          method: 'card',
          amountCents: 20000,
        },
        systemAudit(admin)
      )
    })
    await db.from('bookings').where('id', gone.id).update({ status: 'checked_out' })

    const response = await as(client, admin, 'get', `/hotel/guests/${stayGuest.id}`).withInertia()
    response.assertInertiaComponent('Hotel/Guests/Show')
    /* 121.00 in house + (60.50 − 10.00) left on the checked-out stay; the 200.00 deposit is not netted. */
    assert.equal((response.inertiaProps as any).openBalanceCents, 17150)
  })
})
