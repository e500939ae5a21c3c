import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { bill, openDrawer } from '#tests/functional/restaurant/payment_helpers'
import { administrator } from '#tests/functional/access/helpers'
import Order from '#models/restaurant/order'
import { randomUUID } from 'node:crypto'
import { takePayment } from '#actions/restaurant/take_payment'
import { systemAudit } from '#services/audit_context'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { fitsWidth, signedIn } from './helpers.js'

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/* Serious or critical WCAG 2 A/AA violations on the page, as "rule: element" lines. */
async function violations(page: Page) {
  await page.evaluate(await axeSource)
  const found = (await page.evaluate(() =>
    (window as any).axe
      .run(document, { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] })
      .then((result: { violations: unknown }) => result.violations)
  )) as { id: string; impact: string | null; nodes: { target: string[] }[] }[]
  return found
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`)
    )
}

test.group('Browser: paying an order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a cashier pays in cash, sees the change due live, and the order closes', async ({
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRole('Cashier')
    const { order } = await bill(await administrator())
    await openDrawer(cashier)
    const { page, context } = await signedIn(cashier, { viewport: { width: 1280, height: 900 } })
    cleanup(() => context.close())
    await page.goto(`/restaurant/orders/${order.id}`)
    await page.getByRole('button', { name: 'Pay $40.80' }).click()
    const panel = page.getByTestId('pay-panel')
    await panel.getByTestId('pay-form').waitFor()
    assert.equal(await panel.getByLabel('Amount').inputValue(), '40.80')
    await panel.getByLabel('Tip').fill('4.20')
    await panel.getByLabel('Cash given').fill('40')
    assert.equal(await panel.getByTestId('pay-change').textContent(), '-$5.00')
    await panel.getByLabel('Cash given').fill('50')
    assert.equal(await panel.getByTestId('pay-change').textContent(), '$5.00')
    await panel.getByTestId('pay-submit').click()
    await panel.getByText('Paid in full: this order is closed.').waitFor()
    const row = panel.getByTestId('pay-payments')
    await row.getByText('change $5.00', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Paid' }).waitFor()
    assert.equal(await page.getByRole('heading', { level: 1 }).getByText('Closed').count(), 1)
    const closed = await Order.findOrFail(order.id)
    assert.equal(closed.status, 'closed')
    assert.equal(closed.tipCents, 420)
  })

  test('the pay panel and its split at 1280, 768 and 360 pixels, light and dark: nothing scrolls sideways, no serious accessibility fault', async ({
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRole('Manager')
    const admin = await administrator()
    const { order } = await bill(admin)
    await openDrawer(cashier)
    await takePayment(
      { order, key: randomUUID(), method: 'card', amount_cents: 1, tip_cents: 100 },
      systemAudit(admin)
    )
    const found: string[] = []
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1280, 768, 360]) {
        const { page, context } = await signedIn(cashier, {
          viewport: { width, height: 900 },
          colorScheme,
          bypassCSP: true,
        })
        cleanup(() => context.close())
        await page.goto(`/restaurant/orders/${order.id}`)
        await page.getByTestId('pay-open').click()
        await page.getByTestId('pay-form').waitFor()
        await page.getByLabel('Cash given').fill('50')
        await page.waitForTimeout(600)
        assert.isTrue(await fitsWidth(page, width), `no sideways scroll at ${width}`)
        const shot = (name: string) =>
          process.env.PAY_SHOTS
            ? page.screenshot({
                path: `${process.env.PAY_SHOTS}/${name}-${colorScheme}-${width}.png`,
              })
            : null
        await shot('pay')
        found.push(...(await violations(page)).map((line) => `pay ${colorScheme} ${width} ${line}`))
        await page.getByRole('tab', { name: 'Split' }).click()
        await page.getByLabel('Parts').fill('3')
        assert.include(
          await page.getByTestId('split-note').textContent(),
          'the first part pays $13.61'
        )
        await page.mouse.move(1, 1)
        await page.waitForTimeout(500)
        await shot('split')
        found.push(
          ...(await violations(page)).map((line) => `split ${colorScheme} ${width} ${line}`)
        )
        await context.close()
      }
    assert.deepEqual(found, [], 'no serious accessibility fault')
  })
})
