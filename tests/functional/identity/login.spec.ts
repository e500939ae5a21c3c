import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

test.group('Sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('the login page renders the Auth/Login screen', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/Login')
  })

  test('a guest asking for the dashboard is sent to the login page', async ({ client }) => {
    const response = await client.get('/dashboard').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the right password signs in and records the last sign-in time', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const response = await client
      .post('/login')
      .form({ email: user.email.toUpperCase(), password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
    await user.refresh()
    assert.isNotNull(user.lastLoginAt)
  })

  test('a wrong password is refused with a message next to the e-mail field', async ({
    client,
  }) => {
    const user = await createUser()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: 'not-the-password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['These credentials do not match our records.'],
    })
  })

  test('missing fields are reported per field', async ({ client }) => {
    const response = await client
      .post('/login')
      .form({ email: 'not-an-email', password: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['Enter a valid e-mail address.'],
      password: ['The password field is required.'],
    })
  })

  test('after 5 failed tries for one e-mail and IP a minute, even the right password must wait', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/login')
        .form({ email: user.email, password: 'wrong-password-x' })
        .withCsrfToken()
        .redirects(0)
    }
    const response = await client
      .post('/login')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const [message] = (response.flashMessages().inputErrorsBag as Record<string, string[]>).email
    assert.match(message, /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/)
    assert.notEqual(response.header('location'), '/dashboard')
  })

  test('a deactivated account cannot sign in', async ({ client }) => {
    const user = await createUser({ isActive: false })
    const response = await client
      .post('/login')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { email: ['Your account has been deactivated.'] })
  })

  test('a deactivated user is signed out at the next request', async ({ client }) => {
    const user = await createUser()
    const session = { auth_security_stamp: user.securityStamp }
    const before = await client.get('/dashboard').loginAs(user).withSession(session).redirects(0)
    before.assertStatus(200)
    await User.query().where('id', user.id).update({ is_active: false })
    const after = await client.get('/dashboard').loginAs(user).withSession(session).redirects(0)
    after.assertStatus(302)
    after.assertHeader('location', '/login')
  })

  test('signing out ends the session and hands out a new anti-forgery token', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const response = await client.post('/logout').loginAs(user).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    const after = await client.get('/dashboard').redirects(0)
    after.assertHeader('location', '/login')
    assert.isDefined(response.cookie('XSRF-TOKEN'))
  })
})
