import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import CashDrawer from '#models/restaurant/cash_drawer'
import { randomUUID } from 'node:crypto'
import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { createOrder } from '#actions/restaurant/create_order'
import { closeCashDrawer } from '#actions/restaurant/close_cash_drawer'
import { lockOpenDrawer } from '#services/restaurant/cash_drawers'
import { ConflictError, NotAllowedError } from '#exceptions/domain_errors'
import { systemAudit } from '#services/audit_context'
import { as, eventsOf, seedRoles, userWithRoles } from '../access/helpers.js'
import { captureBroadcasts, countOf, errorsOf } from './helpers.js'
import { orderToPay, payment } from './payment_rows.js'

const open = (client: any, user: User, float: unknown) =>
  as(client, user, 'post', '/restaurant/cash-drawers').form({ float })

const close = (client: any, user: User, drawerId: number, body: Record<string, unknown>) =>
  as(client, user, 'post', `/restaurant/cash-drawers/${drawerId}/close`).form(body)

/*
| A drawer opened with 100.00, then, by hand:
|   cash 37.20 + tip 2.80, tendered 50.00, change 10.00   → +40.00
|   cash 15.00, tendered 20.00, change 5.00               → +15.00
|   cash refund of the first, −12.00 (cold soup)          → −12.00
|   card 45.00 + tip 5.00                                 → not in the drawer
|   cash 9.00 into another cashier's drawer               → not in this one
| expected = 100.00 + 40.00 + 15.00 − 12.00 = 143.00
*/
async function drawerWithPayments(cashier: User) {
  const other = await userWithRoles(['Cashier'], { fullName: 'Olga Other' })
  const { order } = await orderToPay(cashier)
  const drawer = await openCashDrawer({ cashier, floatCents: 10000 }, systemAudit(cashier))
  const theirs = await openCashDrawer({ cashier: other, floatCents: 5000 }, systemAudit(other))
  const base = { orderId: order.id, cashier }
  const first = await payment({
    ...base,
    method: 'cash',
    amountCents: 3720,
    tipCents: 280,
    tenderedCents: 5000,
    changeCents: 1000,
    drawerId: drawer.id,
  })
  await payment({
    ...base,
    method: 'cash',
    amountCents: 1500,
    tenderedCents: 2000,
    changeCents: 500,
    drawerId: drawer.id,
  })
  await payment({
    ...base,
    method: 'cash',
    amountCents: -1200,
    refundOf: first,
    reason: 'Cold soup',
    drawerId: drawer.id,
  })
  await payment({ ...base, method: 'card', amountCents: 4500, tipCents: 500 })
  await payment({
    orderId: order.id,
    cashier: other,
    method: 'cash',
    amountCents: 900,
    tenderedCents: 900,
    drawerId: theirs.id,
  })
  return { drawer, theirs, other, order }
}

