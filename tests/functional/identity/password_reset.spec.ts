import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import User from '#models/identity/user'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { createUser } from '#tests/helpers/identity'

const NEW_PASSWORD = 'lantern-harbour-quince-71'

async function requestResetLink(client: any, email: string) {
  const { mails } = mail.fake()
  await client.post('/forgot-password').form({ email }).withCsrfToken().redirects(0)
  const sent = mails.sent(
    (message) => message instanceof ResetPasswordNotification
  ) as ResetPasswordNotification[]
  mail.restore()
  return sent[0]
}

function tokenOf(url: string) {
  return new URL(url).pathname.split('/').pop()!
}

test.group('Password reset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('asking for a link mails one to an existing account', async ({ client, assert }) => {
    const user = await createUser()
    const message = await requestResetLink(client, user.email)
    assert.exists(message)
    assert.match(
      message.resetUrl,
      new RegExp(`^${env.get('APP_URL')}/reset-password/[a-f0-9]{64}\\?email=`)
    )
  })

  test('an unknown address gets the same answer and no mail', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/forgot-password')
      .form({ email: 'nobody@example.com' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage(
      'status',
      'If an account exists for that address, we have e-mailed a password reset link.'
    )
    assert.lengthOf(mails.sent(), 0)
    mail.restore()
  })

  test('the link resets the password once and signs out other sessions', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const stamp = user.securityStamp
    const message = await requestResetLink(client, user.email)
    const token = tokenOf(message.resetUrl)

    const response = await client
      .post('/reset-password')
      .form({
        token,
        email: user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await hash.verify(fresh.password, NEW_PASSWORD))
    assert.notEqual(fresh.securityStamp, stamp)

    const reused = await client
      .post('/reset-password')
      .form({
        token,
        email: user.email,
        password: 'another-long-password-9',
        password_confirmation: 'another-long-password-9',
      })
      .withCsrfToken()
      .redirects(0)
    reused.assertFlashMessage('inputErrorsBag', {
      email: ['This password reset link is invalid or has expired.'],
    })
  })

  test('a link older than 60 minutes no longer works', async ({ client, assert }) => {
    const user = await createUser()
    const message = await requestResetLink(client, user.email)
    await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const response = await client
      .post('/reset-password')
      .form({
        token: tokenOf(message.resetUrl),
        email: user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['This password reset link is invalid or has expired.'],
    })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.password, user.password)
  })

  test('a weak new password is refused next to its field and nothing changes', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const message = await requestResetLink(client, user.email)
    const response = await client
      .post('/reset-password')
      .form({
        token: tokenOf(message.resetUrl),
        email: user.email,
        password: 'qwerty123456',
        password_confirmation: 'qwerty123456',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      password: ['This password is too common. Choose one that is harder to guess.'],
    })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.password, user.password)
    const unused = await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .whereNull('used_at')
      .first()
    assert.exists(unused)
  })
})
