import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'
import { createUserWithTwoFactor, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { generateTotpCode } from '#services/totp'
import { decryptRecoveryCodes } from '#services/recovery_codes'

test.group('Two-factor sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('the right password of a 2FA user leads to the challenge, not the dashboard', async ({
    client,
  }) => {
    const { user } = await createUserWithTwoFactor()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/two-factor-challenge')
    response.assertSession('login_id', user.id)
  })

  test('the challenge without a pending sign-in goes back to the login page', async ({
    client,
  }) => {
    const response = await client.get('/two-factor-challenge').redirects(0)
    response.assertHeader('location', '/login')
  })

  test('a current TOTP code completes the sign-in; the same code cannot be used twice', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await createUserWithTwoFactor()
    const code = generateTotpCode(secret)

    const first = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    first.assertHeader('location', '/dashboard')
    await user.refresh()
    assert.isNotNull(user.twoFactorLastUsedStep)

    const replay = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    replay.assertFlashMessage('inputErrorsBag', {
      code: ['The code is invalid or has already been used.'],
    })
  })

  test('a code from one step before or after is accepted, two steps away is not', async ({
    client,
  }) => {
    const { user, secret } = await createUserWithTwoFactor()
    const late = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ code: generateTotpCode(secret, Date.now() - 65_000) })
      .withCsrfToken()
      .redirects(0)
    late.assertFlashMessage('inputErrorsBag', {
      code: ['The code is invalid or has already been used.'],
    })

    const previous = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ code: generateTotpCode(secret, Date.now() - 30_000) })
      .withCsrfToken()
      .redirects(0)
    previous.assertHeader('location', '/dashboard')
  })

  test('a recovery code signs in once and is then spent', async ({ client, assert }) => {
    const { user, recoveryCodes } = await createUserWithTwoFactor()
    const [code] = recoveryCodes
    const first = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ recovery_code: code })
      .withCsrfToken()
      .redirects(0)
    first.assertHeader('location', '/dashboard')

    const fresh = await User.findOrFail(user.id)
    const remaining = decryptRecoveryCodes(fresh.twoFactorRecoveryCodes)
    assert.lengthOf(remaining, 7)
    assert.notInclude(remaining, code)

    const again = await client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form({ recovery_code: code })
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage('inputErrorsBag', { recovery_code: ['The recovery code is invalid.'] })
  })

  test('recovery codes and the secret are stored encrypted', async ({ assert }) => {
    const { user, secret, recoveryCodes } = await createUserWithTwoFactor()
    const fresh = await User.findOrFail(user.id)
    assert.notInclude(fresh.twoFactorSecret!, secret)
    for (const code of recoveryCodes) assert.notInclude(fresh.twoFactorRecoveryCodes!, code)
  })
})
