import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { randomUUID } from 'node:crypto'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { systemAudit } from '#services/audit_context'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable } from './helpers.js'
import { itemLine, serviceMenu } from './order_helpers.js'

async function sentOrder() {
  const menu = await serviceMenu()
  const waiter = await userWithRoles(['Waiter'], { fullName: 'Wendy Waiter' })
  const audit = systemAudit(waiter)
  const order = await createOrder(
    {
      kind: 'dine_in',
      table_id: (await diningTable({ name: 'T3' })).id,
      lines: [itemLine(menu.steak.id, 1, { notes: 'Well done' }), itemLine(menu.soda.id)],
    },
    audit
  )
  const { tickets } = await sendOrder({ order, key: randomUUID() }, audit)
  const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
  return { order, tickets, lines, waiter }
}

test.group('Restaurant: the kitchen display and its buttons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test("a station's display lists its tickets; the bar is asked for, anything else is the kitchen", async ({
    client,
    assert,
  }) => {
    const { order, waiter } = await sentOrder()
    const page = await as(client, waiter, 'get', '/restaurant/kitchen').withInertia()
    page.assertInertiaComponent('Restaurant/Kitchen/Index')
    const props = page.inertiaProps as any
    assert.equal(props.station, 'kitchen')
    assert.deepEqual(props.can, { update: false })
    assert.containsSubset(props.tickets, [
      {
        orderNumber: order.number,
        tableName: 'T3',
        waiterName: 'Wendy Waiter',
        lines: [{ name: 'Steak', notes: 'Well done', kitchenStatus: 'queued', voided: false }],
      },
    ])
    const bar = await as(client, waiter, 'get', '/restaurant/kitchen?station=bar').withInertia()
    assert.equal((bar.inertiaProps as any).tickets[0].lines[0].name, 'Cola')
    const odd = await as(client, waiter, 'get', '/restaurant/kitchen?station=pantry').withInertia()
    assert.equal((odd.inertiaProps as any).station, 'kitchen')
  })

  test('a waiter without kitchen.update is turned away from advancing and bumping; the cook is not', async ({
    client,
    assert,
  }) => {
    const { tickets, lines, waiter } = await sentOrder()
    const cook = await userWithRoles(['Kitchen'])
    const kitchen = tickets.find((ticket) => ticket.station === 'kitchen')!
    const advance = `/restaurant/kitchen/lines/${lines[0].id}/advance`
    const bump = `/restaurant/kitchen/tickets/${kitchen.id}/bump`
    for (const url of [advance, bump, '/restaurant/kitchen/kitchen/recall'])
      (await as(client, waiter, 'post', url).accept('json')).assertStatus(403)

    const moved = await as(client, cook, 'post', advance).accept('json').json({ from: 'queued' })
    moved.assertStatus(200)
    assert.deepEqual(moved.body(), {
      message: 'Steak: preparing.',
      line: { id: lines[0].id, kitchenStatus: 'preparing' },
    })
    /* A form post from a page goes back with the message. */
    const back = await as(client, cook, 'post', bump).header('referer', '/restaurant/kitchen')
    back.assertStatus(302)
    assert.equal(back.header('location'), '/restaurant/kitchen')
    assert.isNotNull((await KitchenTicket.findOrFail(kitchen.id)).bumpedAt)
    const recall = await as(client, cook, 'post', '/restaurant/kitchen/kitchen/recall').accept(
      'json'
    )
    recall.assertStatus(200)
    assert.equal(recall.body().ticket.id, kitchen.id)
  })

  test('refusals are clear 409s and 422s to a JSON client, 404 for what does not exist, never 500', async ({
    client,
    assert,
  }) => {
    const { order, lines, waiter } = await sentOrder()
    const cook = await userWithRoles(['Kitchen'])
    const stale = await as(client, cook, 'post', `/restaurant/kitchen/lines/${lines[0].id}/advance`)
      .accept('json')
      .json({ from: 'ready' })
    stale.assertStatus(409)
    assert.containsSubset(stale.body(), {
      status: 409,
      code: 'E_CONFLICT',
      message: 'Steak is already queued: someone else moved it on.',
    })
    const badFrom = await as(
      client,
      cook,
      'post',
      `/restaurant/kitchen/lines/${lines[0].id}/advance`
    )
      .accept('json')
      .json({ from: 'cooked' })
    badFrom.assertStatus(422)
    const nothing = await as(client, cook, 'post', '/restaurant/kitchen/bar/recall').accept('json')
    nothing.assertStatus(409)
    assert.equal(nothing.body().message, 'There is no bumped bar ticket to recall.')
    for (const url of [
      '/restaurant/kitchen/pantry/recall',
      '/restaurant/kitchen/tickets/999999/bump',
      '/restaurant/kitchen/lines/999999/advance',
    ])
      (await as(client, cook, 'post', url).accept('json')).assertStatus(404)

    const serve = `/restaurant/orders/${order.id}/serve`
    ;(await as(client, cook, 'post', serve).accept('json')).assertStatus(403)
    const notReady = await as(client, waiter, 'post', serve).accept('json')
    notReady.assertStatus(409)
    assert.equal(notReady.body().message, `Nothing on order ${order.number} is ready to serve.`)
    const elsewhere = await as(client, waiter, 'post', serve)
      .accept('json')
      .json({ line_id: 999999 })
    elsewhere.assertStatus(422)
    assert.deepEqual(elsewhere.body().errors, [
      { field: 'line_id', message: 'This line is not on the order.' },
    ])
  })

  test('the waiter serves a ready line and then the rest: the order is served', async ({
    client,
    assert,
  }) => {
    const { order, tickets, lines, waiter } = await sentOrder()
    const cook = await userWithRoles(['Kitchen'])
    for (const ticket of tickets)
      (
        await as(client, cook, 'post', `/restaurant/kitchen/tickets/${ticket.id}/bump`).accept(
          'json'
        )
      ).assertStatus(200)
    const one = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/serve`)
      .accept('json')
      .json({ line_id: lines[1].id })
    one.assertStatus(200)
    assert.deepEqual(one.body().lines, [lines[1].id])
    assert.equal(one.body().order.status, 'sent')
    const rest = await as(client, waiter, 'post', `/restaurant/orders/${order.id}/serve`).accept(
      'json'
    )
    assert.equal(rest.body().order.status, 'served')
  })
})
