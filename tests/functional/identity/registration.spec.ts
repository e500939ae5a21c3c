import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import User from '#models/identity/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { createUser } from '#tests/helpers/identity'

const PASSWORD = 'lantern-harbour-quince-71'

test.group('Registration and e-mail verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.teardown(() => mail.restore())

  test('a new account is created unverified, signed in and sent a verification link', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/register')
      .form({
        full_name: 'Rosa Recepción',
        email: 'Rosa@Example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/verify-email')
    const user = await User.findByOrFail('email', 'rosa@example.com')
    assert.isNull(user.emailVerifiedAt)
    mails.assertSent(VerifyEmailNotification, (message) => message.user.id === user.id)
  })

  test('bad input is reported per field and creates nothing', async ({ client, assert }) => {
    const existing = await createUser()
    const usersBefore = (await User.all()).length
    const response = await client
      .post('/register')
      .form({
        full_name: '',
        email: existing.email,
        password: 'short',
        password_confirmation: 'different',
      })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.full_name, ['The name field is required.'])
    assert.deepEqual(errors.email, ['This email is already taken.'])
    assert.include(errors.password, 'The password field must have at least 12 characters.')
    assert.lengthOf(await User.all(), usersBefore)
  })

  test('an unverified user is kept on the verification notice', async ({ client }) => {
    const user = await createUser({ emailVerifiedAt: null })
    const response = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .redirects(0)
    response.assertHeader('location', '/verify-email')
  })

  test('the signed link verifies the address; a tampered one does not', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ emailVerifiedAt: null })
    const { mails } = mail.fake()
    await client
      .post('/email/verification-notification')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .withCsrfToken()
      .redirects(0)
    const [message] = mails.sent() as VerifyEmailNotification[]
    const url = new URL(message.verificationUrl)

    const tampered = await client
      .get(`${url.pathname.replace(`/${user.id}/`, `/${user.id + 1}/`)}${url.search}`)
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .redirects(0)
    tampered.assertHeader('location', '/verify-email')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)

    const valid = await client
      .get(`${url.pathname}${url.search}`)
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .redirects(0)
    valid.assertHeader('location', '/dashboard')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('asking for another link is throttled to one a minute', async ({ client, assert }) => {
    const user = await createUser({ emailVerifiedAt: null })
    const { mails } = mail.fake()
    const session = { auth_security_stamp: user.securityStamp }
    await client
      .post('/email/verification-notification')
      .loginAs(user)
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    const second = await client
      .post('/email/verification-notification')
      .loginAs(user)
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    assert.match(
      second.flashMessages().error as string,
      /^Please wait \d+ seconds before asking for another link\.$/
    )
    assert.lengthOf(mails.sent(), 1)
  })
})

test.group('Registration closed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    env.set('REGISTRATION_OPEN', false)
    return () => env.set('REGISTRATION_OPEN', true)
  })

  test('with REGISTRATION_OPEN=false the form is gone and posting creates nobody', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/register').redirects(0)
    page.assertHeader('location', '/login')
    const response = await client
      .post('/register')
      .form({
        full_name: 'Late Comer',
        email: 'late@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage(
      'error',
      'Registration is closed. Ask an administrator for an account.'
    )
    assert.isNull(await User.findBy('email', 'late@example.com'))
  })
})
