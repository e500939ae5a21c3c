import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Supplier from '#models/inventory/supplier'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { eventsAbout, product, supplier, userWithPermissions } from '#tests/helpers/inventory'

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lácteos del Valle',
  tax_id: 'B-12345678',
  contact_name: 'Lucía Pérez',
  email: 'pedidos@lacteos.example',
  phone: '+34 600 000 000',
  address: 'Polígono 3\nNave 7',
  payment_terms: '30 days net',
  lead_time_days: 2,
  active: true,
  ...overrides,
})

const supplierCount = () =>
  Supplier.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

test.group('Inventory: suppliers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('creating and editing a supplier record their events', async ({ client, assert }) => {
    const admin = await administrator()
    const created = await as(client, admin, 'post', '/inventory/suppliers').json(form())
    const saved = await Supplier.findByOrFail('name', 'Lácteos del Valle')
    created.assertHeader('location', `/inventory/suppliers/${saved.id}`)
    assert.equal(saved.address, 'Polígono 3\nNave 7')
    assert.equal(saved.leadTimeDays, 2)
    const [event] = await eventsAbout('inventory.supplier.created', saved.id)
    assert.containsSubset(event.changes.after, { name: 'Lácteos del Valle', leadTimeDays: 2 })

    const updated = await as(client, admin, 'put', `/inventory/suppliers/${saved.id}`).json(
      form({ lead_time_days: '5', active: false, email: '' })
    )
    updated.assertHeader('location', `/inventory/suppliers/${saved.id}/edit`)
    await saved.refresh()
    assert.isFalse(saved.active)
    assert.isNull(saved.email)
    const [change] = await eventsAbout('inventory.supplier.updated', saved.id)
    assert.deepEqual(change.changes, {
      before: { email: 'pedidos@lacteos.example', leadTimeDays: 2, active: true },
      after: { email: null, leadTimeDays: 5, active: false },
    })
  })

  test('bad input is answered field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const suppliersBefore = await supplierCount()
    const eventsBefore = (await eventsOf('inventory.supplier.created')).length
    const response = await as(client, admin, 'post', '/inventory/suppliers').json(
      form({
        name: '',
        email: 'not-an-email',
        lead_time_days: 366,
        phone: 'x'.repeat(41),
        contact_name: 'Tab\tin a line',
        address: 'Null\u0000byte',
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      name: ['The name field is required.'],
      email: ['Enter a valid e-mail address.'],
      lead_time_days: ['The lead time (days) must be at most 365.'],
      phone: ['The phone field must not be longer than 40 characters.'],
      contact_name: ['Remove the control characters or broken symbols from this text.'],
      address: ['Remove the control characters or broken symbols from this text.'],
    })
    const decimals = await as(client, admin, 'post', '/inventory/suppliers').json(
      form({ lead_time_days: 1.5 })
    )
    decimals.assertFlashMessage('inputErrorsBag', {
      lead_time_days: ['The lead time (days) must be a whole number.'],
    })
    const negative = await as(client, admin, 'post', '/inventory/suppliers').json(
      form({ lead_time_days: -1, active: 'maybe' })
    )
    negative.assertFlashMessage('inputErrorsBag', {
      lead_time_days: ['The lead time (days) must be at least 0.'],
      active: ['Choose one of the listed options.'],
    })
    assert.equal(await supplierCount(), suppliersBefore)
    assert.lengthOf(await eventsOf('inventory.supplier.created'), eventsBefore)
  })

  test('the list searches, filters by status and sorts', async ({ client, assert }) => {
    const admin = await administrator()
    const valle = await supplier({ name: 'Quokka Valle', leadTimeDays: 5 })
    await supplier({ name: 'Quokka Norte', leadTimeDays: 1 })
    const old = await supplier({ name: 'Quokka Antiguo' })
    old.active = false
    await old.save()
    await product({ preferredSupplierId: valle.id })

    const names = async (query: string) => {
      const response = await as(
        client,
        admin,
        'get',
        `/inventory/suppliers?${query.startsWith('search=') ? query : `search=quokka&${query}`}`
      ).withInertia()
      response.assertInertiaComponent('Inventory/Suppliers/Index')
      return (response.inertiaProps as any).suppliers.data.map((row: any) => row.name)
    }
    assert.deepEqual(await names(''), ['Quokka Antiguo', 'Quokka Norte', 'Quokka Valle'])
    assert.deepEqual(await names('status=active'), ['Quokka Norte', 'Quokka Valle'])
    assert.deepEqual(await names('status=inactive'), ['Quokka Antiguo'])
    assert.deepEqual(await names('search=quokka%20vall'), ['Quokka Valle'])
    assert.deepEqual(await names('sort=lead_time&direction=desc&status=active'), [
      'Quokka Valle',
      'Quokka Norte',
    ])
    assert.deepEqual(await names('sort=products&direction=desc&per_page=1'), ['Quokka Valle'])
    assert.deepEqual(await names('sort=nonsense&status=weird'), [
      'Quokka Antiguo',
      'Quokka Norte',
      'Quokka Valle',
    ])
  })

  test("a supplier's page shows the products it supplies and leaves room for its purchase orders", async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const valle = await supplier({ name: 'Valle' })
    await product({ name: 'Milk', preferredSupplierId: valle.id })
    await product({ name: 'Cola' })
    const show = await as(client, admin, 'get', `/inventory/suppliers/${valle.id}`).withInertia()
    show.assertInertiaComponent('Inventory/Suppliers/Show')
    const props = show.inertiaProps as any
    assert.deepEqual(
      props.products.map((row: any) => row.name),
      ['Milk']
    )
    assert.property(props, 'purchaseOrders')
  })

  test('suppliers.view reads, suppliers.manage writes; nobody else gets in', async ({
    client,
    assert,
  }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const valle = await supplier({ name: 'Valle' })
    const suppliersBefore = await supplierCount()
    ;(await as(client, kitchen, 'get', '/inventory/suppliers')).assertStatus(403)
    ;(await as(client, kitchen, 'get', `/inventory/suppliers/${valle.id}`)).assertStatus(403)

    const reader = await userWithPermissions(['inventory.suppliers.view'])

    const index = await as(client, reader, 'get', '/inventory/suppliers').withInertia()
    assert.isFalse((index.inertiaProps as any).can.manage)
    const show = await as(client, reader, 'get', `/inventory/suppliers/${valle.id}`).withInertia()
    assert.isNull((show.inertiaProps as any).products)
    ;(await as(client, reader, 'get', '/inventory/suppliers/create')).assertStatus(403)
    ;(await as(client, reader, 'get', `/inventory/suppliers/${valle.id}/edit`)).assertStatus(403)
    ;(await as(client, reader, 'post', '/inventory/suppliers').json(form())).assertStatus(403)
    ;(
      await as(client, reader, 'put', `/inventory/suppliers/${valle.id}`).json(form())
    ).assertStatus(403)
    assert.equal(await supplierCount(), suppliersBefore)
  })
})
