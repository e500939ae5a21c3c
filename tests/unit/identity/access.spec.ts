import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { accessOf, forgetAccess, hasPermission } from '#services/access'
import { createUser } from '#tests/helpers/identity'
import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import Permission from '#models/identity/permission'
import { UserWithAccessProvider } from '#services/identity/session_user_provider'
import { administrator, seedRoles, userWithRoles } from '#tests/functional/access/helpers'

/*
| A page's flags ask for the user's permissions many times at once (one policy
| call per row): they share one load, kept for the request's user instance.
*/
test.group('Access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('questions asked at once share one load of the permissions', async ({ assert }) => {
    const user = await createUser()
    const first = accessOf(user)
    const second = accessOf(user)
    assert.strictEqual(first, second)
    const answers = await Promise.all([
      hasPermission(user, 'events.view'),
      hasPermission(user, 'users.manage'),
    ])
    assert.deepEqual(answers, [false, false])
    assert.strictEqual(accessOf(user), first)

    forgetAccess(user)
    assert.notStrictEqual(accessOf(user), first)
  })
})

/*
| The session guard loads the signed-in user with their access in one query
| (UserWithAccessProvider): the user arrives with the access already kept, and it is
| what a load of its own gives, for an Administrator (custom permissions included),
| another role, several roles and none.
*/
test.group('Access loaded with the signed-in user', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  const provider = new UserWithAccessProvider({ model: () => import('#models/identity/user') })
  const signedIn = async (id: number) => (await provider.findById(id))!.getOriginal()

  test('the user arrives with the access a load of its own gives', async ({ assert }) => {
    await Permission.create({
      name: 'spa.treatments.book',
      area: 'spa',
      description: 'Book treatments',
      isSystem: false,
    })
    const users = [
      await administrator(),
      await userWithRoles(['Receptionist']),
      await userWithRoles(['Receptionist', 'Manager']),
      await createUser(),
    ]
    for (const created of users) {
      const user = await signedIn(created.id)
      assert.instanceOf(user, User)
      assert.equal(user.email, created.email)
      assert.equal(user.securityStamp, created.securityStamp)
      const kept = accessOf(user)
      const withUser = await kept
      forgetAccess(user)
      const loaded = await accessOf(user)
      assert.notStrictEqual(accessOf(user), kept)
      assert.equal(withUser.administrator, loaded.administrator)
      assert.sameMembers([...withUser.permissions], [...loaded.permissions])
    }
    const admin = await accessOf(await signedIn(users[0].id))
    assert.isTrue(admin.administrator)
    assert.isTrue(admin.permissions.has('spa.treatments.book'))
    assert.isTrue(admin.permissions.has('roles.manage'))
    const receptionist = await accessOf(await signedIn(users[1].id))
    assert.isTrue(receptionist.permissions.has('hotel.bookings.view'))
    assert.isFalse(receptionist.permissions.has('roles.manage'))
    assert.equal((await accessOf(await signedIn(users[3].id))).permissions.size, 0)
  })

  test('one query gives the user and the access', async ({ assert, cleanup }) => {
    const created = await userWithRoles(['Receptionist'])
    const sent: string[] = []
    const listener = (query: { sql: string }) => sent.push(query.sql)
    const clients = [db.connection().getWriteClient(), db.connection().getReadClient()]
    for (const client of new Set(clients)) client.on('query', listener)
    cleanup(() => {
      for (const client of new Set(clients)) client.off('query', listener)
    })
    const access = await accessOf(await signedIn(created.id))
    assert.isTrue(access.permissions.has('hotel.bookings.view'))
    assert.lengthOf(sent, 1)
  })

  test('is read afresh for every request: a role taken away is gone at the next load', async ({
    assert,
  }) => {
    const created = await userWithRoles(['Receptionist'])
    assert.isTrue(await hasPermission(await signedIn(created.id), 'hotel.bookings.view'))
    await created.related('roles').detach()
    assert.isFalse(await hasPermission(await signedIn(created.id), 'hotel.bookings.view'))
  })

  test('a user who no longer exists is nobody', async ({ assert }) => {
    const created = await createUser()
    await created.delete()
    assert.isNull(await provider.findById(created.id))
  })
})
