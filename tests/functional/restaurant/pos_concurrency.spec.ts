import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
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
| Two waiters adding to one order at the same moment, through the test
| server's HTTP port with no global transaction: each request commits on its
| own and the order's lock queues them. committed_fixtures.ts removes what it
| wrote afterwards.
*/
const json = { Accept: 'application/json' }

test.group('Restaurant: the POS under concurrency', (group) => {
  let fixtures: CommittedFixtures | null = null

  group.setup(async () => {
    const rolesSeededHere = await seedRolesForCommitted()
    const first = await userWithRoles(['Waiter'], { email: 'pos.race.one@example.test' })
    const second = await userWithRoles(['Waiter'], { email: 'pos.race.two@example.test' })
    const category = await menuCategory({ name: 'Race mains' })
    const soup = await menuItem({ name: 'Race soup', priceCents: 650, categoryId: category.id })
    const pie = await menuItem({ name: 'Race pie', priceCents: 910, categoryId: category.id })
    fixtures = {
      userIds: [first.id, second.id],
      categoryId: category.id,
      itemIds: [soup.id, pie.id],
      orderIds: [],
      rolesSeededHere,
    }
  })

  group.teardown(() => removeCommitted(fixtures))

  group.each.timeout(120_000)

  test('two waiters add lines to one order at once: both lines land, the subtotal is right, replays add nothing', async ({
    client,
    assert,
  }) => {
    const [first, second] = await Promise.all(fixtures!.userIds.map((id) => User.findOrFail(id)))
    const [soupId, pieId] = fixtures!.itemIds
    const opened = await as(client, first, 'post', '/restaurant/orders')
      .headers(json)
      .json({ key: randomUUID(), kind: 'takeaway' })
    opened.assertStatus(200)
    const orderId: number = opened.body().id
    fixtures!.orderIds.push(orderId)
    const url = `/restaurant/orders/${orderId}/lines`
    const soupLine = { key: randomUUID(), menu_item_id: soupId, quantity: 2 }
    const pieLine = { key: randomUUID(), menu_item_id: pieId, quantity: 1 }

    /* Each waiter's line, and each sent twice (a retry racing its original). */
    const responses: ApiResponse[] = await Promise.all([
      as(client, first, 'post', url)
        .headers(json)
        .json({ lines: [soupLine] }),
      as(client, second, 'post', url)
        .headers(json)
        .json({ lines: [pieLine] }),
      as(client, first, 'post', url)
        .headers(json)
        .json({ lines: [soupLine] }),
      as(client, second, 'post', url)
        .headers(json)
        .json({ lines: [pieLine] }),
    ])
    for (const response of responses)
      assert.include([200, 409], response.status(), JSON.stringify(response.body()))
    assert.isAtLeast(responses.filter((response) => response.status() === 200).length, 2)

    const lines = await db.from('order_lines').where('order_id', orderId).orderBy('id')
    assert.sameMembers(
      lines.map((line) => line.client_key),
      [soupLine.key, pieLine.key],
      'each line exactly once'
    )
    const order = await db.from('orders').where('id', orderId).first()
    assert.equal(order.subtotal_cents, 2 * 650 + 910)
  })
})
