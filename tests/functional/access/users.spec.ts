import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import User from '#models/identity/user'
import Event from '#models/events/event'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { recordEvent, userSubject } from '#services/record_event'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import {
  administrator,
  as,
  eventsOf,
  eventSummary,
  NEW_PASSWORD,
  role,
  roleNamesOf,
  seedRoles,
  userWithRoles,
} from './helpers.js'

const form = async (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Rosa Recepción',
  email: 'rosa@example.com',
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  roles: [(await role('Receptionist')).id],
  is_active: true,
  ...overrides,
})

const userCount = () =>
  User.query()
    .count('* as total')
    .then(([row]) => Number(row.$extras.total))

const editForm = (user: User, overrides: Record<string, unknown> = {}) => ({
  full_name: user.fullName,
  email: user.email,
  ...overrides,
})

test.group('Users: the list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('shows every user with roles, status, two-factor and last sign-in, and never a secret', async ({
    client,
    assert,
  }) => {
    const admin = await administrator({ fullName: 'Ada Admin' })
    const waiter = await userWithRoles(['Waiter', 'Cashier'], {
      fullName: 'Walter Waiter',
      lastLoginAt: DateTime.fromISO('2026-03-01T10:00:00Z'),
    })
    const response = await as(client, admin, 'get', '/users').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Users/Index')
    const props = response.inertiaProps as any
    const row = props.users.data.find((entry: any) => entry.id === waiter.id)
    assert.deepEqual(row.roles, ['Cashier', 'Waiter'])
    assert.isTrue(row.isActive)
    assert.isFalse(row.twoFactorEnabled)
    assert.equal(row.lastLoginAt, '2026-03-01T10:00:00.000+00:00')
    assert.deepEqual(row.can, { update: true, deactivate: true, activate: false, delete: true })
    assert.deepEqual(props.can, { create: true })
    assert.equal(props.users.metadata.total, await userCount())
    assert.notInclude(JSON.stringify(props), waiter.password)
    assert.notProperty(row, 'securityStamp')
  })

  test('nobody is offered to delete or deactivate themselves', async ({ client, assert }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'get', '/users').withInertia()
    const own = (response.inertiaProps as any).users.data.find(
      (entry: any) => entry.id === admin.id
    )
    assert.deepEqual(own.can, { update: true, deactivate: false, activate: false, delete: false })
  })

  test('search matches name or e-mail whatever the case', async ({ client, assert }) => {
    const admin = await administrator({ fullName: 'Ada Admin', email: 'ada@example.com' })
    await createUser({ fullName: 'María Pérez', email: 'maria@hotel.test' })
    await createUser({ fullName: 'Pedro Gómez', email: 'pedro@MARIA-fans.test' })
    await createUser({ fullName: 'Someone Else', email: 'else@example.com' })
    const response = await as(client, admin, 'get', '/users?search=MARIA').withInertia()
    const names = (response.inertiaProps as any).users.data.map((entry: any) => entry.fullName)
    assert.sameMembers(names, ['María Pérez', 'Pedro Gómez'])
  })

  test('filters by role and by status, and the page links keep the filters', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const kept = await userWithRoles(['Receptionist'], { fullName: 'Rita Active' })
    await userWithRoles(['Receptionist'], { fullName: 'Rex Inactive', isActive: false })
    await userWithRoles(['Waiter'], { fullName: 'Wanda Waiter' })
    for (let index = 0; index < 3; index++)
      await userWithRoles(['Receptionist'], { fullName: `Zed ${index}` })

    const response = await as(
      client,
      admin,
      'get',
      '/users?role=receptionist&status=active&per_page=2'
    ).withInertia()
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.users.data.map((entry: any) => entry.fullName),
      [kept.fullName, 'Zed 0']
    )
    assert.equal(props.users.metadata.total, 4)
    assert.equal(
      props.users.metadata.nextPageUrl,
      '/users?role=receptionist&status=active&per_page=2&page=2'
    )
    assert.deepInclude(props.filters, { role: 'receptionist', status: 'active', perPage: 2 })
  })

  test('25 a page by default, never more than 100, sorted by the query string', async ({
    client,
    assert,
  }) => {
    const admin = await administrator({ fullName: 'Ada Admin' })
    const users = await User.createMany(
      Array.from({ length: 30 }, (_, index) => ({
        fullName: `User ${String(index).padStart(2, '0')}`,
        email: `user${index}@example.com`,
        password: FACTORY_PASSWORD,
        lastLoginAt: DateTime.now().minus({ hours: index }),
      }))
    )
    const first = await as(client, admin, 'get', '/users').withInertia()
    assert.lengthOf((first.inertiaProps as any).users.data, 25)

    const all = await as(client, admin, 'get', '/users?per_page=500').withInertia()
    assert.equal((all.inertiaProps as any).users.metadata.perPage, 100)
    assert.lengthOf((all.inertiaProps as any).users.data, await userCount())

    const recent = await as(
      client,
      admin,
      'get',
      '/users?sort=last_login&direction=desc'
    ).withInertia()
    assert.equal((recent.inertiaProps as any).users.data[0].id, users[0].id)
    const byName = await as(client, admin, 'get', '/users?sort=name&direction=desc').withInertia()
    assert.equal((byName.inertiaProps as any).users.data[0].fullName, 'User 29')
  })

  test('a broken value in the query string falls back to its default', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(
      client,
      admin,
      'get',
      '/users?sort=password&page=-3&status=maybe&search=ad'
    ).withInertia()
    response.assertStatus(200)
    assert.deepInclude((response.inertiaProps as any).filters, {
      sort: 'name',
      page: 1,
      status: '',
      search: 'ad',
    })
  })
})

