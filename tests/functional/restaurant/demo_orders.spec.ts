import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoOrders } from '#database/demo/restaurant_orders'
import { tableBoard } from '#queries/restaurant/table_board'
import { seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable, reservation } from './helpers.js'
import { serviceMenu } from './order_helpers.js'

test.group('Demo: orders in service today', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('seated parties and walk-ins get orders through the real actions, once', async ({
    assert,
  }) => {
    await userWithRoles(['Waiter'], { email: 'waiter@posada.test' })
    await serviceMenu()
    const seatedAt = await diningTable({ name: 'T1', seats: 4 })
    const party = await reservation(seatedAt, {
      minutesFromNow: -20,
      status: 'seated',
      partySize: 3,
    })
    for (const [index, name] of ['T2', 'T3', 'T4', 'T5', 'T6'].entries())
      await diningTable({ name, posX: 200 * (index + 1) })

    await seedDemoOrders(db.connection())
    const orders = await db.from('orders').orderBy('id')
    assert.deepEqual(
      orders.map((order) => [order.kind, order.status]),
      [
        ['dine_in', 'sent'],
        ['dine_in', 'sent'],
        ['dine_in', 'sent'],
        ['dine_in', 'open'],
        ['dine_in', 'sent'],
        ['takeaway', 'sent'],
      ]
    )
    assert.equal(orders[0].reservation_id, party.id)
    assert.equal(orders[0].covers, 3)
    const minutesAgo = (at: Date) => (Date.now() - at.getTime()) / 60_000
    assert.isTrue(
      orders.every(
        (order) => minutesAgo(order.opened_at) >= 9 && minutesAgo(order.opened_at) <= 71
      ),
      'opened within the last hour or so'
    )
    const statuses = await db
      .from('order_lines')
      .whereNotNull('kitchen_status')
      .groupBy('kitchen_status')
      .select('kitchen_status')
      .count('* as total')
    assert.includeMembers(
      statuses.map((row) => row.kitchen_status),
      ['queued', 'preparing', 'ready']
    )
    const consumed = await db
      .from('stock_movements')
      .where('kind', 'sale_consumption')
      .count('* as total')
    assert.isAbove(Number(consumed[0].total), 0, 'the recipes came out of stock')
    const board = await tableBoard()
    assert.equal(board.filter((table) => table.order !== null).length, 5)
    assert.equal(board.find((table) => table.name === 'T6')?.status, 'free')

    await seedDemoOrders(db.connection())
    assert.lengthOf(await db.from('orders'), 6, 'a second run changes nothing')
  })
})
