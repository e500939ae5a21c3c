import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { accessOf, forgetAccess, hasPermission } from '#services/access'
import { createUser } from '#tests/helpers/identity'

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
