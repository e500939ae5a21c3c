import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ErrorCode } from '#realtime/index'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import {
  nextEvent,
  realtimeClients,
  sleep,
  throughTheApp,
  userWithRole,
} from '#tests/functional/realtime/helpers'

test.group('Real-time | client events of the web app', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())
  group.each.timeout(15_000)

  test("off by default: a housekeeper's client-fake on private-hotel.rooms never reaches the administrator's board", async ({
    client,
    assert,
    cleanup,
  }) => {
    const housekeeper = await userWithRole('Housekeeper')
    const administrator = await userWithRole('Administrator')
    const clients = realtimeClients(cleanup)

    const board = clients.echo(throughTheApp(client, administrator))
    const whispers: unknown[] = []
    const boardChannel = board
      .private('hotel.rooms')
      .listenForWhisper('fake', (data: unknown) => whispers.push(data))
    await nextEvent(boardChannel.subscription, 'pusher:subscription_succeeded')

    const sender = clients.pusher(throughTheApp(client, housekeeper))
    const rooms = sender.subscribe('private-hotel.rooms')
    await nextEvent(rooms, 'pusher:subscription_succeeded')
    const refused = nextEvent(sender.connection, 'error')
    rooms.trigger('client-fake', { room: 101, status: 'clean' })

    const error = await refused
    assert.equal(error.data.code, ErrorCode.CLIENT_EVENT_REJECTED)
    assert.equal(error.data.message, 'The app does not have client events enabled')
    await sleep(300)
    assert.isEmpty(whispers)
  })
})
