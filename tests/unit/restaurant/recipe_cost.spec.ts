import { test } from '@japa/runner'
import {
  convertible,
  lineCostCents,
  margin,
  portionCostCents,
  recipeUnitsFor,
} from '#services/restaurant/recipe_cost'

test.group('Recipe cost', () => {
  test('a recipe may count a product in its stock unit or a convertible one', ({ assert }) => {
    assert.deepEqual(recipeUnitsFor('kg'), ['kg', 'g'])
    assert.deepEqual(recipeUnitsFor('g'), ['kg', 'g'])
    assert.deepEqual(recipeUnitsFor('l'), ['l', 'ml'])
    assert.deepEqual(recipeUnitsFor('ml'), ['l', 'ml'])
    assert.deepEqual(recipeUnitsFor('unit'), ['unit'])
  })

  test('grams of a product stocked in kg, and litres of one stocked in ml, convert exactly', ({
    assert,
  }) => {
    /* 180 g of beef at 1,450.0000 cents a kg = 261 cents. */
    assert.equal(
      lineCostCents({
        quantity: '180.000',
        unit: 'g',
        productUnit: 'kg',
        averageCostCents: '1450.0000',
      }),
      261
    )
    /* 0.15 l of cream at 0.4567 cents a ml = 68.505 cents → 69 (half up). */
    assert.equal(
      lineCostCents({
        quantity: '0.150',
        unit: 'l',
        productUnit: 'ml',
        averageCostCents: '0.4567',
      }),
      69
    )
    /* 2 eggs at 23.3333 cents each. */
    assert.equal(
      lineCostCents({
        quantity: '2.000',
        unit: 'unit',
        productUnit: 'unit',
        averageCostCents: '23.3333',
      }),
      47
    )
  })

  test('a portion is its lines summed exactly and rounded once', ({ assert }) => {
    const third = {
      quantity: '1.000',
      unit: 'unit',
      productUnit: 'unit',
      averageCostCents: '0.3333',
    }
    /* Three lines of 0.3333 cents: rounded one by one they would make 0; exactly, 0.9999 → 1. */
    assert.equal(portionCostCents([third, third, third]), 1)
    assert.equal(portionCostCents([]), 0)
  })

  test('margin in cents and in basis points of the price, rounded half up', ({ assert }) => {
    assert.deepEqual(margin(1500, 420), { marginCents: 1080, marginBasisPoints: 7200 })
    assert.deepEqual(margin(300, 101), { marginCents: 199, marginBasisPoints: 6633 })
    assert.deepEqual(margin(0, 50), { marginCents: -50, marginBasisPoints: null })
  })

  test('a line in a unit its product is no longer stocked in counts nothing and is flagged', ({
    assert,
  }) => {
    const stale = {
      quantity: '200.000',
      unit: 'g',
      productUnit: 'unit',
      averageCostCents: '50.0000',
    }
    assert.isFalse(convertible(stale))
    assert.equal(lineCostCents(stale), 0)
    assert.isTrue(convertible({ unit: 'ml', productUnit: 'l' }))
  })
})
