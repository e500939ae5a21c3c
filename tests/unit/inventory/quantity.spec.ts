import { test } from '@japa/runner'
import {
  compareQuantities,
  displayQuantity,
  formatCost,
  formatQuantity,
  isQuantity,
  parseCost,
  parseQuantity,
  roundDivide,
  sumQuantities,
  toStockQuantity,
  toStockUnitCost,
  unitCost,
  valueCents,
} from '#services/quantity'

test.group('Quantities', () => {
  test('decimal strings become exact thousandths and back', ({ assert }) => {
    assert.equal(parseQuantity('12.5'), 12500n)
    assert.equal(parseQuantity('-0.001'), -1n)
    assert.equal(parseQuantity('7'), 7000n)
    assert.equal(parseQuantity('1.2500'), 1250n)
    assert.equal(formatQuantity(12500n), '12.500')
    assert.equal(formatQuantity(-1n), '-0.001')
    assert.equal(formatQuantity(0n), '0.000')
    assert.equal(formatCost(34567n), '3.4567')
    assert.equal(parseCost('312.34'), 3123400n)
  })

  test('what numeric(14,3) cannot hold is not a quantity', ({ assert }) => {
    for (const text of ['', 'abc', '1.0001', '1e3', '0x10', '1,5', '.5', '100000000000', ' - 1']) {
      assert.isFalse(isQuantity(text), text)
    }
    assert.isTrue(isQuantity('99999999999.999'))
    assert.isTrue(isQuantity('-99999999999.999'))
  })

  test('rounding is half up, away from zero, to the cent', ({ assert }) => {
    assert.equal(roundDivide(25n, 10n), 3n)
    assert.equal(roundDivide(-25n, 10n), -3n)
    assert.equal(roundDivide(24n, 10n), 2n)
    assert.equal(valueCents(parseQuantity('0.5'), parseCost('301')), 151n)
    assert.equal(valueCents(parseQuantity('5.5'), parseCost('312.34')), 1718n)
    assert.equal(unitCost(4218n, parseQuantity('15.5')), parseCost('272.1290'))
    assert.equal(unitCost(3389n, parseQuantity('12')), parseCost('282.4167'))
  })

  test('purchase units convert to stock units exactly', ({ assert }) => {
    assert.equal(toStockQuantity('2', '24'), '48.000')
    assert.equal(toStockQuantity('1.5', '1000'), '1500.000')
    assert.equal(toStockUnitCost('2400', '24'), '100.0000')
    assert.equal(toStockUnitCost('350', '1000'), '0.3500')
  })

  test('quantities read well in a sentence', ({ assert }) => {
    assert.equal(displayQuantity('8.000'), '8')
    assert.equal(displayQuantity('7.250'), '7.25')
    assert.equal(displayQuantity('-0.500'), '-0.5')
    assert.equal(displayQuantity('1200'), '1200')
  })

  test('sums and comparisons never go through floats', ({ assert }) => {
    assert.equal(sumQuantities(['0.1', '0.2']), '0.300')
    assert.equal(compareQuantities('0.300', '0.3'), 0)
    assert.equal(compareQuantities('-1', '0'), -1)
    assert.equal(compareQuantities('2.001', '2'), 1)
  })
})
