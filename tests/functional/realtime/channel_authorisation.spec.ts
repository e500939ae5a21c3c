import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/identity/user'
import testUtils from '@adonisjs/core/services/test_utils'
import { realtimeApp } from '#config/realtime'
import { signChannelAuth, signUserAuth } from '#realtime/index'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createUser } from '#tests/helpers/identity'
import { sessionOf, userWithRole } from '#tests/functional/realtime/helpers'

const SOCKET = '1234.5678'

test.group('Real-time | channel authorisation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())

  function authorise(client: ApiClient, user: User, channel: string) {
    return client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: SOCKET, channel_name: channel })
  }

  test('a guest is not authorised: 401 for JSON, sent to the login page otherwise', async ({
    client,
  }) => {
    const json = await client
      .post('/broadcasting/auth')
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: SOCKET, channel_name: 'private-events' })
    json.assertStatus(401)

    const html = await client
      .post('/broadcasting/auth')
      .withCsrfToken()
      .form({ socket_id: SOCKET, channel_name: 'private-events' })
      .redirects(0)
    html.assertStatus(302)
    html.assertHeader('location', '/login')
  })

  test('a user without events.view may not listen to the activity log (403)', async ({
    client,
  }) => {
    const user = await userWithRole('Waiter')
    const response = await authorise(client, user, 'private-events')
    response.assertStatus(403)
  })

  test('a Manager gets a valid signature for private-events', async ({ client, assert }) => {
    const user = await userWithRole('Manager')
    const response = await authorise(client, user, 'private-events')
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      auth: signChannelAuth(realtimeApp, SOCKET, 'private-events'),
    })
    assert.match(response.body().auth, new RegExp(`^${realtimeApp.key}:[0-9a-f]{64}$`))
  })

  test('presence-staff: any signed-in user joins, and channel_data names them', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ fullName: 'Ana María Quispe' })
    const response = await authorise(client, user, 'presence-staff')
    response.assertStatus(200)
    const { auth, channel_data: channelData } = response.body()
    assert.deepEqual(JSON.parse(channelData), {
      user_id: String(user.id),
      user_info: { id: user.id, name: 'Ana María Quispe', initials: 'AM' },
    })
    assert.equal(auth, signChannelAuth(realtimeApp, SOCKET, 'presence-staff', channelData))
  })

  test("a user may listen to their own App.Models.User channel, never to another user's", async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const other = await userWithRole('Administrator')
    const own = await authorise(client, user, `private-App.Models.User.${user.id}`)
    own.assertStatus(200)
    assert.equal(
      own.body().auth,
      signChannelAuth(realtimeApp, SOCKET, `private-App.Models.User.${user.id}`)
    )

    const theirs = await authorise(client, other, `private-App.Models.User.${user.id}`)
    theirs.assertStatus(403)
  })

  test('each module channel follows the permission of its screens', async ({ client, assert }) => {
    const expectations: Array<[role: string, channel: string, status: number]> = [
      ['Housekeeper', 'private-hotel.rooms', 200],
      ['Housekeeper', 'private-hotel.housekeeping', 200],
      ['Housekeeper', 'private-hotel.bookings', 403],
      ['Receptionist', 'private-hotel.bookings', 200],
      ['Waiter', 'private-restaurant.floor', 200],
      ['Waiter', 'private-restaurant.kitchen.grill', 200],
      ['Waiter', 'private-restaurant.orders.15', 200],
      ['Waiter', 'private-inventory.stock', 403],
      ['Kitchen', 'private-inventory.stock', 200],
      ['Kitchen', 'private-restaurant.floor', 403],
      ['Storekeeper', 'private-restaurant.kitchen.grill', 403],
      ['Storekeeper', 'private-events', 403],
    ]
    const users = new Map<string, Awaited<ReturnType<typeof userWithRole>>>()
    for (const [role, channel, status] of expectations) {
      if (!users.has(role)) users.set(role, await userWithRole(role))
      const response = await authorise(client, users.get(role)!, channel)
      assert.equal(response.status(), status, `${role} on ${channel}`)
    }
  })

  test('a channel without a rule is refused, even for an Administrator', async ({ client }) => {
    const admin = await userWithRole('Administrator')
    for (const channel of [
      'private-nowhere',
      'events',
      'presence-events',
      'private-encrypted-events',
      'private-restaurant.kitchen',
    ]) {
      const response = await authorise(client, admin, channel)
      response.assertStatus(403)
    }
  })

  test('a malformed socket id is rejected (422)', async ({ client }) => {
    const user = await userWithRole('Manager')
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: 'not-a-socket', channel_name: 'private-events' })
    response.assertStatus(422)
  })

  test('a wrong anti-forgery token gets 419', async ({ client }) => {
    const user = await userWithRole('Manager')
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withSession(sessionOf(user))
      .header('X-CSRF-TOKEN', 'forged-token')
      .header('accept', 'application/json')
      .form({ socket_id: SOCKET, channel_name: 'private-events' })
    response.assertStatus(419)
  })

  test('user-auth signs the connection in with the user id and public details', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ fullName: 'Tomás Ruiz' })
    const response = await client
      .post('/broadcasting/user-auth')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: SOCKET })
    response.assertStatus(200)
    const { auth, user_data: userData } = response.body()
    assert.deepEqual(JSON.parse(userData), {
      id: String(user.id),
      user_info: { id: user.id, name: 'Tomás Ruiz', initials: 'TR' },
    })
    assert.equal(auth, signUserAuth(realtimeApp, SOCKET, userData))
  })

  test('the app secret is never shared with the browser', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withInertia()
    const props = response.inertiaProps as Record<string, any>
    assert.deepEqual(Object.keys(props.realtime).sort(), ['host', 'key', 'port', 'scheme'])
    assert.equal(props.realtime.key, realtimeApp.key)
    assert.notInclude(JSON.stringify(props), realtimeApp.secret)
  })
})
