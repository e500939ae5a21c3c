import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customers/customer'
import { GuestFactory } from '#database/factories/hotel/guest_factory'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  countOf,
  customer,
  errorsOf,
  eventsOf,
  markEvents,
  reservation,
} from '../restaurant/helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const form = (overrides: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: 'Northwind Traders',
  tax_id: 'B-12345678',
  email: 'events@northwind.example',
  phone: '+1 (555) 010-2030',
  address: '1 Harbour Road',
  notes: 'Quarterly team dinners',
  marketing_consent: true,
  tags: ['Corporate', 'regular', 'corporate'],
  ...overrides,
})

test.group('Customers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('creating a customer keeps tags in lower case once each and records the event', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const response = await as(client, cashier, 'post', '/customers').json(form())
    const created = await Customer.findByOrFail('name', 'Northwind Traders')
    response.assertHeader('location', `/customers/${created.id}`)
    response.assertFlashMessage('success', 'Customer Northwind Traders was created.')
    assert.deepEqual(created.tags, ['corporate', 'regular'])
    assert.equal(created.kind, 'company')
    assert.equal(created.phoneDigits, '15550102030')
    const [event] = await eventsOf('customers.customer.created')
    assert.containsSubset(event, {
      subjectType: 'customer',
      subjectLabel: 'Northwind Traders',
      actorId: cashier.id,
    })
    assert.containsSubset(event.changes.after, { taxId: 'B-12345678', marketingConsent: true })
  })

  test('a duplicate e-mail or phone (compared as digits) is caught on create with a message naming the customer', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await customer({ name: 'Carla Gómez', email: 'carla@example.com', phone: '+34 600 123 456' })
    const email = await as(client, admin, 'post', '/customers').json(
      form({ kind: 'person', name: 'C. Gómez', email: 'CARLA@example.com', phone: undefined })
    )
    assert.deepEqual(errorsOf(email).email, [
      'A customer with this e-mail already exists: Carla Gómez.',
    ])
    const phone = await as(client, admin, 'post', '/customers').json(
      form({
        kind: 'person',
        name: 'Carla G',
        email: undefined,
        phone: '0034-600-123-456'.slice(2),
      })
    )
    assert.deepEqual(errorsOf(phone).phone, [
      'A customer with this phone number already exists: Carla Gómez.',
    ])
    assert.equal(await countOf('customers'), 1)
  })

  test('bad input is reported field by field, never a 500, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/customers').json({
      kind: 'robot',
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      tags: Array.from({ length: 11 }, (_, index) => `tag${index}`),
      guest_id: 999999,
    })
    response.assertStatus(302)
    const errors = errorsOf(response)
    assert.deepEqual(errors.kind, ['Choose one of the listed options.'])
    assert.deepEqual(errors.name, ['The name field is required.'])
    assert.deepEqual(errors.email, ['Enter a valid e-mail address.'])
    assert.deepEqual(errors.phone, ['Enter a phone number with at least 6 digits.'])
    assert.deepEqual(errors.tags, ['Use at most 10 tags.'])
    assert.deepEqual(errors.guest_id, ['Choose an existing hotel guest.'])
    const long = await as(client, admin, 'post', '/customers').json(
      form({ tags: ['x'.repeat(31)] })
    )
    assert.deepEqual(errorsOf(long)['tags.0'], ['A tag has at most 30 characters.'])
    assert.equal(await countOf('customers'), 0)
    assert.lengthOf(await eventsOf('customers.customer.created'), 0)
  })

  test('the list searches name, e-mail, phone digits and tax id, filters kind, tag, consent and guest link, and pages', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const guest = await GuestFactory.merge({
      firstName: 'Maria',
      lastName: 'Garcia',
      email: null,
    }).create()
    await customer({
      name: 'Maria Garcia',
      email: 'maria@example.com',
      tags: ['vip'],
      guestId: guest.id,
      marketingConsent: true,
    })
    await customer({
      name: 'Acme Ltd',
      kind: 'company',
      taxId: 'ACME-77',
      phone: '+44 20 7946 0000',
      tags: ['corporate'],
    })
    await customer({ name: 'Bob Stone', phone: '555-0199' })
    const names = async (query = '') =>
      (
        (await as(client, waiter, 'get', `/customers${query}`).withInertia()).inertiaProps as any
      ).customers.data.map((row: any) => row.name)
    assert.deepEqual(await names(), ['Acme Ltd', 'Bob Stone', 'Maria Garcia'])
    assert.deepEqual(await names('?search=MARIA%40'), ['Maria Garcia'])
    assert.deepEqual(await names('?search=2079460000'), ['Acme Ltd'])
    assert.deepEqual(await names('?search=acme-77'), ['Acme Ltd'])
    assert.deepEqual(await names('?kind=company'), ['Acme Ltd'])
    assert.deepEqual(await names('?tag=VIP'), ['Maria Garcia'])
    assert.deepEqual(await names('?consent=no'), ['Acme Ltd', 'Bob Stone'])
    assert.deepEqual(await names('?guest=yes'), ['Maria Garcia'])
    assert.deepEqual(await names('?sort=name&direction=desc'), [
      'Maria Garcia',
      'Bob Stone',
      'Acme Ltd',
    ])
    const page = await as(
      client,
      waiter,
      'get',
      '/customers?per_page=1&page=2&kind=alien'
    ).withInertia()
    assert.deepEqual(
      (page.inertiaProps as any).customers.data.map((row: any) => row.name),
      ['Bob Stone']
    )
    assert.deepEqual((page.inertiaProps as any).tags, ['corporate', 'vip'])
  })

  test('a customer linked to a hotel guest: the link is its own event, and both Show pages link to each other', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const guest = await GuestFactory.merge({
      firstName: 'Yuki',
      lastName: 'Tanaka',
      email: 'yuki@example.com',
    }).create()
    const regular = await customer({ name: 'Yuki Tanaka', phone: '+81 3 1234 5678' })
    await reservation(null, { customer: regular, minutesFromNow: 24 * 60 })
    await as(client, manager, 'put', `/customers/${regular.id}`).json(
      form({
        kind: 'person',
        name: 'Yuki Tanaka',
        email: 'yuki@example.com',
        phone: '+81 3 1234 5678',
        tags: [],
        guest_id: guest.id,
      })
    )
    await regular.refresh()
    assert.equal(regular.guestId, guest.id)
    const [linked] = await eventsOf('customers.customer.linked')
    assert.deepEqual(linked.changes, { before: { guestId: null }, after: { guestId: guest.id } })

    const show = await as(client, manager, 'get', `/customers/${regular.id}`).withInertia()
    show.assertInertiaComponent('Customers/Show')
    const props = show.inertiaProps as any
    assert.deepEqual(props.guest, {
      id: guest.id,
      fullName: 'Yuki Tanaka',
      email: 'yuki@example.com',
    })
    assert.lengthOf(props.reservations, 1)
    assert.deepEqual(props.orders, { orders: [], totalSpendCents: 0 })

    const guestPage = await as(client, manager, 'get', `/hotel/guests/${guest.id}`).withInertia()
    assert.deepEqual((guestPage.inertiaProps as any).customer, {
      id: regular.id,
      name: 'Yuki Tanaka',
    })

    const other = await customer({ name: 'Someone Else' })
    const twice = await as(client, manager, 'put', `/customers/${other.id}`).json(
      form({
        kind: 'person',
        name: 'Someone Else',
        email: undefined,
        phone: undefined,
        guest_id: guest.id,
      })
    )
    assert.deepEqual(errorsOf(twice).guest_id, [
      'This hotel guest is already linked to customer Yuki Tanaka.',
    ])
  })

  test('linking a hotel guest needs the right to see guests', async ({ client, assert }) => {
    const cashier = await userWithRoles(['Cashier'])
    const guest = await GuestFactory.merge({
      firstName: 'Ana',
      lastName: 'Lima',
      email: null,
    }).create()
    const response = await as(client, cashier, 'post', '/customers').json(
      form({ guest_id: guest.id })
    )
    assert.deepEqual(errorsOf(response).guest_id, [
      'Linking a hotel guest needs the right to see hotel guests.',
    ])
    assert.equal(await countOf('customers'), 0)
    const picker = await as(client, cashier, 'get', '/customers/guest-options?search=ana').header(
      'accept',
      'text/html'
    )
    picker.assertStatus(403)
  })

  test('without the right to see guests, a guest id gets the same answer whether or not the guest exists', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const guest = await GuestFactory.merge({
      firstName: 'Ana',
      lastName: 'Lima',
      email: null,
    }).create()
    const answers = []
    for (const guestId of [guest.id, guest.id + 1000, 999999]) {
      const response = await as(client, cashier, 'post', '/customers').json(
        form({ guest_id: guestId })
      )
      response.assertStatus(302)
      answers.push(errorsOf(response))
    }
    assert.deepEqual(answers[0], {
      guest_id: ['Linking a hotel guest needs the right to see hotel guests.'],
    })
    assert.deepEqual(answers[1], answers[0])
    assert.deepEqual(answers[2], answers[0])
    const withBadName = async (guestId: number) =>
      errorsOf(
        await as(client, cashier, 'post', '/customers').json(form({ name: '', guest_id: guestId }))
      )
    assert.deepEqual(await withBadName(guest.id), await withBadName(999999))
    assert.equal(await countOf('customers'), 0)
    assert.lengthOf(await eventsOf('customers.customer.created'), 0)

    const manager = await userWithRoles(['Manager'])
    const missing = await as(client, manager, 'post', '/customers').json(form({ guest_id: 999999 }))
    assert.deepEqual(errorsOf(missing).guest_id, ['Choose an existing hotel guest.'])
  })

  test('a customer without history can be deleted; one with reservations is kept with a message', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const plain = await customer({ name: 'Passing Trade' })
    const regular = await customer({ name: 'Regular Rita', phone: '555 000 111' })
    await reservation(null, { customer: regular, minutesFromNow: 120 })
    const kept = await as(client, manager, 'delete', `/customers/${regular.id}`)
    kept.assertFlashMessage(
      'error',
      'Regular Rita has reservations: a customer with history is kept.'
    )
    const gone = await as(client, manager, 'delete', `/customers/${plain.id}`)
    gone.assertHeader('location', '/customers')
    assert.isNull(await Customer.find(plain.id))
    assert.isNotNull(await Customer.find(regular.id))
    assert.lengthOf(await eventsOf('customers.customer.deleted'), 1)
  })

  test('a JSON client gets a refusal as 409 with a JSON body, naming the field when there is one', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    await customer({ name: 'Carla Gómez', email: 'carla@example.com' })
    const duplicate = await as(client, manager, 'post', '/customers')
      .header('accept', 'application/json')
      .json(
        form({ kind: 'person', name: 'C. Gómez', email: 'carla@example.com', phone: undefined })
      )
    const taken = 'A customer with this e-mail already exists: Carla Gómez.'
    assert.equal(duplicate.status(), 409)
    assert.deepEqual(duplicate.body(), {
      status: 409,
      code: 'E_CONFLICT',
      message: taken,
      field: 'email',
      errors: [{ field: 'email', message: taken }],
    })
    assert.equal(await countOf('customers'), 1)

    const regular = await customer({ name: 'Regular Rita', phone: '555 000 111' })
    await reservation(null, { customer: regular, minutesFromNow: 120 })
    const kept = await as(client, manager, 'delete', `/customers/${regular.id}`).header(
      'accept',
      'application/json'
    )
    const message = 'Regular Rita has reservations: a customer with history is kept.'
    assert.equal(kept.status(), 409)
    assert.deepEqual(kept.body(), {
      status: 409,
      code: 'E_NOT_ALLOWED',
      message,
      field: null,
      errors: [],
    })
    assert.isNotNull(await Customer.find(regular.id))
    assert.lengthOf(await eventsOf('customers.customer.deleted'), 0)
  })

  test('every customer screen and action needs its permission (403)', async ({
    client,
    assert,
  }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const waiter = await userWithRoles(['Waiter'])
    const someone = await customer()
    const before = await fingerprint(['customers', 'events'])
    for (const [user, method, url] of [
      [kitchen, 'get', '/customers'],
      [kitchen, 'get', `/customers/${someone.id}`],
      [kitchen, 'get', '/customers/create'],
      [waiter, 'get', `/customers/${someone.id}/edit`],
      [waiter, 'put', `/customers/${someone.id}`],
      [waiter, 'delete', `/customers/${someone.id}`],
    ] as const) {
      const response = await as(client, user, method, url).header('accept', 'text/html')
      response.assertStatus(403)
    }
    assert.equal(
      await fingerprint(['customers', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })
})
