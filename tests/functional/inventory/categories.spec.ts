import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import InventoryCategory from '#models/inventory/inventory_category'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { category, eventsAbout, product } from '#tests/helpers/inventory'

const categoryCount = () =>
  InventoryCategory.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

test.group('Inventory: categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the list searches by name, sorts by product count and pages', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    /* Other specs leave committed categories behind: this one looks at its own (all "Quokka …"). */
    const dairy = await category({ name: 'Quokka Dairy' })
    await category({ name: 'Quokka Drinks' })
    await category({ name: 'Quokka Cheese', parentId: dairy.id })
    await product({ categoryId: dairy.id })
    await product({ categoryId: dairy.id })

    const all = await as(client, admin, 'get', '/inventory/categories?search=quokka').withInertia()
    all.assertInertiaComponent('Inventory/Categories/Index')
    const rows = (response: any) => response.inertiaProps.categories.data
    assert.deepEqual(
      rows(all).map((row: any) => [row.name, row.parent?.name ?? null, row.productsCount]),
      [
        ['Quokka Cheese', 'Quokka Dairy', 0],
        ['Quokka Dairy', null, 2],
        ['Quokka Drinks', null, 0],
      ]
    )
    const searched = await as(
      client,
      admin,
      'get',
      '/inventory/categories?search=quokka%20DR'
    ).withInertia()
    assert.deepEqual(
      rows(searched).map((row: any) => row.name),
      ['Quokka Drinks']
    )
    const sorted = await as(
      client,
      admin,
      'get',
      '/inventory/categories?search=quokka&sort=products&direction=desc&per_page=1'
    ).withInertia()
    assert.deepEqual(
      rows(sorted).map((row: any) => row.name),
      ['Quokka Dairy']
    )
    assert.equal((sorted.inertiaProps as any).categories.metadata.lastPage, 3)
    assert.include(
      (sorted.inertiaProps as any).categories.metadata.nextPageUrl,
      'search=quokka&sort=products&direction=desc&per_page=1'
    )
  })

  test('creating and editing a category record their events', async ({ client, assert }) => {
    const admin = await administrator()
    const dairy = await category({ name: 'Dairy' })
    const created = await as(client, admin, 'post', '/inventory/categories').json({
      name: '  Cheese ',
      parent_id: dairy.id,
      description: 'Hard and soft',
    })
    const cheese = await InventoryCategory.findByOrFail('name', 'Cheese')
    created.assertHeader('location', `/inventory/categories/${cheese.id}`)
    created.assertFlashMessage('success', 'Category Cheese created.')
    assert.equal(cheese.parentId, dairy.id)
    const [event] = await eventsAbout('inventory.category.created', cheese.id)
    assert.equal(event.subjectLabel, 'Cheese')
    assert.containsSubset(event.changes.after, { name: 'Cheese', parentId: dairy.id })

    const updated = await as(client, admin, 'put', `/inventory/categories/${cheese.id}`).json({
      name: 'Cheeses',
      parent_id: dairy.id,
    })
    updated.assertHeader('location', `/inventory/categories/${cheese.id}/edit`)
    const [change] = await eventsAbout('inventory.category.updated', cheese.id)
    assert.deepEqual(change.changes, {
      before: { name: 'Cheese', description: 'Hard and soft' },
      after: { name: 'Cheeses', description: null },
    })
  })

  test('nesting stops at one level', async ({ client, assert }) => {
    const admin = await administrator()
    const dairy = await category({ name: 'Dairy' })
    const cheese = await category({ name: 'Cheese', parentId: dairy.id })
    const drinks = await category({ name: 'Drinks' })
    const categoriesBefore = await categoryCount()
    const eventsBefore = (await eventsOf('inventory.category.updated')).length

    const underChild = await as(client, admin, 'post', '/inventory/categories').json({
      name: 'Blue cheese',
      parent_id: cheese.id,
    })
    underChild.assertFlashMessage('inputErrorsBag', {
      parent_id: ['Cheese is itself a subcategory: choose a top-level category.'],
    })
    const parentBecomesChild = await as(
      client,
      admin,
      'put',
      `/inventory/categories/${dairy.id}`
    ).json({
      name: 'Dairy',
      parent_id: drinks.id,
    })
    parentBecomesChild.assertFlashMessage('inputErrorsBag', {
      parent_id: ['This category has subcategories, so it cannot become one.'],
    })
    const ownParent = await as(client, admin, 'put', `/inventory/categories/${drinks.id}`).json({
      name: 'Drinks',
      parent_id: drinks.id,
    })
    ownParent.assertFlashMessage('inputErrorsBag', {
      parent_id: ['A category cannot be its own parent.'],
    })
    assert.equal(await categoryCount(), categoriesBefore)
    await dairy.refresh()
    assert.isNull(dairy.parentId)
    assert.lengthOf(await eventsOf('inventory.category.updated'), eventsBefore)
  })

  test('bad input is answered field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await category({ name: 'Dairy' })
    const categoriesBefore = await categoryCount()
    const eventsBefore = (await eventsOf('inventory.category.created')).length
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['The name field is required.'] }],
      [
        { name: 'x'.repeat(81) },
        { name: ['The name field must not be longer than 80 characters.'] },
      ],
      [{ name: 'DAIRY' }, { name: ['A category with this name already exists.'] }],
      [
        { name: 'Bad\u0000byte' },
        { name: ['Remove the control characters or broken symbols from this text.'] },
      ],
      [
        { name: 'Broken \ud800 text' },
        { name: ['Remove the control characters or broken symbols from this text.'] },
      ],
      [
        { name: 'Ok', parent_id: 2147483648 },
        { parent_id: ['Choose an existing parent category.'] },
      ],
      [{ name: 'Ok', parent_id: 987654 }, { parent_id: ['Choose an existing parent category.'] }],
      [{ name: 'Ok', parent_id: 'abc' }, { parent_id: ['The parent category must be a number.'] }],
      [{ name: 'Ok', parent_id: 1.5 }, { parent_id: ['Choose an existing parent category.'] }],
      [{ name: ['Dairy'] }, { name: ['The name field must be a string.'] }],
    ]
    for (const [body, errors] of cases) {
      const response = await as(client, admin, 'post', '/inventory/categories').json(body)
      assert.equal(response.status(), 302, JSON.stringify(body))
      response.assertFlashMessage('inputErrorsBag', errors)
    }
    assert.equal(await categoryCount(), categoriesBefore)
    assert.lengthOf(await eventsOf('inventory.category.created'), eventsBefore)
  })

  test("a category's page lists its products and its subcategories' products", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const dairy = await category({ name: 'Dairy' })
    const cheese = await category({ name: 'Cheese', parentId: dairy.id })
    await product({ name: 'Milk', categoryId: dairy.id })
    await product({ name: 'Brie', categoryId: cheese.id })
    await product({ name: 'Cola' })

    const show = await as(client, admin, 'get', `/inventory/categories/${dairy.id}`).withInertia()
    show.assertInertiaComponent('Inventory/Categories/Show')
    const props = show.inertiaProps as any
    assert.deepEqual(
      props.products.map((row: any) => row.name),
      ['Brie', 'Milk']
    )
    assert.deepEqual(props.subcategories, [{ id: cheese.id, name: 'Cheese' }])
    assert.isTrue(props.can.manage)
  })

  test('reading categories needs inventory.products.view, changing them inventory.products.manage', async ({
    client,
    assert,
  }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const dairy = await category({ name: 'Dairy' })
    const categoriesBefore = await categoryCount()
    const index = await as(client, kitchen, 'get', '/inventory/categories').withInertia()
    assert.isFalse((index.inertiaProps as any).can.manage)
    ;(await as(client, kitchen, 'get', `/inventory/categories/${dairy.id}`)).assertStatus(200)
    ;(await as(client, kitchen, 'get', '/inventory/categories/create')).assertStatus(403)
    ;(await as(client, kitchen, 'get', `/inventory/categories/${dairy.id}/edit`)).assertStatus(403)
    const store = await as(client, kitchen, 'post', '/inventory/categories').json({
      name: 'Sneaky',
    })
    store.assertStatus(403)
    const update = await as(client, kitchen, 'put', `/inventory/categories/${dairy.id}`).json({
      name: 'Sneaky',
    })
    update.assertStatus(403)
    const housekeeper = await userWithRoles(['Housekeeper'])
    ;(await as(client, housekeeper, 'get', '/inventory/categories')).assertStatus(403)
    assert.equal(await categoryCount(), categoriesBefore)
  })

  test('ids outside the integer range are not found', async ({ client }) => {
    const admin = await administrator()
    ;(await as(client, admin, 'get', '/inventory/categories/2147483648')).assertStatus(404)
    ;(await as(client, admin, 'get', '/inventory/categories/0')).assertStatus(404)
    ;(await as(client, admin, 'get', '/inventory/categories/99999999999999999999')).assertStatus(
      404
    )
    ;(await as(client, admin, 'get', '/inventory/categories/2147483647')).assertStatus(404)
  })
})
