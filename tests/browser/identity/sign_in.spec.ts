import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Page } from 'playwright-core'
import hash from '@adonisjs/core/services/hash'
import { newPage } from '#tests/helpers/browser'
import { mailsFor } from '#tests/helpers/mailbox'
import { eventually } from '#tests/unit/realtime/helpers'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { generateTotpCode } from '#services/totp'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL('**/login')
}

test.group('Browser: signing in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('a user signs in, lands on the dashboard with a new session id, and signs out', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser({ fullName: 'Marta Front Desk' })
    const { page, context } = await newPage()
    cleanup(() => context.close())

    await page.goto('/login')
    assert.equal(await page.title(), 'Auth/Login - Posada')
    const sessionBefore = (await context.cookies()).find(
      (cookie) => cookie.name === 'posada-session'
    )?.value

    await signIn(page, user.email, FACTORY_PASSWORD)
    await page.waitForURL('**/dashboard')
    await page.getByText('Welcome back, Marta Front Desk.').waitFor()
    assert.equal(await page.title(), 'Dashboard - Posada')
    const sessionAfter = (await context.cookies()).find(
      (cookie) => cookie.name === 'posada-session'
    )?.value
    assert.notEqual(sessionAfter, sessionBefore)

    await signOut(page)
    await page.goto('/dashboard')
    await page.waitForURL('**/login')
  })

  test('a wrong password shows the message under the field', async ({ assert, cleanup }) => {
    const user = await createUser()
    const { page, context } = await newPage()
    cleanup(() => context.close())
    await signIn(page, user.email, 'definitely-not-it')
    await page.getByText('These credentials do not match our records.').waitFor()
    const email = page.getByLabel('E-mail address')
    assert.equal(await email.getAttribute('aria-invalid'), 'true')
    assert.equal(
      await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(),
      'These credentials do not match our records.'
    )
    assert.equal(new URL(page.url()).pathname, '/login')
  })

  test('2FA: enable with a computed code, sign out, sign in through the challenge, then with a recovery code', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const { page, context } = await newPage()
    cleanup(() => context.close())
    await signIn(page, user.email, FACTORY_PASSWORD)
    await page.waitForURL('**/dashboard')

    await page.goto('/settings/two-factor')
    await page.waitForURL('**/confirm-password')
    await page.getByLabel('Password').fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Confirm password' }).click()
    await page.waitForURL('**/settings/two-factor')

    await page.getByRole('button', { name: 'Enable 2FA' }).click()
    const setupKey = (await page.getByTestId('setup-key').textContent())!.trim()
    await page.getByRole('img', { name: 'QR code' }).waitFor()
    await page.getByLabel('Code from the application').fill(generateTotpCode(setupKey))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByTestId('recovery-codes').waitFor()
    const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents()
    assert.lengthOf(codes, 8)

    await signOut(page)
    await signIn(page, user.email, FACTORY_PASSWORD)
    await page.waitForURL('**/two-factor-challenge')
    assert.equal(await page.title(), 'Auth/TwoFactorChallenge - Posada')
    /* The confirmation used this time step, so the next step's code (within the ±1 window) is the fresh one. */
    await page
      .getByLabel('Authentication code')
      .fill(generateTotpCode(setupKey, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL('**/dashboard')

    await signOut(page)
    await signIn(page, user.email, FACTORY_PASSWORD)
    await page.waitForURL('**/two-factor-challenge')
    await page.getByRole('button', { name: 'use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(codes[0])
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL('**/dashboard')
  })

  test('a forgotten password is reset through the link in the written mail', async ({
    assert,
    cleanup,
  }) => {
    /* An address of its own: the mail folder keeps every earlier run's mails, to generated addresses. */
    const user = await createUser({ email: `reset-${randomUUID()}@example.test` })
    const { page, context } = await newPage()
    cleanup(() => context.close())

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByLabel('E-mail address').fill(user.email)
    await page.getByRole('button', { name: 'E-mail password reset link' }).click()
    await page.getByText('If an account exists for that address').waitFor()
    await eventually(async () => (await mailsFor(user.email)).length > 0, 10_000)
    const mail = (await mailsFor(user.email)).at(-1)!
    await page.goto(mail.link!)
    await page.getByLabel('New password').fill('lantern-harbour-quince-71')
    await page.getByLabel('Confirm password').fill('lantern-harbour-quince-71')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL('**/login')
    await page.getByText('Your password has been reset').waitFor()

    await signIn(page, user.email, 'lantern-harbour-quince-71')
    await page.waitForURL('**/dashboard')
    assert.equal(await page.title(), 'Dashboard - Posada')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'lantern-harbour-quince-71'))
    assert.isFalse(await hash.verify(user.password, FACTORY_PASSWORD))
  })
})
