import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordEvent, type RecordedEvent } from '#actions/events/record_event'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { broadcast } from '#services/broadcast'
import { nextEvent, realtimeClients, sleep, throughTheApp, userWithRole } from '#tests/functional/realtime/helpers'

/*
| Tests run inside one global transaction, so an action's db.transaction() is a
| savepoint here; Lucid runs a savepoint's after('commit') hooks when it is released,
| exactly when it runs a real transaction's, and never when it is rolled back.
*/
test.group('Real-time | activity-log events are broadcast after commit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())
  group.each.timeout(15_000)

  test('a committed event reaches laravel-echo listening to EventRecorded on private-events', async ({ client, assert, cleanup }) => {
    const manager = await userWithRole('Manager', { fullName: 'Marta Manager' })
    const echo = realtimeClients(cleanup).echo(throughTheApp(client, manager))
    const received: RecordedEvent[] = []
    const channel = echo.private('events').listen('EventRecorded', (event: RecordedEvent) => received.push(event))
    await nextEvent(channel.subscription, 'pusher:subscription_succeeded')

    const type = `test.commit.${randomUUID().slice(0, 8)}`
    const recorded = await db.transaction(async (trx) => {
      const event = await recordEvent(trx, { type, actor: manager, subject: { type: 'room', id: 12, label: 'Room 12' } })
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
    channel.bind_global((name: string, data: { type?: string }) => names.push(`${name}:${data?.type}`))

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

  test('broadcast() sends on the private channel in the App.Events namespace, except to the causing socket', async ({ client, assert, cleanup }) => {
    const manager = await userWithRole('Manager')
    const clients = realtimeClients(cleanup)
    const [first, second] = [clients.pusher(throughTheApp(client, manager)), clients.pusher(throughTheApp(client, manager))]
    const channels = [first.subscribe('private-hotel.rooms'), second.subscribe('private-hotel.rooms')]
    await Promise.all(channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded')))

    const toSecond = nextEvent(channels[1], 'App\\Events\\RoomStatusChanged')
    let firstHeard = false
    channels[0].bind('App\\Events\\RoomStatusChanged', () => (firstHeard = true))
    broadcast('hotel.rooms', 'RoomStatusChanged', { roomId: 12, status: 'clean' }, { exceptSocketId: first.connection.socket_id })

    assert.deepEqual(await toSecond, { roomId: 12, status: 'clean' })
    await sleep(200)
    assert.isFalse(firstHeard)
  })

  test('a user refused by /broadcasting/auth cannot subscribe to private-events', async ({ client, assert, cleanup }) => {
    const waiter = await userWithRole('Waiter')
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, waiter))
    const channel = pusher.subscribe('private-events')
    const error = await nextEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error')
    assert.equal(error.type, 'AuthError')
    assert.isFalse(channel.subscribed)
  })
})

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time')
    await sleep(25)
  }
}
