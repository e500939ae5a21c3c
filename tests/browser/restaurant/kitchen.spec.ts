import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { randomUUID } from 'node:crypto'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import OrderLine from '#models/restaurant/order_line'
import { systemAudit } from '#services/audit_context'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { diningTable } from '#tests/functional/restaurant/helpers'
import { itemLine, serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { fitsWidth, openLive, signedIn } from './helpers.js'

const KITCHEN = ['private-restaurant.kitchen.kitchen']

test.group('Browser: kitchen display', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a ticket sent while the display was offline appears when it is back, without a reload; a tap moves a line on', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const cook = await userWithRole('Kitchen', { fullName: 'Carla Cook' })
    const waiter = await userWithRole('Waiter', { fullName: 'Wanda Waiter' })
    const table = await diningTable({ name: 'T5' })

    const display = await signedIn(cook, { viewport: { width: 1280, height: 800 } })
    cleanup(() => display.context.close())
    const { page } = display
    /* Counts the chime's tones: Web Audio oscillators started. */
    await page.addInitScript(() => {
      const start = OscillatorNode.prototype.start
      ;(window as any).tones = 0
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        ;(window as any).tones += 1
        return start.apply(this, args)
      }
    })
    await openLive(page, '/restaurant/kitchen', KITCHEN)
    await page.getByText('No tickets. New ones appear here as soon as they are sent.').waitFor()
    await page.evaluate(() => ((window as any).displayMarker = 'still here'))
    await page.getByRole('button', { name: 'Tap to enable sound' }).click()
    await page.getByText('Sound on').waitFor()

    await display.context.setOffline(true)
    await page.waitForFunction(
      async () => {
        const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
        return currentEcho()?.connector.pusher.connection.state !== 'connected'
      },
      null,
      { timeout: 10_000 }
    )
    const audit = systemAudit(waiter)
    const order = await createOrder(
      {
        kind: 'dine_in',
        table_id: table.id,
        lines: [itemLine(menu.steak.id, 2, { notes: 'No pepper' }), itemLine(menu.soda.id)],
      },
      audit
    )
    await sendOrder({ order, key: randomUUID() }, audit)
    await page.waitForTimeout(300)
    assert.equal(await page.locator(`[data-ticket="${order.number}"]`).count(), 0)

    await display.context.setOffline(false)
    const card = page.locator(`[data-ticket="${order.number}"]`)
    await card.waitFor({ timeout: 15_000 })
    assert.equal(
      await page.evaluate(() => (window as any).displayMarker),
      'still here',
      'no reload'
    )
    const text = await card.innerText()
    for (const shown of ['T5', 'Wanda Waiter', 'Steak', 'No pepper']) assert.include(text, shown)
    assert.match(text, /course 1/i)
    assert.notInclude(text, 'Cola', 'the cola goes to the bar')
    assert.equal(await card.locator('time').getAttribute('data-tone'), 'on_time')
    assert.equal(await card.getAttribute('data-fresh'), 'true', 'the new ticket is highlighted')
    assert.isAtLeast(await page.evaluate(() => (window as any).tones), 2, 'and chimes')
    await page
      .getByRole('status')
      .filter({ hasText: `New ticket: order ${order.number}, Table T5.` })
      .waitFor({ state: 'attached' })
    assert.isTrue(await fitsWidth(page, 1280))

    await page.getByRole('button', { name: '2 × Steak, queued. Tap to move it on.' }).click()
    await card.locator('[data-line="Steak"][data-line-status="preparing"]').waitFor()
    await assert.doesNotReject(async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const line = await OrderLine.query()
          .where('order_id', order.id)
          .where('name', 'Steak')
          .firstOrFail()
        if (line.kitchenStatus === 'preparing') return
        await page.waitForTimeout(100)
      }
      throw new Error('the tap did not reach the server')
    })
    await page.getByRole('button', { name: `Bump order ${order.number}` }).click()
    await card.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Recall last bumped' }).click()
    await card.locator('[data-line="Steak"][data-line-status="ready"]').waitFor()
  })
})
