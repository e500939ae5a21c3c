import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Permission from '#models/identity/permission'
import Role from '#models/identity/role'
import { restaurantDashboard, restaurantTiles } from '#queries/restaurant/dashboard'
import { appToday } from '#services/clock'
import { createUser } from '#tests/helpers/identity'
import { as, role, seedRoles, userWithRoles } from '../access/helpers.js'
import { withSettings } from '../hotel/stay_helpers.js'
import { restaurantDay } from './dashboard_dataset.js'

/* Six hours behind UTC all year: 23:30 there is 05:30 UTC the next day. */
const ZONE = { APP_TZ: 'America/Mexico_City' }

const TILES = {
  /* c1 45.00 + c2 30.00 (closed 23:30 local) + c4 20.00 (opened last night, paid after midnight) */
  salesCents: 9500,
  closedOrders: 3,
  /* o4, o5, o6 (open since yesterday): 40.00 + (15.00 − 3.00) + 8.00 */
  openOrders: 3,
  openCents: 6000,
  /* c1 2 + c2 3 + o4 4 + o5 2: v1 voided, c3 c4 o6 opened yesterday */
  covers: 11,
  /* kitchen: o4's steak (its voided steak, its ready water and the voided order's line left out); bar: o4's colas, o6's cola */
  kitchenQueue: 3,
}

async function waiterWithoutDashboard() {
  const waiter = await role('Waiter')
  const permission = await Permission.findByOrFail('name', 'restaurant.dashboard.view')
  await waiter.related('permissions').detach([permission.id])
  return userWithRoles(['Waiter'])
}

