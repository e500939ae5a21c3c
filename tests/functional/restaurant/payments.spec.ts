import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/restaurant/order'
import Payment from '#models/restaurant/payment'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { takePayment } from '#actions/restaurant/take_payment'
import { refundPayment } from '#actions/restaurant/refund_payment'
import { applyOrderDiscount } from '#actions/restaurant/apply_order_discount'
import { addOrderLines } from '#actions/restaurant/add_order_lines'
import { createOrder } from '#actions/restaurant/create_order'
import { netOfGross } from '#services/restaurant/payments'
import { taxOn } from '#services/hotel/pricing'
import { tableBoard } from '#queries/restaurant/table_board'
import { systemAudit } from '#services/audit_context'
import { refusalOf } from '#tests/helpers/refusals'
import { administrator, seedRoles, userWithRoles } from '../access/helpers.js'
import { captureBroadcasts, eventsOf, markEvents, reservation } from './helpers.js'
import { itemLine } from './order_helpers.js'
import { bill, chargesOf, key, openDrawer, paymentsOf, stay } from './payment_helpers.js'

test.group('Restaurant: taking payments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('cash: the change due is what was given less the amount and the tip; the tip is not counted to the balance', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const audit = systemAudit(cashier)
    const { order } = await bill(await administrator())
    const drawerId = await openDrawer(cashier)
    const { payment, closed } = await takePayment(
      {
        order,
        key: key(),
        method: 'cash',
        amount_cents: 2000,
        tip_cents: 300,
        tendered_cents: 5000,
      },
      audit
    )
    assert.isFalse(closed)
    assert.equal(payment.changeCents, 2700)
    assert.equal(payment.cashDrawerId, drawerId)
    await order.refresh()
    assert.equal(order.paidCents, 2000)
    assert.equal(order.tipCents, 300)
    assert.equal(order.balanceCents, 2080, 'the tip comes on top of the balance')
    assert.equal(order.status, 'open')
    const [event] = await eventsOf('restaurant.payment.taken')
    assert.containsSubset(event.changes.after, {
      method: 'cash',
      amountCents: 2000,
      tipCents: 300,
      changeCents: 2700,
    })
  })

  test('cash is refused without an open drawer and when the cash given is short; nothing is written', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const audit = systemAudit(cashier)
    const { order } = await bill(await administrator())
    const cash = { key: key(), method: 'cash' as const, amount_cents: 1000 }
    assert.deepEqual(
      await refusalOf(takePayment({ order, ...cash, tendered_cents: 1000 }, audit)),
      [{ field: 'method', message: 'Open your cash drawer before taking cash.', rule: 'server' }]
    )
    await openDrawer(cashier)
    const short = await refusalOf(
      takePayment({ order, ...cash, tip_cents: 100, tendered_cents: 1050 }, audit)
    )
    assert.equal(short[0].field, 'tendered_cents')
    assert.lengthOf(await paymentsOf(order), 0)
    assert.equal((await Order.findOrFail(order.id)).paidCents, 0)
  })

  test('a payment may not exceed the balance; at zero balance the order closes and its table needs cleaning', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const audit = systemAudit(cashier)
    const { order, table } = await bill(await administrator())
    const over = await refusalOf(
      takePayment({ order, key: key(), method: 'card', amount_cents: 4081 }, audit)
    )
    assert.deepEqual(
      over.map((m) => m.field),
      ['amount_cents']
    )
    assert.include(over[0].message, '40.80')
    await takePayment({ order, key: key(), method: 'card', amount_cents: 1080 }, audit)
    const { closed } = await takePayment(
      { order, key: key(), method: 'transfer', amount_cents: 3000, reference: 'TR-99' },
      audit
    )
    assert.isTrue(closed)
    await order.refresh()
    assert.equal(order.status, 'closed')
    assert.equal(order.closedBy, cashier.id)
    assert.isNotNull(order.closedAt)
    const [row] = await tableBoard({ ids: [table.id] })
    assert.equal(row.status, 'needs_cleaning')
    assert.isNotNull((await RestaurantTable.findOrFail(table.id)).needsCleaningSince)
    assert.lengthOf(await eventsOf('restaurant.order.closed'), 1)
    assert.equal((await paymentsOf(order))[1].reference, 'TR-99')
    await assert.rejects(
      () => takePayment({ order, key: key(), method: 'card', amount_cents: 1 }, audit),
      /is closed/
    )
  })

  test('the floor map hears the table waiting for cleaning when its bill is paid', async ({
    assert,
    cleanup,
  }) => {
    const admin = await administrator()
    const { order, table } = await bill(admin)
    const sent = captureBroadcasts(cleanup)
    await takePayment({ order, key: key(), method: 'card', amount_cents: 4080 }, systemAudit(admin))
    const floor = sent.filter((message) => message.channels.includes('private-restaurant.floor'))
    assert.lengthOf(floor, 1)
    assert.containsSubset(floor[0].data, { tableId: table.id, status: 'needs_cleaning' })
    const own = sent.filter((message) =>
      message.channels.includes(`private-restaurant.orders.${order.id}`)
    )
    assert.containsSubset(own[0].data, { status: 'closed' })
  })

  test('closing the bill of a seated reservation completes it', async ({ assert }) => {
    const admin = await administrator()
    const { order, table } = await bill(admin)
    const party = await reservation(table, { status: 'seated', minutesFromNow: -10 })
    await db.from('orders').where('id', order.id).update({ reservation_id: party.id })
    await order.refresh()
    await takePayment({ order, key: key(), method: 'card', amount_cents: 4080 }, systemAudit(admin))
    await party.refresh()
    assert.equal(party.status, 'completed')
    const [row] = await tableBoard({ ids: [table.id] })
    assert.equal(row.status, 'needs_cleaning')
  })

  test('a replayed key answers the first payment: one payment, one folio charge', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const audit = systemAudit(cashier)
    const { order } = await bill(await administrator())
    const booking = await stay()
    const input = {
      order,
      key: key(),
      method: 'room_charge' as const,
      amount_cents: 4080,
      booking_id: booking.id,
    }
    const first = await takePayment(input, audit)
    const again = await takePayment(input, audit)
    assert.isTrue(again.replayed)
    assert.equal(again.payment.id, first.payment.id)
    assert.lengthOf(await paymentsOf(order), 1)
    assert.lengthOf(await chargesOf(booking.id), 1)
  })

  test('a charge to room posts one folio charge whose gross is the bill, in the same transaction', async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const { order } = await bill(await administrator())
    const booking = await stay()
    const { payment, closed } = await takePayment(
      {
        order,
        key: key(),
        method: 'room_charge',
        amount_cents: 4080,
        tip_cents: 420,
        booking_id: booking.id,
      },
      systemAudit(cashier)
    )
    assert.isTrue(closed)
    const [charge] = await chargesOf(booking.id)
    assert.equal(payment.folioChargeId, charge.id)
    assert.equal(charge.total_cents, 4500, 'the bill and its tip, tax included')
    assert.equal(charge.amount_cents, 4091)
    assert.equal(charge.source, 'restaurant.order')
    assert.equal(charge.source_ref, String(order.id))
    assert.lengthOf(await eventsOf('hotel.folio.charge_posted'), 1)
  })

  test('a charge to room is refused when the guest is not in house, over the credit limit, or charged already; nothing is written', async ({
    assert,
  }) => {
    const audit = systemAudit(await userWithRoles(['Cashier']))
    const { order } = await bill(await administrator())
    const away = await stay('confirmed')
    const tight = await stay('checked_in', 4000)
    for (const target of [away, tight]) {
      const refusal = await refusalOf(
        takePayment(
          { order, key: key(), method: 'room_charge', amount_cents: 4080, booking_id: target.id },
          audit
        )
      )
      assert.deepEqual(
        refusal.map((m) => m.field),
        ['booking_id']
      )
      assert.lengthOf(await chargesOf(target.id), 0)
    }
    assert.lengthOf(await paymentsOf(order), 0)
    assert.equal((await Order.findOrFail(order.id)).paidCents, 0)

    const roomy = await stay()
    await takePayment(
      { order, key: key(), method: 'room_charge', amount_cents: 1000, booking_id: roomy.id },
      audit
    )
    const twice = await refusalOf(
      takePayment(
        { order, key: key(), method: 'room_charge', amount_cents: 1000, booking_id: roomy.id },
        audit
      )
    )
    assert.equal(twice[0].message, 'This order was already charged to a room.')
    assert.lengthOf(await chargesOf(roomy.id), 1)
  })

  test('the net posted to the folio grosses up to the amount, or one cent under it', ({
    assert,
  }) => {
    for (let gross = 1; gross < 3000; gross += 1) {
      const net = netOfGross(gross, 1000)
      const posted = net + taxOn(net, 1000)
      assert.isTrue(posted === gross || posted === gross - 1, `gross ${gross}`)
      assert.isTrue(net + 1 + taxOn(net + 1, 1000) > gross)
    }
  })
})

