import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { arrivalTiming, checkInRefusal } from '#services/hotel/stay_rules'
import { addDays, appToday } from '#services/clock'
import type { BookingStatus } from '#enums/hotel/booking_status'

const day = (offset: number) => DateTime.fromISO(addDays(appToday(), offset))
const stay = (from: number, to: number, status: BookingStatus = 'confirmed') => ({
  status,
  checkIn: day(from),
  checkOut: day(to),
})

/* The one check-in rule: what the action enforces, the policy answers and the page shows. */
test.group('Hotel: when a booking may be checked in', () => {
  test('from the arrival date until the day before departure; earlier only with the permission', ({
    assert,
  }) => {
    assert.equal(arrivalTiming(stay(0, 2), false), 'due')
    assert.equal(arrivalTiming(stay(-1, 1), false), 'due')
    assert.equal(arrivalTiming(stay(2, 4), false), 'too_early')
    assert.equal(arrivalTiming(stay(2, 4), true), 'early')
    assert.equal(arrivalTiming(stay(-2, 0), true), 'too_late')
  })

  test('a refusal names the reason as the desk reads it', ({ assert }) => {
    assert.isNull(checkInRefusal(stay(0, 2), false))
    assert.isNull(checkInRefusal(stay(2, 4), true))
    assert.equal(
      checkInRefusal(stay(2, 4), false),
      `The arrival date is ${addDays(appToday(), 2)}. Checking in before it needs the early check-in permission.`
    )
    assert.equal(
      checkInRefusal(stay(-2, 0), true),
      `The stay ended on ${appToday()}; it cannot be checked in any more.`
    )
    assert.match(
      checkInRefusal({ ...stay(0, 2), status: 'pending' }, true) ?? '',
      /^Only confirmed/
    )
  })
})
