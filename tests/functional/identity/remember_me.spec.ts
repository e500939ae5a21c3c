import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import User from '#models/identity/user'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { eventsOf } from '#tests/functional/access/helpers'

/* Signs in with "Remember me" and gives back the remember-me cookie's value. */
async function rememberedSignIn(client: ApiClient, user: User) {
  const response = await client
    .post('/login')
    .form({ email: user.email, password: FACTORY_PASSWORD, remember: true })
    .withCsrfToken()
    .redirects(0)
  response.assertHeader('location', '/dashboard')
  const cookie = response.cookie('remember_web')
  if (!cookie?.value) throw new Error('no remember-me cookie was set')
  return cookie.value as string
}

test.group('Remember me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('the remember-me cookie alone signs the user back in with a new session', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const remembered = await rememberedSignIn(client, user)

    /* The session cookie is gone (browser closed): only the remember-me cookie is sent. */
    const back = await client.get('/dashboard').withEncryptedCookie('remember_web', remembered)
    back.assertStatus(200)
    back.assertSession('auth_web', user.id)
    back.assertSession('auth_security_stamp', user.securityStamp)
    assert.isDefined(back.cookie('posada-session'))
    assert.isDefined(back.cookie('remember_web'), 'the token is renewed')
    assert.notInclude(back.text(), 'Your session has ended')

    const events = await eventsOf('auth.login.succeeded')
    assert.deepEqual(
      events.map((event) => event.metadata.method),
      ['password', 'remember_me']
    )
  })

  test('a rotated security stamp (password changed) means the token no longer signs in', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const remembered = await rememberedSignIn(client, user)
    /* Any rotation counts, even one that left the token row in place. */
    await User.query().where('id', user.id).update({ security_stamp: User.newSecurityStamp() })
    assert.equal(
      Number(
        (await db.from('remember_me_tokens').where('tokenable_id', user.id).count('* as n'))[0].n
      ),
      1
    )

    const refused = await client
      .get('/dashboard')
      .withEncryptedCookie('remember_web', remembered)
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/login')
    const events = await eventsOf('auth.login.succeeded')
    assert.lengthOf(events, 1)
  })

  test('a deactivated account is not signed back in by its token', async ({ client }) => {
    const user = await createUser()
    const remembered = await rememberedSignIn(client, user)
    await User.query().where('id', user.id).update({ is_active: false })

    const refused = await client
      .get('/dashboard')
      .withEncryptedCookie('remember_web', remembered)
      .redirects(0)
    refused.assertHeader('location', '/login')
  })
})
