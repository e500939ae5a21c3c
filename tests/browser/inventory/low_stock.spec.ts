import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import type User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { move, product, supplier } from '#tests/helpers/inventory'

async function signedIn(user: User): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage()
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

test.group('Browser: LowStock stays current', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('waste recorded in one tab puts the product on LowStock in another, without a reload', async ({
    assert,
    cleanup,
  }) => {
    const valle = await supplier({ name: 'Lácteos del Valle' })
    const milk = await product({
      sku: 'MILK',
      name: 'Whole milk',
      unit: 'l',
      reorderPoint: '10',
      preferredSupplierId: valle.id,
    })
    await move({
      productId: milk.id,
      kind: 'purchase_receipt',
      quantity: '12',
      unitCostCents: '95',
    })
    const butter = await product({ sku: 'BUTTER', name: 'Butter', reorderPoint: '5' })
    await move({
      productId: butter.id,
      kind: 'purchase_receipt',
      quantity: '2',
      unitCostCents: '700',
    })
    const storekeeper = await userWithRole('Storekeeper')
    const cook = await userWithRole('Kitchen')

    const office = await signedIn(storekeeper)
    cleanup(() => office.context.close())
    await office.page.goto('/inventory/products/low-stock')
    await office.page.getByRole('status', { name: 'Live updates: connected' }).waitFor({
      timeout: 10_000,
    })
    await office.page.waitForFunction(
      async () => {
        const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
        return currentEcho()?.connector.pusher.channels.find('private-inventory.stock')?.subscribed
      },
      undefined,
      { timeout: 10_000 }
    )
    const list = office.page.locator('[data-low-stock]')
    await list.locator('tr[data-product="BUTTER"]').waitFor()
    assert.equal(await list.locator('tr[data-product="MILK"]').count(), 0)
    await office.page.evaluate(() => ((window as any).lowStockMarker = 'still here'))

    const kitchen = await signedIn(cook)
    cleanup(() => kitchen.context.close())
    await kitchen.page.goto(`/inventory/products/${milk.id}`)
    await kitchen.page.getByLabel('Quantity (l)').fill('2.5')
    await kitchen.page.getByRole('button', { name: 'Record waste' }).click()
    await kitchen.page.getByText('Movement recorded.').waitFor()
    const recordedAt = Date.now()

    const supplierGroup = office.page.locator('[data-supplier-group="Lácteos del Valle"]')
    await supplierGroup.locator('tr[data-product="MILK"]').waitFor({ timeout: 2000 })
    assert.isBelow(Date.now() - recordedAt, 2000)
    await supplierGroup.locator('tr[data-product="MILK"]').getByText('9.5 l').waitFor()
    assert.equal(
      await office.page.evaluate(() => (window as any).lowStockMarker),
      'still here',
      'the page was not reloaded'
    )
    assert.isTrue(
      await supplierGroup.getByRole('button', { name: 'Draft a purchase order' }).isVisible()
    )
  })
})
