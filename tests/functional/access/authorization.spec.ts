import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import Permission from '#models/identity/permission'
import Event from '#models/events/event'
import { createUser } from '#tests/helpers/identity'
import { administrator, as, seedRoles, userWithRoles } from './helpers.js'

type Method = 'get' | 'post' | 'put' | 'delete'

/* Every access route, with the permission it needs. `:user`, `:role` and `:permission` are filled in per test. */
const routes: { method: Method; url: string; permission: string }[] = [
  { method: 'get', url: '/users', permission: 'users.manage' },
  { method: 'get', url: '/users/create', permission: 'users.manage' },
  { method: 'post', url: '/users', permission: 'users.manage' },
  { method: 'get', url: '/users/:user/edit', permission: 'users.manage' },
  { method: 'put', url: '/users/:user', permission: 'users.manage' },
  { method: 'delete', url: '/users/:user', permission: 'users.manage' },
  { method: 'post', url: '/users/:user/deactivate', permission: 'users.manage' },
  { method: 'post', url: '/users/:user/activate', permission: 'users.manage' },
  { method: 'get', url: '/settings/roles', permission: 'roles.manage' },
  { method: 'get', url: '/settings/roles/create', permission: 'roles.manage' },
  { method: 'post', url: '/settings/roles', permission: 'roles.manage' },
  { method: 'get', url: '/settings/roles/:role/edit', permission: 'roles.manage' },
  { method: 'put', url: '/settings/roles/:role', permission: 'roles.manage' },
  { method: 'delete', url: '/settings/roles/:role', permission: 'roles.manage' },
  { method: 'get', url: '/settings/permissions', permission: 'permissions.manage' },
  { method: 'get', url: '/settings/permissions/create', permission: 'permissions.manage' },
  { method: 'post', url: '/settings/permissions', permission: 'permissions.manage' },
  {
    method: 'get',
    url: '/settings/permissions/:permission/edit',
    permission: 'permissions.manage',
  },
  { method: 'put', url: '/settings/permissions/:permission', permission: 'permissions.manage' },
  { method: 'delete', url: '/settings/permissions/:permission', permission: 'permissions.manage' },
]

async function fill(url: string) {
  const target = await createUser({
    fullName: 'Target',
    isActive: url.endsWith('/activate') ? false : true,
  })
  const role = await Role.create({ name: 'Night audit', description: '' })
  const permission = await Permission.create({
    name: 'spa.treatments.book',
    area: 'spa',
    description: '',
    isSystem: false,
  })
  return url
    .replace(':user', String(target.id))
    .replace(':role', String(role.id))
    .replace(':permission', String(permission.id))
}

const body = {
  full_name: 'Changed',
  email: 'changed@example.com',
  name: 'changed.name.here',
  description: 'x',
  permissions: [],
}

test.group('Access screens: who may use them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('{method} {url} is forbidden (403) without {permission}, and writes nothing')
    .with(routes)
    .run(async ({ client, assert }, route) => {
      /* A Manager holds users.manage but not roles.manage nor permissions.manage; a Receptionist holds none. */
      const user = await userWithRoles([
        route.permission === 'users.manage' ? 'Receptionist' : 'Manager',
      ])
      const url = await fill(route.url)
      const snapshot = async () => [
        await User.query()
          .orderBy('id')
          .then((rows) => rows.map((row) => [row.id, row.fullName, row.isActive])),
        await Role.query()
          .orderBy('id')
          .then((rows) => rows.map((row) => [row.id, row.name])),
        await Permission.query()
          .orderBy('id')
          .then((rows) => rows.map((row) => [row.id, row.name])),
        await Event.query()
          .count('* as total')
          .then(([row]) => row.$extras.total),
      ]
      const before = await snapshot()
      const request = as(client, user, route.method, url)
      const response = await (route.method === 'get' ? request : request.json(body))
      response.assertStatus(403)
      assert.deepEqual(await snapshot(), before)
    })

  test('a guest is sent to the login page', async ({ client }) => {
    for (const url of ['/users', '/settings/roles', '/settings/permissions']) {
      const response = await client.get(url).redirects(0)
      response.assertHeader('location', '/login')
    }
  })

  test('an administrator opens every list', async ({ client }) => {
    const admin = await administrator()
    for (const [url, page] of [
      ['/users', 'Users/Index'],
      ['/settings/roles', 'Settings/Roles/Index'],
      ['/settings/permissions', 'Settings/Permissions/Index'],
    ]) {
      const response = await as(client, admin, 'get', url).withInertia()
      response.assertInertiaComponent(page)
    }
  })
})
