import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/identity/user'
import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { closeCashDrawer } from '#actions/restaurant/close_cash_drawer'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday, appZone } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { orderToPay, payment } from './payment_rows.js'

/*
| Today: Carla takes 37.20 cash (+2.80 tip) and 45.00 card (+5.00 tip), and
| refunds 12.00 cash of the first; Bruno takes 20.00 by transfer. Yesterday:
| Carla took 99.00 cash.
*/
async function aDayOfPayments() {
  const carla = await userWithRoles(['Cashier'], { fullName: 'Carla Cash' })
  const bruno = await userWithRoles(['Cashier'], { fullName: 'Bruno Bank' })
  const { order } = await orderToPay(carla)
  const drawer = await openCashDrawer({ cashier: carla, floatCents: 5000 }, systemAudit(carla))
  /* Minutes ago, but never before today's first minute (APP_TZ), in the same order. */
  const now = DateTime.now()
  const start = DateTime.now().setZone(appZone()).startOf('day')
  const at = (minutes: number) =>
    DateTime.max(now.minus({ minutes }), start.plus({ seconds: 60 - minutes }))
  const base = { orderId: order.id, cashier: carla }
  const cash = await payment({
    ...base,
    method: 'cash',
    amountCents: 3720,
    tipCents: 280,
    tenderedCents: 4000,
    drawerId: drawer.id,
    paidAt: at(30),
  })
  await payment({ ...base, method: 'card', amountCents: 4500, tipCents: 500, paidAt: at(20) })
  await payment({
    ...base,
    method: 'cash',
    amountCents: -1200,
    refundOf: cash,
    reason: 'Cold soup',
    drawerId: drawer.id,
    paidAt: at(10),
  })
  await payment({
    orderId: order.id,
    cashier: bruno,
    method: 'transfer',
    amountCents: 2000,
    paidAt: at(5),
  })
  const yesterday = DateTime.fromISO(addDays(appToday(), -1), { zone: appZone() }).set({ hour: 12 })
  await payment({
    ...base,
    method: 'cash',
    amountCents: 9900,
    tenderedCents: 9900,
    drawerId: drawer.id,
    paidAt: yesterday,
  })
  return { carla, bruno, order, drawer }
}

async function listed(client: ApiClient, user: User, query = '') {
  const response = await as(client, user, 'get', `/restaurant/payments${query}`).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('Restaurant/Payments/Index')
  return response.inertiaProps as any
}

const amountsOf = (props: any) => props.payments.data.map((row: any) => row.amountCents)

test.group('Restaurant: payments list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test("today's payments, newest first, refunds negative with their reason, totals per method", async ({
    client,
    assert,
  }) => {
    const { carla, order } = await aDayOfPayments()
    const props = await listed(client, carla)
    assert.deepEqual(amountsOf(props), [2000, -1200, 4500, 3720])
    assert.containsSubset(props.payments.data[1], {
      method: 'cash',
      order: { id: order.id, number: order.number },
      cashier: { id: carla.id, name: 'Carla Cash' },
      refund: { reason: 'Cold soup' },
    })
    assert.containsSubset(props.payments.data[3], { tipCents: 280, refund: null })
    assert.deepEqual(props.totals, [
      { method: 'card', count: 1, amountCents: 4500, tipCents: 500 },
      { method: 'cash', count: 2, amountCents: 2520, tipCents: 280 },
      { method: 'transfer', count: 1, amountCents: 2000, tipCents: 0 },
    ])
    assert.deepEqual(props.filters, {
      from: appToday(),
      to: appToday(),
      method: '',
      cashierId: null,
      page: 1,
      perPage: 25,
    })
    assert.equal(props.zone, appZone())
  })

  test('filters by days, method and cashier; totals follow the filter', async ({
    client,
    assert,
  }) => {
    const { carla, bruno } = await aDayOfPayments()
    const cash = await listed(client, carla, '?method=cash')
    assert.deepEqual(amountsOf(cash), [-1200, 3720])
    assert.deepEqual(
      cash.totals.map((row: any) => row.method),
      ['cash']
    )
    assert.deepEqual(amountsOf(await listed(client, carla, `?cashier_id=${bruno.id}`)), [2000])
    const yesterday = addDays(appToday(), -1)
    const both = await listed(client, carla, `?from=${yesterday}&to=${appToday()}&method=cash`)
    assert.deepEqual(amountsOf(both), [-1200, 3720, 9900])
    assert.deepEqual(both.totals, [{ method: 'cash', count: 3, amountCents: 12420, tipCents: 280 }])
    assert.deepEqual(
      amountsOf(await listed(client, carla, `?from=${yesterday}&to=${yesterday}`)),
      [9900]
    )
    const broken = await listed(client, carla, '?method=cheque&from=2026-02-31&cashier_id=x')
    assert.deepEqual(amountsOf(broken), [2000, -1200, 4500, 3720])
  })

  test("the user's drawer card: expected cash while open, the count after the close", async ({
    client,
    assert,
  }) => {
    const { carla, drawer } = await aDayOfPayments()
    const open = await listed(client, carla)
    /* 50.00 float + 40.00 tendered (no change) − 12.00 refund + 99.00 yesterday = 177.00 */
    assert.containsSubset(open.drawer.open, {
      id: drawer.id,
      floatCents: 5000,
      cashTakenCents: 12700,
      expectedCents: 17700,
    })
    assert.isNull(open.drawer.lastClosed)
    assert.deepEqual(open.can, { openDrawer: true, closeDrawers: [drawer.id] })
    await closeCashDrawer({ drawer, countedCents: 17600 }, systemAudit(carla))
    const closed = await listed(client, carla)
    assert.isNull(closed.drawer.open)
    assert.containsSubset(closed.drawer.lastClosed, {
      expectedCents: 17700,
      countedCents: 17600,
      differenceCents: -100,
    })
    assert.containsSubset(closed.drawers[0], {
      id: drawer.id,
      cashier: { name: 'Carla Cash' },
      differenceCents: -100,
    })
  })

  test('a supervisor sees the drawers they may close; a waiter may not see payments', async ({
    client,
    assert,
  }) => {
    const { bruno, drawer } = await aDayOfPayments()
    const manager = await userWithRoles(['Manager'])
    assert.deepEqual((await listed(client, manager)).can.closeDrawers, [drawer.id])
    assert.deepEqual((await listed(client, bruno)).can.closeDrawers, [])
    const waiter = await userWithRoles(['Waiter'])
    ;(await as(client, waiter, 'get', '/restaurant/payments')).assertStatus(403)
  })
})
