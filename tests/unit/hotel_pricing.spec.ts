import { test } from '@japa/runner'
import { quoteStay, taxOn, type RateRule } from '#services/hotel/pricing'

const rule = (overrides: Partial<RateRule>): RateRule => ({
  id: 1,
  name: 'Rule',
  startsOn: null,
  endsOn: null,
  weekdays: [],
  nightlyRateCents: null,
  minStay: null,
  closedToArrival: false,
  ...overrides,
})

test.group('Hotel pricing', () => {
  test('every night costs the base rate when no rule applies', ({ assert }) => {
    const quote = quoteStay({
      baseRateCents: 10000,
      rules: [],
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      taxRateBp: 1000,
    })
    assert.equal(quote.nightCount, 3)
    assert.deepEqual(
      quote.nights.map((night) => night.night),
      ['2026-12-01', '2026-12-02', '2026-12-03']
    )
    assert.equal(quote.totalCents, 30000)
    assert.equal(quote.taxCents, 3000)
    assert.equal(quote.grandTotalCents, 33000)
  })

  test('a season prices its nights and a weekday rule inside it wins over the season', ({
    assert,
  }) => {
    /* 2026-12-04 is a Friday, 2026-12-05 a Saturday. */
    const rules = [
      rule({
        id: 1,
        name: 'December',
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        nightlyRateCents: 12000,
      }),
      rule({
        id: 2,
        name: 'December weekends',
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        weekdays: [5, 6],
        nightlyRateCents: 15000,
      }),
      rule({
        id: 3,
        name: 'Christmas',
        startsOn: '2026-12-24',
        endsOn: '2026-12-26',
        nightlyRateCents: 20000,
      }),
    ]
    const quote = quoteStay({
      baseRateCents: 10000,
      rules,
      checkIn: '2026-11-30',
      checkOut: '2026-12-06',
      taxRateBp: 0,
    })
    assert.deepEqual(
      quote.nights.map((night) => night.rateCents),
      [10000, 12000, 12000, 12000, 15000, 15000]
    )
    const christmas = quoteStay({
      baseRateCents: 10000,
      rules,
      checkIn: '2026-12-25',
      checkOut: '2026-12-27',
      taxRateBp: 0,
    })
    /* The 25th: Christmas (3 days) beats the weekday rule (31 days); the 26th is a Saturday but still inside Christmas. */
    assert.deepEqual(
      christmas.nights.map((night) => night.rateCents),
      [20000, 20000]
    )
    assert.equal(christmas.totalCents, 40000)
  })

  test('minimum stay and closed to arrival are read on the arrival date', ({ assert }) => {
    const rules = [
      rule({ id: 1, startsOn: '2026-12-20', endsOn: '2026-12-31', minStay: 3 }),
      rule({ id: 2, startsOn: '2026-12-24', endsOn: '2026-12-24', closedToArrival: true }),
      rule({ id: 3, weekdays: [6], minStay: 2 }),
    ]
    const arriveSaturday19 = quoteStay({
      baseRateCents: 100,
      rules,
      checkIn: '2026-12-19',
      checkOut: '2026-12-25',
      taxRateBp: 0,
    })
    assert.equal(arriveSaturday19.minStay, 2)
    assert.isFalse(arriveSaturday19.closedToArrival)
    const arrive20 = quoteStay({
      baseRateCents: 100,
      rules,
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
      taxRateBp: 0,
    })
    assert.equal(arrive20.minStay, 3)
    const arrive24 = quoteStay({
      baseRateCents: 100,
      rules,
      checkIn: '2026-12-24',
      checkOut: '2026-12-28',
      taxRateBp: 0,
    })
    assert.isTrue(arrive24.closedToArrival)
  })

  test('an override replaces every night and tax is rounded per night', ({ assert }) => {
    const quote = quoteStay({
      baseRateCents: 10000,
      rules: [rule({ nightlyRateCents: 50000 })],
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      taxRateBp: 1050,
      overrideRateCents: 9999,
    })
    assert.deepEqual(
      quote.nights.map((night) => night.rateCents),
      [9999, 9999]
    )
    assert.equal(taxOn(9999, 1050), 1050)
    assert.equal(quote.taxCents, 2100)
    assert.equal(quote.grandTotalCents, 9999 * 2 + 2100)
  })
})
