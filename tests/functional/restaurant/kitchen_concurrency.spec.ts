import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { voidOrderLine } from '#actions/restaurant/void_order_line'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'
import { advanceOrderLine } from '#actions/restaurant/advance_order_line'
import type User from '#models/identity/user'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { systemAudit } from '#services/audit_context'
import { DomainError } from '#exceptions/domain_errors'
import { createUser } from '#tests/helpers/identity'
import { diningTable } from './helpers.js'
import { menuCategory, menuItem } from './menu_helpers.js'

/*
| A void and a bump really racing: no global transaction, each action commits
| on its own. Whichever takes the order's lock first, the other waits and
| then sees its change: the voided line stays voided, the ticket is bumped,
| and the only failure allowed is a refusal with its reason. Fixtures are
| removed afterwards; the activity-log events stay (append-only), and so does
| their actor, switched off. The embedded database answers one session at a
| time, so there the actions take turns anyway; on a PostgreSQL server
| (DATABASE_URL) they overlap, and without the order's lock the bump reads the
| lines before the void commits and writes a stale subtotal.
*/
const ROUNDS = 6

test.group('Restaurant: the kitchen under concurrency', (group) => {
  let fixtures: { tableIds: number[]; categoryId: number; itemIds: number[]; user: User } | null =
    null
  const orderIds: number[] = []

  group.setup(async () => {
    const category = await menuCategory({ name: 'Race grill', station: 'kitchen' })
    const burger = await menuItem({ name: 'Race burger', categoryId: category.id })
    const fries = await menuItem({ name: 'Race fries', categoryId: category.id })
    const tables = await Promise.all(
      Array.from({ length: ROUNDS + 1 }, (_, index) =>
        diningTable({ name: `KR${index + 1}`, area: 'Race hall' })
      )
    )
    const user = await createUser({ email: `kitchen.race.${randomUUID()}@example.test` })
    fixtures = {
      tableIds: tables.map((table) => table.id),
      categoryId: category.id,
      itemIds: [burger.id, fries.id],
      user,
    }
  })

  group.teardown(async () => {
    if (!fixtures) return
    await db.from('orders').whereIn('id', orderIds).delete()
    await db.from('menu_items').whereIn('id', fixtures.itemIds).delete()
    await db.from('menu_categories').where('id', fixtures.categoryId).delete()
    await db.from('restaurant_tables').whereIn('id', fixtures.tableIds).delete()
    await db.from('users').where('id', fixtures.user.id).update({ is_active: false })
  })

  group.each.timeout(60_000)

  async function sent(tableIndex: number) {
    const { user, tableIds, itemIds } = fixtures!
    const audit = systemAudit(user)
    const order = await createOrder(
      {
        kind: 'dine_in',
        table_id: tableIds[tableIndex],
        lines: itemIds.map((id) => ({ key: randomUUID(), menu_item_id: id, quantity: 1 })),
      },
      audit
    )
    orderIds.push(order.id)
    const { tickets } = await sendOrder({ order, key: randomUUID() }, audit)
    const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
    return { order, ticket: tickets[0], lines, audit }
  }

  const failures = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))

  test('a void racing a bump ends in one consistent state, every round', async ({ assert }) => {
    for (let round = 0; round < ROUNDS; round++) {
      const { order, ticket, lines, audit } = await sent(round)
      const [burger, fries] = lines
      const racers = [
        () => voidOrderLine({ order, lineId: burger.id, reason: 'Sent by mistake' }, audit),
        () => bumpKitchenTicket({ ticketId: ticket.id }, audit),
      ]
      if (round % 2) racers.reverse()
      const results = await Promise.allSettled(racers.map((run) => run()))
      assert.deepEqual(failures(results), [], `round ${round}: neither is refused`)

      await burger.refresh()
      await fries.refresh()
      assert.isNotNull(burger.voidedAt, 'the voided line stays voided')
      assert.oneOf(burger.kitchenStatus, ['queued', 'ready'])
      assert.equal(fries.kitchenStatus, 'ready')
      assert.isNotNull((await KitchenTicket.findOrFail(ticket.id)).bumpedAt)
      const stored = await db.from('orders').where('id', order.id).first()
      assert.equal(stored.status, 'sent')
      assert.equal(stored.subtotal_cents, fries.unitPriceCents)
    }
  })

  test('two bumps and a tap on the same ticket: one bump wins, the rest are refused with reasons', async ({
    assert,
  }) => {
    const { ticket, lines, audit } = await sent(ROUNDS)
    const results = await Promise.allSettled([
      bumpKitchenTicket({ ticketId: ticket.id }, audit),
      advanceOrderLine({ lineId: lines[0].id, from: 'queued' }, audit),
      bumpKitchenTicket({ ticketId: ticket.id }, audit),
    ])
    const refused = failures(results)
    assert.isTrue(refused.every((error) => error instanceof DomainError))
    const messages = refused.map((error: DomainError) => error.message)
    assert.lengthOf(
      messages.filter((message) =>
        /^The ticket of order OR-\d{6} was already bumped\.$/.test(message)
      ),
      1
    )
    await Promise.all(lines.map((line) => line.refresh()))
    assert.deepEqual(
      lines.map((line) => line.kitchenStatus),
      ['ready', 'ready']
    )
  })
})
