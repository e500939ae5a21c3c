import { test } from '@japa/runner'
import { ErrorCode } from '../../../app/realtime/index.js'
import { ADAPTERS, APP, connected, nextEvent, resources, signedRequest, sleep } from './helpers.js'

const TERMINATE_ANA = `/apps/${APP.id}/users/ana/terminate_connections`

for (const adapter of ADAPTERS) {
  test.group(`Realtime | terminating a user's connections (${adapter} adapter)`, (group) => {
    group.each.timeout(10_000)

    test('closes every connection signed in as the user, on every process, and no other', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter)
      const anaHere = await open.raw(a.port)
      const anaThere = await open.raw(b.port)
      const bruno = await open.raw(a.port)
      const presenceOnly = await open.raw(b.port)
      await anaHere.signin('ana')
      await anaThere.signin('ana')
      await bruno.signin('bruno')
      await presenceOnly.subscribePresence('presence-desk', 'ana')

      const response = await a.realtime.handleHttpApi(signedRequest('POST', TERMINATE_ANA))
      assert.deepEqual(response, { status: 200, body: {} })

      for (const client of [anaHere, anaThere]) {
        const error = await client.nextEvent('pusher:error')
        assert.equal(error.data.code, ErrorCode.UNAUTHORIZED)
        assert.equal((await client.closed).code, 4009)
      }
      for (const client of [bruno, presenceOnly]) {
        client.send('pusher:ping', {})
        await client.nextEvent('pusher:pong')
      }
    })

    test('pusher-js stays disconnected after its user is terminated', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter)
      const client = open.pusher(b.port, { user: { id: 'ana' } })
      await connected(client)
      const signedIn = nextEvent(client, 'pusher:signin_success')
      client.signin()
      await signedIn

      await a.realtime.handleHttpApi(signedRequest('POST', TERMINATE_ANA))
      await nextEvent(client.connection, 'disconnected')
      await sleep(1200)
      assert.equal(client.connection.state, 'disconnected')
    })

    test('the request must be a signed POST', async ({ assert, cleanup }) => {
      const open = resources(cleanup)
      const [a] = await open.cluster(adapter)
      const unsigned = signedRequest('POST', TERMINATE_ANA, { secret: 'wrong' })
      assert.equal((await a.realtime.handleHttpApi(unsigned)).status, 401)
      const get = signedRequest('GET', TERMINATE_ANA)
      assert.equal((await a.realtime.handleHttpApi(get)).status, 405)
    })
  })
}