test.group('Restaurant: cash drawers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('a cashier opens a drawer with a float, recorded in the activity log', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRoles(['Cashier'], { fullName: 'Carla Cash' })
    const sent = captureBroadcasts(cleanup)
    const response = await open(client, cashier, '150.50')
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    const drawer = await CashDrawer.findByOrFail('cashier_id', cashier.id)
    assert.equal(drawer.floatCents, 15050)
    assert.isNull(drawer.closedAt)
    const [event] = await eventsOf('restaurant.cash_drawer.opened')
    assert.equal(event.subjectLabel, `Drawer #${drawer.id} of Carla Cash`)
    assert.equal(event.actorId, cashier.id)
    /* Every Payments page's drawer card hears of it. */
    assert.containsSubset(sent, [
      {
        channels: ['private-restaurant.cash_drawers'],
        event: 'App\\Events\\DrawerChanged',
        data: { drawerId: drawer.id, cashierId: cashier.id, status: 'open' },
      },
    ])
  })

  test('closing works out expected cash to the cent: cash with change and tips, a cash refund; card does not count', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cashier = await userWithRoles(['Cashier'], { fullName: 'Carla Cash' })
    const { drawer, theirs } = await drawerWithPayments(cashier)
    const sent = captureBroadcasts(cleanup)
    const response = await close(client, cashier, drawer.id, { counted: '142.50', note: 'Coins' })
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {})
    await drawer.refresh()
    assert.equal(drawer.expectedCents, 14300)
    assert.equal(drawer.countedCents, 14250)
    assert.equal(drawer.differenceCents, -50)
    assert.equal(drawer.closedBy, cashier.id)
    assert.equal(drawer.closeNote, 'Coins')
    assert.isNotNull(drawer.closedAt)
    assert.include(
      response.flashMessages().success,
      'expected $143.00, counted $142.50, difference -$0.50'
    )
    const [event] = await eventsOf('restaurant.cash_drawer.closed')
    assert.containsSubset(event.changes ?? {}, {
      after: { expectedCents: 14300, countedCents: 14250, differenceCents: -50 },
    })
    await theirs.refresh()
    assert.isNull(theirs.closedAt)
    assert.deepEqual(
      sent
        .filter((message) => message.event.endsWith('DrawerChanged'))
        .map((message) => [message.data.drawerId, message.data.status]),
      [[drawer.id, 'closed']]
    )
  })

  test('a count above the expected cash is over; a JSON client gets the figures', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { drawer } = await drawerWithPayments(cashier)
    const response = await close(client, cashier, drawer.id, { counted: '143.25' }).header(
      'accept',
      'application/json'
    )
    response.assertStatus(200)
    assert.containsSubset(response.body().drawer, {
      expectedCents: 14300,
      countedCents: 14325,
      differenceCents: 25,
    })
  })

  test('a cashier has one open drawer: a second open is refused under the float, nothing written', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    await open(client, cashier, '100')
    const response = await open(client, cashier, '50')
    response.assertStatus(302)
    assert.deepEqual(errorsOf(response), {
      float: ['You already have an open cash drawer: close it before opening another.'],
    })
    assert.equal(await countOf('cash_drawers'), 1)
    const json = await open(client, cashier, '50').header('accept', 'application/json')
    json.assertStatus(409)
    assert.equal(json.body().field, 'float')
  })

  test('after a close the cashier may open a new drawer', async ({ client, assert }) => {
    const cashier = await userWithRoles(['Cashier'])
    await open(client, cashier, '100')
    const first = await CashDrawer.findByOrFail('cashier_id', cashier.id)
    await close(client, cashier, first.id, { counted: '100' })
    const response = await open(client, cashier, '80')
    assert.deepEqual(errorsOf(response), {})
    assert.equal(await countOf('cash_drawers'), 2)
  })

  test('a closed drawer cannot be closed again', async ({ client, assert }) => {
    const cashier = await userWithRoles(['Cashier'])
    const drawer = await openCashDrawer({ cashier, floatCents: 2000 }, systemAudit(cashier))
    await close(client, cashier, drawer.id, { counted: '20' })
    const manager = await userWithRoles(['Manager'])
    const again = await close(client, manager, drawer.id, { counted: '25' })
    again.assertStatus(403)
    await drawer.refresh()
    assert.equal(drawer.countedCents, 2000)
    const direct = await close(client, cashier, drawer.id, { counted: '25' }).header(
      'accept',
      'application/json'
    )
    assert.oneOf(direct.status(), [403, 409])
    await drawer.refresh()
    assert.equal(drawer.countedCents, 2000)
  })

  test('bad amounts get a message under their field and write nothing', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    for (const float of ['-5', 'abc', '12.345', '', '99999999999']) {
      const response = await open(client, cashier, float)
      response.assertStatus(302)
      assert.property(errorsOf(response), 'float', `float ${float}`)
    }
    assert.equal(await countOf('cash_drawers'), 0)
    const drawer = await openCashDrawer({ cashier, floatCents: 1000 }, systemAudit(cashier))
    const response = await close(client, cashier, drawer.id, { counted: '-1' })
    assert.deepEqual(errorsOf(response).counted, [
      'Enter an amount such as 12 or 12.50 (no negative amounts).',
    ])
    const long = await close(client, cashier, drawer.id, { counted: '10', note: 'x'.repeat(501) })
    assert.property(errorsOf(long), 'note')
    await drawer.refresh()
    assert.isNull(drawer.closedAt)
  })

  test('a cash payment finds its cashier’s open drawer, or is refused until one is open', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const error = await db
      .transaction((trx) => lockOpenDrawer(trx, cashier.id))
      .catch((caught) => caught)
    assert.instanceOf(error, NotAllowedError)
    assert.equal(error.field, 'method')
    assert.equal(error.message, 'Open your cash drawer before taking cash.')
    const drawer = await openCashDrawer({ cashier, floatCents: 500 }, systemAudit(cashier))
    const found = await db.transaction((trx) => lockOpenDrawer(trx, cashier.id))
    assert.equal(found.id, drawer.id)
    await closeCashDrawer({ drawer, countedCents: 500 }, systemAudit(cashier))
    const afterClose = await db
      .transaction((trx) => lockOpenDrawer(trx, cashier.id, 'amount'))
      .catch((caught) => caught)
    assert.equal(afterClose.field, 'amount')
  })

  test('only cash drawer managers open; another cashier’s drawer needs close_any', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    ;(await open(client, waiter, '100')).assertStatus(403)
    const cashier = await userWithRoles(['Cashier'])
    const colleague = await userWithRoles(['Cashier'])
    const drawer = await openCashDrawer({ cashier, floatCents: 1000 }, systemAudit(cashier))
    ;(await close(client, waiter, drawer.id, { counted: '10' })).assertStatus(403)
    ;(await close(client, colleague, drawer.id, { counted: '10' })).assertStatus(403)
    await drawer.refresh()
    assert.isNull(drawer.closedAt)
    const manager = await userWithRoles(['Manager'])
    const response = await close(client, manager, drawer.id, { counted: '10' })
    assert.deepEqual(errorsOf(response), {})
    await drawer.refresh()
    assert.equal(drawer.closedBy, manager.id)
    assert.equal(drawer.differenceCents, 0)
    ;(await close(client, cashier, 999999, { counted: '1' })).assertStatus(404)
  })
})

