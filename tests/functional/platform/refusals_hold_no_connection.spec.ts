import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import type { ApiResponse } from '@japa/api-client'
import type User from '#models/identity/user'
import type HousekeepingTask from '#models/hotel/housekeeping_task'
import { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday } from '#services/clock'
import { product } from '#tests/helpers/inventory'
import { port } from '#tests/functional/realtime/helpers'
import { administrator, as, role, seedRoles, userWithRoles } from '../access/helpers.js'
import { room, roomType } from '../hotel/helpers.js'
import { booking, guest } from '../hotel/booking_factory.js'
import { customer, diningTable, reservation } from '../restaurant/helpers.js'

/*
| Every refusal of a state-changing route answers at once and holds the database
| from nobody. No global transaction here: requests use the pool as on a running
| server (ONE connection on the embedded database), and the pool's acquire timeout
| is cut to 1 s, so a refusal path that waits for a second connection while its
| transaction holds the only one turns into a server error instead of a 60 s
| stall. `/up` is polled the whole time and must keep answering 200.
*/
const ACQUIRE_TIMEOUT_MS = 1000
const day = (offset: number) => addDays(appToday(), offset)
const errorsOf = (response: ApiResponse) =>
  (response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, string[] | undefined>

type Case = {
  name: string
  send: () => Promise<ApiResponse>
  check: (response: ApiResponse) => void
}

function pool() {
  return db.manager.get(db.primaryConnectionName)!.connection!.pool as unknown as {
    acquireTimeoutMillis: number
  }
}

/** Polls /up until stopped; every answer's status. */
function probeHealth() {
  const statuses: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const status = await fetch(`http://localhost:${port()}/up`, {
        signal: AbortSignal.timeout(5000),
      }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status
        },
        () => 0
      )
      statuses.push(status)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return statuses
    },
  }
}

