import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  eventsAbout,
  move,
  movementsOf,
  product,
  userWithPermissions,
} from '#tests/helpers/inventory'

test.group('Inventory: recording movements', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  const stocked = async (quantity = '10', unitCostCents = '250') => {
    const flour = await product({ sku: 'FLOUR', name: 'Flour', unit: 'kg' })
    await move({ productId: flour.id, kind: 'purchase_receipt', quantity, unitCostCents })
    return flour
  }

  test('waste, damage and corrections go out or in at the average cost, with their event', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await stocked()
    const waste = await as(client, admin, 'post', '/inventory/movements')
      .header('referer', `/inventory/products/${flour.id}`)
      .json({
        product_id: flour.id,
        reason: 'waste',
        direction: 'out',
        quantity: '1.5',
        note: 'Weevils',
      })
    waste.assertHeader('location', `/inventory/products/${flour.id}`)
    waste.assertFlashMessage('success', 'Movement recorded.')
    await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'correction',
      direction: 'in',
      quantity: '2',
      unit_cost: '3.10',
    })
    await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'correction',
      direction: 'in',
      quantity: '0.5',
    })

    const [, wasted, corrected, atAverage] = await movementsOf(flour.id)
    assert.deepEqual(
      [wasted.reason, wasted.quantity, wasted.valueCents, wasted.note, wasted.userId],
      ['waste', '-1.500', -375, 'Weevils', admin.id]
    )
    assert.deepEqual(
      [corrected.quantity, corrected.unitCostCents, corrected.valueCents],
      ['2.000', '310.0000', 620]
    )
    /* 8.5 kg at 250 + 2 kg at 310 = 2745 over 10.5 kg = 261.4286 a kg. */
    assert.deepEqual(
      [atAverage.unitCostCents, atAverage.valueCents, atAverage.balanceAfter],
      ['261.4286', 131, '11.000']
    )
    const events = await eventsAbout('inventory.stock.adjusted', flour.id)
    assert.lengthOf(events, 3)
    assert.containsSubset(events[0].metadata, { reason: 'waste', quantity: '-1.500' })
    assert.equal(events[0].actorId, admin.id)
  })

  test('a manual outflow larger than the stock on hand is refused with a field message', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await stocked('2')
    const response = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'damage',
      direction: 'out',
      quantity: '2.001',
    })
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      quantity: ['Only 2.000 kg of FLOUR on hand: a manual outflow cannot take more than that.'],
    })
    assert.lengthOf(await movementsOf(flour.id), 1)
    assert.lengthOf(await eventsAbout('inventory.stock.adjusted', flour.id), 0)
    await flour.refresh()
    assert.equal(flour.onHand, '2.000')
  })

  test('a stocktake posts the difference between the count and the books', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await stocked('10')
    const short = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'stocktake',
      counted_quantity: '7.250',
    })
    short.assertFlashMessage('success', 'Movement recorded.')
    const [, count] = await movementsOf(flour.id)
    assert.deepEqual(
      [
        count.reason,
        count.quantity,
        count.expectedQuantity,
        count.countedQuantity,
        count.balanceAfter,
      ],
      ['stocktake', '-2.750', '10.000', '7.250', '7.250']
    )
    const over = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'stocktake',
      counted_quantity: '8',
    })
    over.assertFlashMessage('success', 'Movement recorded.')
    const same = await as(client, admin, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'stocktake',
      counted_quantity: '8.000',
    })
    same.assertFlashMessage(
      'success',
      'Counted 8 kg: the count matches the books, nothing to adjust.'
    )
    const movements = await movementsOf(flour.id)
    assert.deepEqual(
      movements.map((movement) => movement.quantity),
      ['10.000', '-2.750', '0.750']
    )
    const [counted] = await eventsAbout('inventory.stock.counted', flour.id)
    assert.deepEqual(counted.metadata, {
      expectedQuantity: '8.000',
      countedQuantity: '8.000',
      note: null,
    })
  })

  test('bad input is answered field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await stocked()
    const valid = { product_id: flour.id, reason: 'damage', direction: 'out', quantity: '1' }
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ product_id: 2147483648 }, { product_id: ['Choose an existing product.'] }],
      [{ product_id: 987654 }, { product_id: ['Choose an existing product.'] }],
      [{ product_id: 'flour' }, { product_id: ['The product must be a number.'] }],
      [{ reason: 'theft' }, { reason: ['Choose one of the listed options.'] }],
      [{ reason: undefined }, { reason: ['The reason field is required.'] }],
      [{ direction: 'sideways' }, { direction: ['Choose one of the listed options.'] }],
      [{ direction: undefined }, { direction: ['The direction field is required.'] }],
      [{ quantity: '0' }, { quantity: ['Enter more than zero.'] }],
      [{ quantity: '-1' }, { quantity: ['Enter more than zero.'] }],
      [{ quantity: undefined }, { quantity: ['The quantity field is required.'] }],
      [
        { quantity: '1.0001' },
        {
          quantity: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
        },
      ],
      [
        { quantity: '99999999999999' },
        {
          quantity: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
        },
      ],
      [{ quantity: ['1'] }, { quantity: ['The quantity field must be a string.'] }],
      [
        { direction: 'in', unit_cost: '-2' },
        { unit_cost: ['Enter an amount such as 2 or 2.50 (no negative amounts).'] },
      ],
      [
        { note: 'Bad\u0000byte' },
        { note: ['Remove the control characters or broken symbols from this text.'] },
      ],
      [
        { note: 'x'.repeat(501) },
        { note: ['The note field must not be longer than 500 characters.'] },
      ],
      [
        { reason: 'stocktake', counted_quantity: '-1' },
        { counted_quantity: ['Enter zero or more.'] },
      ],
      [
        { reason: 'stocktake', counted_quantity: undefined },
        { counted_quantity: ['The counted quantity field is required.'] },
      ],
    ]
    for (const [overrides, errors] of cases) {
      const response = await as(client, admin, 'post', '/inventory/movements').json({
        ...valid,
        ...overrides,
      })
      assert.equal(response.status(), 302, JSON.stringify(overrides))
      response.assertFlashMessage('inputErrorsBag', errors)
    }
    const tooMuch = await as(client, admin, 'post', '/inventory/movements').json({
      ...valid,
      direction: 'in',
      quantity: '99999999999',
    })
    tooMuch.assertFlashMessage('inputErrorsBag', {
      quantity: ['That would take the stock on hand beyond what can be recorded.'],
    })
    assert.lengthOf(await movementsOf(flour.id), 1)
    assert.lengthOf(await eventsAbout('inventory.stock.adjusted', flour.id), 0)
  })

  test('the kitchen records waste going out and nothing else', async ({ client, assert }) => {
    const flour = await stocked()
    for (const cook of [
      await userWithRoles(['Kitchen']),
      await userWithPermissions(['inventory.movements.record_waste']),
    ]) {
      const waste = await as(client, cook, 'post', '/inventory/movements').json({
        product_id: flour.id,
        reason: 'waste',
        direction: 'out',
        quantity: '0.5',
      })
      waste.assertFlashMessage('success', 'Movement recorded.')
      for (const body of [
        { reason: 'waste', direction: 'in', quantity: '5' },
        { reason: 'damage', direction: 'out', quantity: '1' },
        { reason: 'correction', direction: 'in', quantity: '1' },
        { reason: 'stocktake', counted_quantity: '100' },
        { quantity: '1' },
      ]) {
        const refused = await as(client, cook, 'post', '/inventory/movements').json({
          product_id: flour.id,
          ...body,
        })
        assert.equal(refused.status(), 403, JSON.stringify(body))
      }
      ;(await as(client, cook, 'get', '/inventory/movements')).assertStatus(403)
      ;(await as(client, cook, 'get', '/inventory/movements/kardex')).assertStatus(403)
    }
    const movements = await movementsOf(flour.id)
    assert.deepEqual(
      movements.map((movement) => [movement.reason, movement.quantity]),
      [
        [null, '10.000'],
        ['waste', '-0.500'],
        ['waste', '-0.500'],
      ]
    )
    const storekeeperOnlyViews = await userWithPermissions(['inventory.movements.view'])
    const refused = await as(client, storekeeperOnlyViews, 'post', '/inventory/movements').json({
      product_id: flour.id,
      reason: 'waste',
      direction: 'out',
      quantity: '1',
    })
    refused.assertStatus(403)
    const index = await as(
      client,
      storekeeperOnlyViews,
      'get',
      '/inventory/movements'
    ).withInertia()
    assert.isFalse((index.inertiaProps as any).can.adjust)
  })

  test('the ledger filters by product, kind and days, newest first', async ({ client, assert }) => {
    const admin = await administrator()
    const flour = await stocked()
    const salt = await product({ sku: 'SALT', name: 'Salt' })
    await move({ productId: salt.id, kind: 'purchase_receipt', quantity: '1', unitCostCents: '80' })
    await move({ productId: flour.id, kind: 'adjustment', reason: 'waste', quantity: '-1' })

    const list = async (query: string) => {
      const response = await as(client, admin, 'get', `/inventory/movements${query}`).withInertia()
      response.assertInertiaComponent('Inventory/Movements/Index')
      /* Other specs leave committed movements behind (older than these): look at this spec's own. */
      return (response.inertiaProps as any).movements.data
        .filter((row: any) => ['FLOUR', 'SALT'].includes(row.product.sku))
        .map((row: any) => `${row.product.sku} ${row.quantity}`)
    }
    assert.deepEqual(await list(''), ['FLOUR -1.000', 'SALT 1.000', 'FLOUR 10.000'])
    assert.deepEqual(await list(`?product=${salt.id}`), ['SALT 1.000'])
    assert.deepEqual(await list('?kind=adjustment'), ['FLOUR -1.000'])
    const today = new Date().toISOString().slice(0, 10)
    assert.lengthOf(await list(`?from=${today}&to=${today}`), 3)
    assert.lengthOf(await list('?from=2001-01-01&to=2001-01-31'), 0)
    assert.lengthOf(await list('?from=2999-02-31&kind=theft&product=2147483648'), 3)
    assert.deepEqual(await list('?per_page=1&page=2'), ['SALT 1.000'])
  })
})
