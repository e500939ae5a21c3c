import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { customer, diningTable } from './helpers.js'
import { itemLine, serviceMenu } from './order_helpers.js'

test.group('Customers: their orders and what they spent', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('the customer’s page lists their orders, newest first, and sums the paid ones', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const audit = systemAudit(waiter)
    const menu = await serviceMenu()
    const carmen = await customer({ name: 'Carmen Ruiz' })
    const someoneElse = await customer({ name: 'Luis Gómez' })
    const table = await diningTable({ name: 'T1' })
    const ago = (days: number) => DateTime.now().minus({ days }).toJSDate()

    const paid = await createOrder(
      { kind: 'takeaway', customer_id: carmen.id, lines: [itemLine(menu.steak.id, 2)] },
      audit
    )
    await db
      .from('orders')
      .where('id', paid.id)
      .update({ status: 'closed', closed_at: ago(2), opened_at: ago(2), discount_cents: 380 })
    const voided = await createOrder(
      { kind: 'takeaway', customer_id: carmen.id, lines: [itemLine(menu.soda.id)] },
      audit
    )
    await db
      .from('orders')
      .where('id', voided.id)
      .update({
        status: 'voided',
        voided_at: ago(1),
        opened_at: ago(1),
        void_reason: 'Left',
      })
    const open = await createOrder(
      {
        kind: 'dine_in',
        table_id: table.id,
        customer_id: carmen.id,
        lines: [itemLine(menu.soda.id)],
      },
      audit
    )
    await createOrder(
      { kind: 'takeaway', customer_id: someoneElse.id, lines: [itemLine(menu.steak.id)] },
      audit
    )

    const page = await as(client, waiter, 'get', `/customers/${carmen.id}`).withInertia()
    page.assertInertiaComponent('Customers/Show')
    const { orders } = page.inertiaProps as any
    assert.deepEqual(
      orders.orders.map((row: any) => [row.number, row.status, row.totalCents]),
      [
        [open.number, 'open', 300],
        [voided.number, 'voided', 300],
        [paid.number, 'closed', 2 * 1890 - 380],
      ]
    )
    assert.equal(orders.totalSpendCents, 2 * 1890 - 380, 'only closed orders count')

    const receptionist = await userWithRoles(['Receptionist'])
    const hidden = await as(client, receptionist, 'get', `/customers/${carmen.id}`).withInertia()
    assert.isNull((hidden.inertiaProps as any).orders, 'orders need restaurant.orders.view')
  })
})
