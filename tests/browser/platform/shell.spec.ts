import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

async function signedIn(
  options?: Parameters<typeof newPage>[0]
): Promise<{ page: Page; context: BrowserContext; user: User }> {
  const user = await createUser({ fullName: 'Pablo Platform' })
  const { page, context } = await newPage(options)
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context, user }
}

test.group('Browser: platform behaviour', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('dark appearance persists across a reload and is in the server-rendered HTML (no flash)', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn()
    cleanup(() => context.close())
    await page.goto('/settings/appearance')
    await page.getByRole('radio', { name: 'Dark' }).click()
    assert.isTrue(await page.evaluate(() => document.documentElement.classList.contains('dark')))
    assert.equal(await page.evaluate(() => localStorage.getItem('appearance')), 'dark')

    const cookie = (await context.cookies()).find((entry) => entry.name === 'appearance')!
    assert.equal(cookie.value, 'dark')
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    assert.approximately(days, 365, 1)

    const response = await page.reload()
    const html = await response!.text()
    assert.match(html, /<html lang="en" class="dark" data-appearance="dark">/)
    assert.isTrue(await page.evaluate(() => document.documentElement.classList.contains('dark')))
  })

  test('system appearance follows the operating system colour scheme live', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn({ colorScheme: 'light' })
    cleanup(() => context.close())
    await page.goto('/settings/appearance')
    await page.getByRole('radio', { name: 'System' }).click()
    assert.isFalse(await page.evaluate(() => document.documentElement.classList.contains('dark')))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
  })

  test('a form sent with a missing anti-forgery token shows "Page expired" and saves nothing', async ({
    assert,
    cleanup,
  }) => {
    const { page, context, user } = await signedIn()
    cleanup(() => context.close())
    await page.goto('/settings/profile')
    /* The form leaves without its token: the header the client adds from the XSRF-TOKEN cookie is dropped. */
    await page.route('**/settings/profile', async (route) => {
      const headers = { ...route.request().headers() }
      delete headers['x-xsrf-token']
      await route.continue({ headers })
    })
    await page.getByLabel('Name').fill('Should Not Be Saved')
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) =>
          candidate.url().endsWith('/settings/profile') && candidate.request().method() === 'PATCH'
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ])
    assert.equal(response.status(), 419)
    assert.include(await response.text(), 'Page expired')
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Pablo Platform')
  })

  test('asking the client for an unknown page name fails with "Page not found: <page>"', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    const message = await page.evaluate(async () => {
      const pages = await import('/inertia/lib/pages.ts' as string)
      return pages.resolvePage('Hotel/Nowhere').then(
        () => 'resolved',
        (error: Error) => error.message
      )
    })
    assert.equal(message, 'Page not found: Hotel/Nowhere')
  })

  test('the progress bar is #4B5563 and links prefetch after 75 ms of hover', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn()
    cleanup(() => context.close())
    await page.goto('/settings/profile')
    /* The bar appears once a visit takes longer than 250 ms: hold one back. */
    await page.route('**/settings/appearance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Appearance' })
      .click()
    await page.waitForFunction(() => document.head.innerHTML.includes('#4B5563'))
    await page.waitForURL('**/settings/appearance')
    await page.unroute('**/settings/appearance')
    await page.goto('/settings/profile')

    const prefetches: string[] = []
    page.on('request', (request) => {
      if (request.headers()['purpose'] === 'prefetch')
        prefetches.push(new URL(request.url()).pathname)
    })
    const link = page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Password' })
    await link.hover()
    await page.waitForTimeout(20)
    await page.mouse.move(0, 0)
    await page.waitForTimeout(200)
    assert.notInclude(prefetches, '/settings/password')

    await link.hover()
    await page.waitForTimeout(400)
    assert.include(prefetches, '/settings/password')
  })

  test('a page loaded while the strings are slow shows the sidebar in words, never its keys', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn()
    cleanup(() => context.close())
    /* The shell's strings arrive well after the page's code, as on a slow first load. */
    await page.route('**/inertia/lib/catalogues/shell.ts*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/settings/profile')
    const sidebar = page.locator('[data-sidebar="sidebar"]').first()
    await sidebar.getByText('Dashboard', { exact: true }).waitFor()
    assert.notInclude(await sidebar.innerText(), 'nav.')
  })

  test('sign-out is a button, not a link', async ({ assert, cleanup }) => {
    const { page, context } = await signedIn()
    cleanup(() => context.close())
    await page.getByRole('button', { name: 'Account menu' }).click()
    const tag = await page
      .getByRole('menuitem', { name: 'Log out' })
      .evaluate((element: Element) => element.tagName)
    assert.equal(tag, 'BUTTON')
  })

  test('at 360 px the sidebar opens from the trigger and the page does not scroll sideways', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn({ viewport: { width: 360, height: 740 } })
    cleanup(() => context.close())
    assert.isTrue(await page.evaluate(() => document.documentElement.scrollWidth <= 360))
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).waitFor()
  })

  test('a saved form says "Saved." and flashes a toast; leaving a dirty form asks first', async ({
    assert,
    cleanup,
  }) => {
    const { page, context, user } = await signedIn()
    cleanup(() => context.close())
    await page.goto('/settings/profile')
    await page.getByLabel('Name').fill('Pablo Renamed')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Saved.' }).waitFor()
    assert.equal((await User.findOrFail(user.id)).fullName, 'Pablo Renamed')

    await page.getByLabel('Name').fill('Unsaved Change')
    let asked = ''
    page.once('dialog', async (dialog) => {
      asked = dialog.message()
      await dialog.dismiss()
    })
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Password' })
      .click()
    await page.waitForTimeout(300)
    assert.equal(asked, 'You have unsaved changes. Leave this page and lose them?')
    assert.match(page.url(), /\/settings\/profile$/)
  })
})
