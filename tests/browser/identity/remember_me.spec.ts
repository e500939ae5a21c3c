import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

test.group('Browser: remember me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('after the browser drops the session cookie, "Remember me" opens the dashboard again', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser({ fullName: 'Rita Remembered' })
    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByLabel('Remember me').check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    /* The browser was closed: the session cookie (cleared with the browser) is gone. */
    const kept = (await context.cookies()).filter((cookie) => cookie.name !== 'posada-session')
    assert.isDefined(kept.find((cookie) => cookie.name === 'remember_web'))
    await context.clearCookies()
    await context.addCookies(kept)

    await page.goto('/dashboard')
    assert.match(page.url(), /\/dashboard$/)
    await page.getByText('Welcome back, Rita Remembered.').waitFor()
    assert.equal(await page.getByText('Your session has ended').count(), 0)
    assert.isDefined((await context.cookies()).find((cookie) => cookie.name === 'posada-session'))
  })
})