test.group('Restaurant: cash drawers under concurrency', (group) => {
  const cashierIds: number[] = []
  group.each.timeout(60_000)
  group.teardown(async () => {
    if (!cashierIds.length) return
    await db.from('payments').whereIn('cashier_id', cashierIds).delete()
    await db.from('orders').whereIn('waiter_id', cashierIds).delete()
    await db.from('cash_drawers').whereIn('cashier_id', cashierIds).delete()
    await db.from('user_roles').whereIn('user_id', cashierIds).delete()
    await db.from('users').whereIn('id', cashierIds).update({ is_active: false })
  })

  /*
  | The open's own check misses a drawer another transaction has inserted but
  | not committed: on PostgreSQL its insert then waits on the unique index and
  | fails when the other commits (the embedded database runs one transaction at
  | a time, so there the check sees it). Either way: the same message.
  */
  test('an open racing an uncommitted one gets the clear message from the unique index', async ({
    assert,
  }) => {
    await seedRoles()
    const cashier = await userWithRoles(['Cashier'], { email: 'race.index@example.test' })
    cashierIds.push(cashier.id)
    const other = await db.transaction()
    await other
      .table('cash_drawers')
      .insert({ cashier_id: cashier.id, float_cents: 100, opened_at: new Date() })
    const racing = openCashDrawer({ cashier, floatCents: 200 }, systemAudit(cashier)).catch(
      (error) => error
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    await other.commit()
    const error = await racing
    assert.instanceOf(error, ConflictError)
    assert.equal(error.field, 'float')
    assert.equal(
      error.message,
      'You already have an open cash drawer: close it before opening another.'
    )
    const rows = await db.from('cash_drawers').where('cashier_id', cashier.id)
    assert.deepEqual(
      rows.map((row) => row.float_cents),
      [100]
    )
  })

  test('a close waits for a cash payment being taken into the drawer, and counts it', async ({
    assert,
  }) => {
    await seedRoles()
    const cashier = await userWithRoles(['Cashier'], { email: 'race.close@example.test' })
    cashierIds.push(cashier.id)
    const order = await createOrder({ kind: 'takeaway' }, systemAudit(cashier))
    const drawer = await openCashDrawer({ cashier, floatCents: 1000 }, systemAudit(cashier))
    const taking = await db.transaction()
    const into = await lockOpenDrawer(taking, cashier.id)
    await taking.table('payments').insert({
      client_key: randomUUID(),
      order_id: order.id,
      method: 'cash',
      amount_cents: 700,
      tendered_cents: 1000,
      change_cents: 300,
      cash_drawer_id: into.id,
      cashier_id: cashier.id,
      paid_at: new Date(),
    })
    const closing = closeCashDrawer({ drawer, countedCents: 1700 }, systemAudit(cashier))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await taking.commit()
    const closed = await closing
    assert.equal(closed.expectedCents, 1700)
    assert.equal(closed.differenceCents, 0)
  })

  test('two opens at once: one drawer, the other a clear conflict', async ({ client, assert }) => {
    await seedRoles()
    const cashier = await userWithRoles(['Cashier'], { email: 'race.cashier@example.test' })
    cashierIds.push(cashier.id)
    const responses = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        open(client, cashier, `${index}0`).header('accept', 'application/json')
      )
    )
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, 409, 409, 409])
    for (const response of responses.filter((entry) => entry.status() === 409))
      assert.deepEqual(
        { field: response.body().field, message: response.body().message },
        {
          field: 'float',
          message: 'You already have an open cash drawer: close it before opening another.',
        }
      )
    assert.equal(
      Number(
        (await db.from('cash_drawers').where('cashier_id', cashier.id).count('* as n').first()).n
      ),
      1
    )
  })
})
