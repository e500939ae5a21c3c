import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordEvent, type RecordedEvent } from '#services/record_event'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { broadcast } from '#services/broadcast'
import { broadcastRoomStatus } from '#services/hotel/broadcasts'
import {
  nextEvent,
  realtimeClients,
  sessionOf,
  sleep,
  throughTheApp,
  userWithRole,
} from '#tests/functional/realtime/helpers'

/*
| Tests run inside one global transaction, which stands for the database itself:
| an action's db.transaction() is the outermost transaction here, as in production
| (app/services/after_commit.ts), and a transaction nested in it is a savepoint.
*/
test.group('Real-time | activity-log events are broadcast after commit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())
  group.each.timeout(15_000)

  test('a committed event reaches laravel-echo listening to EventRecorded on private-events', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager', { fullName: 'Marta Manager' })
    const echo = realtimeClients(cleanup).echo(throughTheApp(client, manager))
    const received: RecordedEvent[] = []
    const channel = echo
      .private('events')
      .listen('EventRecorded', (event: RecordedEvent) => received.push(event))
    await nextEvent(channel.subscription, 'pusher:subscription_succeeded')

    const type = `test.commit.${randomUUID().slice(0, 8)}`
    const recorded = await db.transaction(async (trx) => {
      const event = await recordEvent(trx, {
        type,
        actor: manager,
        subject: { type: 'room', id: 12, label: 'Room 12' },
      })
      await sleep(300)
      assert.isEmpty(received, 'nothing is broadcast before the commit')
      return event
    })

    await waitFor(() => received.some((event) => event.type === type))
    const event = received.find((candidate) => candidate.type === type)!
    assert.deepEqual(event, recorded)
    assert.equal(event.subjectLabel, 'Room 12')
    assert.equal(event.actorId, manager.id)
  })

  test('a rolled-back event is never broadcast', async ({ client, assert, cleanup }) => {
    const manager = await userWithRole('Manager')
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, manager))
    const channel = pusher.subscribe('private-events')
    await nextEvent(channel, 'pusher:subscription_succeeded')
    const names: string[] = []
    channel.bind_global((name: string, data: { type?: string }) =>
      names.push(`${name}:${data?.type}`)
    )

    const rolledBack = `test.rollback.${randomUUID().slice(0, 8)}`
    const committed = `test.commit.${randomUUID().slice(0, 8)}`
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await recordEvent(trx, { type: rolledBack })
        throw new Error('the change failed')
      })
    )
    await db.transaction((trx) => recordEvent(trx, { type: committed }))

    await waitFor(() => names.includes(`App\\Events\\EventRecorded:${committed}`))
    await sleep(200)
    assert.notInclude(names, `App\\Events\\EventRecorded:${rolledBack}`)
  })

  test('broadcast() sends on the private channel in the App.Events namespace, except to the causing socket', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager')
    const clients = realtimeClients(cleanup)
    const [first, second] = [
      clients.pusher(throughTheApp(client, manager)),
      clients.pusher(throughTheApp(client, manager)),
    ]
    const channels = [
      first.subscribe('private-hotel.rooms'),
      second.subscribe('private-hotel.rooms'),
    ]
    await Promise.all(
      channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded'))
    )

    const toSecond = nextEvent(channels[1], 'App\\Events\\RoomStatusChanged')
    let firstHeard = false
    channels[0].bind('App\\Events\\RoomStatusChanged', () => (firstHeard = true))
    broadcast(
      'hotel.rooms',
      'RoomStatusChanged',
      { roomId: 12, number: '12', floor: 1, status: 'clean' },
      { exceptSocketId: first.connection.socket_id }
    )

    assert.deepEqual(await toSecond, { roomId: 12, number: '12', floor: 1, status: 'clean' })
    await sleep(200)
    assert.isFalse(firstHeard)
  })

  test('an event recorded in a nested transaction waits for the outermost commit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager')
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, manager))
    const events = pusher.subscribe('private-events')
    const rooms = pusher.subscribe('private-hotel.rooms')
    await Promise.all(
      [events, rooms].map((channel) => nextEvent(channel, 'pusher:subscription_succeeded'))
    )
    const heard: string[] = []
    for (const channel of [events, rooms]) {
      channel.bind_global((name: string, data: { type?: string; roomId?: number }) =>
        heard.push(`${name}:${data?.type ?? data?.roomId}`)
      )
    }
    const room = { id: 9001, number: '901', floor: 9, housekeepingStatus: 'clean' }

    /* Released savepoint, then the outer transaction rolls back: nothing is sent. */
    const rolledBack = `test.nested.rollback.${randomUUID().slice(0, 8)}`
    await assert.rejects(() =>
      db.transaction(async (outer) => {
        await outer.transaction(async (inner) => {
          await recordEvent(inner, { type: rolledBack })
          broadcastRoomStatus(inner, room)
        })
        await sleep(300)
        throw new Error('the outer change failed')
      })
    )

    /* Released savepoint, then the outer transaction commits: sent once, after that commit. */
    const committed = `test.nested.commit.${randomUUID().slice(0, 8)}`
    await db.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        await recordEvent(inner, { type: committed })
        broadcastRoomStatus(inner, { ...room, id: 9002 })
      })
      await sleep(300)
      assert.isEmpty(heard, 'nothing is sent when the savepoint is released')
    })
    await waitFor(() => heard.includes(`App\\Events\\EventRecorded:${committed}`))
    await waitFor(() => heard.includes('App\\Events\\RoomStatusChanged:9002'))
    await sleep(200)
    assert.deepEqual(heard.sort(), [
      `App\\Events\\EventRecorded:${committed}`,
      'App\\Events\\RoomStatusChanged:9002',
    ])
  })

  test("a request's broadcasts leave out the connection named by its X-Socket-ID header", async ({
    client,
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager')
    const clients = realtimeClients(cleanup)
    const [sender, other] = [
      clients.pusher(throughTheApp(client, manager)),
      clients.pusher(throughTheApp(client, manager)),
    ]
    const channels = [sender.subscribe('private-events'), other.subscribe('private-events')]
    await Promise.all(
      channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded'))
    )
    const senderHeard: string[] = []
    channels[0].bind('App\\Events\\EventRecorded', (event: RecordedEvent) =>
      senderHeard.push(event.type)
    )
    const otherHears = nextEvent<RecordedEvent>(channels[1], 'App\\Events\\EventRecorded')

    const response = await client
      .patch('/settings/profile')
      .loginAs(manager)
      .withSession(sessionOf(manager))
      .withCsrfToken()
      .header('x-socket-id', sender.connection.socket_id)
      .form({ full_name: 'Renamed Through The App', email: manager.email })
      .redirects(0)
    response.assertStatus(302)

    assert.equal((await otherHears).type, 'users.user.updated')
    await sleep(300)
    assert.isEmpty(senderHeard)

    /* Without the header (or with a malformed one) every connection hears it. */
    const senderHearsNext = nextEvent<RecordedEvent>(channels[0], 'App\\Events\\EventRecorded')
    await client
      .patch('/settings/profile')
      .loginAs(manager)
      .withSession(sessionOf(manager))
      .withCsrfToken()
      .header('x-socket-id', 'not-a-socket')
      .form({ full_name: 'Renamed Again', email: manager.email })
      .redirects(0)
    assert.equal((await senderHearsNext).type, 'users.user.updated')
  })

  test('a user refused by /broadcasting/auth cannot subscribe to private-events', async ({
    client,
    assert,
    cleanup,
  }) => {
    const waiter = await userWithRole('Waiter')
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, waiter))
    const channel = pusher.subscribe('private-events')
    const error = await nextEvent<{ type: string; status: number }>(
      channel,
      'pusher:subscription_error'
    )
    assert.equal(error.type, 'AuthError')
    assert.isFalse(channel.subscribed)
  })
})

