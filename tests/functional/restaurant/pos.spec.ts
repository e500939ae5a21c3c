import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/identity/user'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import OrderLine from '#models/restaurant/order_line'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { customer, diningTable, errorsOf, eventsOf, markEvents } from './helpers.js'
import { comboLine, itemLine, orderMovements, serviceMenu } from './order_helpers.js'

const json = { Accept: 'application/json' }

/* The shared helper's methods stop at PUT; the request it builds takes any verb. */
const patch = (client: ApiClient, user: User, url: string) =>
  as(client, user, 'patch' as 'put', url)

test.group('Restaurant: the POS screens and their JSON calls', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('the new-order screen offers the menu with sold-out items, the waiters, tables and in-house rooms', async ({
    client,
    assert,
  }) => {
    const menu = await serviceMenu()
    await db.from('menu_items').where('id', menu.soda.id).update({ is_available: false })
    await db
      .from('menu_combo_items')
      .where({ combo_id: menu.combo.id, menu_item_id: menu.soda.id })
      .update({ quantity: 2 })
    const waiter = await userWithRoles(['Waiter'], { fullName: 'Wanda Waiter' })
    await userWithRoles(['Cashier'], { fullName: 'Carl Cashier' })
    const table = await diningTable({ name: 'T3' })
    const response = await as(
      client,
      waiter,
      'get',
      `/restaurant/orders/create?table_id=${table.id}`
    ).withInertia()
    response.assertInertiaComponent('Restaurant/Orders/Create')
    const props = response.inertiaProps as any
    assert.deepEqual(props.prefill, {
      kind: 'dine_in',
      tableId: table.id,
      reservationId: null,
      bookingId: null,
    })
    assert.equal(props.me.id, waiter.id)
    const names = props.waiters.map((user: any) => user.fullName)
    assert.include(names, 'Wanda Waiter')
    assert.notInclude(names, 'Carl Cashier', 'a cashier does not take orders')
    assert.deepEqual(
      props.menu.categories.map((category: any) => category.name),
      ['Drinks', 'Mains'].sort()
    )
    const cola = props.menu.items.find((item: any) => item.id === menu.soda.id)
    assert.containsSubset(cola, { name: 'Cola', priceCents: 300, station: 'bar', soldOut: true })
    assert.containsSubset(props.menu.combos[0], {
      name: 'Steak and a drink',
      priceCents: 2000,
      items: ['2× Cola', 'Steak'],
      soldOut: true,
    })
    assert.containsSubset(
      props.menu.items.find((item: any) => item.id === menu.steak.id),
      {
        categoryId: menu.mains.id,
        soldOut: false,
      }
    )
    assert.include(
      props.tables.map((row: any) => row.name),
      'T3'
    )
    assert.isArray(props.bookings)
  })

  test('a cashier may see an order but not take one; a kitchen cook may do neither', async ({
    client,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const cook = await userWithRoles(['Kitchen'])
    const order = await createOrder({ kind: 'takeaway' }, systemAudit(await administrator()))
    ;(await as(client, cashier, 'get', '/restaurant/orders/create')).assertStatus(403)
    ;(
      await as(client, cashier, 'post', '/restaurant/orders').json({ kind: 'takeaway' })
    ).assertStatus(403)
    ;(await as(client, cashier, 'get', `/restaurant/orders/${order.id}`)).assertStatus(200)
    ;(await as(client, cook, 'get', `/restaurant/orders/${order.id}`)).assertStatus(403)
    ;(
      await as(client, cashier, 'post', `/restaurant/orders/${order.id}/lines`)
        .headers(json)
        .json({ lines: [] })
    ).assertStatus(403)
  })

  test('a JSON client opens an order and gets its state; a page is sent to the order', async ({
    client,
    assert,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRoles(['Waiter'], { fullName: 'Wanda Waiter' })
    const key = randomUUID()
    const body = { key, kind: 'takeaway', covers: 2, lines: [itemLine(menu.steak.id, 2)] }
    const response = await as(client, waiter, 'post', '/restaurant/orders').headers(json).json(body)
    response.assertStatus(200)
    const state = response.body()
    assert.containsSubset(state, {
      kind: 'takeaway',
      status: 'open',
      covers: 2,
      subtotalCents: 3780,
      discountCents: 0,
      paidCents: 0,
      balanceCents: 3780,
      waiter: { id: waiter.id, fullName: 'Wanda Waiter' },
      can: { edit: true, send: true, voidOrder: false },
    })
    assert.match(state.number, /^OR-\d{6}$/)
    assert.containsSubset(state.lines[0], {
      key: body.lines[0].key,
      name: 'Steak',
      quantity: 2,
      unitPriceCents: 1890,
      station: 'kitchen',
      kitchenStatus: null,
      voided: false,
      can: { change: true, void: true },
    })

    const replay = await as(client, waiter, 'post', '/restaurant/orders').headers(json).json(body)
    assert.equal(replay.body().id, state.id, 'the same key answers the same order')
    assert.lengthOf(await OrderLine.query().where('order_id', state.id), 1)

    const page = await as(client, waiter, 'post', '/restaurant/orders').json({ kind: 'takeaway' })
    assert.match(page.header('location') ?? '', /^\/restaurant\/orders\/\d+$/)
    const show = await as(client, waiter, 'get', page.header('location')!).withInertia()
    show.assertInertiaComponent('Restaurant/Orders/Show')
    assert.equal((show.inertiaProps as any).order.kind, 'takeaway')
  })

  test('bad input is refused with field messages and writes nothing', async ({
    client,
    assert,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRoles(['Waiter'])
    const cashier = await userWithRoles(['Cashier'])
    const before = await db.from('orders').count('* as total').first()
    const post = (body: object) =>
      as(client, waiter, 'post', '/restaurant/orders').headers(json).json(body)
    const fieldOf = async (body: object) => {
      const response = await post(body)
      assert.include([400, 409, 422], response.status())
      return (response.body().errors ?? []).map((error: any) => error.field)
    }
    assert.include(await fieldOf({ kind: 'dine_in' }), 'table_id')
    assert.include(await fieldOf({ kind: 'takeaway', waiter_id: cashier.id }), 'waiter_id')
    assert.include(await fieldOf({ kind: 'takeaway', customer_id: 999999 }), 'customer_id')
    assert.include(await fieldOf({ kind: 'room_service', booking_id: 999999 }), 'booking_id')
    assert.include(await fieldOf({ kind: 'takeaway', key: 'not-a-uuid' }), 'key')
    await db.from('menu_items').where('id', menu.soda.id).update({ is_available: false })
    assert.include(
      await fieldOf({ kind: 'takeaway', lines: [itemLine(menu.soda.id)] }),
      'lines.0.menu_item_id'
    )
    const form = await as(client, waiter, 'post', '/restaurant/orders').json({ kind: 'dine_in' })
    assert.include(
      Object.keys(errorsOf(form)),
      'table_id',
      'a page gets the message under its field'
    )
    const after = await db.from('orders').count('* as total').first()
    assert.equal(Number(after.total), Number(before.total))
  })

  test('lines are added once per key, changed while unsent, sent once per key', async ({
    client,
    assert,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRoles(['Waiter'])
    const order = (
      await as(client, waiter, 'post', '/restaurant/orders')
        .headers(json)
        .json({ kind: 'takeaway' })
    ).body()
    const url = `/restaurant/orders/${order.id}`
    const line = itemLine(menu.steak.id, 1)
    const combo = comboLine(menu.combo.id)
    const first = await as(client, waiter, 'post', `${url}/lines`)
      .headers(json)
      .json({ lines: [line, combo] })
    first.assertStatus(200)
    const again = await as(client, waiter, 'post', `${url}/lines`)
      .headers(json)
      .json({ lines: [line] })
    assert.equal(again.body().subtotalCents, 1890 + 2000)
    assert.lengthOf(
      again.body().lines.filter((row: any) => row.key === line.key),
      1,
      'the same line key twice is one line'
    )
    const steak = again.body().lines.find((row: any) => row.key === line.key)
    const comboRow = again.body().lines.find((row: any) => row.key === combo.key)

    const changed = await patch(client, waiter, `${url}/lines/${steak.id}`)
      .headers(json)
      .json({ quantity: 3, notes: 'medium rare', course: 2 })
    changed.assertStatus(200)
    assert.containsSubset(
      changed.body().lines.find((row: any) => row.id === steak.id),
      { quantity: 3, notes: 'medium rare', course: 2 }
    )
    assert.equal(changed.body().subtotalCents, 3 * 1890 + 2000)
    await patch(client, waiter, `${url}/lines/${comboRow.id}`).headers(json).json({ quantity: 2 })
    const children = await OrderLine.query().where('parent_line_id', comboRow.id)
    assert.isTrue(
      children.every((child) => child.quantity === 2),
      "a combo's items follow it"
    )
    assert.lengthOf(await eventsOf('restaurant.order.line_changed'), 2)

    const sendKey = randomUUID()
    const sent = await as(client, waiter, 'post', `${url}/send`)
      .headers(json)
      .json({ key: sendKey })
    sent.assertStatus(200)
    assert.equal(sent.body().status, 'sent')
    const replay = await as(client, waiter, 'post', `${url}/send`)
      .headers(json)
      .json({ key: sendKey })
    replay.assertStatus(200)
    const tickets = await db.from('kitchen_tickets').where('order_id', order.id)
    assert.lengthOf(tickets, 2, 'the same send key twice is one ticket per station')
    assert.lengthOf(await orderMovements(order.id), 2)

    const late = await patch(client, waiter, `${url}/lines/${steak.id}`)
      .headers(json)
      .json({ quantity: 1 })
    late.assertStatus(409)
    assert.equal(
      late.body().message,
      'This line is already with the kitchen: it can only be voided.'
    )
    const bad = await patch(client, waiter, `${url}/lines/${steak.id}`)
      .headers(json)
      .json({ quantity: 0 })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'quantity')
    const nothing = await as(client, waiter, 'post', `${url}/send`)
      .headers(json)
      .json({ key: randomUUID() })
    assert.equal(nothing.body().field, 'lines')
  })

  test('a waiter voids an unsent line; a sent line and the whole order need the void permission', async ({
    client,
    assert,
  }) => {
    const menu = await serviceMenu()
    const waiter = await userWithRoles(['Waiter'])
    const manager = await userWithRoles(['Manager'])
    const table = await diningTable({ name: 'T8' })
    const order = (
      await as(client, waiter, 'post', '/restaurant/orders')
        .headers(json)
        .json({
          kind: 'dine_in',
          table_id: table.id,
          lines: [itemLine(menu.steak.id), itemLine(menu.soda.id)],
        })
    ).body()
    const url = `/restaurant/orders/${order.id}`
    const [steak, soda] = order.lines
    const unsent = await as(client, waiter, 'post', `${url}/lines/${soda.id}/void`)
      .headers(json)
      .json({ reason: 'Changed mind' })
    unsent.assertStatus(200)
    assert.equal(unsent.body().subtotalCents, 1890)
    await as(client, waiter, 'post', `${url}/send`).headers(json).json({ key: randomUUID() })
    const refused = await as(client, waiter, 'post', `${url}/lines/${steak.id}/void`)
      .headers(json)
      .json({ reason: 'Dropped it' })
    refused.assertStatus(403)
    const noReason = await as(client, manager, 'post', `${url}/void`)
      .headers(json)
      .json({ reason: '' })
    noReason.assertStatus(422)
    assert.equal(noReason.body().errors[0].field, 'reason')
    ;(
      await as(client, waiter, 'post', `${url}/void`).headers(json).json({ reason: 'Walked out' })
    ).assertStatus(403)

    const voided = await as(client, manager, 'post', `${url}/void`)
      .headers(json)
      .json({ reason: 'Guests walked out' })
    voided.assertStatus(200)
    assert.containsSubset(voided.body(), { status: 'voided', subtotalCents: 0, balanceCents: 0 })
    const sentLine = await OrderLine.findOrFail(steak.id)
    assert.isNotNull(sentLine.voidedAt)
    assert.isAbove(sentLine.wasteCents ?? 0, 0, 'a sent line records its waste')
    const events = await eventsOf('restaurant.order.voided')
    assert.lengthOf(events, 1)
    assert.equal((events[0].metadata as any).reason, 'Guests walked out')
    /* The table is free for a new order. */
    const next = await as(client, waiter, 'post', '/restaurant/orders')
      .headers(json)
      .json({ kind: 'dine_in', table_id: table.id })
    next.assertStatus(200)
    const gone = await as(client, waiter, 'post', `${url}/lines`)
      .headers(json)
      .json({ lines: [itemLine(menu.steak.id)] })
    gone.assertStatus(409)
    assert.match(gone.body().message, /is voided: it can no longer change/)
  })

  test('the administrator sees the void flags on a sent line', async ({ client, assert }) => {
    const menu = await serviceMenu()
    const admin = await administrator()
    const order = (
      await as(client, admin, 'post', '/restaurant/orders')
        .headers(json)
        .json({ kind: 'takeaway', lines: [itemLine(menu.steak.id)] })
    ).body()
    const sent = await as(client, admin, 'post', `/restaurant/orders/${order.id}/send`)
      .headers(json)
      .json({ key: randomUUID() })
    assert.containsSubset(sent.body().lines[0], {
      sent: true,
      kitchenStatus: 'queued',
      can: { change: false, void: true },
    })
    assert.isTrue(sent.body().can.voidOrder)
  })

  test('the POS finds customers for an order, and opens an order with one and its covers', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const cashier = await userWithRoles(['Cashier'])
    const regular = await customer({ name: 'Rosa Regular', phone: '+1 555 010 2030' })
    const found = await as(client, waiter, 'get', '/restaurant/orders/customer-options?search=Rosa')
    assert.deepEqual(
      found.body().customers.map((option: any) => option.name),
      ['Rosa Regular']
    )
    ;(
      await as(client, cashier, 'get', '/restaurant/orders/customer-options?search=Rosa')
    ).assertStatus(403)
    const opened = await as(client, waiter, 'post', '/restaurant/orders')
      .headers(json)
      .json({ kind: 'takeaway', customer_id: regular.id, covers: 3 })
    assert.containsSubset(opened.body(), {
      covers: 3,
      customer: { id: regular.id, name: 'Rosa Regular' },
    })
  })
})
