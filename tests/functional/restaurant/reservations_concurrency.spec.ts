import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
import { DateTime } from 'luxon'
import User from '#models/identity/user'
import { appToday } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { customer, diningTable } from './helpers.js'

/*
| Requests that really race: no global transaction here, so each request commits
| on its own, through the test server's HTTP port, all fired at once. The
| fixtures are written normally and removed afterwards; the winning
| reservation's activity-log event stays (the log is append-only), and so does
| its actor.
*/
const REQUESTS = 50
const CONFLICT =
  /^(Table RACE1 is already reserved from 20:00 to 21:30 \(RS-\d{6}\)\. Choose another table or time\.|This table was just reserved by someone else for this time\. Choose another table or time\.)$/

test.group('Restaurant: reservations under concurrency', (group) => {
  let fixtures: {
    tableId: number
    customerIds: number[]
    userId: number
    rolesSeededHere: boolean
  } | null = null

  group.setup(async () => {
    const rolesBefore = await db.from('roles').count('* as total').first()
    await seedRoles()
    const user = await userWithRoles(['Waiter'], { email: 'race.waiter@example.test' })
    const table = await diningTable({ name: 'RACE1', area: 'Race hall', seats: 4 })
    const regular = await customer({ name: 'Rosa Race', phone: '+1 555 777 0001' })
    fixtures = {
      tableId: table.id,
      customerIds: [regular.id],
      userId: user.id,
      rolesSeededHere: Number(rolesBefore.total) === 0,
    }
  })

  group.teardown(async () => {
    if (!fixtures) return
    await db.from('reservations').where('table_id', fixtures.tableId).delete()
    const created = await db.from('customers').where('phone', '+1 555 777 0002').select('id')
    await db
      .from('reservations')
      .whereIn(
        'customer_id',
        created.map((row) => row.id)
      )
      .delete()
    await db
      .from('customers')
      .whereIn('id', [...fixtures.customerIds, ...created.map((row) => row.id)])
      .delete()
    await db.from('restaurant_tables').where('id', fixtures.tableId).delete()
    /* The user is the actor of the winning reservation's event, so it stays, without roles and switched off. */
    await db.from('user_roles').where('user_id', fixtures.userId).delete()
    await db.from('users').where('id', fixtures.userId).update({ is_active: false })
    if (fixtures.rolesSeededHere) {
      await db.from('role_permissions').delete()
      await db.from('roles').delete()
      await db.from('permissions').delete()
    }
  })

  group.each.timeout(120_000)

  test('50 simultaneous requests for the same table and time: exactly one reservation, 49 clear refusals, no 5xx', async ({
    client,
    assert,
  }) => {
    const user = await User.findOrFail(fixtures!.userId)
    const date = DateTime.fromISO(appToday()).plus({ days: 10 }).toISODate()!
    /* Half for the existing customer, half for a new one by name and phone, which must not race either. */
    const payload = (index: number) => ({
      ...(index % 2 === 0
        ? { customer_id: fixtures!.customerIds[0] }
        : { customer_name: 'Nina New', phone: '+1 555 777 0002' }),
      party_size: 4,
      date,
      time: '20:00',
      table_id: fixtures!.tableId,
    })

    const responses: ApiResponse[] = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        as(client, user, 'post', '/restaurant/reservations').json(payload(index))
      )
    )

    const serverErrors = responses.filter((response) => response.status() >= 500)
    assert.lengthOf(serverErrors, 0, 'no request may fail with a server error')
    const created = responses.filter((response) =>
      /^\/restaurant\/reservations\/\d+$/.test(response.header('location') ?? '')
    )
    assert.lengthOf(created, 1, 'exactly one request books the table')
    const refusals = responses
      .map((response) => (response.flashMessages()?.inputErrorsBag as any)?.table_id?.[0] ?? null)
      .filter((message): message is string => message !== null)
    assert.lengthOf(refusals, REQUESTS - 1)
    for (const message of refusals) assert.match(message, CONFLICT)

    const held = await db
      .from('reservations')
      .where('table_id', fixtures!.tableId)
      .select('id', 'status')
    assert.lengthOf(held, 1)
    assert.equal(held[0].status, 'booked')
    assert.equal(created[0].header('location'), `/restaurant/reservations/${held[0].id}`)
    const newCustomers = await db
      .from('customers')
      .where('phone', '+1 555 777 0002')
      .count('* as total')
      .first()
    assert.isAtMost(Number(newCustomers.total), 1, 'the new customer is never created twice')
  })
})