test.group('Users: creating', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('an administrator creates a user with roles; the event records it without the password', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await as(client, admin, 'post', '/users').json(await form())
    response.assertHeader('location', '/users')
    response.assertFlashMessage('success', 'Rosa Recepción was created.')

    const user = await User.findByOrFail('email', 'rosa@example.com')
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    assert.isTrue(user.isActive)
    assert.isNotNull(user.emailVerifiedAt)
    assert.deepEqual(await roleNamesOf(user), ['Receptionist'])

    const [event] = await eventsOf('users.user.created')
    assert.equal(event.actorId, admin.id)
    assert.containsSubset(eventSummary(event), {
      subjectType: 'user',
      subjectId: String(user.id),
      subjectLabel: 'Rosa Recepción',
    })
    assert.deepEqual(event.changes.after, {
      fullName: 'Rosa Recepción',
      email: 'rosa@example.com',
      isActive: true,
      roles: ['Receptionist'],
    })
    assert.notInclude(JSON.stringify(event.changes), user.password)
  })

  test('bad input is reported field by field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const before = await userCount()
    const response = await as(client, admin, 'post', '/users').json(
      await form({
        full_name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'different',
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      full_name: ['The name field is required.'],
      email: ['Enter a valid e-mail address.'],
      password: ['The password field must have at least 12 characters.'],
    })
    assert.equal(await userCount(), before)
    assert.lengthOf(await eventsOf('users.user.created'), 0)
  })

  test('an e-mail address already in use, in any case, is refused', async ({ client, assert }) => {
    const admin = await administrator()
    await createUser({ email: 'rosa@example.com' })
    const response = await as(client, admin, 'post', '/users').json(
      await form({ email: 'ROSA@example.com' })
    )
    response.assertFlashMessage('inputErrorsBag', { email: ['This email is already taken.'] })
    assert.lengthOf(await User.query().where('full_name', 'Rosa Recepción'), 0)
  })

  test('a Manager cannot hand out the Administrator role', async ({ client, assert }) => {
    const manager = await userWithRoles(['Manager'])
    const response = await as(client, manager, 'post', '/users').json(
      await form({ roles: [(await role(ADMINISTRATOR)).id] })
    )
    response.assertFlashMessage('inputErrorsBag', {
      roles: [
        'You cannot give or take away the Administrator role: it grants permissions you do not hold.',
      ],
    })
    assert.isNull(await User.findBy('email', 'rosa@example.com'))
  })

  test('the create screen lists the roles, marking those the user may not hand out', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const response = await as(client, manager, 'get', '/users/create').withInertia()
    response.assertInertiaComponent('Users/Create')
    const roles = (response.inertiaProps as any).roles
    assert.isFalse(roles.find((entry: any) => entry.name === ADMINISTRATOR).assignable)
    assert.isTrue(roles.find((entry: any) => entry.name === 'Receptionist').assignable)
  })
})

