import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/identity/user'
import { createUser, createUserWithTwoFactor, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { generateTotpCode } from '#services/totp'
import { decryptRecoveryCodes } from '#services/recovery_codes'
import { decryptTwoFactorSecret } from '#services/identity/two_factor_secret'
import { PASSWORD_CONFIRMATION_TIMEOUT_MS } from '#services/password_confirmation'

const confirmedSession = (user: User, confirmedAt = Date.now()) => ({
  auth_security_stamp: user.securityStamp,
  password_confirmed_at: confirmedAt,
})

test.group('Settings: two-factor authentication', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('the two-factor settings ask for the password first', async ({ client }) => {
    const user = await createUser()
    const response = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .redirects(0)
    response.assertHeader('location', '/confirm-password')
    response.assertSession('url_intended', '/settings/two-factor')
  })

  test('a password confirmed more than 3 hours ago must be confirmed again', async ({ client }) => {
    const user = await createUser()
    const stale = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmedSession(user, Date.now() - PASSWORD_CONFIRMATION_TIMEOUT_MS - 1000))
      .redirects(0)
    stale.assertHeader('location', '/confirm-password')
    const recent = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmedSession(user, Date.now() - 60_000))
      .redirects(0)
    recent.assertStatus(200)
  })

  test('confirming the password returns to the intended page', async ({ client }) => {
    const user = await createUser()
    const wrong = await client
      .post('/confirm-password')
      .loginAs(user)
      .withSession({
        auth_security_stamp: user.securityStamp,
        url_intended: '/settings/two-factor',
      })
      .form({ password: 'wrong-password-1' })
      .withCsrfToken()
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', { password: ['The password is incorrect.'] })
    const right = await client
      .post('/confirm-password')
      .loginAs(user)
      .withSession({
        auth_security_stamp: user.securityStamp,
        url_intended: '/settings/two-factor',
      })
      .form({ password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    right.assertHeader('location', '/settings/two-factor')
  })

  test('enable shows a QR code and setup key, a code confirms it, 8 recovery codes are shown once', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const session = confirmedSession(user)
    await client
      .post('/settings/two-factor')
      .loginAs(user)
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    const secret = decryptTwoFactorSecret(user)!

    const setup = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(session)
      .withInertia()
    setup.assertInertiaComponent('Settings/TwoFactor')
    assert.equal(setup.inertiaProps.setup.setupKey, secret)
    assert.include(setup.inertiaProps.setup.qrCodeSvg, '<svg')
    assert.isFalse(setup.inertiaProps.enabled)

    const bad = await client
      .post('/settings/two-factor/confirm')
      .loginAs(user)
      .withSession(session)
      .form({ code: '000000' })
      .withCsrfToken()
      .redirects(0)
    bad.assertFlashMessage('inputErrorsBag', { code: ['The code is invalid.'] })
    await user.refresh()
    assert.isFalse(user.hasTwoFactor)

    const confirm = await client
      .post('/settings/two-factor/confirm')
      .loginAs(user)
      .withSession(session)
      .form({ code: generateTotpCode(secret) })
      .withCsrfToken()
      .redirects(0)
    const shown = confirm.flashMessages().recoveryCodes as string[]
    assert.lengthOf(shown, 8)
    await user.refresh()
    assert.isTrue(user.hasTwoFactor)
    assert.sameMembers(decryptRecoveryCodes(user.twoFactorRecoveryCodes), shown)
  })

  test('once confirmed, the secret never reaches the page again', async ({ client, assert }) => {
    const { user, secret } = await createUserWithTwoFactor()
    const response = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmedSession(user))
      .withInertia()
    assert.isTrue(response.inertiaProps.enabled)
    assert.isNull(response.inertiaProps.setup)
    assert.notInclude(JSON.stringify(response.inertiaProps), secret)
  })

  test('recovery codes can be regenerated and 2FA disabled', async ({ client, assert }) => {
    const { user, recoveryCodes } = await createUserWithTwoFactor()
    const session = confirmedSession(user)
    const regenerated = await client
      .post('/settings/two-factor/recovery-codes')
      .loginAs(user)
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    const fresh = regenerated.flashMessages().recoveryCodes as string[]
    assert.lengthOf(fresh, 8)
    assert.notSameMembers(fresh, recoveryCodes)

    await client
      .delete('/settings/two-factor')
      .loginAs(user)
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    assert.isFalse(user.hasTwoFactor)
    assert.isNull(user.twoFactorSecret)
  })
})
