import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { orderMovements, serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { systemAudit } from '#services/audit_context'
import { comboLine, itemLine } from '#tests/functional/restaurant/order_helpers'
import { setAvailability } from '#actions/restaurant/set_menu_item_availability'
import { broadcastLineStatuses } from '#services/restaurant/broadcasts'
import { eventually } from '#tests/unit/realtime/helpers'
import { fitsWidth, openLive, signedIn } from './helpers.js'

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

test.group('Browser: the POS', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('offline, a takeaway is taken and sent; back online the queue drains and the kitchen gets each line once', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRole('Waiter')
    const { page, context } = await signedIn(waiter, { viewport: { width: 1280, height: 900 } })
    cleanup(() => context.close())
    await page.goto('/restaurant/orders/create?kind=takeaway')
    const tile = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) })
    await tile('Steak \\$').waitFor()

    await context.setOffline(true)
    await tile('Steak \\$').click()
    await tile('Cola').click()
    await tile('Steak and a drink').click()
    const ticket = page.getByRole('region', { name: 'Ticket' })
    await ticket.getByRole('button', { name: 'Send 3 lines' }).click()
    const pending = ticket.getByTestId('pending')
    await pending.first().waitFor()
    assert.equal(await pending.count(), 3)
    assert.equal(await pending.first().textContent(), 'Pending — not yet on the server')
    await page
      .getByTestId('pos-queue-banner')
      .filter({
        hasText: 'Offline: 4 changes waiting; they will be sent when the connection is back.',
      })
      .waitFor({ timeout: 5000 })
    const queued = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('posada.pos.queue') ?? '{"entries":[]}').entries.length
      )
    assert.equal(await queued(), 2, 'the opening with its three lines, and the send')

    await context.setOffline(false)
    await page.waitForURL(/\/restaurant\/orders\/\d+$/, { timeout: 15_000 })
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('posada.pos.queue') ?? '{}').entries?.length === 0,
      null,
      { timeout: 15_000 }
    )
    await ticket.getByText('Queued').first().waitFor({ timeout: 10_000 })
    assert.equal(await ticket.getByTestId('pending').count(), 0)

    const orderId = Number(page.url().split('/').at(-1))
    const lines = await db
      .from('order_lines')
      .where('order_id', orderId)
      .whereNull('parent_line_id')
    assert.sameMembers(
      lines.map((line) => line.name),
      ['Steak', 'Cola', 'Steak and a drink'],
      'each line exactly once'
    )
    const tickets = await db.from('kitchen_tickets').where('order_id', orderId)
    assert.sameMembers(
      tickets.map((row) => row.station),
      ['kitchen', 'bar'],
      'one ticket per station'
    )
    /* Two steaks (one in the combo) at 180 g, two colas: the recipes taken once. */
    const taken = new Map<number, number>()
    for (const row of await orderMovements(orderId))
      taken.set(row.product_id, (taken.get(row.product_id) ?? 0) + Number(row.quantity))
    assert.deepEqual(Object.fromEntries(taken), { [menu.beef.id]: -0.36, [menu.cola.id]: -2 })
    assert.isTrue(await fitsWidth(page, 1280))
  }).timeout(90_000)

  test('on a phone the menu and the ticket switch; sold-out dishes cannot be tapped', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    await db.from('menu_items').where('id', menu.soda.id).update({ is_available: false })
    const waiter = await userWithRole('Waiter')
    const { page, context } = await signedIn(waiter, {
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
    })
    cleanup(() => context.close())
    await page.goto('/restaurant/orders/create?kind=takeaway')
    const cola = page.getByRole('button', { name: /^Cola/ })
    await cola.waitFor()
    assert.isTrue(await cola.isDisabled(), 'a sold-out dish is not tappable')
    /*
     * The first tap opens the order and the screen moves to its page. The same
     * dish tapped twice more at once, while that request is on its way, adds to
     * the same line: each tap counts, on the screen and on the server.
     */
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route(/\/restaurant\/orders$/, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    const steak = page.getByRole('button', { name: /^Steak \$/ })
    await steak.click()
    await steak.click()
    await steak.click()
    await page.getByRole('button', { name: /^Ticket · 1 ·/ }).click()
    const ticket = page.getByRole('region', { name: 'Ticket' })
    await ticket.getByText('3× Steak').waitFor({ timeout: 5000 })
    answer()
    await page.waitForURL(/\/restaurant\/orders\/\d+$/, { timeout: 15_000 })
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
    /* The server holds one line of three steaks. */
    await eventually(async () => {
      const lines = await db.from('order_lines').where('order_id', orderId).select('quantity')
      return lines.length === 1 && lines[0].quantity === 3
    }, 10_000)
    await ticket.getByText('3× Steak').waitFor()
    assert.isTrue(await fitsWidth(page, 360))
  }).timeout(60_000)

  test('the POS screens have no serious accessibility fault, light and dark', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const manager = await userWithRole('Manager')
    const audit = systemAudit(manager)
    const order = await createOrder(
      {
        kind: 'takeaway',
        lines: [itemLine(menu.steak.id, 2, { notes: 'medium rare' }), comboLine(menu.combo.id)],
      },
      audit
    )
    await sendOrder({ order, key: crypto.randomUUID() }, audit)
    const found: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await signedIn(manager, { colorScheme, bypassCSP: true })
      cleanup(() => context.close())
      await page.goto('/restaurant/orders/create?kind=takeaway')
      await page.getByRole('button', { name: /^Steak \$/ }).click()
      found.push(...(await violations(page)).map((line) => `create ${colorScheme} ${line}`))
      await page.goto(`/restaurant/orders/${order.id}`)
      await page.getByText('Queued').first().waitFor()
      found.push(...(await violations(page)).map((line) => `show ${colorScheme} ${line}`))
    }
    assert.deepEqual(found, [])
  }).timeout(90_000)

  test('a dish sold out meanwhile greys at once; a line of it tapped offline comes back refused with the reason beside the ticket', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRole('Waiter')
    const audit = systemAudit(waiter)
    const { page, context } = await signedIn(waiter)
    cleanup(() => context.close())
    await openLive(page, '/restaurant/orders/create?kind=takeaway', ['private-restaurant.menu'])
    const cola = page.getByRole('button', { name: /^Cola/ })
    assert.isFalse(await cola.isDisabled())
    await setAvailability({ item: menu.soda, available: false }, audit)
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button[data-sold-out]')].some((tile) =>
          tile.textContent?.startsWith('Cola')
        ),
      null,
      { timeout: 5000 }
    )
    assert.isTrue(await cola.isDisabled(), 'sold out: not tappable')

    await context.setOffline(true)
    await page.getByRole('button', { name: /^Steak \$/ }).click()
    await setAvailability({ item: menu.steak, available: false }, audit)
    await context.setOffline(false)
    const ticket = page.getByRole('region', { name: 'Ticket' })
    await ticket.getByText('Steak is sold out.').waitFor({ timeout: 15_000 })
    assert.equal(await ticket.getByTestId('pending').count(), 0)
    /* The live reloads the sold-outs set off end before the test's transaction does. */
    await page.waitForLoadState('networkidle')
    assert.equal(
      await db
        .from('order_lines')
        .where('name', 'Steak')
        .count('* as n')
        .first()
        .then((row) => Number(row.n)),
      0
    )
  }).timeout(90_000)

  test("an order's POS shows the kitchen's statuses as they change, without a reload", async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRole('Waiter')
    const audit = systemAudit(waiter)
    const order = await createOrder({ kind: 'takeaway', lines: [itemLine(menu.steak.id)] }, audit)
    await sendOrder({ order, key: crypto.randomUUID() }, audit)
    const { page, context } = await signedIn(waiter)
    cleanup(() => context.close())
    await openLive(page, `/restaurant/orders/${order.id}`, [
      `private-restaurant.orders.${order.id}`,
    ])
    const ticket = page.getByRole('region', { name: 'Ticket' })
    await ticket.getByText('Queued').waitFor()
    await page.evaluate(() => ((window as any).posMarker = 'still here'))
    /* What the kitchen's display does when a cook finishes the dish. */
    await db.from('order_lines').where('order_id', order.id).update({ kitchen_status: 'ready' })
    const [line] = await db.from('order_lines').where('order_id', order.id)
    broadcastLineStatuses(db.connection(), [
      { id: line.id, orderId: order.id, kitchenStatus: 'ready' },
    ])
    await ticket.getByText('Ready').waitFor({ timeout: 5000 })
    assert.equal(await page.evaluate(() => (window as any).posMarker), 'still here')
    await page.waitForLoadState('networkidle')
  }).timeout(60_000)
})
