import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import User from '#models/identity/user'
import { as, userWithRoles } from '../access/helpers.js'
import {
  removeCommitted,
  seedRolesForCommitted,
  type CommittedFixtures,
} from './committed_fixtures.js'
import { menuCategory, menuItem } from './menu_helpers.js'

/*
| Two cashiers paying one order at the same moment, through the test server's
| HTTP port with no global transaction: each request commits on its own and
| the order's row lock queues them, so the second sees the first's payment and
| never overpays. committed_fixtures.ts removes what it wrote afterwards.
*/
const json = { Accept: 'application/json' }

test.group('Restaurant: paying under concurrency', (group) => {
  let fixtures: CommittedFixtures | null = null

  group.setup(async () => {
    const rolesSeededHere = await seedRolesForCommitted()
    const waiter = await userWithRoles(['Waiter'], { email: 'pay.race.waiter@example.test' })
    const first = await userWithRoles(['Cashier'], { email: 'pay.race.one@example.test' })
    const second = await userWithRoles(['Cashier'], { email: 'pay.race.two@example.test' })
    const category = await menuCategory({ name: 'Race desserts' })
    const tart = await menuItem({ name: 'Race tart', priceCents: 1000, categoryId: category.id })
    fixtures = {
      userIds: [waiter.id, first.id, second.id],
      categoryId: category.id,
      itemIds: [tart.id],
      orderIds: [],
      rolesSeededHere,
    }
  })

  group.teardown(() => removeCommitted(fixtures))

  group.each.timeout(120_000)

  test('two cashiers paying the whole balance at once: one payment lands, the other is refused', async ({
    client,
    assert,
  }) => {
    const [waiterId, ...cashierIds] = fixtures!.userIds
    const waiter = await User.findOrFail(waiterId)
    const cashiers = await Promise.all(cashierIds.map((id) => User.findOrFail(id)))
    const opened = await as(client, waiter, 'post', '/restaurant/orders')
      .headers(json)
      .json({
        kind: 'takeaway',
        lines: [{ key: randomUUID(), menu_item_id: fixtures!.itemIds[0], quantity: 3 }],
      })
    opened.assertStatus(200)
    const orderId = opened.body().id as number
    fixtures!.orderIds.push(orderId)

    const answers = await Promise.all(
      cashiers.map((cashier) =>
        as(client, cashier, 'post', `/restaurant/orders/${orderId}/payments`)
          .headers(json)
          .json({ key: randomUUID(), method: 'card', amount_cents: 2000 })
      )
    )
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [200, 422], 'the second sees only 10.00 left')
    const order = await db.from('orders').where('id', orderId).first()
    assert.equal(order.paid_cents, 2000)
    const payments = await db.from('payments').where('order_id', orderId)
    assert.lengthOf(payments, 1)

    const last = await Promise.all(
      cashiers.map((cashier) =>
        as(client, cashier, 'post', `/restaurant/orders/${orderId}/payments`)
          .headers(json)
          .json({ key: randomUUID(), method: 'card', amount_cents: 1000 })
      )
    )
    assert.deepEqual(last.map((answer) => answer.status()).sort(), [200, 409])
    const closed = await db.from('orders').where('id', orderId).first()
    assert.equal(closed.paid_cents, 3000)
    assert.equal(closed.status, 'closed')
  })
})
