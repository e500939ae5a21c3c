import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { transitionBooking } from '#actions/hotel/transition_booking'
import { NotAllowedError, StaleEditError } from '#exceptions/domain_errors'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday } from '#services/clock'
import { eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { roomType } from './helpers.js'
import { booking, guest } from './booking_factory.js'

const day = (offset: number) => addDays(appToday(), offset)

/* The booking actions know nothing of HTTP: a command or a job runs them with an audit context alone. */
test.group('Hotel: booking actions without a request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('a lifecycle move runs with an audit context and records its actor', async ({ assert }) => {
    const manager = await userWithRoles(['Manager'])
    const type = await roomType()
    const pending = await booking(type, await guest(), {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
    })
    await transitionBooking({ booking: pending, to: 'confirmed' }, systemAudit(manager))
    assert.equal(pending.status, 'confirmed')
    const [event] = await eventsOf('hotel.booking.confirmed').where(
      'subject_id',
      String(pending.id)
    )
    assert.equal(event.actorId, manager.id)
    assert.isNull(event.ip)
  })

  test('a refusal is a typed domain error, and nothing is written', async ({ assert }) => {
    const type = await roomType()
    const gone = await booking(type, await guest(), {
      checkIn: day(-4),
      checkOut: day(-1),
      status: 'checked_out',
    })
    const refused = await transitionBooking(
      { booking: gone, to: 'cancelled' },
      systemAudit()
    ).catch((error) => error)
    assert.instanceOf(refused, NotAllowedError)
    assert.equal(refused.status, 409)
    assert.equal(refused.message, 'A checked-out booking cannot be cancelled.')
    assert.isNull(refused.field)

    const pending = await booking(type, await guest(), {
      checkIn: day(3),
      checkOut: day(5),
      status: 'pending',
    })
    await db.from('bookings').where('id', pending.id).update({ lock_version: 3 })
    const stale = await transitionBooking(
      { booking: pending, to: 'confirmed', lockVersion: 2 },
      systemAudit()
    ).catch((error) => error)
    assert.instanceOf(stale, StaleEditError)
    await pending.refresh()
    assert.equal(pending.status, 'pending')
  })
})
