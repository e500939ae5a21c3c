import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { lockOrder } from '#services/restaurant/orders'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { systemAudit } from '#services/audit_context'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { diningTable } from '#tests/functional/restaurant/helpers'
import { itemLine, serviceMenu } from '#tests/functional/restaurant/order_helpers'
import { fitsWidth, openLive, signedIn } from './helpers.js'

const CHANNELS = [
  'private-restaurant.orders',
  'private-restaurant.floor',
  'private-restaurant.kitchen.kitchen',
  'private-restaurant.kitchen.bar',
]

/* What the payment that settles the balance does to the order: closed, its table's news after the commit. */
function closeOrder(orderId: number) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, orderId)
    order.merge({
      status: 'closed',
      paidCents: order.subtotalCents - order.discountCents,
      closedAt: DateTime.now(),
    })
    order.useTransaction(trx)
    await order.save()
    await broadcastOrder(trx, order, [order.tableId])
  })
}

test.group('Browser: restaurant dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('an order sent, bumped and paid elsewhere moves the figures within a second, without a reload', async ({
    assert,
    cleanup,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRole('Waiter', { fullName: 'Wanda Waiter' })
    const table = await diningTable({ name: 'T7' })

    const office = await signedIn(waiter, { viewport: { width: 1280, height: 800 } })
    cleanup(() => office.context.close())
    const { page } = office
    await openLive(page, '/restaurant', CHANNELS)
    await page.evaluate(() => ((window as any).dashboardMarker = 'still here'))
    const figure = (key: string) => page.locator(`[data-figure="${key}"] dd`).first()
    const station = (name: string) => page.locator(`[data-station="${name}"] dd`).first()
    const tables = (status: string) => page.locator(`[data-status="${status}"] dd`)
    assert.equal(await figure('open_orders').textContent(), '0')
    assert.equal(await tables('occupied').textContent(), '0')

    /* 2 steaks (kitchen) and a cola (bar): 2 × 18.90 + 3.00 */
    const audit = systemAudit(waiter)
    const order = await createOrder(
      {
        kind: 'dine_in',
        table_id: table.id,
        covers: 3,
        lines: [itemLine(menu.steak.id, 2), itemLine(menu.soda.id)],
      },
      audit
    )
    await sendOrder({ order, key: randomUUID() }, audit)
    await station('kitchen').filter({ hasText: /^1$/ }).waitFor({ timeout: 1_500 })
    assert.equal(await station('bar').textContent(), '1')
    assert.equal(await figure('open_orders').textContent(), '1')
    assert.equal(await figure('covers').textContent(), '3')
    assert.equal(await tables('occupied').textContent(), '1')
    assert.include(await page.locator('[data-figure="open_orders"]').innerText(), '$40.80')

    const tickets = await KitchenTicket.query().where('order_id', order.id).orderBy('station')
    for (const ticket of tickets) await bumpKitchenTicket({ ticketId: ticket.id }, audit)
    await station('kitchen').filter({ hasText: /^0$/ }).waitFor({ timeout: 1_500 })
    await page
      .locator('[data-ticket-time]')
      .getByText(/2 tickets today/)
      .waitFor()

    await closeOrder(order.id)
    await figure('sales').filter({ hasText: '$40.80' }).waitFor({ timeout: 1_500 })
    assert.equal(await figure('open_orders').textContent(), '0')
    assert.equal(await figure('average_ticket').textContent(), '$40.80')
    assert.equal(await page.evaluate(() => (window as any).dashboardMarker), 'still here')
    assert.isTrue(await fitsWidth(page, 1280))
  })
})
