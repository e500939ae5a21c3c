import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { diningTable } from '#tests/functional/restaurant/helpers'
import { menuItem } from '#tests/functional/restaurant/menu_helpers'
import { serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { signedIn } from './helpers.js'

test.group('Browser: the POS at the speed of service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a waiter takes a six-line order at a table and sends it in a dozen taps, each line on the ticket as it is tapped', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    for (const [name, priceCents] of [
      ['Soup of the day', 650],
      ['Green salad', 800],
      ['Tiramisu', 700],
    ] as const)
      await menuItem({ name, priceCents, categoryId: menu.mains.id })
    const table = await diningTable({ name: 'T4' })
    const waiter = await userWithRole('Waiter')
    const { page, context } = await signedIn(waiter, { viewport: { width: 768, height: 1024 } })
    cleanup(() => context.close())
    await page.goto(`/restaurant/orders/create?table_id=${table.id}`)
    /* A tile is named by its dish, then its price (or, for a combo, what is in it). */
    const tile = (name: string) =>
      page.getByRole('button', { name: new RegExp(`^${name} (\\$|[A-Z])`) })
    await tile('Steak').waitFor()
    const ticket = page.getByRole('region', { name: 'Ticket' })

    let taps = 0
    const tap = async (name: string, lines: number) => {
      await tile(name).click()
      taps++
      /* The line is counted before the server has answered: it is drawn from the tap (on a tablet, in the ticket switch's count). */
      const drawn = ticket.locator('[data-line-key]').nth(lines - 1)
      const counted = page.getByRole('button', { name: new RegExp(`^Ticket · ${lines} ·`) })
      await drawn.or(counted).first().waitFor({ timeout: 1000 })
    }
    const dishes = [
      'Soup of the day',
      'Green salad',
      'Steak',
      'Cola',
      'Tiramisu',
      'Steak and a drink',
    ]
    for (const [index, name] of dishes.entries()) await tap(name, index + 1)
    /* On a tablet the menu and the ticket share the screen by a switch: one more tap to see the ticket. */
    if (!(await ticket.isVisible())) {
      await page.getByRole('button', { name: /^Ticket/ }).click()
      taps++
    }
    await ticket.getByRole('button', { name: 'Send 6 lines' }).click()
    taps++
    assert.isAtMost(taps, 12)

    await page.waitForURL(/\/restaurant\/orders\/\d+$/, { timeout: 15_000 })
    const orderId = Number(page.url().split('/').at(-1))
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('posada.pos.queue') ?? '{}').entries?.length === 0,
      null,
      { timeout: 15_000 }
    )
    const order = await db.from('orders').where('id', orderId).first()
    assert.equal(order.table_id, table.id)
    assert.equal(order.status, 'sent')
    const lines = await db
      .from('order_lines')
      .where('order_id', orderId)
      .whereNull('parent_line_id')
      .orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.name, line.kitchen_status]),
      dishes.map((name) => [name, 'queued'])
    )
  }).timeout(90_000)
})
