import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { twMerge } from 'tailwind-merge'
import type { Page } from 'playwright-core'
import { newPage } from '#tests/helpers/browser'
import { createUser, createUserWithTwoFactor, FACTORY_PASSWORD } from '#tests/helpers/identity'

/*
| The signed-out screens render before the class merger (tailwind-merge) has
| loaded: inertia/lib/utils.ts. They must not load it, and none of their class
| lists may need it — each must come out of tailwind-merge unchanged.
*/
const mergerLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('tailwind-merge'))
  )

async function classListsNeedingMerge(page: Page) {
  const lists = await page.$$eval('[class]', (nodes) =>
    nodes.map((node) => node.getAttribute('class') ?? '')
  )
  const tokens = (list: string) => list.split(/\s+/).filter(Boolean).join(' ')
  return lists.filter((list) => twMerge(list) !== tokens(list))
}

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test.group('Browser: the sign-in bundle', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('signed-out screens render without the class merger and need none; signed-in pages load it', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await newPage()
    cleanup(() => context.close())
    const check = async (label: string) => {
      assert.isFalse(await mergerLoaded(page), `${label} loaded tailwind-merge`)
      assert.deepEqual(await classListsNeedingMerge(page), [], label)
    }

    await page.goto('/')
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    await check('Welcome')

    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.locator('[data-slot="input-error"]').first().waitFor()
    await check('Login with errors')

    await page.goto('/register')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.locator('[data-slot="input-error"]').first().waitFor()
    await check('Register with errors')

    await page.goto('/forgot-password')
    await page.getByRole('button', { name: 'E-mail password reset link' }).waitFor()
    await check('ForgotPassword')

    await page.goto(`/reset-password/${'a'.repeat(64)}?email=someone@example.com`)
    await page.getByRole('button', { name: 'Reset password' }).waitFor()
    await check('ResetPassword')

    const { user: guarded } = await createUserWithTwoFactor()
    await signIn(page, guarded.email)
    await page.waitForURL('**/two-factor-challenge')
    await page.getByRole('button', { name: 'use a recovery code' }).click()
    await page.getByLabel('Recovery code').waitFor()
    await check('TwoFactorChallenge')

    const { page: other, context: otherContext } = await newPage()
    cleanup(() => otherContext.close())
    const unverified = await createUser({ emailVerifiedAt: null })
    await signIn(other, unverified.email)
    await other.waitForURL('**/verify-email')
    await other.reload()
    await other.getByRole('button', { name: 'Resend verification e-mail' }).waitFor()
    assert.isFalse(await mergerLoaded(other))
    assert.deepEqual(await classListsNeedingMerge(other), [], 'VerifyEmail')

    const { page: signedIn, context: signedInContext } = await newPage()
    cleanup(() => signedInContext.close())
    await signIn(signedIn, (await createUser()).email)
    await signedIn.waitForURL('**/dashboard')
    assert.isTrue(await mergerLoaded(signedIn))
    await signedIn.goto('/confirm-password')
    await signedIn.getByRole('button', { name: 'Confirm password' }).waitFor()
    assert.isFalse(await mergerLoaded(signedIn))
    assert.deepEqual(await classListsNeedingMerge(signedIn), [], 'ConfirmPassword')
  })
})
