import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { move } from '#tests/helpers/inventory'
import { menuItem, stocked } from '#tests/functional/restaurant/menu_helpers'
import { openLive, signedIn } from './helpers.js'

test.group('Browser: menu', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a delivery that changes an ingredient’s average cost changes the dish cost and margin on an open menu, without a reload', async ({
    assert,
    cleanup,
  }) => {
    const beef = await stocked('BEEF', 'kg', '1000')
    const item = await menuItem({ name: 'Steak', priceCents: 2000 })
    await db
      .table('menu_item_ingredients')
      .insert({ menu_item_id: item.id, product_id: beef.id, quantity: '0.500', unit: 'kg' })
    const manager = await userWithRole('Manager')
    const { page, context } = await signedIn(manager)
    cleanup(() => context.close())
    await openLive(page, '/restaurant/menu-items', [
      'private-restaurant.menu',
      'private-inventory.stock',
    ])
    const cost = page.getByTestId(`cost-${item.id}`)
    assert.equal((await cost.textContent())?.trim(), '$5.00')
    await page.evaluate(() => ((window as any).menuMarker = 'still here'))

    /* 10 kg at $10 + 10 kg at $14: $12 a kg, so half a kilo costs $6 and the margin is 70 %. */
    await move({
      productId: beef.id,
      kind: 'purchase_receipt',
      quantity: '10',
      unitCostCents: '1400',
    })
    await page
      .getByTestId(`cost-${item.id}`)
      .filter({ hasText: '$6.00' })
      .waitFor({ timeout: 3000 })
    assert.equal((await page.getByTestId(`margin-${item.id}`).textContent())?.trim(), '70.0%')
    assert.equal(await page.evaluate(() => (window as any).menuMarker), 'still here')
  })

  test('the kitchen marks an item sold out and a waiter’s open menu shows it at once', async ({
    assert,
    cleanup,
  }) => {
    const item = await menuItem({ name: 'Lamb chops' })
    const kitchen = await userWithRole('Kitchen')
    const waiter = await userWithRole('Waiter')
    const floor = await signedIn(waiter, { viewport: { width: 768, height: 1024 } })
    cleanup(() => floor.context.close())
    await openLive(floor.page, '/restaurant/menu-items', ['private-restaurant.menu'])
    const row = floor.page.locator(`[data-item="${item.name}"]`)
    assert.equal(await row.getByText('Sold out').count(), 0)

    const pass = await signedIn(kitchen)
    cleanup(() => pass.context.close())
    await openLive(pass.page, '/restaurant/menu-items', ['private-restaurant.menu'])
    await pass.page.getByRole('button', { name: 'Mark Lamb chops sold out' }).click()
    const clickedAt = Date.now()
    await row.getByText('Sold out').waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - clickedAt, 1000)
    await pass.page.getByRole('button', { name: 'Mark Lamb chops available' }).waitFor()
  })
})
