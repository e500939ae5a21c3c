import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { PERMISSION_AREAS, SYSTEM_PERMISSIONS } from '#enums/identity/permission'
import { RoleFactory } from '#database/factories/identity/role_factory'
import {
  administrator,
  as,
  eventsOf,
  eventSummary,
  role,
  seedRoles,
  userWithRoles,
} from './helpers.js'

async function permissionNamesOf(roleId: number) {
  const found = await Role.query()
    .where('id', roleId)
    .preload('permissions', (query) => query.orderBy('name'))
    .firstOrFail()
  return found.permissions.map((permission) => permission.name)
}

test.group('Roles: the list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('shows each role with its user and permission counts and whether it is built in', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await userWithRoles(['Waiter'])
    await userWithRoles(['Waiter'])
    const custom = await RoleFactory.merge({ name: 'Night auditor' }).create()
    const response = await as(client, admin, 'get', '/settings/roles').withInertia()
    response.assertInertiaComponent('Settings/Roles/Index')
    const roles = (response.inertiaProps as any).roles
    const waiter = roles.find((entry: any) => entry.name === 'Waiter')
    assert.containsSubset(waiter, {
      usersCount: 2,
      isSystem: true,
      can: { update: true, delete: false },
    })
    assert.equal(waiter.permissionsCount, (await permissionNamesOf(waiter.id)).length)
    assert.containsSubset(
      roles.find((entry: any) => entry.id === custom.id),
      { usersCount: 0, permissionsCount: 0, isSystem: false, can: { update: true, delete: true } }
    )
    assert.containsSubset(
      roles.find((entry: any) => entry.name === ADMINISTRATOR),
      { isAdministrator: true, usersCount: 1 }
    )
    assert.deepEqual((response.inertiaProps as any).can, { create: true, viewPermissions: true })
  })

  test('the role form offers every permission, custom ones included, grouped by area in catalogue order', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    await Permission.create({
      name: 'spa.treatments.book',
      area: 'spa',
      description: 'Book spa treatments',
      isSystem: false,
    })
    const response = await as(client, admin, 'get', '/settings/roles/create').withInertia()
    const props = response.inertiaProps as any
    assert.lengthOf(props.catalogue, SYSTEM_PERMISSIONS.length + 1)
    assert.include(
      props.permissions,
      'roles.manage',
      'the shared permission names are not shadowed'
    )
    assert.deepEqual(props.areas, [...PERMISSION_AREAS, 'spa'])
    assert.deepInclude(props.catalogue, {
      id: props.catalogue.find((entry: any) => entry.name === 'spa.treatments.book').id,
      name: 'spa.treatments.book',
      area: 'spa',
      description: 'Book spa treatments',
      isSystem: false,
    })
  })
})

