import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { orderMovements, serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { fitsWidth, signedIn } from './helpers.js'

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
    await page.getByRole('button', { name: /^Steak \$/ }).click()
    await page.getByRole('button', { name: /^Steak \$/ }).click()
    await page.getByRole('button', { name: /^Ticket · 1 ·/ }).click()
    const ticket = page.getByRole('region', { name: 'Ticket' })
    await ticket.getByText('2× Steak').waitFor()
    assert.isTrue(await fitsWidth(page, 360))
  }).timeout(60_000)
})
