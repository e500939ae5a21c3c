import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import MenuCategory from '#models/restaurant/menu_category'
import MenuCombo from '#models/restaurant/menu_combo'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { countOf, errorsOf, eventsOf, markEvents } from './helpers.js'
import { menuCategory, menuItem, stocked } from './menu_helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

test.group('Restaurant: menu categories and combos', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('categories keep their sort order and station; only an empty one can be deleted', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    await menuCategory({ name: 'Desserts', sortOrder: 30 })
    const created = await as(client, manager, 'post', '/restaurant/menu-categories').json({
      name: 'Cocktails',
      sort_order: 5,
      station: 'bar',
    })
    created.assertHeader('location', '/restaurant/menu-categories')
    const cocktails = await MenuCategory.findByOrFail('name', 'Cocktails')
    assert.equal(cocktails.station, 'bar')
    const index = await as(client, manager, 'get', '/restaurant/menu-categories').withInertia()
    assert.deepEqual(
      (index.inertiaProps as any).categories.map((row: any) => [
        row.name,
        row.sortOrder,
        row.itemsCount,
      ]),
      [
        ['Cocktails', 5, 0],
        ['Desserts', 30, 0],
      ]
    )
    assert.lengthOf(await eventsOf('restaurant.menu_category.created'), 1)

    await as(client, manager, 'put', `/restaurant/menu-categories/${cocktails.id}`).json({
      name: 'Cocktails',
      sort_order: 50,
      station: 'bar',
      is_active: false,
    })
    const [updated] = await eventsOf('restaurant.menu_category.updated')
    assert.deepEqual(updated.changes, {
      before: { sortOrder: 5, isActive: true },
      after: { sortOrder: 50, isActive: false },
    })

    await menuItem({ name: 'Mojito', categoryId: cocktails.id })
    const kept = await as(client, manager, 'delete', `/restaurant/menu-categories/${cocktails.id}`)
    kept.assertFlashMessage('error', 'Cocktails still has items: move or delete them first.')
    assert.isNotNull(await MenuCategory.find(cocktails.id))
    const desserts = await MenuCategory.findByOrFail('name', 'Desserts')
    await as(client, manager, 'delete', `/restaurant/menu-categories/${desserts.id}`)
    assert.isNull(await MenuCategory.find(desserts.id))
    assert.lengthOf(await eventsOf('restaurant.menu_category.deleted'), 1)
  })

  test('a category with bad input is refused field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    await menuCategory({ name: 'Starters' })
    const response = await as(client, manager, 'post', '/restaurant/menu-categories').json({
      name: 'STARTERS',
      sort_order: 'first',
      station: 'grill',
    })
    const errors = errorsOf(response)
    assert.deepEqual(errors.name, ['This name is already taken.'])
    assert.deepEqual(errors.sort_order, ['The sort order must be a number.'])
    assert.deepEqual(errors.station, ['Choose one of the listed options.'])
    assert.equal(await countOf('menu_categories'), 1)
  })

  test('a combo’s items and quantities are set on ManageItems; its cost is the sum of its items’ costs', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const beef = await stocked('BEEF', 'kg', '1200')
    const potatoes = await stocked('POTATO', 'kg', '150')
    const mains = await menuCategory()
    const burger = await menuItem({ name: 'Burger', categoryId: mains.id, priceCents: 1400 })
    const fries = await menuItem({ name: 'Fries', categoryId: mains.id, priceCents: 450 })
    for (const [item, recipe] of [
      [burger, [{ product_id: beef.id, quantity: '150', unit: 'g' }]],
      [fries, [{ product_id: potatoes.id, quantity: '250', unit: 'g' }]],
    ] as const)
      await as(client, manager, 'put', `/restaurant/menu-items/${item.id}`).json({
        name: item.name,
        category_id: mains.id,
        price: String(item.priceCents / 100),
        preparation_minutes: 10,
        recipe,
      })
    const created = await as(client, manager, 'post', '/restaurant/menu-combos').json({
      name: 'Burger meal',
      description: 'Burger and two fries',
      price: '16.90',
    })
    const combo = await MenuCombo.findByOrFail('name', 'Burger meal')
    created.assertHeader('location', `/restaurant/menu-combos/${combo.id}/items`)
    assert.equal(combo.priceCents, 1690)

    const saved = await as(
      client,
      manager,
      'put',
      `/restaurant/menu-combos/${combo.id}/items`
    ).json({
      items: [
        { menu_item_id: burger.id, quantity: 1 },
        { menu_item_id: fries.id, quantity: 2 },
      ],
    })
    saved.assertFlashMessage('success', 'The items of Burger meal were saved.')
    const [event] = await eventsOf('restaurant.menu_combo.items_changed')
    assert.deepEqual(event.changes.after.items, ['1 × Burger', '2 × Fries'])

    /* Burger 0.15 × 1200 = 180, fries 0.25 × 150 = 37.5 → 38 each: 180 + 2 × 38 = 256. */
    const index = await as(client, manager, 'get', '/restaurant/menu-combos').withInertia()
    index.assertInertiaComponent('Restaurant/MenuCombos/Index')
    assert.containsSubset((index.inertiaProps as any).combos[0], {
      name: 'Burger meal',
      priceCents: 1690,
      itemsCount: 3,
      costCents: 256,
      marginCents: 1434,
    })
    const page = await as(
      client,
      manager,
      'get',
      `/restaurant/menu-combos/${combo.id}/items`
    ).withInertia()
    page.assertInertiaComponent('Restaurant/MenuCombos/ManageItems')
    assert.deepEqual(
      (page.inertiaProps as any).lines.items.map((line: any) => [
        line.name,
        line.quantity,
        line.costCents,
      ]),
      [
        ['Burger', 1, 180],
        ['Fries', 2, 38],
      ]
    )

    const twice = await as(
      client,
      manager,
      'put',
      `/restaurant/menu-combos/${combo.id}/items`
    ).json({
      items: [
        { menu_item_id: burger.id, quantity: 1 },
        { menu_item_id: burger.id, quantity: 0 },
      ],
    })
    assert.deepEqual(errorsOf(twice)['items.1.quantity'], ['The quantity must be at least 1.'])
    const duplicate = await as(
      client,
      manager,
      'put',
      `/restaurant/menu-combos/${combo.id}/items`
    ).json({
      items: [
        { menu_item_id: burger.id, quantity: 1 },
        { menu_item_id: burger.id, quantity: 2 },
      ],
    })
    assert.deepEqual(errorsOf(duplicate)['items.1.menu_item_id'], [
      'This item is already in the combo: change its quantity instead.',
    ])
    assert.equal(await countOf('menu_combo_items'), 2)
  })

  test('combos and categories need their permissions (403); waiters see combos without costs', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const combo = await MenuCombo.create({
      name: 'Set menu',
      description: '',
      priceCents: 2500,
      isActive: true,
    })
    const category = await menuCategory()
    const index = await as(client, waiter, 'get', '/restaurant/menu-combos').withInertia()
    assert.isNull((index.inertiaProps as any).combos[0].costCents)
    const before = await fingerprint([
      'menu_combos',
      'menu_combo_items',
      'menu_categories',
      'events',
    ])
    for (const [method, url] of [
      ['get', '/restaurant/menu-combos/create'],
      ['post', '/restaurant/menu-combos'],
      ['get', `/restaurant/menu-combos/${combo.id}/edit`],
      ['get', `/restaurant/menu-combos/${combo.id}/items`],
      ['put', `/restaurant/menu-combos/${combo.id}/items`],
      ['delete', `/restaurant/menu-combos/${combo.id}`],
      ['post', '/restaurant/menu-categories'],
      ['put', `/restaurant/menu-categories/${category.id}`],
    ] as const) {
      const response = await as(client, waiter, method, url).header('accept', 'text/html')
      response.assertStatus(403)
    }
    assert.equal(
      await fingerprint(['menu_combos', 'menu_combo_items', 'menu_categories', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })
})