test.group('Real-time | after commit, without the test transaction', (group) => {
  group.each.timeout(15_000)

  test('with real transactions, a savepoint release sends nothing; the outermost commit does', async ({
    client,
    assert,
    cleanup,
  }) => {
    await syncPermissionCatalogue()
    const manager = await userWithRole('Manager')
    cleanup(() => manager.delete())
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, manager))
    const rooms = pusher.subscribe('private-hotel.rooms')
    await nextEvent(rooms, 'pusher:subscription_succeeded')
    const heard: number[] = []
    rooms.bind('App\\Events\\RoomStatusChanged', (data: { roomId: number }) =>
      heard.push(data.roomId)
    )
    const room = (id: number) => ({ id, number: String(id), floor: 9, housekeepingStatus: 'clean' })

    await assert.rejects(() =>
      db.transaction(async (outer) => {
        await outer.transaction(async (inner) => broadcastRoomStatus(inner, room(9101)))
        await sleep(300)
        throw new Error('the outer change failed')
      })
    )
    await db.transaction(async (outer) => {
      await outer.transaction(async (inner) => broadcastRoomStatus(inner, room(9102)))
      await sleep(300)
      assert.isEmpty(heard)
    })
    await waitFor(() => heard.length > 0)
    await sleep(200)
    assert.deepEqual(heard, [9102])
  })
})

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time')
    await sleep(25)
  }
}
