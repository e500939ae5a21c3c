import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import OrderLine from '#models/restaurant/order_line'
import { takePayment } from '#actions/restaurant/take_payment'
import { applyOrderDiscount } from '#actions/restaurant/apply_order_discount'
import { equalParts, itemParts } from '#services/restaurant/payments'
import { systemAudit } from '#services/audit_context'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { errorsOf, eventsOf, markEvents } from './helpers.js'
import { bill, key, openDrawer, paymentsOf, stay } from './payment_helpers.js'

const json = { Accept: 'application/json' }
const fieldsOf = (response: { body(): any }) =>
  (response.body().errors ?? []).map((error: any) => error.field)

test.group('Restaurant: paying over HTTP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('a cashier pays in cash and gets the order, the panel and the change due back', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { order } = await bill(await administrator())
    await openDrawer(cashier)
    const response = await as(client, cashier, 'post', `/restaurant/orders/${order.id}/payments`)
      .headers(json)
      .json({
        key: key(),
        method: 'cash',
        amount_cents: 4080,
        tip_cents: 420,
        tendered_cents: 5000,
      })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.changeCents, 500)
    assert.equal(body.order.status, 'closed')
    assert.equal(body.order.balanceCents, 0)
    assert.containsSubset(body.payment.payments[0], {
      method: 'cash',
      amountCents: 4080,
      tipCents: 420,
      changeCents: 500,
      refundableCents: 4080,
    })
    assert.isTrue(body.payment.drawerOpen)
    assert.isFalse(body.payment.can.take, 'a closed order takes no more payments')
    assert.isFalse(body.payment.can.refund, 'a cashier does not refund')
  })

  test('a form post goes back to the order with a flash; a refusal comes back under its field', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { order } = await bill(await administrator())
    const url = `/restaurant/orders/${order.id}/payments`
    const refused = await as(client, cashier, 'post', url)
      .header('referer', `/restaurant/orders/${order.id}`)
      .form({ key: key(), method: 'cash', amount_cents: 1000 })
    refused.assertStatus(302)
    assert.deepEqual(errorsOf(refused).method, ['Open your cash drawer before taking cash.'])
    const paid = await as(client, cashier, 'post', url).form({
      key: key(),
      method: 'card',
      amount_cents: 1000,
    })
    paid.assertStatus(302)
    paid.assertHeader('location', `/restaurant/orders/${order.id}`)
    assert.match(String(paid.flashMessages().success), /^Payment of \D?10\.00 taken\.$/)
  })

  test('bad input is refused with a field message and writes nothing', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { order } = await bill(await administrator())
    const post = (body: object) =>
      as(client, cashier, 'post', `/restaurant/orders/${order.id}/payments`)
        .headers(json)
        .json(body)
    const cases: [object, string][] = [
      [{ method: 'card', amount_cents: 100 }, 'key'],
      [{ key: key(), method: 'cheque', amount_cents: 100 }, 'method'],
      [{ key: key(), method: 'card', amount_cents: 0 }, 'amount_cents'],
      [{ key: key(), method: 'card', amount_cents: 1.5 }, 'amount_cents'],
      [{ key: key(), method: 'card', amount_cents: 100, tip_cents: -1 }, 'tip_cents'],
      [{ key: key(), method: 'room_charge', amount_cents: 100 }, 'booking_id'],
      [{ key: key(), method: 'room_charge', amount_cents: 100, booking_id: 999999 }, 'booking_id'],
      [{ key: key(), method: 'card', amount_cents: 5000 }, 'amount_cents'],
      [{ key: key(), method: 'card', amount_cents: 100, bill_part_id: 999999 }, 'bill_part_id'],
    ]
    for (const [body, field] of cases) {
      const response = await post(body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.include(fieldsOf(response), field, JSON.stringify(body))
    }
    assert.lengthOf(await paymentsOf(order), 0)
  })

  test('who may pay, discount and refund', async ({ client, assert }) => {
    const waiter = await userWithRoles(['Waiter'])
    const cashier = await userWithRoles(['Cashier'])
    const manager = await userWithRoles(['Manager'])
    const { order } = await bill(await administrator())
    const pay = (user: typeof waiter) =>
      as(client, user, 'post', `/restaurant/orders/${order.id}/payments`)
        .headers(json)
        .json({ key: key(), method: 'card', amount_cents: 1000 })
    ;(await pay(waiter)).assertStatus(403)
    ;(await pay(cashier)).assertStatus(200)
    const discount = (user: typeof waiter) =>
      as(client, user, 'post', `/restaurant/orders/${order.id}/discount`)
        .headers(json)
        .json({ kind: 'percent', value: 10 })
    ;(await discount(cashier)).assertStatus(403)
    ;(await discount(waiter)).assertStatus(403)
    const given = await discount(manager)
    given.assertStatus(200)
    assert.equal(given.body().order.discountCents, 408)
    assert.containsSubset(given.body().payment.discount, { kind: 'percent', value: 1000 })

    const [payment] = await paymentsOf(order)
    const refund = (user: typeof waiter, body: object) =>
      as(client, user, 'post', `/restaurant/payments/${payment.id}/refund`).headers(json).json(body)
    ;(await refund(cashier, { key: key(), amount_cents: 100, reason: 'Wrong' })).assertStatus(403)
    const noReason = await refund(manager, { key: key(), amount_cents: 100 })
    noReason.assertStatus(422)
    assert.include(fieldsOf(noReason), 'reason')
    const over = await refund(manager, { key: key(), amount_cents: 1001, reason: 'Wrong card' })
    over.assertStatus(422)
    assert.include(fieldsOf(over), 'amount_cents')
    const done = await refund(manager, { key: key(), amount_cents: 1000, reason: 'Wrong card' })
    done.assertStatus(200)
    assert.equal(done.body().order.paidCents, 0)
    assert.equal(done.body().payment.payments[1].amountCents, -1000)
    assert.lengthOf(await eventsOf('restaurant.payment.refunded'), 1)
  })

  test('the pay panel state: drawer, parts, rooms in house, what the user may do', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const waiter = await userWithRoles(['Waiter'])
    const { order } = await bill(await administrator())
    const booking = await stay()
    const state = await as(client, cashier, 'get', `/restaurant/orders/${order.id}/payments`)
    state.assertStatus(200)
    assert.isFalse(state.body().drawerOpen)
    assert.deepEqual(
      state.body().bookings.map((row: any) => row.id),
      [booking.id]
    )
    assert.containsSubset(state.body().can, { take: true, refund: false, discount: false })
    const seen = await as(client, waiter, 'get', `/restaurant/orders/${order.id}/payments`)
    assert.containsSubset(seen.body().can, { take: false, split: false })
    assert.lengthOf(seen.body().bookings, 0)
  })
})

