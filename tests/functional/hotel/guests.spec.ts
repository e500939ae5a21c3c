import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Guest from '#models/hotel/guest'
import { GuestFactory } from '#database/factories/hotel/guest_factory'
import { seedGuests } from '#database/demo/guests'
import { administrator, as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  phone: '+55 11 5555 0101',
  document_type: 'Passport',
  document_number: 'BR123456',
  nationality: 'BR',
  birth_date: '1985-06-12',
  address: 'Rua Augusta 10, São Paulo',
  company: 'Acme',
  notes: 'Late arrival',
  is_vip: false,
  is_blocked: false,
  blocked_reason: '',
  ...overrides,
})

const guest = (
  overrides: Partial<
    Pick<
      Guest,
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'phone'
      | 'documentNumber'
      | 'isVip'
      | 'isBlocked'
      | 'blockedReason'
    >
  > = {}
) => GuestFactory.merge({ firstName: 'Tom', lastName: 'Jones', email: null, ...overrides }).create()

const guestCount = () =>
  Guest.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

test.group('Hotel: guests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the list searches name, e-mail, phone and document, filters VIP and blocked, and pages', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await guest({ firstName: 'Maria', lastName: 'Garcia', email: 'MARIA@example.com', isVip: true })
    await guest({ firstName: 'Peter', lastName: 'Smith', phone: '+44 20 7946 0000' })
    await guest({
      firstName: 'Yuki',
      lastName: 'Tanaka',
      documentNumber: 'JP998877',
      isBlocked: true,
      blockedReason: 'Unpaid bill',
    })

    const all = await as(client, admin, 'get', '/hotel/guests').withInertia()
    all.assertInertiaComponent('Hotel/Guests/Index')
    const names = (response: any) =>
      response.inertiaProps.guests.data.map((row: any) => row.lastName)
    assert.deepEqual(names(all), ['Garcia', 'Smith', 'Tanaka'])
    assert.equal((all.inertiaProps as any).guests.metadata.perPage, 25)

    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?search=maria%40EXAMPLE').withInertia()),
      ['Garcia']
    )
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?search=7946').withInertia()),
      ['Smith']
    )
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?search=jp9988').withInertia()),
      ['Tanaka']
    )
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?search=peter%20smith').withInertia()),
      ['Smith']
    )
    assert.deepEqual(names(await as(client, admin, 'get', '/hotel/guests?vip=yes').withInertia()), [
      'Garcia',
    ])
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?blocked=yes').withInertia()),
      ['Tanaka']
    )
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?blocked=no&vip=no').withInertia()),
      ['Smith']
    )
    assert.deepEqual(
      names(await as(client, admin, 'get', '/hotel/guests?sort=name&direction=desc').withInertia()),
      ['Tanaka', 'Smith', 'Garcia']
    )

    const paged = await as(
      client,
      admin,
      'get',
      '/hotel/guests?per_page=500&page=1&vip=sparkly'
    ).withInertia()
    paged.assertStatus(200)
    assert.equal((paged.inertiaProps as any).guests.metadata.perPage, 100)
    assert.lengthOf((paged.inertiaProps as any).guests.data, 3)
  })

  test('creating a guest records the event', async ({ client, assert }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/hotel/guests').json(form({ is_vip: true }))
    const created = await Guest.findByOrFail('last_name', 'Souza')
    response.assertHeader('location', `/hotel/guests/${created.id}`)
    response.assertFlashMessage('success', 'Guest Ana Souza was created.')
    assert.equal(created.nationality, 'BR')
    assert.isTrue(created.isVip)
    assert.equal(created.birthDate?.toISODate(), '1985-06-12')
    const [event] = await eventsOf('hotel.guest.created')
    assert.equal(event.subjectLabel, 'Ana Souza')
    assert.containsSubset(event.changes.after, {
      firstName: 'Ana',
      email: 'ana@example.com',
      isVip: true,
    })
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/hotel/guests').json(
      form({
        first_name: '',
        email: 'not-an-email',
        nationality: 'Brazil',
        birth_date: '2999-01-01',
        is_blocked: true,
        blocked_reason: '',
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      first_name: ['The first name field is required.'],
      email: ['Enter a valid e-mail address.'],
      nationality: ['Choose a country from the list.'],
      birth_date: ['The birth date cannot be in the future.'],
      blocked_reason: ['Give a reason when blocking a guest.'],
    })
    assert.equal(await guestCount(), 0)
    assert.lengthOf(await eventsOf('hotel.guest.created'), 0)
  })

  test('blocked without a reason is refused on edit too, and nothing changes', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const existing = await guest()
    const response = await as(client, admin, 'put', `/hotel/guests/${existing.id}`).json(
      form({ is_blocked: true, blocked_reason: '  ' })
    )
    response.assertFlashMessage('inputErrorsBag', {
      blocked_reason: ['Give a reason when blocking a guest.'],
    })
    await existing.refresh()
    assert.isFalse(existing.isBlocked)
    assert.equal(existing.lastName, 'Jones')
    assert.lengthOf(await eventsOf('hotel.guest.updated'), 0)
  })

  test('editing records the changed fields; blocking and unblocking record their own events', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const existing = await guest()
    const edit = await as(client, admin, 'get', `/hotel/guests/${existing.id}/edit`).withInertia()
    edit.assertInertiaComponent('Hotel/Guests/Edit')
    assert.isTrue((edit.inertiaProps as any).can.overrideBlock)

    const base = { first_name: 'Tom', last_name: 'Jones', email: '', phone: '', nationality: '' }
    const saved = await as(client, admin, 'put', `/hotel/guests/${existing.id}`).json({
      ...base,
      company: 'Globex',
    })
    saved.assertHeader('location', `/hotel/guests/${existing.id}/edit`)
    const [updated] = await eventsOf('hotel.guest.updated')
    assert.deepEqual(updated.changes, { before: { company: '' }, after: { company: 'Globex' } })

    await as(client, admin, 'put', `/hotel/guests/${existing.id}`).json({
      ...base,
      company: 'Globex',
      is_blocked: true,
      blocked_reason: 'Damaged the room',
    })
    await existing.refresh()
    assert.isTrue(existing.isBlocked)
    assert.equal(existing.blockedReason, 'Damaged the room')
    const [blocked] = await eventsOf('hotel.guest.blocked')
    assert.deepEqual(blocked.metadata, { reason: 'Damaged the room' })

    await as(client, admin, 'put', `/hotel/guests/${existing.id}`).json({
      ...base,
      company: 'Globex',
      is_blocked: false,
    })
    await existing.refresh()
    assert.isFalse(existing.isBlocked)
    assert.equal(existing.blockedReason, '')
    assert.lengthOf(await eventsOf('hotel.guest.unblocked'), 1)
    assert.lengthOf(await eventsOf('hotel.guest.updated'), 1)
  })

  test('a Receptionist edits guests but cannot block or unblock them', async ({
    client,
    assert,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    const plain = await guest()
    const blocked = await guest({
      firstName: 'Bad',
      lastName: 'Payer',
      isBlocked: true,
      blockedReason: 'Unpaid bill',
    })

    const edit = await as(
      client,
      receptionist,
      'get',
      `/hotel/guests/${plain.id}/edit`
    ).withInertia()
    assert.isFalse((edit.inertiaProps as any).can.overrideBlock)

    const block = await as(client, receptionist, 'put', `/hotel/guests/${plain.id}`).json(
      form({ is_blocked: true, blocked_reason: 'Rude' })
    )
    block.assertStatus(403)
    const unblock = await as(client, receptionist, 'put', `/hotel/guests/${blocked.id}`).json(
      form({ first_name: 'Bad', last_name: 'Payer', is_blocked: false })
    )
    unblock.assertStatus(403)
    const createBlocked = await as(client, receptionist, 'post', '/hotel/guests').json(
      form({ is_blocked: true, blocked_reason: 'Rude' })
    )
    createBlocked.assertStatus(403)
    await plain.refresh()
    await blocked.refresh()
    assert.isFalse(plain.isBlocked)
    assert.isTrue(blocked.isBlocked)
    assert.equal(await guestCount(), 2)

    const keepsBlock = await as(client, receptionist, 'put', `/hotel/guests/${blocked.id}`).json(
      form({
        first_name: 'Bad',
        last_name: 'Payer',
        phone: '555',
        is_blocked: true,
        blocked_reason: 'Unpaid bill',
      })
    )
    keepsBlock.assertHeader('location', `/hotel/guests/${blocked.id}/edit`)
    await blocked.refresh()
    assert.equal(blocked.phone, '555')
    assert.isTrue(blocked.isBlocked)
    const created = await as(client, receptionist, 'post', '/hotel/guests').json(form())
    created.assertStatus(302)
    assert.lengthOf(await eventsOf('hotel.guest.blocked'), 0)
    assert.lengthOf(await eventsOf('hotel.guest.unblocked'), 0)
  })

  test('a Housekeeper is refused every guest route', async ({ client, assert }) => {
    const housekeeper = await userWithRoles(['Housekeeper'])
    const existing = await guest()
    const before = await fingerprint(['guests', 'events'])
    ;(await as(client, housekeeper, 'get', '/hotel/guests')).assertStatus(403)
    ;(await as(client, housekeeper, 'get', '/hotel/guests/create')).assertStatus(403)
    ;(await as(client, housekeeper, 'post', '/hotel/guests').json(form())).assertStatus(403)
    ;(await as(client, housekeeper, 'get', `/hotel/guests/${existing.id}`)).assertStatus(403)
    ;(await as(client, housekeeper, 'get', `/hotel/guests/${existing.id}/edit`)).assertStatus(403)
    ;(
      await as(client, housekeeper, 'put', `/hotel/guests/${existing.id}`).json(form())
    ).assertStatus(403)
    assert.equal(
      await fingerprint(['guests', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })

  test('the guest page lists their stays and what they spent', async ({ client, assert }) => {
    const admin = await administrator()
    const existing = await guest({ isVip: true })
    const empty = await as(client, admin, 'get', `/hotel/guests/${existing.id}`).withInertia()
    empty.assertInertiaComponent('Hotel/Guests/Show')
    assert.deepEqual((empty.inertiaProps as any).stays, [])
    assert.equal((empty.inertiaProps as any).spendCents, 0)

    const type = await roomType()
    const unit = await room(type)
    const now = new Date()
    const stay = (checkIn: string, checkOut: string, status: string, total: number) => ({
      guest_id: existing.id,
      room_type_id: type.id,
      room_id: unit.id,
      check_in: checkIn,
      check_out: checkOut,
      nightly_rate_cents: 9000,
      total_cents: total,
      status,
      created_at: now,
      updated_at: now,
    })
    await db.table('bookings').insert(stay('2026-01-10', '2026-01-12', 'checked_out', 18000))
    await db.table('bookings').insert(stay('2026-03-01', '2026-03-04', 'confirmed', 27000))

    const page = await as(client, admin, 'get', `/hotel/guests/${existing.id}`).withInertia()
    const props = page.inertiaProps as any
    assert.lengthOf(props.stays, 2)
    assert.containsSubset(props.stays[0], {
      checkIn: '2026-03-01',
      checkOut: '2026-03-04',
      status: 'confirmed',
      totalCents: 27000,
    })
    assert.match(props.stays[1].code, /^BK-\d{6}$/)
    assert.equal(props.spendCents, 18000)
    assert.isTrue(props.guest.isVip)
  })

  test('the demo guests seed once: 40 guests, some VIP, one blocked with a reason', async ({
    assert,
  }) => {
    await seedGuests(db.connection())
    await seedGuests(db.connection())
    assert.equal(await guestCount(), 40)
    const blocked = await Guest.query().where('is_blocked', true)
    assert.lengthOf(blocked, 1)
    assert.isNotEmpty(blocked[0].blockedReason)
    assert.isAbove((await Guest.query().where('is_vip', true)).length, 1)
  })
})
