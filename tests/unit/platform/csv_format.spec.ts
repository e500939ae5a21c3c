import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  csvAmount,
  csvCell,
  csvDate,
  csvLine,
  CsvNumber,
  csvPercent,
  csvHundredths,
  csvQuantity,
  csvTime,
  csvTimeHeader,
  csvUnitCost,
} from '#services/csv'
import { useZone } from '#tests/helpers/clock'

/* The one CSV format of every export: fixed decimals, dates YYYY-MM-DD, local times. */
test.group('CSV format', () => {
  test('money has 2 decimals, no grouping, and a minus that is not a formula', ({ assert }) => {
    const cells = [250, 9660, 123400, 5, 0, -310, -5, 123456789].map((cents) =>
      csvCell(csvAmount(cents))
    )
    assert.deepEqual(cells, [
      '2.50',
      '96.60',
      '1234.00',
      '0.05',
      '0.00',
      '-3.10',
      '-0.05',
      '1234567.89',
    ])
    /* Typed text starting with a minus is still neutralised; a typed amount is not. */
    assert.equal(csvCell('-3.10'), "'-3.10")
    assert.equal(csvLine([csvAmount(-310), 'x']), '-3.10,x\r\n')
    assert.throws(() => csvAmount(2.5), /Not a whole number/)
  })

  test('percentages, unit costs and quantities have a fixed number of decimals', ({ assert }) => {
    assert.equal(csvCell(csvPercent(6667)), '66.67')
    assert.equal(csvCell(csvPercent(5000)), '50.00')
    assert.equal(csvCell(csvHundredths(150)), '1.50')
    assert.equal(csvCell(csvUnitCost('250')), '2.500000')
    assert.equal(csvCell(csvUnitCost('0.132')), '0.001320')
    assert.equal(csvCell(csvUnitCost('77.0833')), '0.770833')
    assert.equal(csvCell(csvUnitCost('-12.5')), '-0.125000')
    assert.equal(csvCell(csvQuantity('2.5')), '2.500')
    assert.equal(csvCell(csvQuantity('96.6')), '96.600')
    assert.equal(csvCell(csvQuantity('-500')), '-500.000')
    assert.equal(csvCell(csvQuantity(3)), '3.000')
    assert.throws(() => new CsvNumber('=1+2'))
  })

  test('dates are YYYY-MM-DD; times are local to APP_TZ, which the header names', ({
    assert,
    cleanup,
  }) => {
    assert.equal(csvDate('2026-11-27'), '2026-11-27')
    assert.equal(csvDate(DateTime.fromISO('2026-11-27T23:30:00Z', { zone: 'utc' })), '2026-11-27')
    cleanup(useZone('America/Lima'))
    const instant = '2026-11-27T19:05:00.000Z'
    assert.equal(csvTime(instant), '2026-11-27 14:05')
    assert.equal(csvTime(new Date(instant)), '2026-11-27 14:05')
    assert.equal(csvTime(DateTime.fromISO(instant, { zone: 'utc' })), '2026-11-27 14:05')
    assert.equal(csvTime('2026-11-28T03:00:00Z'), '2026-11-27 22:00')
    assert.equal(csvTimeHeader('When'), 'When (America/Lima)')
  })
})
