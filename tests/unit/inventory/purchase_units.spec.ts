import { test } from '@japa/runner'
import {
  outstandingOf,
  purchaseUnitCostOf,
  purchaseValueCents,
  stockQuantityOf,
  stockUnitCostOf,
  wholePurchaseUnitsFor,
} from '#services/inventory/purchase_units'

test.group('Purchase units', () => {
  test('a case of 24 is 24 stock units; 1 kg bought and grams stocked is 1000', ({ assert }) => {
    assert.equal(stockQuantityOf('2', '24'), '48.000')
    assert.equal(stockQuantityOf('1', '1000'), '1000.000')
    assert.equal(stockQuantityOf('1.5', '1000'), '1500.000')
    assert.equal(stockQuantityOf('0.333', '2.5'), '0.833')
  })

  test('a receipt is worth the purchase quantity times the purchase unit cost, half up to the cent', ({
    assert,
  }) => {
    assert.equal(purchaseValueCents('2', 1850), 3700)
    assert.equal(purchaseValueCents('2.5', 1850), 4625)
    /* 0.125 × 1 cent = 0.125 → 0; 0.5 × 1 → 0.5 → 1 (half up). */
    assert.equal(purchaseValueCents('0.125', 1), 0)
    assert.equal(purchaseValueCents('0.5', 1), 1)
    assert.equal(purchaseValueCents('1.333', 999), 1332)
  })

  test('a stock unit costs the purchase unit cost over its size, to 4 decimals', ({ assert }) => {
    assert.equal(stockUnitCostOf(1850, '24'), '77.0833')
    assert.equal(stockUnitCostOf(2400, '24'), '100.0000')
    assert.equal(stockUnitCostOf(1299, '1000'), '1.2990')
    assert.equal(stockUnitCostOf(100, '3'), '33.3333')
    assert.equal(stockUnitCostOf(200, '3'), '66.6667')
  })

  test('a purchase unit costs a stock unit cost times its size, to the cent', ({ assert }) => {
    assert.equal(purchaseUnitCostOf('77.0833', '24'), 1850)
    assert.equal(purchaseUnitCostOf('1.2990', '1000'), 1299)
    assert.equal(purchaseUnitCostOf('0', '24'), 0)
  })

  test('stock units become whole purchase units, rounded up', ({ assert }) => {
    assert.equal(wholePurchaseUnitsFor('30', '24'), '2.000')
    assert.equal(wholePurchaseUnitsFor('48', '24'), '2.000')
    assert.equal(wholePurchaseUnitsFor('48.001', '24'), '3.000')
    assert.equal(wholePurchaseUnitsFor('2500', '1000'), '3.000')
    assert.equal(wholePurchaseUnitsFor('0.5', '1'), '1.000')
    assert.equal(wholePurchaseUnitsFor('0', '24'), '0.000')
  })

  test('what is outstanding on a line', ({ assert }) => {
    assert.equal(outstandingOf({ quantity: '10.000', receivedQuantity: '3.500' }), '6.500')
    assert.equal(outstandingOf({ quantity: '2.000', receivedQuantity: '2.000' }), '0.000')
  })
})
