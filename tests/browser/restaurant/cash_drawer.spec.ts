import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import CashDrawer from '#models/restaurant/cash_drawer'
import { closeCashDrawer } from '#actions/restaurant/close_cash_drawer'
import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { systemAudit } from '#services/audit_context'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { orderToPay, payment } from '#tests/functional/restaurant/payment_rows'
import { fitsWidth, openLive, signedIn } from './helpers.js'

test.group('Browser: cash drawer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a cashier opens a drawer, takes cash, counts it at the close and sees the difference', async ({
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRole('Cashier')
    const { order } = await orderToPay(cashier)
    const { page, context } = await signedIn(cashier, { viewport: { width: 360, height: 800 } })
    cleanup(() => context.close())
    await page.goto('/restaurant/payments')
    await page.getByLabel('Float').fill('100')
    await page.getByRole('button', { name: 'Open drawer' }).click()
    await page.locator('[data-drawer="open"]').waitFor()
    const drawer = await CashDrawer.findByOrFail('cashier_id', cashier.id)
    assert.equal(drawer.floatCents, 10000)

    /* 37.20 with a 2.80 tip from a 50.00 note: 40.00 stays in the drawer. */
    await payment({
      orderId: order.id,
      cashier,
      method: 'cash',
      amountCents: 3720,
      tipCents: 280,
      tenderedCents: 5000,
      changeCents: 1000,
      drawerId: drawer.id,
    })
    await page.reload()
    assert.equal(
      (await page.getByText('Expected in the drawer').locator('..').textContent())?.trim(),
      'Expected in the drawer$140.00'
    )
    await page.getByLabel('Counted cash').fill('139.50')
    await page.getByRole('button', { name: 'Close drawer' }).click()
    await page.locator('[data-drawer="closed"]').waitFor()
    const lastClose = page.getByRole('region', { name: 'Last close' })
    assert.equal(
      (await lastClose.locator('[data-difference]').textContent())?.trim(),
      'Short -$0.50'
    )
    assert.include(await lastClose.textContent(), '$140.00')
    assert.include(await lastClose.textContent(), '$139.50')
    assert.isTrue(await fitsWidth(page, 360))
  })

  test('a count of nothing is refused under its field and the drawer stays open', async ({
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRole('Cashier')
    const { page, context } = await signedIn(cashier)
    cleanup(() => context.close())
    await page.goto('/restaurant/payments')
    await page.getByLabel('Float').fill('50')
    await page.getByRole('button', { name: 'Open drawer' }).click()
    await page.getByLabel('Counted cash').fill('-3')
    await page.getByRole('button', { name: 'Close drawer' }).click()
    await page.getByText('Enter an amount such as 12 or 12.50 (no negative amounts).').waitFor()
    const drawer = await CashDrawer.findByOrFail('cashier_id', cashier.id)
    assert.isNull(drawer.closedAt)
  })

  test("a manager's Payments page shows another cashier's drawer opening and closing as it happens", async ({
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager')
    const cashier = await userWithRole('Cashier')
    const { page, context } = await signedIn(manager)
    cleanup(() => context.close())
    await openLive(page, '/restaurant/payments', ['private-restaurant.cash_drawers'])

    const drawer = await openCashDrawer({ cashier, floatCents: 5000 }, systemAudit(cashier))
    const row = page.locator(`[data-drawer-row="${drawer.id}"]`)
    await row.getByText('Open', { exact: true }).waitFor()
    await closeCashDrawer({ drawer, countedCents: 5000 }, systemAudit(cashier))
    await row.locator('[data-difference]').waitFor()
    assert.equal((await row.locator('[data-difference]').textContent())?.trim(), 'Balanced $0.00')
  })
})