test.group('Restaurant: discounts and refunds', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('a percent discount is kept in basis points and follows the subtotal; 0 removes it', async ({
    assert,
  }) => {
    const admin = await administrator()
    const audit = systemAudit(admin)
    const { order, menu } = await bill(admin)
    await applyOrderDiscount({ order, kind: 'percent', value: 12.5, reason: 'Regulars' }, audit)
    assert.equal(order.discountKind, 'percent')
    assert.equal(order.discountValue, 1250)
    assert.equal(order.discountCents, 510)
    assert.equal(order.discountReason, 'Regulars')
    await addOrderLines({ order, lines: [itemLine(menu.soda.id)] }, audit)
    await order.refresh()
    assert.equal(order.discountCents, Math.floor((4380 * 1250 + 5000) / 10000))
    await applyOrderDiscount({ order, kind: 'amount', value: 0 }, audit)
    assert.isNull(order.discountKind)
    assert.equal(order.discountCents, 0)
    assert.lengthOf(await eventsOf('restaurant.order.discounted'), 2)
  })

  test('a discount may not take the balance below zero, nor pass 100 %; one that leaves nothing to pay closes the order', async ({
    assert,
  }) => {
    const admin = await administrator()
    const audit = systemAudit(admin)
    const { order } = await bill(admin)
    await takePayment({ order, key: key(), method: 'card', amount_cents: 4000 }, audit)
    const big = await refusalOf(applyOrderDiscount({ order, kind: 'amount', value: 81 }, audit))
    assert.deepEqual(
      big.map((m) => m.field),
      ['value']
    )
    assert.include(big[0].message, '0.80')
    const pct = await refusalOf(applyOrderDiscount({ order, kind: 'percent', value: 100.5 }, audit))
    assert.deepEqual(
      pct.map((m) => m.field),
      ['value']
    )
    await applyOrderDiscount({ order, kind: 'amount', value: 80 }, audit)
    await order.refresh()
    assert.equal(order.balanceCents, 0)
    assert.equal(order.status, 'closed')
  })

  test('a refund is a negative payment with its reason, never more than what is left of the original', async ({
    assert,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const audit = systemAudit(manager)
    const { order } = await bill(await administrator())
    await openDrawer(manager)
    const { payment } = await takePayment(
      { order, key: key(), method: 'cash', amount_cents: 4080, tendered_cents: 5000 },
      audit
    )
    const { refund } = await refundPayment(
      { payment, key: key(), amount_cents: 1000, reason: 'Cold soup' },
      audit
    )
    assert.equal(refund.amountCents, -1000)
    assert.equal(refund.refundOf, payment.id)
    assert.equal(refund.reason, 'Cold soup')
    assert.isNotNull(refund.cashDrawerId)
    await order.refresh()
    assert.equal(order.status, 'closed', 'a refunded closed order stays closed')
    assert.equal(order.paidCents, 3080)
    const over = await refusalOf(
      refundPayment({ payment, key: key(), amount_cents: 3081, reason: 'Again' }, audit)
    )
    assert.deepEqual(
      over.map((m) => m.field),
      ['amount_cents']
    )
    assert.include(over[0].message, '30.80')
    const ofRefund = await refusalOf(
      refundPayment({ payment: refund, key: key(), amount_cents: 1, reason: 'Again' }, audit)
    )
    assert.lengthOf(ofRefund, 1)
    await refundPayment({ payment, key: key(), amount_cents: 3080, reason: 'All of it' }, audit)
    assert.lengthOf(await Payment.query().where('order_id', order.id), 3)
    const [event] = await eventsOf('restaurant.payment.refunded')
    assert.containsSubset(event.metadata, { reason: 'Cold soup', orderStatus: 'closed' })
  })

  test("a cash refund needs the refunder's drawer; a charge to room is adjusted on the folio instead", async ({
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const manager = await userWithRoles(['Manager'])
    const { order } = await bill(await administrator())
    await openDrawer(cashier)
    const booking = await stay()
    const { payment: cash } = await takePayment(
      { order, key: key(), method: 'cash', amount_cents: 1000 },
      systemAudit(cashier)
    )
    const { payment: room } = await takePayment(
      { order, key: key(), method: 'room_charge', amount_cents: 1000, booking_id: booking.id },
      systemAudit(cashier)
    )
    const noDrawer = await refusalOf(
      refundPayment(
        { payment: cash, key: key(), amount_cents: 500, reason: 'Wrong' },
        systemAudit(manager)
      )
    )
    assert.equal(noDrawer[0].message, 'Open your cash drawer before taking cash.')
    const folio = await refusalOf(
      refundPayment(
        { payment: room, key: key(), amount_cents: 500, reason: 'Wrong' },
        systemAudit(manager)
      )
    )
    assert.include(folio[0].message, 'folio')
    assert.lengthOf(await paymentsOf(order), 2)
  })
})

test.group('Restaurant: an order without a table', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('a takeaway closes at zero balance with no table to clean', async ({ assert }) => {
    const admin = await administrator()
    const order = await createOrder({ kind: 'takeaway' }, systemAudit(admin))
    const { menu } = await bill(admin)
    await addOrderLines({ order, lines: [itemLine(menu.soda.id)] }, systemAudit(admin))
    const { closed } = await takePayment(
      { order, key: key(), method: 'card', amount_cents: 300 },
      systemAudit(admin)
    )
    assert.isTrue(closed)
  })
})
