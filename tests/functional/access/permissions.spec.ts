import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Permission from '#models/identity/permission'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { accessOf } from '#services/access'
import {
  administrator,
  as,
  eventsOf,
  eventSummary,
  role,
  seedRoles,
  userWithRoles,
} from './helpers.js'

async function rolesHolding(permission: Permission) {
  const rows = await db
    .from('role_permissions')
    .join('roles', 'roles.id', 'role_permissions.role_id')
    .where('role_permissions.permission_id', permission.id)
    .orderBy('roles.name')
    .select('roles.name')
  return rows.map((row: { name: string }) => row.name)
}

const spa = () =>
  Permission.create({
    name: 'spa.treatments.book',
    area: 'spa',
    description: 'Book treatments',
    isSystem: false,
  })

test.group('Permissions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the list shows system permissions read-only and custom ones editable, grouped by area', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const custom = await spa()
    const response = await as(client, admin, 'get', '/settings/permissions').withInertia()
    response.assertInertiaComponent('Settings/Permissions/Index')
    const props = response.inertiaProps as any
    assert.equal(props.areas.at(-1), 'spa')
    assert.containsSubset(
      props.catalogue.find((entry: any) => entry.name === 'hotel.bookings.view'),
      { area: 'hotel', isSystem: true, can: { update: false, delete: false } }
    )
    assert.containsSubset(
      props.catalogue.find((entry: any) => entry.id === custom.id),
      { area: 'spa', isSystem: false, can: { update: true, delete: true } }
    )
    assert.deepEqual(props.can, { create: true })
  })

  test('a custom permission is created in the area its name starts with, and the Administrator role holds it', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/settings/permissions').json({
      name: 'spa.treatments.book',
      description: 'Book treatments',
    })
    response.assertHeader('location', '/settings/permissions')
    const created = await Permission.findByOrFail('name', 'spa.treatments.book')
    assert.containsSubset(created.toJSON(), {
      area: 'spa',
      isSystem: false,
      description: 'Book treatments',
    })
    assert.deepEqual(await rolesHolding(created), [ADMINISTRATOR])
    const [event] = await eventsOf('roles.permission.created')
    assert.containsSubset(eventSummary(event), {
      actorId: admin.id,
      subjectType: 'permission',
      subjectId: String(created.id),
      subjectLabel: 'spa.treatments.book',
    })
    assert.deepEqual(event.changes.after, {
      name: 'spa.treatments.book',
      description: 'Book treatments',
    })
  })

  test('a badly formed or taken name is refused and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const format =
      'The name must look like area.resource.action, in lowercase letters and underscores.'
    for (const name of [
      'Spa.Book',
      'spa',
      'spa..book',
      'spa.treatments.book.now.please',
      'spa-treatments.book',
    ]) {
      const response = await as(client, admin, 'post', '/settings/permissions').json({
        name,
        description: '',
      })
      response.assertFlashMessage('inputErrorsBag', { name: [format] })
    }
    const taken = await as(client, admin, 'post', '/settings/permissions').json({
      name: 'hotel.bookings.view',
    })
    taken.assertFlashMessage('inputErrorsBag', { name: ['This name is already taken.'] })
    assert.lengthOf(await Permission.query().where('is_system', false), 0)
    assert.lengthOf(await eventsOf('roles.permission.created'), 0)
  })

  test('a custom permission is renamed, moving to its new area, and the roles holding it keep it', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const custom = await spa()
    const waiter = await role('Waiter')
    await waiter.related('permissions').attach([custom.id])
    const response = await as(client, admin, 'put', `/settings/permissions/${custom.id}`).json({
      name: 'wellness.treatments.book',
      description: 'Book treatments',
    })
    response.assertHeader('location', `/settings/permissions/${custom.id}/edit`)
    await custom.refresh()
    assert.equal(custom.area, 'wellness')
    assert.deepEqual(await rolesHolding(custom), ['Waiter'])
    const [event] = await eventsOf('roles.permission.updated')
    assert.deepEqual(event.changes, {
      before: { name: 'spa.treatments.book' },
      after: { name: 'wellness.treatments.book' },
    })
  })

  test('deleting a custom permission takes it away from every role', async ({ client, assert }) => {
    const admin = await administrator()
    const custom = await spa()
    const waiter = await role('Waiter')
    await waiter.related('permissions').attach([custom.id])
    const user = await userWithRoles(['Waiter'])
    assert.isTrue((await accessOf(user)).permissions.has('spa.treatments.book'))

    const response = await as(client, admin, 'delete', `/settings/permissions/${custom.id}`)
    response.assertFlashMessage('success', 'The permission spa.treatments.book was deleted.')
    assert.isNull(await Permission.find(custom.id))
    assert.notInclude(
      await db
        .from('role_permissions')
        .where('role_id', waiter.id)
        .then((rows) => rows.map((row) => row.permission_id)),
      custom.id
    )
    const [event] = await eventsOf('roles.permission.deleted')
    assert.deepEqual(event.changes.before, {
      name: 'spa.treatments.book',
      description: 'Book treatments',
      roles: ['Waiter'],
    })
  })

  test('system permissions cannot be edited or deleted', async ({ client, assert }) => {
    const admin = await administrator()
    const system = await Permission.findByOrFail('name', 'hotel.bookings.view')
    ;(await as(client, admin, 'get', `/settings/permissions/${system.id}/edit`)).assertStatus(403)
    ;(
      await as(client, admin, 'put', `/settings/permissions/${system.id}`).json({
        name: 'hotel.bookings.peek',
      })
    ).assertStatus(403)
    ;(await as(client, admin, 'delete', `/settings/permissions/${system.id}`)).assertStatus(403)
    await system.refresh()
    assert.equal(system.name, 'hotel.bookings.view')
    assert.lengthOf(await eventsOf('roles.permission.updated'), 0)
  })
})