test.group('Users: editing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the edit screen shows the user without secrets and what may be changed', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const waiter = await userWithRoles(['Waiter'])
    const response = await as(client, admin, 'get', `/users/${waiter.id}/edit`).withInertia()
    response.assertInertiaComponent('Users/Edit')
    const user = (response.inertiaProps as any).editedUser
    assert.equal(
      (response.inertiaProps as any).user.id,
      admin.id,
      'the shared signed-in user is not shadowed'
    )
    assert.deepEqual(user.roleIds, [(await role('Waiter')).id])
    assert.deepEqual(user.can, { changeRoles: true, changeStatus: true, delete: true })
    assert.notInclude(JSON.stringify(response.inertiaProps), waiter.password)

    const own = await as(client, admin, 'get', `/users/${admin.id}/edit`).withInertia()
    assert.deepEqual((own.inertiaProps as any).editedUser.can, {
      changeRoles: false,
      changeStatus: false,
      delete: false,
    })
  })

  test('name and e-mail changes record only the changed fields', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'], { fullName: 'Old Name' })
    const response = await as(client, admin, 'put', `/users/${user.id}`).json(
      editForm(user, { full_name: 'New Name', roles: [(await role('Waiter')).id] })
    )
    response.assertHeader('location', `/users/${user.id}/edit`)
    response.assertFlashMessage('success', 'Saved.')
    await user.refresh()
    assert.equal(user.fullName, 'New Name')

    const events = await Event.query().where('subject_id', String(user.id))
    assert.deepEqual(
      events.map((event) => event.type),
      ['users.user.updated']
    )
    assert.deepEqual(events[0].changes, {
      before: { fullName: 'Old Name' },
      after: { fullName: 'New Name' },
    })
  })

  test('changing roles records the role names before and after', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'])
    const roles = [(await role('Cashier')).id, (await role('Kitchen')).id]
    await as(client, admin, 'put', `/users/${user.id}`).json(editForm(user, { roles }))
    assert.deepEqual(await roleNamesOf(user), ['Cashier', 'Kitchen'])
    const [event] = await eventsOf('users.role.changed')
    assert.equal(event.actorId, admin.id)
    assert.equal(event.subjectId, String(user.id))
    assert.deepEqual(event.changes, {
      before: { roles: ['Waiter'] },
      after: { roles: ['Cashier', 'Kitchen'] },
    })
  })

  test('a new password replaces the old one and ends that user’s sessions; the event never holds the hash', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'])
    const oldStamp = user.securityStamp
    await as(client, admin, 'put', `/users/${user.id}`).json(
      editForm(user, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
    )
    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await hash.verify(fresh.password, NEW_PASSWORD))
    assert.notEqual(fresh.securityStamp, oldStamp)
    const stale = await client
      .get('/dashboard')
      .loginAs(fresh)
      .withSession({ auth_security_stamp: oldStamp })
      .redirects(0)
    stale.assertHeader('location', '/login')

    const [event] = await eventsOf('users.user.updated')
    assert.deepEqual(event.metadata, { passwordChanged: true })
    assert.notInclude(JSON.stringify(event), fresh.password)
  })

  test('leaving the password blank keeps it', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'])
    await as(client, admin, 'put', `/users/${user.id}`).json(
      editForm(user, { full_name: 'Renamed', password: '', password_confirmation: '' })
    )
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Renamed')
    assert.equal(fresh.password, user.password)
  })

  test('bad input is reported next to its field and nothing is written', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const other = await createUser({ email: 'taken@example.com' })
    const user = await userWithRoles(['Waiter'], { fullName: 'Unchanged' })
    const response = await as(client, admin, 'put', `/users/${user.id}`).json(
      editForm(user, {
        full_name: 'x'.repeat(121),
        email: other.email.toUpperCase(),
        password: NEW_PASSWORD,
        password_confirmation: 'other',
      })
    )
    response.assertFlashMessage('inputErrorsBag', {
      full_name: ['The name field must not be longer than 120 characters.'],
      email: ['This email is already taken.'],
      password_confirmation: ['The password confirmation does not match.'],
    })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Unchanged')
    assert.equal(fresh.password, user.password)
    assert.lengthOf(await Event.query().where('subject_id', String(user.id)), 0)
  })

  test('nobody changes their own roles, not even an administrator', async ({ client, assert }) => {
    const admin = await administrator()
    await administrator()
    const response = await as(client, admin, 'put', `/users/${admin.id}`).json(
      editForm(admin, { roles: [(await role('Waiter')).id] })
    )
    response.assertFlashMessage('inputErrorsBag', {
      roles: ['You cannot change your own roles. Ask another administrator.'],
    })
    assert.deepEqual(await roleNamesOf(admin), [ADMINISTRATOR])
    assert.lengthOf(await eventsOf('users.role.changed'), 0)
  })

  test('sending one’s own unchanged roles with a new name is fine, and a new own password keeps this session', async ({
    client,
    assert,
  }) => {
    const admin = await administrator({ fullName: 'Ada' })
    const response = await as(client, admin, 'put', `/users/${admin.id}`).json(
      editForm(admin, {
        full_name: 'Ada Lovelace',
        roles: [(await role(ADMINISTRATOR)).id],
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
    )
    const fresh = await User.findOrFail(admin.id)
    assert.equal(fresh.fullName, 'Ada Lovelace')
    response.assertSession('auth_security_stamp', fresh.securityStamp)
  })

  test('nobody deactivates themselves through the form', async ({ client, assert }) => {
    const admin = await administrator()
    await administrator()
    const response = await as(client, admin, 'put', `/users/${admin.id}`).json(
      editForm(admin, { is_active: false })
    )
    response.assertFlashMessage('inputErrorsBag', {
      is_active: ['You cannot deactivate or activate your own account.'],
    })
    assert.isTrue((await User.findOrFail(admin.id)).isActive)
  })

  test('one Administrator can demote another while a second one remains', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const other = await administrator()
    await as(client, admin, 'put', `/users/${other.id}`).json(
      editForm(other, { roles: [(await role('Manager')).id] })
    )
    assert.deepEqual(await roleNamesOf(other), ['Manager'])
  })

  test('a Manager cannot edit an Administrator, nor take roles away that they do not hold', async ({
    client,
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const admin = await administrator({ fullName: 'Protected' })
    const response = await as(client, manager, 'put', `/users/${admin.id}`).json(
      editForm(admin, {
        full_name: 'Hijacked',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
    )
    response.assertStatus(403)
    const page = await as(client, manager, 'get', `/users/${admin.id}/edit`)
    page.assertStatus(403)
    assert.equal((await User.findOrFail(admin.id)).fullName, 'Protected')
  })

  test('a deactivated user can be activated again through the form', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'], { isActive: false })
    await as(client, admin, 'put', `/users/${user.id}`).json(editForm(user, { is_active: true }))
    assert.isTrue((await User.findOrFail(user.id)).isActive)
    const [event] = await eventsOf('users.user.activated')
    assert.deepEqual(event.changes, { before: { isActive: false }, after: { isActive: true } })
  })
})

test.group('Users: deactivating, activating and deleting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a deactivated user’s session ends at their next request', async ({ client, assert }) => {
    const admin = await administrator()
    const waiter = await userWithRoles(['Waiter'])
    const session = { auth_security_stamp: waiter.securityStamp }
    const before = await client.get('/dashboard').loginAs(waiter).withSession(session).redirects(0)
    before.assertStatus(200)

    const response = await as(client, admin, 'post', `/users/${waiter.id}/deactivate`).header(
      'referer',
      '/users?status=active'
    )
    response.assertHeader('location', '/users?status=active')
    response.assertFlashMessage('success', `${waiter.fullName} was deactivated.`)

    const fresh = await User.findOrFail(waiter.id)
    assert.isFalse(fresh.isActive)
    const after = await client.get('/dashboard').loginAs(fresh).withSession(session).redirects(0)
    after.assertHeader('location', '/login')
    after.assertFlashMessage('error', 'Your account has been deactivated.')

    const [event] = await eventsOf('users.user.deactivated')
    assert.containsSubset(eventSummary(event), {
      actorId: admin.id,
      subjectType: 'user',
      subjectId: String(waiter.id),
    })
    assert.deepEqual(event.changes, { before: { isActive: true }, after: { isActive: false } })
  })

  test('an inactive user is activated again', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'], { isActive: false })
    const response = await as(client, admin, 'post', `/users/${user.id}/activate`)
    response.assertFlashMessage('success', `${user.fullName} was activated.`)
    assert.isTrue((await User.findOrFail(user.id)).isActive)
    assert.lengthOf(await eventsOf('users.user.activated'), 1)
  })

  test('nobody deactivates or deletes themselves here', async ({ client, assert }) => {
    const admin = await administrator()
    await administrator()
    ;(await as(client, admin, 'post', `/users/${admin.id}/deactivate`)).assertStatus(403)
    ;(await as(client, admin, 'delete', `/users/${admin.id}`)).assertStatus(403)
    const fresh = await User.findOrFail(admin.id)
    assert.isTrue(fresh.isActive)
  })

  test('a user without history is deleted', async ({ client, assert }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'], { fullName: 'Never Worked' })
    const response = await as(client, admin, 'delete', `/users/${user.id}`)
    response.assertHeader('location', '/users')
    response.assertFlashMessage('success', 'Never Worked was deleted.')
    assert.isNull(await User.find(user.id))
    const [event] = await eventsOf('users.user.deleted')
    assert.containsSubset(eventSummary(event), {
      actorId: admin.id,
      subjectId: String(user.id),
      subjectLabel: 'Never Worked',
    })
    assert.deepEqual(event.changes.before, {
      fullName: 'Never Worked',
      email: user.email,
      isActive: true,
      roles: ['Waiter'],
    })
  })

  test('a user with history is deactivated instead of deleted, and the message says so', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const user = await userWithRoles(['Waiter'], { fullName: 'Has History' })
    await recordEvent(null, {
      type: 'auth.login.succeeded',
      actor: user,
      subject: userSubject(user),
    })
    const response = await as(client, admin, 'delete', `/users/${user.id}`)
    response.assertFlashMessage(
      'success',
      'Has History has history in the activity log, so the account was deactivated instead of deleted.'
    )
    const fresh = await User.findOrFail(user.id)
    assert.isFalse(fresh.isActive)
    assert.lengthOf(await eventsOf('users.user.deleted'), 0)
    const [event] = await eventsOf('users.user.deactivated')
    assert.deepEqual(event.metadata, { insteadOfDeleting: true })
  })
})
