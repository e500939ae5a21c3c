import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { sharedTableBoard, tableBoard } from '#queries/restaurant/table_board'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  captureBroadcasts,
  diningTable,
  errorsOf,
  reservation,
  eventsOf,
  markEvents,
} from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

const statusOf = async (id: number, at?: Date) => (await tableBoard({ ids: [id], at }))[0].status

test.group('Restaurant: floor map', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('a table is free, reserved within the hour before a booking, occupied while seated, then needs cleaning until cleaned', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const table = await diningTable({ name: 'T4' })
    assert.equal(await statusOf(table.id), 'free')

    const later = await reservation(table, { minutesFromNow: 180 })
    const before = (minutes: number) => later.startsAt.minus({ minutes }).toJSDate()
    assert.equal(await statusOf(table.id, before(120)), 'free', 'two hours ahead: still free')
    assert.equal(await statusOf(table.id, before(55)), 'reserved', 'from an hour before')
    assert.equal((await tableBoard({ ids: [table.id], at: before(55) }))[0].next?.id, later.id)

    const soon = await diningTable({ name: 'T5', posX: 200 })
    const booked = await reservation(soon, { minutesFromNow: 20 })
    assert.equal(await statusOf(soon.id), 'reserved')

    const seat = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${booked.id}/seat`
    ).json({})
    seat.assertFlashMessage('success', `${booked.code}: the party is seated.`)
    const seated = (await tableBoard({ ids: [soon.id] }))[0]
    assert.equal(seated.status, 'occupied')
    assert.equal(seated.seated?.id, booked.id)
    assert.isNotNull(seated.seated?.seatedAt)

    await as(client, waiter, 'post', `/restaurant/reservations/${booked.id}/complete`).json({})
    assert.equal(
      await statusOf(soon.id),
      'occupied',
      'the order seating opened is still in service'
    )
    await db
      .from('orders')
      .where('reservation_id', booked.id)
      .update({ status: 'closed', closed_at: new Date() })
    assert.equal(await statusOf(soon.id), 'needs_cleaning')
    await as(client, waiter, 'post', `/restaurant/tables/${soon.id}/clean`)
    assert.equal(await statusOf(soon.id), 'free')
  })

  test('the floor map gives every active table with its status, place and the party at it', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const table = await diningTable({
      name: 'T1',
      posX: 100,
      posY: 60,
      width: 120,
      height: 80,
      shape: 'rectangle',
    })
    await diningTable({ name: 'T9', isActive: false })
    const party = await reservation(table, { minutesFromNow: -15, status: 'seated', partySize: 3 })
    const response = await as(client, waiter, 'get', '/restaurant/floor-map').withInertia()
    response.assertInertiaComponent('Restaurant/FloorMap/Index')
    const props = response.inertiaProps as any
    assert.lengthOf(props.tables, 1)
    assert.containsSubset(props.tables[0], {
      name: 'T1',
      area: 'Main hall',
      shape: 'rectangle',
      x: 100,
      y: 60,
      width: 120,
      height: 80,
      status: 'occupied',
      seated: { id: party.id, code: party.code, partySize: 3 },
    })
    assert.deepEqual(props.can, {
      edit: false,
      clean: true,
      viewReservations: true,
      manageReservations: true,
      viewOrders: true,
      takeOrders: true,
    })
    assert.deepEqual(props.plan, { width: 1200, height: 800, minSize: 40, maxSize: 400 })
  })

  test('without restaurant.reservations.view the floor map and the tables list show parties without codes or names', async ({
    client,
    assert,
  }) => {
    const table = await diningTable({ name: 'T1' })
    const later = await diningTable({ name: 'T3', posX: 300 })
    const seated = await reservation(table, { minutesFromNow: -15, status: 'seated', partySize: 3 })
    const next = await reservation(later, { minutesFromNow: 30, partySize: 2 })

    const cashier = await userWithRoles(['Cashier'])
    const map = await as(client, cashier, 'get', '/restaurant/floor-map').withInertia()
    const tables = (map.inertiaProps as any).tables
    const seen = (name: string) => tables.find((row: any) => row.name === name)
    assert.deepEqual(seen('T1').seated, {
      partySize: 3,
      startsAt: seated.startsAt.toUTC().toISO(),
      endsAt: seated.endsAt.toUTC().toISO(),
      seatedAt: seen('T1').seated.seatedAt,
    })
    assert.deepEqual(Object.keys(seen('T3').next).sort(), [
      'endsAt',
      'partySize',
      'seatedAt',
      'startsAt',
    ])
    assert.equal(seen('T3').status, 'reserved')
    for (const secret of [seated.code!, next.code!]) assert.notInclude(map.text(), secret)
    assert.isFalse((map.inertiaProps as any).can.viewReservations)

    const list = await as(client, cashier, 'get', '/restaurant/tables').withInertia()
    assert.notInclude(list.text(), next.code!)
    assert.notProperty(
      (list.inertiaProps as any).tables.find((row: any) => row.name === 'T3').next,
      'code'
    )

    const waiter = await userWithRoles(['Waiter'])
    const full = await as(client, waiter, 'get', '/restaurant/floor-map').withInertia()
    const fullT3 = (full.inertiaProps as any).tables.find((row: any) => row.name === 'T3')
    assert.containsSubset(fullT3.next, { id: next.id, code: next.code, partySize: 2 })
    assert.isString(fullT3.next.customerName)
  })

  test('edit mode saves one table’s place and size, records it and tells every floor map after the commit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRoles(['Manager'])
    const table = await diningTable({ name: 'T2' })
    const sent = captureBroadcasts(cleanup)
    const response = await as(client, manager, 'put', `/restaurant/floor-map/tables/${table.id}`)
      .header('referer', '/restaurant/floor-map')
      .json({ x: 400, y: 300, width: 120, height: 120 })
    response.assertHeader('location', '/restaurant/floor-map')
    await table.refresh()
    assert.deepEqual([table.posX, table.posY, table.width, table.height], [400, 300, 120, 120])
    const [event] = await eventsOf('restaurant.table.arranged')
    assert.deepEqual(event.changes, {
      before: { x: 20, y: 20, width: 80, height: 80 },
      after: { x: 400, y: 300, width: 120, height: 120 },
    })
    const floor = sent.filter((message) => message.channels.includes('private-restaurant.floor'))
    assert.lengthOf(floor, 1)
    assert.equal(floor[0].event, 'App\\Events\\TableStatusChanged')
    assert.containsSubset(floor[0].data, { tableId: table.id, name: 'T2', status: 'free' })
    assert.isNumber(floor[0].data.changedAt)
  })

  test('a place off the plan is refused with a message under the field, and nothing moves', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const table = await diningTable({ name: 'T2' })
    const response = await as(
      client,
      admin,
      'put',
      `/restaurant/floor-map/tables/${table.id}`
    ).json({
      x: 100,
      y: 760,
      width: 80,
      height: 80,
    })
    assert.deepEqual(errorsOf(response).y, [
      'The table would reach past the bottom of the plan (800 units): move it up or make it shorter.',
    ])
    const bad = await as(client, admin, 'put', `/restaurant/floor-map/tables/${table.id}`).json({
      x: 'left',
    })
    assert.deepEqual(errorsOf(bad).x, ['The position from the left must be a number.'])
    assert.deepEqual(errorsOf(bad).width, ['The width field is required.'])
    await table.refresh()
    assert.deepEqual([table.posX, table.posY], [20, 20])
    assert.lengthOf(await eventsOf('restaurant.table.arranged'), 0)
  })

  test('arranging needs restaurant.floor_map.edit and the map needs restaurant.floor_map.view (403)', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const storekeeper = await userWithRoles(['Storekeeper'])
    const table = await diningTable()
    const before = await fingerprint(['restaurant_tables', 'events'])
    const arrange = await as(client, waiter, 'put', `/restaurant/floor-map/tables/${table.id}`)
      .header('accept', 'text/html')
      .json({ x: 0, y: 0, width: 80, height: 80 })
    arrange.assertStatus(403)
    assert.equal(
      await fingerprint(['restaurant_tables', 'events']),
      before,
      'the refused writes changed nothing'
    )
    const map = await as(client, storekeeper, 'get', '/restaurant/floor-map').header(
      'accept',
      'text/html'
    )
    map.assertStatus(403)
  })

  test('floor maps reloading at once share one query, and a reload never gets an answer older than itself', async ({
    assert,
  }) => {
    await diningTable({ name: 'T1' })
    const first = sharedTableBoard()
    const second = sharedTableBoard()
    assert.strictEqual(first, second, 'requests within the gathering window share the query')
    assert.deepEqual(
      (await first).map((table) => table.name),
      ['T1']
    )
    await diningTable({ name: 'T2', posX: 300 })
    const later = sharedTableBoard()
    assert.notStrictEqual(later, first)
    assert.deepEqual(
      (await later).map((table) => table.name),
      ['T1', 'T2']
    )
  })
})