test.group('Roles: creating, editing and deleting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a role is created with its permissions and the event lists them', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/settings/roles').json({
      name: 'Night auditor',
      description: 'Closes the day',
      permissions: ['hotel.bookings.view', 'reports.view.hotel'],
    })
    response.assertHeader('location', '/settings/roles')
    response.assertFlashMessage('success', 'The Night auditor role was created.')
    const created = await Role.findByOrFail('name', 'Night auditor')
    assert.isFalse(created.isSystem)
    assert.deepEqual(await permissionNamesOf(created.id), [
      'hotel.bookings.view',
      'reports.view.hotel',
    ])
    const [event] = await eventsOf('roles.role.created')
    assert.containsSubset(eventSummary(event), {
      actorId: admin.id,
      subjectType: 'role',
      subjectId: String(created.id),
      subjectLabel: 'Night auditor',
    })
    assert.deepEqual(event.changes.after, {
      name: 'Night auditor',
      description: 'Closes the day',
      permissions: ['hotel.bookings.view', 'reports.view.hotel'],
    })
  })

  test('bad input is reported next to its field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const missing = await as(client, admin, 'post', '/settings/roles').json({
      name: '',
      permissions: ['hotel.bookings.view'],
    })
    missing.assertFlashMessage('inputErrorsBag', { name: ['The name field is required.'] })
    const taken = await as(client, admin, 'post', '/settings/roles').json({
      name: 'waiter',
      permissions: [],
    })
    taken.assertFlashMessage('inputErrorsBag', { name: ['This name is already taken.'] })
    const unknown = await as(client, admin, 'post', '/settings/roles').json({
      name: 'Ghosts',
      permissions: ['ghost.things.haunt'],
    })
    unknown.assertFlashMessage('inputErrorsBag', {
      permissions: [
        'One of the chosen permissions does not exist any more. Reload the page and try again.',
      ],
    })
    assert.lengthOf(await Role.query().where('is_system', false), 0)
    assert.lengthOf(await eventsOf('roles.role.created'), 0)
  })

  test('changing permissions records the names before and after', async ({ client, assert }) => {
    const admin = await administrator()
    const housekeeper = await role('Housekeeper')
    const before = await permissionNamesOf(housekeeper.id)
    const after = [
      ...before.filter((name) => name !== 'hotel.rooms.view'),
      'hotel.housekeeping.assign',
    ].sort()
    const response = await as(client, admin, 'put', `/settings/roles/${housekeeper.id}`).json({
      name: 'Housekeeper',
      description: 'Cleans rooms',
      permissions: after,
    })
    response.assertHeader('location', `/settings/roles/${housekeeper.id}/edit`)
    response.assertFlashMessage('success', 'Saved.')
    assert.deepEqual(await permissionNamesOf(housekeeper.id), after)
    const [event] = await eventsOf('roles.role.updated')
    assert.deepEqual(event.changes, {
      before: { description: housekeeper.description, permissions: before },
      after: { description: 'Cleans rooms', permissions: after },
    })
  })

  test('the Administrator role keeps every permission whatever is sent', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const administratorRole = await role(ADMINISTRATOR)
    const all = await permissionNamesOf(administratorRole.id)
    await as(client, admin, 'put', `/settings/roles/${administratorRole.id}`).json({
      name: ADMINISTRATOR,
      description: 'Runs everything',
      permissions: ['hotel.bookings.view'],
    })
    assert.deepEqual(await permissionNamesOf(administratorRole.id), all)
    assert.equal((await role(ADMINISTRATOR)).description, 'Runs everything')
  })

  test('a built-in role keeps its name', async ({ client, assert }) => {
    const admin = await administrator()
    const waiter = await role('Waiter')
    const response = await as(client, admin, 'put', `/settings/roles/${waiter.id}`).json({
      name: 'Server',
      permissions: [],
    })
    response.assertFlashMessage('inputErrorsBag', { name: ['A built-in role keeps its name.'] })
    assert.equal((await Role.findOrFail(waiter.id)).name, 'Waiter')
    assert.isNotEmpty(await permissionNamesOf(waiter.id))
  })

  test('nobody grants a permission they do not hold', async ({ client, assert }) => {
    const curator = await RoleFactory.merge({ name: 'Role curator' }).create()
    const permissions = await Permission.query().whereIn('name', [
      'roles.manage',
      'hotel.bookings.view',
    ])
    await curator.related('permissions').attach(permissions.map((permission) => permission.id))
    const user = await userWithRoles(['Role curator'])
    const response = await as(client, user, 'post', '/settings/roles').json({
      name: 'Stock',
      permissions: ['inventory.movements.adjust'],
    })
    response.assertFlashMessage('inputErrorsBag', {
      permissions: ['You can only give or take away permissions you hold yourself.'],
    })
    assert.isNull(await Role.findBy('name', 'Stock'))
    const allowed = await as(client, user, 'post', '/settings/roles').json({
      name: 'Bookings',
      permissions: ['hotel.bookings.view'],
    })
    allowed.assertHeader('location', '/settings/roles')
  })

  test('a role nobody holds is deleted; one with users is kept with a message', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const empty = await RoleFactory.merge({ name: 'Unused' }).create()
    const held = await RoleFactory.merge({ name: 'Held' }).create()
    await userWithRoles(['Held'])

    const refused = await as(client, admin, 'delete', `/settings/roles/${held.id}`)
    refused.assertFlashMessage('inputErrorsBag', {
      role: ['The Held role cannot be deleted while 1 user holds it.'],
    })
    assert.exists(await Role.find(held.id))

    const deleted = await as(client, admin, 'delete', `/settings/roles/${empty.id}`)
    deleted.assertHeader('location', '/settings/roles')
    assert.isNull(await Role.find(empty.id))
    const events = await eventsOf('roles.role.deleted')
    assert.lengthOf(events, 1)
    assert.containsSubset(eventSummary(events[0]), {
      actorId: admin.id,
      subjectType: 'role',
      subjectId: String(empty.id),
      subjectLabel: 'Unused',
    })
  })

  test('a JSON client deleting a role that users hold gets 409 with the message under its field', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const held = await RoleFactory.merge({ name: 'Held' }).create()
    await userWithRoles(['Held'])

    const refused = await as(client, admin, 'delete', `/settings/roles/${held.id}`).header(
      'accept',
      'application/json'
    )
    refused.assertStatus(409)
    const message = 'The Held role cannot be deleted while 1 user holds it.'
    assert.deepEqual(refused.body(), {
      status: 409,
      code: 'E_NOT_ALLOWED',
      message,
      field: 'role',
      errors: [{ field: 'role', message }],
    })
    assert.exists(await Role.find(held.id))
  })

  test('built-in roles cannot be deleted', async ({ client, assert }) => {
    const admin = await administrator()
    const kitchen = await role('Kitchen')
    const response = await as(client, admin, 'delete', `/settings/roles/${kitchen.id}`)
    response.assertStatus(403)
    assert.exists(await Role.find(kitchen.id))
  })
})
