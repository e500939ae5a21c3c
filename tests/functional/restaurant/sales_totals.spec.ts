import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import type User from '#models/identity/user'
import type Order from '#models/restaurant/order'
import { applyOrderDiscount } from '#actions/restaurant/apply_order_discount'
import { createOrder } from '#actions/restaurant/create_order'
import { mergeOrders } from '#actions/restaurant/merge_orders'
import { refundPayment } from '#actions/restaurant/refund_payment'
import { sendOrder } from '#actions/restaurant/send_order'
import { takePayment } from '#actions/restaurant/take_payment'
import Payment from '#models/restaurant/payment'
import { productReport } from '#queries/restaurant/reports/product_report'
import { salesReport } from '#queries/restaurant/reports/sales_report'
import { systemAudit } from '#services/audit_context'
import { appToday } from '#services/clock'
import { ensureSalesTotals, rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { useZone } from '#tests/helpers/clock'
import { administrator, seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable } from './helpers.js'
import { comboLine, itemLine, serviceMenu } from './order_helpers.js'
import { key, openDrawer } from './payment_helpers.js'

const TOTALS = ['restaurant_sales_hours', 'restaurant_item_sales', 'restaurant_payment_days']

/* Every row of the three totals, in a stable order, to compare two ways of working them out. */
async function totalsNow() {
  const tables: Record<string, unknown[]> = {}
  for (const table of TOTALS)
    tables[table] = (await db.rawQuery(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows
  return tables
}

/* Two orders through the real actions: sent (stock used), one discounted, paid and closed. */
async function service(cashier: User) {
  const audit = systemAudit(cashier)
  const menu = await serviceMenu()
  const open = async (
    name: string,
    lines: (ReturnType<typeof itemLine> | ReturnType<typeof comboLine>)[]
  ) => {
    const table = await diningTable({ name })
    const order = await createOrder(
      { kind: 'dine_in', table_id: table.id, covers: 2, lines },
      audit
    )
    await sendOrder({ order, key: randomUUID() }, audit)
    return order
  }
  const pay = (order: Order, method: 'card' | 'cash', amount: number, tip = 0) =>
    takePayment({ order, key: key(), method, amount_cents: amount, tip_cents: tip }, audit)
  await openDrawer(cashier)
  /* 2 steaks + a cola = 40.80, less 10 % = 36.72; a combo + a cola = 23.00. */
  const first = await open('S1', [itemLine(menu.steak.id, 2), itemLine(menu.soda.id)])
  await applyOrderDiscount({ order: first, kind: 'percent', value: 10, reason: 'Regulars' }, audit)
  await first.refresh()
  await pay(first, 'card', 3672, 300)
  const second = await open('S2', [comboLine(menu.combo.id), itemLine(menu.soda.id)])
  const { payment } = await pay(second, 'cash', 2300)
  await refundPayment({ payment, key: key(), amount_cents: 300, reason: 'Cola was flat' }, audit)
  return { menu, first, second }
}

test.group('Restaurant: sales totals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('closing an order and taking or refunding a payment add to the totals the reports read', async ({
    assert,
  }) => {
    await administrator()
    const cashier = await userWithRoles(['Cashier', 'Manager'])
    const { menu } = await service(cashier)
    const today = { from: appToday(), to: appToday() }
    const sales = await salesReport(today)
    assert.containsSubset(sales.totals, {
      orders: 2,
      grossCents: 4080 + 2300,
      discountCents: 408,
      netCents: 6380 - 408,
      tipsCents: 300,
    })
    assert.containsSubset(
      sales.methods.map((row) => [row.method, row.payments, row.refunds, row.netCents]),
      [
        ['cash', 1, 1, 2000],
        ['card', 1, 0, 3672],
      ]
    )
    const products = await productReport(today)
    const steak = products.products.find((row) => row.key === `item-${menu.steak.id}`)!
    assert.equal(steak.quantity, 2)
    /* What both orders took from stock, all of it shared out among the items. */
    const [{ value }] = await db
      .from('stock_movements as m')
      .joinRaw(`JOIN orders o ON m.reference_type = 'order' AND m.reference_id = o.id::text`)
      .where('m.kind', 'sale_consumption')
      .where('o.status', 'closed')
      .sum('m.value_cents as value')
    assert.isAbove(-Number(value), 0)
    assert.equal(products.totals.costCents, -Number(value))
  })

  test('the totals added as orders close are the ones worked out again from scratch', async ({
    assert,
  }) => {
    await administrator()
    await service(await userWithRoles(['Cashier', 'Manager']))
    const added = await totalsNow()
    assert.isNotEmpty(added.restaurant_item_sales)
    await rebuildSalesTotals()
    assert.deepEqual(await totalsNow(), added)
  })

  test('an order still open counts no sale; its payment counts on the day it was taken', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const menu = await serviceMenu()
    const table = await diningTable({ name: 'S3' })
    const order = await createOrder(
      { kind: 'dine_in', table_id: table.id, covers: 1, lines: [itemLine(menu.steak.id)] },
      systemAudit(cashier)
    )
    await takePayment(
      { order, key: key(), method: 'card', amount_cents: 1000, tip_cents: 0 },
      systemAudit(cashier)
    )
    const report = await salesReport({ from: appToday(), to: appToday() })
    assert.equal(report.totals.orders, 0)
    assert.deepEqual(
      report.methods.map((row) => [row.method, row.takenCents]),
      [['card', 1000]]
    )
    assert.lengthOf(await Payment.query().where('order_id', order.id), 1)
  })

  test('orders merged into one another count what they took from stock in the order that closes', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier', 'Manager'])
    const audit = systemAudit(cashier)
    const menu = await serviceMenu()
    await openDrawer(cashier)
    const sent = async (name: string) => {
      const table = await diningTable({ name })
      const order = await createOrder(
        { kind: 'dine_in', table_id: table.id, covers: 1, lines: [itemLine(menu.steak.id)] },
        audit
      )
      await sendOrder({ order, key: randomUUID() }, audit)
      return order
    }
    /* M1 joins M2, then M2 (with M1's steak) joins M3: all three steaks close with M3. */
    const [first, second, third] = [await sent('M1'), await sent('M2'), await sent('M3')]
    await mergeOrders({ order: second, otherId: first.id }, audit)
    await mergeOrders({ order: third, otherId: second.id }, audit)
    await third.refresh()
    await takePayment(
      { order: third, key: key(), method: 'card', amount_cents: third.subtotalCents, tip_cents: 0 },
      audit
    )
    const [{ value }] = await db
      .from('stock_movements')
      .where({ kind: 'sale_consumption', reference_type: 'order' })
      .whereIn(
        'reference_id',
        [first, second, third].map((order) => String(order.id))
      )
      .sum('value_cents as value')
    assert.isAbove(-Number(value), 0)
    const today = { from: appToday(), to: appToday() }
    const products = await productReport(today)
    const steak = products.products.find((row) => row.key === `item-${menu.steak.id}`)!
    assert.equal(steak.quantity, 3)
    assert.equal(steak.costCents, -Number(value))
    const added = await totalsNow()
    await rebuildSalesTotals()
    assert.deepEqual(await totalsNow(), added)
  })

  test('a change of time zone has the totals worked out again in the new zone', async ({
    assert,
    cleanup,
  }) => {
    await administrator()
    await service(await userWithRoles(['Cashier', 'Manager']))
    await rebuildSalesTotals()
    assert.isFalse(await ensureSalesTotals(), 'nothing to do in the same zone')
    /* Closed at the same instant, a sale is on the day that instant is in the new zone. */
    const closedAt = (await db.from('orders').where('status', 'closed').max('closed_at as at'))[0]
      .at
    cleanup(useZone('Pacific/Kiritimati'))
    assert.isTrue(await ensureSalesTotals())
    const [{ day }] = await db
      .rawQuery(
        `SELECT to_char((?::timestamptz AT TIME ZONE 'Pacific/Kiritimati')::date, 'YYYY-MM-DD') AS day`,
        [closedAt]
      )
      .then((result) => result.rows)
    const [row] = (
      await db.rawQuery(
        `SELECT sum(orders)::int AS orders FROM restaurant_sales_hours WHERE day = ?`,
        [day]
      )
    ).rows
    assert.equal(row.orders, 2)
  })
})
