import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { diningTable } from '#tests/functional/restaurant/helpers'
import { itemLine, serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { fitsWidth, openLive, signedIn } from './helpers.js'

const FLOOR = ['private-restaurant.floor', 'private-restaurant.orders']

test.group('Browser: orders on the floor map and the Orders list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a table shows its open total; a free one starts an order, an occupied one opens, moves and merges it — live on every map', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRole('Waiter', { fullName: 'Wanda Waiter' })
    const audit = systemAudit(waiter)
    const t1 = await diningTable({ name: 'T1' })
    const t2 = await diningTable({ name: 'T2', posX: 200 })
    const t3 = await diningTable({ name: 'T3', posX: 400 })
    const first = await createOrder(
      { kind: 'dine_in', table_id: t1.id, lines: [itemLine(menu.steak.id, 2)] },
      audit
    )
    const second = await createOrder(
      { kind: 'dine_in', table_id: t3.id, lines: [itemLine(menu.soda.id)] },
      audit
    )

    const desk = await signedIn(waiter)
    cleanup(() => desk.context.close())
    await openLive(desk.page, '/restaurant/floor-map', FLOOR)
    const tile = (name: string) => desk.page.locator(`[data-table="${name}"]`)
    assert.equal(await tile('T1').getAttribute('data-status'), 'occupied')
    assert.equal(
      await tile('T1').locator('[data-order-total]').getAttribute('data-order-total'),
      '3780'
    )

    const tablet = await signedIn(waiter, { viewport: { width: 768, height: 1024 } })
    cleanup(() => tablet.context.close())
    await openLive(tablet.page, '/restaurant/floor-map', FLOOR)
    assert.isTrue(await fitsWidth(tablet.page, 768))
    await tablet.page.locator('[data-table="T2"]').click()
    const start = tablet.page.getByRole('link', { name: 'Start order' })
    assert.equal(await start.getAttribute('href'), `/restaurant/orders/create?table_id=${t2.id}`)
    await tablet.page.keyboard.press('Escape')

    await tablet.page.locator('[data-table="T1"]').click()
    assert.equal(
      await tablet.page.getByRole('link', { name: 'Open order' }).getAttribute('href'),
      `/restaurant/orders/${first.id}`
    )
    await tablet.page.getByRole('button', { name: 'Move to table…' }).click()
    await tablet.page.getByLabel('Move the order to').selectOption({ label: 'T2 · Main hall' })
    await tablet.page.getByRole('button', { name: 'Move', exact: true }).click()
    await tile('T1').and(desk.page.locator('[data-status="free"]')).waitFor({ timeout: 2000 })
    await tile('T2').and(desk.page.locator('[data-status="occupied"]')).waitFor({ timeout: 2000 })

    await tablet.page.locator('[data-table="T2"]').click()
    await tablet.page.getByRole('button', { name: 'Merge with table…' }).click()
    await tablet.page
      .getByLabel('Bring in the order of')
      .selectOption({ label: `T3 · Main hall · ${second.number}` })
    await tablet.page.getByRole('button', { name: 'Merge', exact: true }).click()
    await tile('T3').and(desk.page.locator('[data-status="free"]')).waitFor({ timeout: 2000 })
    await desk.page
      .locator('[data-table="T2"] [data-order-total="4080"]')
      .waitFor({ timeout: 2000 })
  })

  test('the Orders list shows a new order without a reload, in service first, and fits a phone', async ({
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRole('Cashier')
    const waiter = await userWithRole('Waiter')
    const table = await diningTable({ name: 'T5' })
    const { page, context } = await signedIn(cashier, { viewport: { width: 360, height: 740 } })
    cleanup(() => context.close())
    await openLive(page, '/restaurant/orders', ['private-restaurant.orders'])
    assert.isTrue(await fitsWidth(page, 360), 'the list fits a phone')
    assert.equal(await page.getByRole('link', { name: 'New order' }).count(), 0)
    const order = await createOrder({ kind: 'dine_in', table_id: table.id }, systemAudit(waiter))
    await page.locator(`[data-order="${order.number}"]:visible`).waitFor({ timeout: 2000 })
  })
})
