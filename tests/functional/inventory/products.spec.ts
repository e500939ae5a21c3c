import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Product from '#models/inventory/product'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  category,
  eventsAbout,
  move,
  product,
  supplier,
  userWithPermissions,
} from '#tests/helpers/inventory'
import { menuItem } from '../restaurant/menu_helpers.js'

const productCount = () =>
  Product.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

test.group('Inventory: products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  const form = async (overrides: Record<string, unknown> = {}) => ({
    sku: 'cola-24',
    name: 'Cola 330 ml',
    category_id: (await category()).id,
    unit: 'unit',
    purchase_unit: 'case of 24',
    purchase_unit_factor: '24',
    preferred_supplier_id: (await supplier()).id,
    reorder_point: '48',
    reorder_quantity: '96',
    active: true,
    ...overrides,
  })

  test('creating a product stores its units exactly and records the event', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const productsBefore = await productCount()
    const response = await as(client, admin, 'post', '/inventory/products').json(await form())
    const cola = await Product.findByOrFail('sku', 'COLA-24')
    response.assertHeader('location', `/inventory/products/${cola.id}`)
    response.assertFlashMessage('success', 'Product COLA-24 created.')
    assert.equal(cola.purchaseUnit, 'case of 24')
    assert.equal(cola.purchaseUnitFactor, '24.000')
    assert.equal(cola.reorderPoint, '48.000')
    assert.equal(cola.onHand, '0.000')
    const [event] = await eventsAbout('inventory.product.created', cola.id)
    assert.equal(event.subjectLabel, 'COLA-24 Cola 330 ml')
    assert.containsSubset(event.changes.after, { sku: 'COLA-24', purchaseUnitFactor: '24.000' })

    const duplicate = await as(client, admin, 'post', '/inventory/products').json(
      await form({ sku: 'Cola-24' })
    )
    duplicate.assertFlashMessage('inputErrorsBag', {
      sku: ['A product with this SKU already exists.'],
    })
    assert.equal(await productCount(), productsBefore + 1)
  })

  test('bad input is answered field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const productsBefore = await productCount()
    const eventsBefore = (await eventsOf('inventory.product.created')).length
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { sku: '', name: '', unit: 'crate' },
        {
          sku: ['The SKU field is required.'],
          name: ['The name field is required.'],
          unit: ['Choose one of the listed options.'],
        },
      ],
      [
        { sku: 'has space', category_id: 2147483648, preferred_supplier_id: 4242 },
        {
          sku: [
            'Use letters, digits, dots, dashes or underscores, starting with a letter or digit.',
          ],
          category_id: ['Choose an existing category.'],
          preferred_supplier_id: ['Choose an existing preferred supplier.'],
        },
      ],
      [
        { reorder_point: '1.0001', reorder_quantity: '-2', purchase_unit_factor: '0' },
        {
          reorder_point: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
          reorder_quantity: ['Enter zero or more.'],
          purchase_unit_factor: ['Enter more than zero.'],
        },
      ],
      [
        { reorder_point: '100000000000', reorder_quantity: '1e3', purchase_unit_factor: 'NaN' },
        {
          reorder_point: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
          reorder_quantity: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
          purchase_unit_factor: [
            'Enter a number with at most 3 decimals and 11 digits before the point, such as 2 or 1.250.',
          ],
        },
      ],
      [
        { name: 'Cola\u0007', purchase_unit: 'x'.repeat(21), category_id: -1 },
        {
          name: ['Remove the control characters or broken symbols from this text.'],
          purchase_unit: ['The purchase unit field must not be longer than 20 characters.'],
          category_id: ['Choose an existing category.'],
        },
      ],
    ]
    for (const [overrides, errors] of cases) {
      const response = await as(client, admin, 'post', '/inventory/products').json(
        await form(overrides)
      )
      assert.notEqual(response.status(), 500, JSON.stringify(overrides))
      response.assertFlashMessage('inputErrorsBag', errors)
    }
    const numeric = await as(client, admin, 'post', '/inventory/products').json(
      await form({ sku: 'NUM-1', reorder_point: 12.5 })
    )
    numeric.assertStatus(302)
    assert.equal((await Product.findByOrFail('sku', 'NUM-1')).reorderPoint, '12.500')
    assert.equal(await productCount(), productsBefore + 1)
    assert.lengthOf(await eventsOf('inventory.product.created'), eventsBefore + 1)
  })

  test('an edit made on a stale form is refused; stock movements never make it stale', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const cola = await product({ sku: 'COLA', name: 'Cola' })
    const edit = await as(client, admin, 'get', `/inventory/products/${cola.id}/edit`).withInertia()
    edit.assertInertiaComponent('Inventory/Products/Edit')
    const opened = (edit.inertiaProps as any).product
    assert.equal(opened.lockVersion, 0)

    await move({ productId: cola.id, kind: 'purchase_receipt', quantity: '5', unitCostCents: '40' })

    const base = {
      sku: 'COLA',
      name: 'Cola',
      category_id: cola.categoryId,
      unit: 'kg',
      lock_version: opened.lockVersion,
    }
    const first = await as(client, admin, 'put', `/inventory/products/${cola.id}`).json({
      ...base,
      name: 'Cola Zero',
    })
    first.assertHeader('location', `/inventory/products/${cola.id}/edit`)
    const second = await as(client, admin, 'put', `/inventory/products/${cola.id}`).json({
      ...base,
      name: 'Cola Light',
    })
    second.assertFlashMessage('inputErrorsBag', {
      lock_version: [
        'Someone else saved COLA after you opened this form. Reload the page to see their changes, then make yours again.',
      ],
    })
    await cola.refresh()
    assert.equal(cola.name, 'Cola Zero')
    assert.equal(cola.lockVersion, 1)
    assert.equal(cola.onHand, '5.000', 'the form never writes the balances')
    assert.equal(cola.stockValueCents, 200)
    const events = await eventsAbout('inventory.product.updated', cola.id)
    assert.lengthOf(events, 1)
    assert.deepEqual(events[0].changes, { before: { name: 'Cola' }, after: { name: 'Cola Zero' } })

    const missing = await as(client, admin, 'put', `/inventory/products/${cola.id}`).json({
      ...base,
      lock_version: undefined,
    })
    missing.assertFlashMessage('inputErrorsBag', {
      lock_version: ['This form is out of date: reload the page and make your changes again.'],
    })
  })

  test('a product an open purchase order or an active dish counts on stays in the catalogue', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const flour = await product({ sku: 'FLOUR', name: 'Flour' })
    const retire = async () => {
      await flour.refresh()
      return as(client, admin, 'put', `/inventory/products/${flour.id}`).json({
        ...(await form({ sku: 'FLOUR', name: 'Flour', unit: 'kg', category_id: flour.categoryId })),
        purchase_unit: undefined,
        purchase_unit_factor: undefined,
        preferred_supplier_id: undefined,
        active: false,
        lock_version: flour.lockVersion,
      })
    }
    const order = await PurchaseOrder.create({
      supplierId: (await supplier()).id,
      status: 'ordered',
      orderedAt: DateTime.now(),
    })
    await order.refresh()
    const line = await PurchaseOrderLine.create({
      purchaseOrderId: order.id,
      productId: flour.id,
      quantity: '2.000',
      unitCostCents: 100,
      purchaseUnit: 'kg',
      unitFactor: '1.000',
    })
    const onOrder = await retire()
    onOrder.assertFlashMessage('inputErrorsBag', {
      active: [
        `Purchase order ${order.number} still expects this product: receive or cancel it first (a draft can drop the line).`,
      ],
    })

    await line.merge({ receivedQuantity: '2.000' }).save()
    const dish = await menuItem({ name: 'Flatbread' })
    await db.table('menu_item_ingredients').insert({
      menu_item_id: dish.id,
      product_id: flour.id,
      quantity: '0.200',
      unit: 'kg',
    })
    const inRecipe = await retire()
    inRecipe.assertFlashMessage('inputErrorsBag', {
      active: [
        'Flatbread on the menu uses this product in its recipe: change the recipe or take the dish off the menu first.',
      ],
    })
    await flour.refresh()
    assert.isTrue(flour.active)
    assert.lengthOf(await eventsAbout('inventory.product.updated', flour.id), 0)

    await dish.merge({ isActive: false }).save()
    const retired = await retire()
    retired.assertHeader('location', `/inventory/products/${flour.id}/edit`)
    await flour.refresh()
    assert.isFalse(flour.active)
  })

  test('the list searches, filters by category, supplier and stock, sorts and pages', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const drinks = await category({ name: 'Drinks' })
    const juices = await category({ name: 'Juices', parentId: drinks.id })
    const bebidas = await supplier({ name: 'Bebidas' })
    const cola = await product({
      sku: 'COLA',
      name: 'Cola',
      categoryId: drinks.id,
      preferredSupplierId: bebidas.id,
      reorderPoint: '10',
    })
    const juice = await product({ sku: 'OJ', name: 'Orange juice', categoryId: juices.id })
    const flour = await product({ sku: 'FLOUR', name: 'Flour', reorderPoint: '2' })
    const retired = await product({ sku: 'OLD', name: 'Old stock', active: false })
    await move({
      productId: cola.id,
      kind: 'purchase_receipt',
      quantity: '12',
      unitCostCents: '50',
    })
    await move({ productId: cola.id, kind: 'adjustment', reason: 'waste', quantity: '-3' })
    await move({
      productId: juice.id,
      kind: 'purchase_receipt',
      quantity: '30',
      unitCostCents: '90',
    })
    await move({
      productId: flour.id,
      kind: 'sale_consumption',
      quantity: '-1.5',
      allowNegative: true,
      reference: { type: 'restaurant_order', id: 1 },
    })

    /* Other specs leave committed products behind: look at this spec's own, in list order. */
    const mine = new Set(['COLA', 'FLOUR', 'OJ', 'OLD'])
    const skus = async (query: string) => {
      const url = `/inventory/products${query}${query ? '&' : '?'}per_page=100`
      const response = await as(client, admin, 'get', url).withInertia()
      response.assertInertiaComponent('Inventory/Products/Index')
      return (response.inertiaProps as any).products.data
        .map((row: any) => row.sku)
        .filter((sku: string) => mine.has(sku))
    }
    assert.deepEqual(await skus(''), ['COLA', 'FLOUR', 'OJ'])
    assert.deepEqual(await skus('?search=orange'), ['OJ'])
    assert.deepEqual(await skus('?search=fl'), ['FLOUR'])
    assert.deepEqual(await skus(`?category=${drinks.id}`), ['COLA', 'OJ'])
    assert.deepEqual(await skus(`?category=${juices.id}`), ['OJ'])
    assert.deepEqual(await skus(`?supplier=${bebidas.id}`), ['COLA'])
    assert.deepEqual(await skus('?stock=low'), ['COLA', 'FLOUR'])
    assert.deepEqual(await skus('?stock=negative'), ['FLOUR'])
    assert.deepEqual(await skus('?stock=out'), ['FLOUR'])
    assert.deepEqual(await skus('?status=inactive'), ['OLD'])
    assert.deepEqual(await skus('?status=all&sort=sku'), ['COLA', 'FLOUR', 'OJ', 'OLD'])
    assert.deepEqual(await skus('?sort=on_hand&direction=desc'), ['OJ', 'COLA', 'FLOUR'])
    assert.deepEqual(await skus('?sort=value'), ['FLOUR', 'COLA', 'OJ'])
    assert.deepEqual(await skus('?category=2147483648&stock=weird&sort=x'), ['COLA', 'FLOUR', 'OJ'])
    const paged = await as(
      client,
      admin,
      'get',
      `/inventory/products?category=${drinks.id}&per_page=1&page=2`
    ).withInertia()
    const props = paged.inertiaProps as any
    assert.deepEqual(
      props.products.data.map((row: any) => row.sku),
      ['OJ']
    )
    assert.include(props.products.metadata.previousPageUrl, 'per_page=1')
    assert.equal(retired.active, false)
  })

  test("a product's page shows its stock in both units and its recent movements", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const cola = await product({
      sku: 'COLA',
      unit: 'unit',
      purchaseUnit: 'case of 24',
      purchaseUnitFactor: '24',
    })
    await move({
      productId: cola.id,
      kind: 'purchase_receipt',
      quantity: '48',
      unitCostCents: '45.5',
    })
    await move({ productId: cola.id, kind: 'adjustment', reason: 'damage', quantity: '-2' })
    const show = await as(client, admin, 'get', `/inventory/products/${cola.id}`).withInertia()
    show.assertInertiaComponent('Inventory/Products/Show')
    const props = show.inertiaProps as any
    assert.containsSubset(props.product, {
      sku: 'COLA',
      unit: 'unit',
      purchaseUnit: 'case of 24',
      purchaseUnitFactor: '24.000',
      onHand: '46.000',
      stockValueCents: 2093,
      averageCostCents: '45.5000',
    })
    assert.deepEqual(
      props.movements.map((row: any) => [row.kind, row.quantity, row.balanceAfter]),
      [
        ['adjustment', '-2.000', '46.000'],
        ['purchase_receipt', '48.000', '48.000'],
      ]
    )
    assert.deepEqual(props.can, {
      manage: true,
      viewMovements: true,
      adjust: true,
      recordWaste: true,
    })
  })

  test("a product's ledger lines reach only those who may read the ledger", async ({
    client,
    assert,
  }) => {
    const cola = await product({ sku: 'COLA' })
    await move({ productId: cola.id, kind: 'purchase_receipt', quantity: '5', unitCostCents: '10' })
    const kitchen = await userWithRoles(['Kitchen'])
    const hidden = await as(client, kitchen, 'get', `/inventory/products/${cola.id}`).withInertia()
    hidden.assertStatus(200)
    assert.deepEqual((hidden.inertiaProps as any).movements, [])
    assert.notInclude(hidden.text(), 'purchase_receipt')
    ;(await as(client, kitchen, 'get', `/inventory/movements`)).assertStatus(403)

    const reader = await userWithPermissions([
      'inventory.products.view',
      'inventory.movements.view',
    ])
    const shown = await as(client, reader, 'get', `/inventory/products/${cola.id}`).withInertia()
    assert.deepEqual(
      (shown.inertiaProps as any).movements.map((row: any) => [row.kind, row.quantity]),
      [['purchase_receipt', '5.000']]
    )
  })

  test('LowStock lists products at or below their reorder point and negative ones', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const bebidas = await supplier({ name: 'Bebidas' })
    const at = await product({ sku: 'AT', reorderPoint: '5', preferredSupplierId: bebidas.id })
    await move({ productId: at.id, kind: 'purchase_receipt', quantity: '5', unitCostCents: '10' })
    const above = await product({ sku: 'ABOVE', reorderPoint: '5' })
    await move({
      productId: above.id,
      kind: 'purchase_receipt',
      quantity: '5.001',
      unitCostCents: '10',
    })
    await product({ sku: 'UNTRACKED', reorderPoint: '0' })
    const negative = await product({ sku: 'NEG', reorderPoint: '0' })
    await move({
      productId: negative.id,
      kind: 'sale_consumption',
      quantity: '-1',
      allowNegative: true,
      reference: { type: 'restaurant_order', id: 9 },
    })
    await product({ sku: 'RETIRED', reorderPoint: '5', active: false })

    const page = await as(client, admin, 'get', '/inventory/products/low-stock').withInertia()
    page.assertInertiaComponent('Inventory/Products/LowStock')
    const props = page.inertiaProps as any
    const mine = ['AT', 'ABOVE', 'UNTRACKED', 'NEG', 'RETIRED']
    assert.sameMembers(
      props.products.map((row: any) => row.sku).filter((sku: string) => mine.includes(sku)),
      ['AT', 'NEG']
    )
    assert.equal(
      props.products.find((row: any) => row.sku === 'AT').preferredSupplier.name,
      'Bebidas'
    )
    assert.isTrue(props.can.draftPurchaseOrder)
    /* Its rows are the Products list's rows, field for field. */
    const list = await as(client, admin, 'get', '/inventory/products?search=NEG').withInertia()
    const listed = (list.inertiaProps as any).products.data.find((row: any) => row.sku === 'NEG')
    assert.deepEqual(
      props.products.find((row: any) => row.sku === 'NEG'),
      listed
    )

    const kitchen = await userWithRoles(['Kitchen'])
    const kitchenPage = await as(
      client,
      kitchen,
      'get',
      '/inventory/products/low-stock'
    ).withInertia()
    assert.isFalse((kitchenPage.inertiaProps as any).can.draftPurchaseOrder)
  })

  test('products.view reads, products.manage writes', async ({ client, assert }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const cola = await product({ sku: 'COLA' })
    const productsBefore = await productCount()
    const index = await as(client, kitchen, 'get', '/inventory/products').withInertia()
    assert.isFalse((index.inertiaProps as any).can.manage)
    const show = await as(client, kitchen, 'get', `/inventory/products/${cola.id}`).withInertia()
    assert.deepEqual((show.inertiaProps as any).can, {
      manage: false,
      viewMovements: false,
      adjust: false,
      recordWaste: true,
    })
    ;(await as(client, kitchen, 'get', '/inventory/products/create')).assertStatus(403)
    ;(await as(client, kitchen, 'get', `/inventory/products/${cola.id}/edit`)).assertStatus(403)
    ;(
      await as(client, kitchen, 'post', '/inventory/products').json(await form({ sku: 'NEW' }))
    ).assertStatus(403)
    ;(
      await as(client, kitchen, 'put', `/inventory/products/${cola.id}`).json(await form())
    ).assertStatus(403)

    const supplierReader = await userWithPermissions(['inventory.suppliers.view'])
    ;(await as(client, supplierReader, 'get', '/inventory/products')).assertStatus(403)
    ;(await as(client, supplierReader, 'get', '/inventory/products/low-stock')).assertStatus(403)
    ;(await as(client, supplierReader, 'get', `/inventory/products/${cola.id}`)).assertStatus(403)
    assert.equal(await productCount(), productsBefore)
    ;(await as(client, kitchen, 'get', '/inventory/products/2147483648')).assertStatus(404)
  })
})
