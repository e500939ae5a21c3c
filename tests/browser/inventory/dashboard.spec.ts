import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import type User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { move, product } from '#tests/helpers/inventory'

async function signedIn(user: User): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage()
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

test.group('Browser: inventory dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a delivery posted elsewhere changes the dashboard within a second, without a reload', async ({
    assert,
    cleanup,
  }) => {
    const coffee = await product({ sku: 'LIVE-COFFEE', name: 'Coffee beans', unit: 'kg' })
    const storekeeper = await userWithRole('Storekeeper')

    const office = await signedIn(storekeeper)
    cleanup(() => office.context.close())
    const { page } = office
    await page.goto('/inventory')
    await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })
    await page.waitForFunction(
      async () => {
        const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
        return currentEcho()?.connector.pusher.channels.find('private-inventory.stock')?.subscribed
      },
      undefined,
      { timeout: 10_000 }
    )
    const tile = page.locator('[data-figure="stock_value"] dd').first()
    const before = await tile.textContent()
    await page.evaluate(() => ((window as any).dashboardMarker = 'still here'))

    /* 12.5 kg at 18.00 a kg: the stock is worth 225.00 more. */
    await move({
      productId: coffee.id,
      kind: 'purchase_receipt',
      quantity: '12.5',
      unitCostCents: '1800',
    })

    const movements = page.locator('[data-recent-movements]')
    await movements.getByText('Coffee beans').waitFor({ timeout: 1_500 })
    assert.notEqual(await tile.textContent(), before)
    assert.equal(await page.evaluate(() => (window as any).dashboardMarker), 'still here')
  })
})
