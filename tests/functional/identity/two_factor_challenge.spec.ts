import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'
import { createUserWithTwoFactor, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { generateTotpCode } from '#services/totp'
import { decryptRecoveryCodes } from '#services/recovery_codes'
import { clearTwoFactorFailures, lockMinutes } from '#services/identity/two_factor_lock'
import env from '#start/env'
import { eventsOf } from '#tests/functional/access/helpers'
import { mailsFor } from '#tests/helpers/mailbox'

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

test.group('Two-factor sign-in: wrong codes lock the account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  /* A pending sign-in in a session of its own, as each fresh password sign-in makes. */
  const challenge = (client: ApiClient, user: User, form: Record<string, string>) =>
    client
      .post('/two-factor-challenge')
      .withSession({ login_id: user.id })
      .form(form)
      .withCsrfToken()
      .redirects(0)

  test('five wrong codes lock the challenge across sign-ins; the owner is mailed and the lock recorded', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await createUserWithTwoFactor()
    for (let round = 1; round <= 4; round++) {
      const wrong = await challenge(client, user, { code: '000000' })
      wrong.assertFlashMessage('inputErrorsBag', {
        code: ['The code is invalid or has already been used.'],
      })
    }
    const fifth = await challenge(client, user, { recovery_code: 'aaaaa-bbbbb' })
    fifth.assertFlashMessage('inputErrorsBag', {
      recovery_code: [
        'Too many wrong codes: two-factor sign-in to this account is locked. Try again in 15 minutes.',
      ],
    })

    /* A fresh password sign-in reaches the challenge, which refuses even the right code. */
    const signIn = await client
      .post('/login')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    signIn.assertHeader('location', '/two-factor-challenge')
    const right = await challenge(client, user, { code: generateTotpCode(secret) })
    right.assertFlashMessage('inputErrorsBag', {
      code: [
        'Too many wrong codes: two-factor sign-in to this account is locked. Try again in 15 minutes.',
      ],
    })
    assert.notEqual(right.header('location'), '/dashboard')
    await user.refresh()
    assert.isNull(user.twoFactorLastUsedStep, 'the right code was not even checked')

    const locks = await eventsOf('auth.two_factor.locked')
    assert.lengthOf(locks, 1)
    assert.deepEqual(locks[0].metadata, { failures: 5, minutes: 15 })
    assert.equal(locks[0].actorId, user.id)

    const mails = await mailsFor(user.email)
    assert.lengthOf(mails, 1)
    assert.equal(mails[0].subject, 'Two-factor sign-in to your Posada account is locked')
    assert.include(mails[0].text, 'locked for 15 minutes')
    assert.equal(mails[0].link, `${env.get('APP_URL')}/forgot-password`)
  })

  test('a right code clears the count of wrong ones', async ({ client, assert }) => {
    const { user, secret } = await createUserWithTwoFactor()
    for (let round = 1; round <= 4; round++) await challenge(client, user, { code: '000000' })
    const right = await challenge(client, user, { code: generateTotpCode(secret) })
    right.assertHeader('location', '/dashboard')
    for (let round = 1; round <= 4; round++) {
      const wrong = await challenge(client, user, { code: '000000' })
      wrong.assertFlashMessage('inputErrorsBag', {
        code: ['The code is invalid or has already been used.'],
      })
    }
    assert.lengthOf(await eventsOf('auth.two_factor.locked'), 0)
  })

  test('the lock that follows an ended one lasts twice as long', async ({ client, assert }) => {
    const { user } = await createUserWithTwoFactor()
    for (let round = 1; round <= 5; round++) await challenge(client, user, { code: '000000' })
    /* The first lock ends (its 15 minutes are over). */
    await clearTwoFactorFailures(user)
    for (let round = 1; round <= 4; round++) await challenge(client, user, { code: '000000' })
    const fifth = await challenge(client, user, { code: '000000' })
    fifth.assertFlashMessage('inputErrorsBag', {
      code: [
        'Too many wrong codes: two-factor sign-in to this account is locked. Try again in 30 minutes.',
      ],
    })
    const locks = await eventsOf('auth.two_factor.locked')
    assert.deepEqual(
      locks.map((event) => event.metadata.minutes),
      [15, 30]
    )
    assert.lengthOf(await mailsFor(user.email), 2)
  })

  test('each further lock within a day lasts twice as long, at most a day', ({ assert }) => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((lock) => lockMinutes(lock)),
      [15, 30, 60, 120, 240, 480, 960, 1440]
    )
  })

  test('the per-IP limit holds across sessions and accounts', async ({ client, assert }) => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt++) {
      const { user } = await createUserWithTwoFactor()
      const response = await challenge(client, user, { code: '000000' })
      statuses.push(response.status())
    }
    assert.notInclude(statuses.slice(0, 10), 429)
    assert.equal(statuses[10], 429)
    assert.lengthOf(await eventsOf('auth.two_factor.locked'), 0)
  })
})
