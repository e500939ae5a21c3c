import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday, appZone } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable } from './helpers.js'
import { itemLine, serviceMenu } from './order_helpers.js'

/* Three orders: a closed one at T1 three hours ago, a takeaway two hours ago, one in service at T2 an hour ago. */
async function threeOrders() {
  const waiter = await userWithRoles(['Waiter'], { fullName: 'Ana Waiter' })
  const other = await userWithRoles(['Waiter'], { fullName: 'Ben Waiter' })
  const menu = await serviceMenu()
  const t1 = await diningTable({ name: 'T1' })
  const t2 = await diningTable({ name: 'T2', posX: 200 })
  const closed = await createOrder(
    { kind: 'dine_in', table_id: t1.id, covers: 2, lines: [itemLine(menu.steak.id, 2)] },
    systemAudit(waiter)
  )
  const takeaway = await createOrder(
    { kind: 'takeaway', lines: [itemLine(menu.soda.id), itemLine(menu.steak.id)] },
    systemAudit(other)
  )
  const seated = await createOrder({ kind: 'dine_in', table_id: t2.id }, systemAudit(waiter))
  const ago = (hours: number) => DateTime.now().minus({ hours }).toJSDate()
  await db
    .from('orders')
    .where('id', closed.id)
    .update({
      status: 'closed',
      closed_at: ago(2),
      opened_at: ago(3),
      discount_cents: 180,
    })
  await db
    .from('orders')
    .where('id', takeaway.id)
    .update({ opened_at: ago(2) })
  await db
    .from('orders')
    .where('id', seated.id)
    .update({ opened_at: ago(1) })
  return { waiter, other, t1, t2, closed, takeaway, seated }
}

async function listed(client: ApiClient, user: User, query = '') {
  const response = await as(client, user, 'get', `/restaurant/orders${query}`).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('Restaurant/Orders/Index')
  return response.inertiaProps as any
}

const numbersOf = (props: any) => props.orders.data.map((row: any) => row.number)

test.group('Restaurant: orders list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('orders in service come first, newest first, then the rest, with their figures', async ({
    client,
    assert,
  }) => {
    const { waiter, closed, takeaway, seated, t2 } = await threeOrders()
    const props = await listed(client, waiter)
    assert.deepEqual(numbersOf(props), [seated.number, takeaway.number, closed.number])
    const [first, second, third] = props.orders.data
    assert.containsSubset(first, {
      id: seated.id,
      kind: 'dine_in',
      status: 'open',
      covers: 1,
      table: { id: t2.id, name: 'T2', area: 'Main hall' },
      room: null,
      waiter: { id: waiter.id, name: 'Ana Waiter' },
      linesCount: 0,
      totalCents: 0,
    })
    assert.containsSubset(second, {
      kind: 'takeaway',
      table: null,
      linesCount: 2,
      totalCents: 2190,
    })
    assert.containsSubset(third, { status: 'closed', linesCount: 1, totalCents: 2 * 1890 - 180 })
    assert.deepEqual(props.can, { take: true })
    assert.deepEqual(
      props.waiters.map((row: any) => row.name),
      ['Ana Waiter', 'Ben Waiter']
    )
    assert.equal(props.orders.metadata.total, 3)
  })

  test('filters by status, kind, waiter, table and the day opened', async ({ client, assert }) => {
    const { waiter, other, t1, closed, takeaway, seated } = await threeOrders()
    assert.deepEqual(numbersOf(await listed(client, waiter, '?status=closed')), [closed.number])
    assert.deepEqual(numbersOf(await listed(client, waiter, '?kind=takeaway')), [takeaway.number])
    assert.deepEqual(numbersOf(await listed(client, waiter, `?waiter_id=${other.id}`)), [
      takeaway.number,
    ])
    assert.deepEqual(numbersOf(await listed(client, waiter, `?table_id=${t1.id}`)), [closed.number])

    const yesterday = addDays(appToday(), -1)
    await db
      .from('orders')
      .where('id', closed.id)
      .update({
        opened_at: DateTime.fromISO(`${yesterday}T20:00`, { zone: appZone() }).toJSDate(),
      })
    assert.deepEqual(numbersOf(await listed(client, waiter, `?date=${yesterday}`)), [closed.number])
    const today = await listed(client, waiter, `?date=${appToday()}`)
    assert.sameMembers(numbersOf(today), [seated.number, takeaway.number])
    assert.equal(today.filters.date, appToday())

    const broken = await listed(client, waiter, '?status=eaten&table_id=99999999999&date=nope')
    assert.lengthOf(broken.orders.data, 3, 'a broken filter is dropped, not an error')
  })

  test('searches by number, with or without its prefix and zeros', async ({ client, assert }) => {
    const { waiter, takeaway } = await threeOrders()
    for (const search of [
      takeaway.number!,
      String(takeaway.id),
      `or-${takeaway.id}`,
      ` ${takeaway.number!.toLowerCase()} `,
    ])
      assert.deepEqual(
        numbersOf(await listed(client, waiter, `?search=${encodeURIComponent(search)}`)),
        [takeaway.number],
        search
      )
    assert.lengthOf((await listed(client, waiter, '?search=99999999999')).orders.data, 0)
    assert.lengthOf((await listed(client, waiter, '?search=lunch')).orders.data, 0)
  })

  test('pages keep the filters in their links', async ({ client, assert }) => {
    const { waiter } = await threeOrders()
    const props = await listed(client, waiter, '?per_page=1&kind=dine_in&page=2')
    assert.lengthOf(props.orders.data, 1)
    assert.equal(props.orders.metadata.total, 2)
    assert.include(props.orders.metadata.previousPageUrl, 'kind=dine_in')
    assert.include(props.orders.metadata.previousPageUrl, 'per_page=1')
  })

  test('needs restaurant.orders.view; a cashier sees the list without the new-order button', async ({
    client,
    assert,
  }) => {
    const cook = await userWithRoles(['Kitchen'])
    ;(await as(client, cook, 'get', '/restaurant/orders')).assertStatus(403)
    const cashier = await userWithRoles(['Cashier'])
    assert.deepEqual((await listed(client, cashier)).can, { take: false })
  })
})