test.group('Restaurant: splitting the bill', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('equal parts share the balance; the remainder cent goes to the first part', ({ assert }) => {
    assert.deepEqual(equalParts(1000, 3), [334, 333, 333])
    assert.deepEqual(equalParts(4080, 2), [2040, 2040])
    assert.deepEqual(itemParts([3780, 300], 408), [3402, 270])
    assert.deepEqual(itemParts([1000, 1000, 1000], 100), [966, 967, 967])
  })

  test('in equal parts: each part is paid its own way and no part takes more than it asks', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { order } = await bill(await administrator())
    await openDrawer(cashier)
    const split = await as(client, cashier, 'post', `/restaurant/orders/${order.id}/split`)
      .headers(json)
      .json({ split: 'equal', parts: 3 })
    split.assertStatus(200)
    const parts = split.body().payment.parts
    assert.deepEqual(
      parts.map((part: any) => part.amountCents),
      [1360, 1360, 1360]
    )
    const pay = (body: object) =>
      as(client, cashier, 'post', `/restaurant/orders/${order.id}/payments`)
        .headers(json)
        .json({ key: key(), ...body })
    const over = await pay({ method: 'card', amount_cents: 1361, bill_part_id: parts[0].id })
    over.assertStatus(422)
    assert.include(fieldsOf(over), 'amount_cents')
    ;(await pay({ method: 'card', amount_cents: 1360, bill_part_id: parts[0].id })).assertStatus(
      200
    )
    ;(
      await pay({
        method: 'cash',
        amount_cents: 1360,
        bill_part_id: parts[1].id,
        tendered_cents: 2000,
      })
    ).assertStatus(200)
    const again = await as(client, cashier, 'post', `/restaurant/orders/${order.id}/split`)
      .headers(json)
      .json({ split: 'equal', parts: 2 })
    assert.equal(again.status(), 409, 'a split with payments is not split again')
    const last = await pay({ method: 'transfer', amount_cents: 1360, bill_part_id: parts[2].id })
    assert.equal(last.body().order.status, 'closed')
    assert.deepEqual(
      last.body().payment.parts.map((part: any) => part.remainingCents),
      [0, 0, 0]
    )
    assert.lengthOf(await eventsOf('restaurant.bill.split'), 1)
  })

  test('equal parts of an odd balance put the remainder cent on the first part', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { order } = await bill(admin)
    await takePayment({ order, key: key(), method: 'card', amount_cents: 1079 }, systemAudit(admin))
    const split = await as(client, admin, 'post', `/restaurant/orders/${order.id}/split`)
      .headers(json)
      .json({ split: 'equal', parts: 2 })
    assert.deepEqual(
      split.body().payment.parts.map((part: any) => part.amountCents),
      [1501, 1500]
    )
  })

  test('by item: every line in one part, the discount shared in proportion', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const { order } = await bill(admin)
    await applyOrderDiscount({ order, kind: 'amount', value: 408 }, systemAudit(admin))
    const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
    const [steaks, cola] = lines.map((line) => line.id)
    const post = (body: object) =>
      as(client, admin, 'post', `/restaurant/orders/${order.id}/split`).headers(json).json(body)
    const missing = await post({ split: 'items', groups: [[steaks], []] })
    assert.include(fieldsOf(missing), 'groups.1')
    const twice = await post({ split: 'items', groups: [[steaks, cola], [cola]] })
    assert.include(fieldsOf(twice), 'groups')
    const left = await post({ split: 'items', groups: [[steaks], [999999]] })
    assert.include(fieldsOf(left), 'groups')
    assert.lengthOf(await db.from('bill_parts').where('order_id', order.id), 0)
    const done = await post({ split: 'items', groups: [[steaks], [cola]] })
    done.assertStatus(200)
    assert.deepEqual(
      done.body().payment.parts.map((part: any) => [part.amountCents, part.lineIds]),
      [
        [3780 - 378, [steaks]],
        [300 - 30, [cola]],
      ]
    )
    const resplit = await post({ split: 'equal', parts: 4 })
    resplit.assertStatus(200)
    assert.lengthOf(resplit.body().payment.parts, 4, 'unpaid parts are replaced')
  })

  test('by item is refused once a payment was taken', async ({ client, assert }) => {
    const admin = await administrator()
    const { order } = await bill(admin)
    await takePayment({ order, key: key(), method: 'card', amount_cents: 100 }, systemAudit(admin))
    const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
    const response = await as(client, admin, 'post', `/restaurant/orders/${order.id}/split`)
      .headers(json)
      .json({ split: 'items', groups: lines.map((line) => [line.id]) })
    assert.equal(response.status(), 409)
    assert.include(fieldsOf(response), 'groups')
  })
})
