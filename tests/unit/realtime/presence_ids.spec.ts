import { test } from '@japa/runner'
import { ADAPTERS, APP, resources, signedRequest } from './helpers.js'

for (const adapter of ADAPTERS) {
  test.group(`Realtime | presence user ids (${adapter} adapter)`, (group) => {
    group.each.timeout(10_000)

    test('numeric user ids stay numbers in ids, member events, client events and the HTTP API', async ({
      assert,
      cleanup,
    }) => {
      const open = resources(cleanup)
      const [a, b] = await open.cluster(adapter, { apps: [{ ...APP, clientEvents: true }] })
      const ana = await open.raw(a.port)
      const joined = await ana.subscribePresence('presence-staff', 7, { name: 'Ana' })
      assert.deepEqual(joined.data.presence, { ids: [7], hash: { 7: { name: 'Ana' } }, count: 1 })

      const bruno = await open.raw(b.port)
      const both = await bruno.subscribePresence('presence-staff', 8, { name: 'Bruno' })
      assert.deepEqual(both.data.presence, {
        ids: [7, 8],
        hash: { 7: { name: 'Ana' }, 8: { name: 'Bruno' } },
        count: 2,
      })
      const added = await ana.nextEvent('pusher_internal:member_added', 'presence-staff')
      assert.deepEqual(added.data, { user_id: 8, user_info: { name: 'Bruno' } })

      bruno.send('client-wave', {}, 'presence-staff')
      assert.strictEqual((await ana.nextEvent('client-wave')).user_id, 8)

      assert.deepEqual(
        (await b.realtime.presenceMembers('presence-staff')).map((member) => member.id),
        [7, 8]
      )
      const users = await a.realtime.handleHttpApi(
        signedRequest('GET', `/apps/${APP.id}/channels/presence-staff/users`)
      )
      assert.deepEqual(users.body, { users: [{ id: 7 }, { id: 8 }] })

      // "8" is the same member as 8, as in pusher-js's members hash.
      const brunoTab = await open.raw(a.port)
      const tab = await brunoTab.subscribePresence('presence-staff', '8', { name: 'Bruno' })
      assert.equal(tab.data.presence.count, 2)

      bruno.close()
      brunoTab.close()
      const removed = await ana.nextEvent('pusher_internal:member_removed', 'presence-staff')
      assert.deepEqual(removed.data, { user_id: 8 })
    })
  })
}
