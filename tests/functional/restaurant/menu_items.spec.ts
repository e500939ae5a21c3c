import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import MenuItem from '#models/restaurant/menu_item'
import { move } from '#tests/helpers/inventory'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { captureBroadcasts, countOf, errorsOf, eventsOf, markEvents } from './helpers.js'
import { menuCategory, menuItem, recipeOf, stocked } from './menu_helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

test.group('Restaurant: menu items and recipes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('an item with a recipe in convertible units: its cost per portion and margin come from the average costs', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const mains = await menuCategory()
    const beef = await stocked('BEEF', 'kg', '1450')
    const cream = await stocked('CREAM', 'l', '456.7')
    const eggs = await stocked('EGG', 'unit', '23.3333')
    const response = await as(client, manager, 'post', '/restaurant/menu-items').json({
      name: 'Beef stroganoff',
      category_id: mains.id,
      description: 'With buttered noodles',
      price: '18.50',
      preparation_minutes: 20,
      recipe: [
        { product_id: beef.id, quantity: '180', unit: 'g' },
        { product_id: cream.id, quantity: '150', unit: 'ml' },
        { product_id: eggs.id, quantity: '1', unit: 'unit' },
      ],
    })
    const item = await MenuItem.findByOrFail('name', 'Beef stroganoff')
    response.assertHeader('location', `/restaurant/menu-items/${item.id}/edit`)
    assert.equal(item.priceCents, 1850)
    assert.deepEqual(
      (await recipeOf(item.id)).map((line: any) => [line.quantity, line.unit]),
      [
        ['180.000', 'g'],
        ['150.000', 'ml'],
        ['1.000', 'unit'],
      ]
    )
    const [event] = await eventsOf('restaurant.menu_item.created')
    assert.deepEqual(event.changes.after.recipe, [
      'BEEF 180.000 g',
      'CREAM 150.000 ml',
      'EGG 1.000 unit',
    ])

    /* 0.18 kg × 1450 = 261, 0.15 l × 456.7 = 68.505, 1 × 23.3333: 352.8383 → 353 cents. */
    const index = await as(client, manager, 'get', '/restaurant/menu-items').withInertia()
    index.assertInertiaComponent('Restaurant/MenuItems/Index')
    const row = (index.inertiaProps as any).items.find((entry: any) => entry.id === item.id)
    assert.deepEqual(row.costing, {
      costCents: 353,
      marginCents: 1497,
      marginBasisPoints: 8092,
      complete: true,
      hasRecipe: true,
    })
    const edit = await as(
      client,
      manager,
      'get',
      `/restaurant/menu-items/${item.id}/edit`
    ).withInertia()
    const costing = (edit.inertiaProps as any).costing
    assert.equal(costing.costCents, 353)
    assert.deepEqual(
      costing.ingredients.map((line: any) => [line.sku, line.costCents]),
      [
        ['BEEF', 261],
        ['CREAM', 69],
        ['EGG', 23],
      ]
    )
  })

  test('a receipt that changes an average cost changes the dish cost, and the stock news goes out on inventory.stock', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const beef = await stocked('BEEF', 'kg', '1000')
    const item = await menuItem({ priceCents: 2000 })
    await as(client, manager, 'put', `/restaurant/menu-items/${item.id}`).json({
      name: item.name,
      category_id: item.categoryId,
      price: '20.00',
      preparation_minutes: 15,
      recipe: [{ product_id: beef.id, quantity: '0.5', unit: 'kg' }],
    })
    const costOf = async () =>
      (
        (await as(client, manager, 'get', '/restaurant/menu-items').withInertia())
          .inertiaProps as any
      ).items[0].costing.costCents
    assert.equal(await costOf(), 500)

    const sent = captureBroadcasts(cleanup)
    /* 10 kg at 10.00 + 10 kg at 14.00: the average becomes 12.00 a kg. */
    await move({
      productId: beef.id,
      kind: 'purchase_receipt',
      quantity: '10',
      unitCostCents: '1400',
    })
    assert.equal(await costOf(), 600)
    assert.isTrue(
      sent.some(
        (message) =>
          message.channels.includes('private-inventory.stock') &&
          message.event === 'App\\Events\\StockChanged'
      )
    )
  })

  test('a new price applies from now on and is recorded; the sold-out switch is its own event and reaches every POS screen after the commit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const kitchen = await userWithRoles(['Kitchen'])
    const item = await menuItem({ priceCents: 2400 })
    await as(client, manager, 'put', `/restaurant/menu-items/${item.id}`).json({
      name: item.name,
      category_id: item.categoryId,
      price: '26',
      preparation_minutes: 15,
    })
    const [updated] = await eventsOf('restaurant.menu_item.updated')
    assert.deepEqual(updated.changes, { before: { priceCents: 2400 }, after: { priceCents: 2600 } })

    const sent = captureBroadcasts(cleanup)
    const soldOut = await as(
      client,
      kitchen,
      'post',
      `/restaurant/menu-items/${item.id}/availability`
    ).json({ available: false })
    soldOut.assertFlashMessage('success', 'Steak frites is sold out on every screen.')
    await item.refresh()
    assert.isFalse(item.isAvailable)
    const [event] = await eventsOf('restaurant.menu_item.sold_out')
    assert.equal(event.actorId, kitchen.id)
    const menu = sent.filter((message) => message.channels.includes('private-restaurant.menu'))
    assert.lengthOf(menu, 1)
    assert.equal(menu[0].event, 'App\\Events\\MenuItemChanged')
    assert.containsSubset(menu[0].data, {
      menuItemId: item.id,
      isAvailable: false,
      priceCents: 2600,
    })

    await as(client, kitchen, 'post', `/restaurant/menu-items/${item.id}/availability`).json({
      available: true,
    })
    assert.lengthOf(await eventsOf('restaurant.menu_item.available'), 1)
  })

  test('bad input is reported field by field, never a 500, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const eggs = await stocked('EGG', 'unit', '25')
    const beef = await stocked('BEEF', 'kg', '1000')
    await menuItem({ name: 'Omelette' })
    const before = await countOf('menu_items')
    const response = await as(client, admin, 'post', '/restaurant/menu-items').json({
      name: 'omelette',
      category_id: 999999,
      price: '12,50',
      preparation_minutes: -1,
      recipe: [
        { product_id: eggs.id, quantity: '0', unit: 'unit' },
        { product_id: 999999, quantity: '1', unit: 'kg' },
        { product_id: beef.id, quantity: '0.1234', unit: 'pound' },
      ],
    })
    const errors = errorsOf(response)
    assert.deepEqual(errors.name, ['This name is already taken.'])
    assert.deepEqual(errors.category_id, ['Choose an existing category.'])
    assert.deepEqual(errors.price, ['Enter an amount such as 12 or 12.50 (no negative amounts).'])
    assert.deepEqual(errors.preparation_minutes, ['The preparation time must be at least 0.'])
    assert.deepEqual(errors['recipe.0.quantity'], [
      'Enter a quantity above 0 with at most 3 decimals, such as 0.25 or 180.',
    ])
    assert.deepEqual(errors['recipe.1.product_id'], ['Choose an existing inventory product.'])
    assert.deepEqual(errors['recipe.2.quantity'], [
      'Enter a quantity above 0 with at most 3 decimals, such as 0.25 or 180.',
    ])
    assert.deepEqual(errors['recipe.2.unit'], ['Choose one of the listed options.'])

    const category = await menuCategory({ name: 'Breakfast' })
    const wrongUnit = await as(client, admin, 'post', '/restaurant/menu-items').json({
      name: 'Boiled egg',
      category_id: category.id,
      price: '3',
      preparation_minutes: 8,
      recipe: [{ product_id: eggs.id, quantity: '2', unit: 'g' }],
    })
    assert.deepEqual(errorsOf(wrongUnit)['recipe.0.unit'], ['EGG is stocked in unit: use unit.'])
    const twice = await as(client, admin, 'post', '/restaurant/menu-items').json({
      name: 'Boiled egg',
      category_id: category.id,
      price: '3',
      preparation_minutes: 8,
      recipe: [
        { product_id: eggs.id, quantity: '1', unit: 'unit' },
        { product_id: eggs.id, quantity: '1', unit: 'unit' },
      ],
    })
    assert.deepEqual(errorsOf(twice)['recipe.1.product_id'], [
      'EGG is already in the recipe: change its quantity instead.',
    ])
    assert.equal(await countOf('menu_items'), before)
    assert.equal(await countOf('menu_item_ingredients'), 0)
  })

  test('who sees what: waiters read the menu without costs, the kitchen sees costs and switches sold out, only managers edit (403)', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const kitchen = await userWithRoles(['Kitchen'])
    const item = await menuItem()
    const asWaiter = await as(client, waiter, 'get', '/restaurant/menu-items').withInertia()
    assert.isNull((asWaiter.inertiaProps as any).items[0].costing)
    assert.deepEqual((asWaiter.inertiaProps as any).can, {
      manage: false,
      availability: false,
      seeCost: false,
    })
    const asKitchen = await as(client, kitchen, 'get', '/restaurant/menu-items').withInertia()
    assert.isNotNull((asKitchen.inertiaProps as any).items[0].costing)
    assert.deepEqual((asKitchen.inertiaProps as any).can, {
      manage: false,
      availability: true,
      seeCost: true,
    })
    const before = await fingerprint(['menu_items', 'menu_item_ingredients', 'events'])
    for (const [user, method, url] of [
      [waiter, 'post', `/restaurant/menu-items/${item.id}/availability`],
      [waiter, 'get', '/restaurant/menu-items/create'],
      [kitchen, 'post', '/restaurant/menu-items'],
      [kitchen, 'get', `/restaurant/menu-items/${item.id}/edit`],
      [kitchen, 'put', `/restaurant/menu-items/${item.id}`],
      [kitchen, 'delete', `/restaurant/menu-items/${item.id}`],
    ] as const) {
      const response = await as(client, user, method, url).header('accept', 'text/html')
      response.assertStatus(403)
    }
    assert.equal(
      await fingerprint(['menu_items', 'menu_item_ingredients', 'events']),
      before,
      'the refused writes changed nothing'
    )
    const storekeeper = await userWithRoles(['Storekeeper'])
    const none = await as(client, storekeeper, 'get', '/restaurant/menu-items').header(
      'accept',
      'text/html'
    )
    none.assertStatus(403)
  })

  test('an item in a combo cannot be deleted; any other goes with its recipe', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const beef = await stocked('BEEF', 'kg', '1000')
    const burger = await menuItem({ name: 'Burger' })
    const salad = await menuItem({ name: 'Salad', categoryId: burger.categoryId })
    await as(client, manager, 'put', `/restaurant/menu-items/${salad.id}`).json({
      name: 'Salad',
      category_id: salad.categoryId,
      price: '9',
      preparation_minutes: 5,
      recipe: [{ product_id: beef.id, quantity: '10', unit: 'g' }],
    })
    const combo = await as(client, manager, 'post', '/restaurant/menu-combos').json({
      name: 'Lunch deal',
      price: '20',
    })
    const comboId = Number(combo.header('location')!.split('/')[3])
    await as(client, manager, 'put', `/restaurant/menu-combos/${comboId}/items`).json({
      items: [{ menu_item_id: burger.id, quantity: 1 }],
    })
    const kept = await as(client, manager, 'delete', `/restaurant/menu-items/${burger.id}`)
    kept.assertFlashMessage(
      'error',
      'Burger is part of the combo Lunch deal: take it off the menu instead, or out of the combo first.'
    )
    assert.isNotNull(await MenuItem.find(burger.id))
    const gone = await as(client, manager, 'delete', `/restaurant/menu-items/${salad.id}`)
    gone.assertHeader('location', '/restaurant/menu-items')
    assert.isNull(await MenuItem.find(salad.id))
    assert.lengthOf(await recipeOf(salad.id), 0)
    const [event] = await eventsOf('restaurant.menu_item.deleted')
    assert.deepEqual(event.changes.before.recipe, ['BEEF 10.000 g'])
  })
})
