import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/inventory/product'
import Event from '#models/events/event'
import { createProduct } from '#actions/inventory/create_product'
import { recordAdjustment } from '#actions/inventory/record_adjustment'
import { systemAudit } from '#services/audit_context'
import { InsufficientStockError } from '#exceptions/inventory/stock_ledger_errors'
import { createUser } from '#tests/helpers/identity'
import { category, movementsOf } from '#tests/helpers/inventory'

/*
| The inventory's actions take their input and who acts, never a request: a
| command, a seed or an import runs them exactly as a controller does. Here no
| HTTP context exists at all.
*/
test.group('Inventory actions without HTTP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a product is created and its event names the actor, with no request behind it', async ({
    assert,
  }) => {
    const user = await createUser()
    const shelf = await category({ name: 'Dry goods' })
    const created = await createProduct(
      {
        data: {
          sku: 'RICE-5',
          name: 'Rice 5 kg',
          category_id: shelf.id,
          unit: 'kg',
          purchase_unit: 'sack',
          purchase_unit_factor: '5',
        },
      },
      systemAudit(user)
    )

    const product = await Product.findOrFail(created.id)
    assert.equal(product.sku, 'RICE-5')
    assert.equal(product.purchaseUnitFactor, '5.000')
    assert.equal(product.onHand, '0.000')
    const event = await Event.query().where('type', 'inventory.product.created').firstOrFail()
    assert.equal(event.actorId, user.id)
    assert.equal(event.subjectId, String(product.id))
    assert.isNull(event.ip)
    assert.isNull(event.requestId)
  })

  test('an adjustment goes through the ledger; an outflow beyond the stock is refused by kind', async ({
    assert,
  }) => {
    const user = await createUser()
    const shelf = await category({ name: 'Dairy' })
    const milk = await createProduct(
      { data: { sku: 'MILK-1', name: 'Milk 1 l', category_id: shelf.id, unit: 'l' } },
      systemAudit(user)
    )

    const result = await recordAdjustment(
      {
        data: {
          product_id: milk.id,
          reason: 'correction',
          direction: 'in',
          quantity: '12',
          unit_cost: '95',
          note: 'Found in the cold room',
        },
      },
      systemAudit(user)
    )
    assert.exists(result.movement)
    const [movement] = await movementsOf(milk.id)
    assert.equal(movement.quantity, '12.000')
    assert.equal(movement.userId, user.id)
    assert.equal((await Product.findOrFail(milk.id)).onHand, '12.000')
    const event = await Event.query().where('type', 'inventory.stock.adjusted').firstOrFail()
    assert.equal(event.actorId, user.id)
    assert.equal(event.subjectId, String(milk.id))
    assert.isNull(event.ip)

    const error = await recordAdjustment(
      { data: { product_id: milk.id, reason: 'damage', direction: 'out', quantity: '20' } },
      systemAudit(user)
    ).then(
      () => null,
      (thrown: unknown) => thrown
    )
    assert.instanceOf(error, InsufficientStockError)
    assert.equal((error as InsufficientStockError).status, 409)
    assert.equal((error as InsufficientStockError).field, 'quantity')
    assert.lengthOf(await movementsOf(milk.id), 1)
    assert.equal((await Product.findOrFail(milk.id)).onHand, '12.000')
  })
})