test.group('Restaurant: dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test("today's sales, open orders, covers, average ticket, tables, kitchen and top items", async ({
    assert,
  }) => {
    await withSettings(ZONE, async () => {
      const waiter = await userWithRoles(['Waiter'])
      const { today } = await restaurantDay(waiter)
      const dashboard = await restaurantDashboard(today)

      assert.deepInclude(dashboard, { today, ...TILES })
      /* 95.00 / 3 */
      assert.equal(dashboard.averageTicketCents, 3167)
      assert.deepEqual(dashboard.tablesByStatus, [
        { status: 'free', tables: 1 },
        { status: 'occupied', tables: 2 },
        { status: 'reserved', tables: 1 },
        { status: 'needs_cleaning', tables: 1 },
      ])
      /* Bumped today: kitchen 720 s and 1800 s (bumped 23:20 local), bar 180 s; yesterday's left out. */
      assert.deepEqual(dashboard.stations, [
        { station: 'kitchen', tickets: 1, lines: 1, bumpedToday: 2, averageTicketSeconds: 1260 },
        { station: 'bar', tickets: 2, lines: 2, bumpedToday: 1, averageTicketSeconds: 180 },
      ])
      assert.equal(dashboard.averageTicketSeconds, 900)
      /* Cola 3 + 2 + 1; Steak 2 + 1 + 1 (voided line, voided order, yesterday and the combo's own steak left out); ties by revenue. */
      assert.deepEqual(dashboard.topItems, [
        { name: 'Cola', quantity: 6, revenueCents: 1800 },
        { name: 'Steak', quantity: 4, revenueCents: 7560 },
        { name: 'Steak and a drink', quantity: 1, revenueCents: 2000 },
        { name: 'Soup', quantity: 1, revenueCents: 600 },
        { name: 'Tea', quantity: 1, revenueCents: 250 },
      ])
      assert.deepEqual(await restaurantTiles(today), { today, ...TILES })
    })
  })

  test('the day is the local one: what happened late last night stays on yesterday', async ({
    assert,
  }) => {
    await withSettings(ZONE, async () => {
      const waiter = await userWithRoles(['Waiter'])
      const { yesterday } = await restaurantDay(waiter)
      const dashboard = await restaurantDashboard(yesterday)
      /* c3 99.99 closed 23:30 local (05:30 UTC today); c4 closed after midnight is not yesterday's. */
      assert.deepInclude(dashboard, { salesCents: 9999, closedOrders: 1, averageTicketCents: 9999 })
      /* c3 4 + c4 2 + o6 1 */
      assert.equal(dashboard.covers, 7)
      assert.deepEqual(
        dashboard.stations.map((station) => [station.station, station.averageTicketSeconds]),
        [
          ['kitchen', 1200],
          ['bar', null],
        ]
      )
      assert.deepEqual(
        dashboard.topItems.map((item) => [item.name, item.quantity]),
        [
          ['Steak', 7],
          ['Cola', 1],
        ]
      )
    })
  })

  test('an empty day reads as zeros, with no average', async ({ assert }) => {
    const dashboard = await restaurantDashboard(appToday())
    assert.deepInclude(dashboard, {
      salesCents: 0,
      closedOrders: 0,
      averageTicketCents: null,
      openOrders: 0,
      openCents: 0,
      covers: 0,
      kitchenQueue: 0,
      averageTicketSeconds: null,
      topItems: [],
    })
  })

  test('the page needs restaurant.dashboard.view: a waiter sees it, one without the permission is refused', async ({
    client,
    assert,
  }) => {
    await withSettings(ZONE, async () => {
      const waiter = await userWithRoles(['Waiter'])
      await restaurantDay(waiter)
      const response = await as(client, waiter, 'get', '/restaurant').withInertia()
      response.assertInertiaComponent('Restaurant/Dashboard/Index')
      const props = response.inertiaProps as any
      assert.deepInclude(props.dashboard, TILES)
      assert.equal(props.currency, 'USD')
      assert.deepEqual(props.can, { viewFloorMap: true, viewOrders: true, viewKitchen: true })
    })

    const cashier = await userWithRoles(['Cashier'])
    ;(await as(client, cashier, 'get', '/restaurant')).assertStatus(403)
    const refused = await waiterWithoutDashboard()
    ;(await as(client, refused, 'get', '/restaurant')).assertStatus(403)
  })

  test('the main dashboard carries the restaurant tiles only for users who may see the restaurant dashboard', async ({
    client,
    assert,
  }) => {
    await withSettings(ZONE, async () => {
      const waiter = await userWithRoles(['Waiter'])
      const { today } = await restaurantDay(waiter)
      const withTiles = await as(client, waiter, 'get', '/dashboard').withInertia()
      assert.deepEqual((withTiles.inertiaProps as any).restaurantTiles, { today, ...TILES })
      assert.equal((withTiles.inertiaProps as any).currency, 'USD')
    })

    const refused = await waiterWithoutDashboard()
    const without = await as(client, refused, 'get', '/dashboard').withInertia()
    without.assertInertiaComponent('Dashboard')
    assert.notProperty(without.inertiaProps, 'restaurantTiles')
  })

  test('someone who may see only the restaurant dashboard may listen to orders, tables and both stations', async ({
    client,
  }) => {
    const owner = await Role.create({
      name: 'Owner',
      description: 'Looks in on the day',
      isSystem: false,
    })
    await owner
      .related('permissions')
      .attach([(await Permission.findByOrFail('name', 'restaurant.dashboard.view')).id])
    const watcher = await createUser()
    await watcher.related('roles').attach([owner.id])
    const housekeeper = await userWithRoles(['Housekeeper'])
    const authorise = (user: typeof watcher, channel: string) =>
      client
        .post('/broadcasting/auth')
        .loginAs(user)
        .withSession({ auth_security_stamp: user.securityStamp })
        .withCsrfToken()
        .header('accept', 'application/json')
        .form({ socket_id: '1234.5678', channel_name: channel })

    for (const channel of [
      'private-restaurant.orders',
      'private-restaurant.floor',
      'private-restaurant.kitchen.kitchen',
      'private-restaurant.kitchen.bar',
    ]) {
      ;(await authorise(watcher, channel)).assertStatus(200)
      ;(await authorise(housekeeper, channel)).assertStatus(403)
    }
    /* One order's own channel stays with those who may see orders. */
    ;(await authorise(watcher, 'private-restaurant.orders.1')).assertStatus(403)
  })
})
