import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { cleanTable } from '#actions/restaurant/clean_table'
import { NotAllowedError } from '#exceptions/domain_errors'
import { systemAudit } from '#services/audit_context'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable, reservation, eventsOf, markEvents } from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'T12',
  area: 'Terrace',
  seats: 4,
  shape: 'round',
  is_active: true,
  ...overrides,
})

const tableCount = async () =>
  Number((await db.from('restaurant_tables').count('* as total').first()).total)

test.group('Restaurant: tables', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('a new table without a position is placed in the first free spot of its area, and the event is recorded', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await diningTable({ name: 'T1', area: 'Terrace', posX: 20, posY: 20, width: 80, height: 80 })
    const response = await as(client, admin, 'post', '/restaurant/tables').json(form())
    response.assertHeader('location', '/restaurant/tables')
    response.assertFlashMessage('success', 'Table T12 was created.')
    const created = await RestaurantTable.findByOrFail('name', 'T12')
    assert.deepEqual(
      { x: created.posX, y: created.posY, width: created.width, height: created.height },
      { x: 120, y: 20, width: 80, height: 80 }
    )
    const [event] = await eventsOf('restaurant.table.created')
    assert.equal(event.subjectLabel, 'Table T12')
    assert.containsSubset(event.changes.after, { area: 'Terrace', seats: 4, shape: 'round' })
  })

  test('bad input is reported field by field, never a 500, and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await diningTable({ name: 'T5' })
    const before = await tableCount()
    const response = await as(client, admin, 'post', '/restaurant/tables').json(
      form({ name: 't5', area: '', seats: 0, shape: 'hexagon', width: 20, x: -5 })
    )
    response.assertStatus(302)
    const errors = response.flashMessages()?.inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.name, ['This name is already taken.'])
    assert.deepEqual(errors.area, ['The area field is required.'])
    assert.deepEqual(errors.seats, ['The number of seats must be at least 1.'])
    assert.deepEqual(errors.shape, ['Choose one of the listed options.'])
    assert.deepEqual(errors.width, ['The width must be at least 40.'])
    assert.deepEqual(errors.x, ['The position from the left must be at least 0.'])

    const offPlan = await as(client, admin, 'post', '/restaurant/tables').json(
      form({ x: 1100, y: 10, width: 200, height: 80 })
    )
    assert.deepEqual((offPlan.flashMessages()?.inputErrorsBag as any).x, [
      'The table would reach past the right edge of the plan (1200 units): move it left or make it narrower.',
    ])
    assert.equal(await tableCount(), before)
  })

  test('a table keeps the seats and service its upcoming reservations need', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const table = await diningTable({ name: 'T3', seats: 6 })
    const held = await reservation(table, { minutesFromNow: 24 * 60, partySize: 6 })
    const fewer = await as(client, admin, 'put', `/restaurant/tables/${table.id}`).json(
      form({ name: 'T3', area: 'Main hall', seats: 4, shape: 'square' })
    )
    assert.deepEqual((fewer.flashMessages()?.inputErrorsBag as any).seats, [
      `Reservation ${held.code} is for 6: the table needs at least 6 seats.`,
    ])
    const off = await as(client, admin, 'put', `/restaurant/tables/${table.id}`).json(
      form({ name: 'T3', area: 'Main hall', seats: 6, shape: 'square', is_active: false })
    )
    assert.match(
      (off.flashMessages()?.inputErrorsBag as any).is_active[0],
      /still holds reservation RS-\d{6}/
    )
    await table.refresh()
    assert.equal(table.seats, 6)
    assert.isTrue(table.isActive)

    const moved = await as(client, admin, 'put', `/restaurant/tables/${table.id}`).json(
      form({
        name: 'T3',
        area: 'Terrace',
        seats: 8,
        shape: 'rectangle',
        x: 300,
        y: 200,
        width: 160,
        height: 80,
      })
    )
    moved.assertHeader('location', `/restaurant/tables/${table.id}/edit`)
    await table.refresh()
    assert.deepEqual([table.area, table.seats, table.posX, table.width], ['Terrace', 8, 300, 160])
    const [event] = await eventsOf('restaurant.table.updated')
    assert.deepEqual(event.changes.before, {
      area: 'Main hall',
      seats: 6,
      shape: 'square',
      x: 20,
      y: 20,
      width: 80,
    })
  })

  test('the list shows each table with its derived status and filters by area', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const free = await diningTable({ name: 'T1' })
    const occupied = await diningTable({ name: 'T2', posX: 200 })
    const dirty = await diningTable({ name: 'B1', area: 'Bar', needsCleaningSince: DateTime.now() })
    await reservation(occupied, { minutesFromNow: -10, status: 'seated' })
    const response = await as(client, waiter, 'get', '/restaurant/tables').withInertia()
    response.assertInertiaComponent('Restaurant/Tables/Index')
    const statuses = Object.fromEntries(
      (response.inertiaProps as any).tables.map((row: any) => [row.name, row.status])
    )
    assert.deepEqual(statuses, { B1: 'needs_cleaning', T1: 'free', T2: 'occupied' })
    const bar = await as(client, waiter, 'get', '/restaurant/tables?area=Bar').withInertia()
    assert.deepEqual(
      (bar.inertiaProps as any).tables.map((row: any) => row.id),
      [dirty.id]
    )
    assert.isFalse((response.inertiaProps as any).can.manage)
    assert.isTrue((response.inertiaProps as any).can.clean)
    assert.exists(free)
  })

  test('"cleaned" frees a table that needs cleaning and records it; any other table is refused with a message', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const dirty = await diningTable({
      name: 'T7',
      needsCleaningSince: DateTime.now().minus({ minutes: 5 }),
    })
    const clean = await as(client, waiter, 'post', `/restaurant/tables/${dirty.id}/clean`)
    clean.assertFlashMessage('success', 'Table T7 is clean and ready.')
    await dirty.refresh()
    assert.isNull(dirty.needsCleaningSince)
    const [event] = await eventsOf('restaurant.table.cleaned')
    assert.equal(event.subjectLabel, 'Table T7')

    const again = await as(client, waiter, 'post', `/restaurant/tables/${dirty.id}/clean`)
    again.assertFlashMessage('error', 'Table T7 does not need cleaning.')
    assert.lengthOf(await eventsOf('restaurant.table.cleaned'), 1)
  })

  test('without the permissions: 403 on every table screen and action', async ({
    client,
    assert,
  }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const waiter = await userWithRoles(['Waiter'])
    const table = await diningTable()
    const before = await fingerprint(['restaurant_tables', 'events'])
    for (const [user, method, url] of [
      [kitchen, 'get', '/restaurant/tables'],
      [kitchen, 'post', `/restaurant/tables/${table.id}/clean`],
      [waiter, 'get', '/restaurant/tables/create'],
      [waiter, 'post', '/restaurant/tables'],
      [waiter, 'get', `/restaurant/tables/${table.id}/edit`],
      [waiter, 'put', `/restaurant/tables/${table.id}`],
    ] as const) {
      const response = await as(client, user, method, url).header('accept', 'text/html')
      response.assertStatus(403)
    }
    assert.equal(
      await fingerprint(['restaurant_tables', 'events']),
      before,
      'the refused writes changed nothing'
    )
  })

  test('"cleaned" runs without a request: the action refuses by kind and records its actor', async ({
    assert,
  }) => {
    const host = await userWithRoles(['Waiter'])
    const table = await diningTable({ name: 'T9' })

    await assert.rejects(() => cleanTable({ table }, systemAudit(host)), NotAllowedError)

    await table.merge({ needsCleaningSince: DateTime.now() }).save()
    await cleanTable({ table }, systemAudit(host))
    await table.refresh()
    assert.isNull(table.needsCleaningSince)
    const [event] = await eventsOf('restaurant.table.cleaned')
    assert.equal(event.actorId, host.id)
    assert.isNull(event.ip)
  })
})