test.group('Refusals hold no database connection', (group) => {
  const created: Record<string, number[]> = {}
  const keep = (table: string, ...ids: number[]) => (created[table] ??= []).push(...ids)
  let rolesSeededHere = false
  let timeoutBefore = 0

  group.setup(async () => {
    const rolesBefore = await db.from('roles').count('* as total').first()
    rolesSeededHere = Number(rolesBefore.total) === 0
    await seedRoles()
    timeoutBefore = pool().acquireTimeoutMillis
    pool().acquireTimeoutMillis = ACQUIRE_TIMEOUT_MS
  })

  group.teardown(async () => {
    pool().acquireTimeoutMillis = timeoutBefore
    const ids = (table: string) => created[table] ?? []
    await db.from('reservations').whereIn('id', ids('reservations')).delete()
    await db.from('customers').whereIn('id', ids('customers')).delete()
    await db.from('restaurant_tables').whereIn('id', ids('restaurant_tables')).delete()
    await db.from('products').whereIn('id', ids('products')).delete()
    await db.from('inventory_categories').whereIn('id', ids('inventory_categories')).delete()
    await db.from('housekeeping_tasks').whereIn('room_id', ids('rooms')).delete()
    await db.from('booking_nights').whereIn('booking_id', ids('bookings')).delete()
    await db.from('bookings').whereIn('id', ids('bookings')).delete()
    await db.from('rooms').whereIn('id', ids('rooms')).delete()
    await db.from('room_types').whereIn('id', ids('room_types')).delete()
    await db.from('guests').whereIn('id', ids('guests')).delete()
    await db.from('user_roles').whereIn('user_id', ids('users')).delete()
    await db.from('users').whereIn('id', ids('users')).delete()
    if (rolesSeededHere) {
      await db.from('role_permissions').delete()
      await db.from('roles').delete()
      await db.from('permissions').delete()
    }
    await limiter.clear(['memory'])
  })

  group.each.timeout(60_000)

  test('every refusal answers with its refusal while /up keeps answering', async ({
    client,
    assert,
  }) => {
    const staff = async (roles: string[], fullName: string) => {
      const user = await userWithRoles(roles, { fullName })
      keep('users', user.id)
      return user
    }
    const admin = await staff(['Administrator'], 'Ada Refusal')
    const secondAdmin = await administrator({ fullName: 'Bea Refusal' })
    keep('users', secondAdmin.id)
    const manager = await staff(['Manager'], 'Marta Refusal')
    const hana = await staff(['Housekeeper'], 'Hana Refusal')
    const ivo = await staff(['Housekeeper'], 'Ivo Refusal')
    const waiter = await staff(['Waiter'], 'Walt Refusal')
    const kitchen = await staff(['Kitchen'], 'Kit Refusal')
    const receptionist = await staff(['Receptionist'], 'Rita Refusal')

    const type = await roomType({ code: 'RFSL' })
    keep('room_types', type.id)
    const target = await room(type, { number: 'R-RF1', housekeepingStatus: 'dirty' })
    keep('rooms', target.id)
    const task = (assigneeId: number | null): Promise<HousekeepingTask> =>
      db.transaction((trx) =>
        openHousekeepingTask(
          trx,
          { roomId: target.id, kind: 'checkout_clean', assigneeId },
          systemAudit()
        )
      )
    const ivos = await task(ivo.id)
    const done = await task(hana.id)
    await db.from('housekeeping_tasks').where('id', done.id).update({ status: 'done' })
    const stayer = await guest()
    keep('guests', stayer.id)
    const edited = await booking(type, stayer, { checkIn: day(20), checkOut: day(22) })
    const left = await booking(type, stayer, {
      checkIn: day(-4),
      checkOut: day(-1),
      status: 'checked_out',
    })
    keep('bookings', edited.id, left.id)
    const cola = await product({ sku: 'RF-COLA', name: 'Refusal Cola' })
    keep('products', cola.id)
    keep('inventory_categories', cola.categoryId)
    const table = await diningTable({ name: 'RF1' })
    keep('restaurant_tables', table.id)
    const regular = await customer({ name: 'Refusal Regular', phone: '555 404 404' })
    const party = await reservation(table, { customer: regular, minutesFromNow: 60 })
    keep('customers', regular.id, party.customerId)
    keep('reservations', party.id)
    const waiterRole = await role('Waiter')

    const fieldRefused = (field: string, message: RegExp) => (response: ApiResponse) => {
      response.assertStatus(302)
      assert.match(errorsOf(response)[field]?.[0] ?? '', message)
    }
    const flashRefused = (message: string) => (response: ApiResponse) => {
      response.assertStatus(302)
      response.assertFlashMessage('error', message)
    }
    const forbidden = (response: ApiResponse) => response.assertStatus(403)
    const post = (user: User, url: string, body: object) =>
      as(client, user, 'post', url).header('referer', '/').json(body)

    const cases: Case[] = [
      {
        name: 'hotel: start another housekeeper’s task',
        send: () => post(hana, `/hotel/housekeeping/tasks/${ivos.id}/start`, { lockVersion: 1 }),
        check: fieldRefused('task', /is assigned to Ivo Refusal/),
      },
      {
        name: 'hotel: finish another housekeeper’s task',
        send: () => post(hana, `/hotel/housekeeping/tasks/${ivos.id}/finish`, { lockVersion: 1 }),
        check: fieldRefused('task', /is assigned to Ivo Refusal/),
      },
      {
        name: 'hotel: start a task from a stale board',
        send: () => post(ivo, `/hotel/housekeeping/tasks/${ivos.id}/start`, { lockVersion: 7 }),
        check: fieldRefused('task', /was changed by someone else meanwhile/),
      },
      {
        name: 'hotel: start a task that is done',
        send: () => post(hana, `/hotel/housekeeping/tasks/${done.id}/start`, { lockVersion: 1 }),
        check: fieldRefused('task', /it cannot become/),
      },
      {
        name: 'hotel: save a booking from a stale form',
        send: () =>
          as(client, receptionist, 'put', `/hotel/bookings/${edited.id}`).json({
            guestId: stayer.id,
            roomTypeId: type.id,
            roomId: null,
            checkIn: day(20),
            checkOut: day(23),
            adults: 1,
            children: 0,
            source: 'phone',
            lockVersion: 9,
          }),
        check: fieldRefused('lockVersion', /Someone else changed this booking/),
      },
      {
        name: 'hotel: cancel a checked-out booking',
        send: () =>
          post(receptionist, `/hotel/bookings/${left.id}/cancel`, { reason: 'Changed plans' }),
        check: flashRefused('A checked-out booking cannot be cancelled.'),
      },
      {
        name: 'hotel: block a room for more nights than allowed',
        send: () =>
          post(manager, `/hotel/rooms/${target.id}/blocks`, {
            starts_on: '2042-01-01',
            ends_on: '9999-12-01',
            reason: 'Forever',
          }),
        check: fieldRefused('ends_on', /at most 366 nights/i),
      },
      {
        name: 'hotel: a housekeeper books a stay',
        send: () => post(hana, '/hotel/bookings', { guestId: stayer.id }),
        check: forbidden,
      },
      {
        name: 'inventory: save a product from a stale form',
        send: () =>
          as(client, admin, 'put', `/inventory/products/${cola.id}`).json({
            sku: 'RF-COLA',
            name: 'Refusal Cola Zero',
            category_id: cola.categoryId,
            unit: 'kg',
            lock_version: 5,
          }),
        check: fieldRefused('lock_version', /Someone else saved RF-COLA/),
      },
      {
        name: 'inventory: a waiter edits a product',
        send: () =>
          as(client, waiter, 'put', `/inventory/products/${cola.id}`).json({ name: 'Nope' }),
        check: forbidden,
      },
      {
        name: 'restaurant: complete a party that was never seated',
        send: () => post(waiter, `/restaurant/reservations/${party.id}/complete`, {}),
        check: flashRefused('Only a seated party can be completed; this reservation is booked.'),
      },
      {
        name: 'restaurant: kitchen staff cancels a reservation',
        send: () => post(kitchen, `/restaurant/reservations/${party.id}/cancel`, {}),
        check: forbidden,
      },
      {
        name: 'customers: delete a customer with reservations',
        send: () =>
          as(client, manager, 'delete', `/customers/${regular.id}`).header('referer', '/'),
        check: flashRefused('Refusal Regular has reservations: a customer with history is kept.'),
      },
      {
        name: 'customers: a waiter edits a customer',
        send: () => as(client, waiter, 'put', `/customers/${regular.id}`).json({ name: 'Nope' }),
        check: forbidden,
      },
      {
        name: 'identity: an administrator changes their own roles',
        send: () =>
          as(client, admin, 'put', `/users/${admin.id}`).json({
            full_name: admin.fullName,
            email: admin.email,
            roles: [waiterRole.id],
          }),
        check: fieldRefused('roles', /You cannot change your own roles/),
      },
      {
        name: 'identity: kitchen staff deletes a user',
        send: () => as(client, kitchen, 'delete', `/users/${hana.id}`),
        check: forbidden,
      },
    ]

    const statuses: number[] = []
    const health = probeHealth()
    const answers: { name: string; ms: number; response: ApiResponse }[] = []
    try {
      for (const refusal of cases) {
        const started = performance.now()
        const response = await refusal.send()
        answers.push({ name: refusal.name, ms: Math.round(performance.now() - started), response })
      }
    } finally {
      statuses.push(...(await health.stop()))
    }
    for (const [index, refusal] of cases.entries()) {
      try {
        refusal.check(answers[index].response)
      } catch (error) {
        throw new Error(`${refusal.name}: ${(error as Error).message}`)
      }
    }

    assert.isAbove(statuses.length, 0)
    assert.deepEqual([...new Set(statuses)], [200], '/up answered every probe')
    await ivos.refresh()
    assert.deepEqual([ivos.status, ivos.lockVersion], ['open', 1], 'a refusal writes nothing')
    /* The answers' times, for the record (bench/README.md): REFUSAL_TIMES=1. */
    if (process.env.REFUSAL_TIMES) console.table(answers.map(({ name, ms }) => ({ name, ms })))
  })
})
