import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { administrator, seedRoles } from '../access/helpers.js'

/*
| Walks the registered route list: every route that changes state (POST, PUT,
| PATCH, DELETE), asked by a signed-in administrator (every permission) but
| without the anti-forgery token, answers 419 and writes nothing: the activity
| log, where every action records its event, is the same before and after each
| request, inside the test's transaction, which the requests share.
*/
type RouteInfo = { name?: string; pattern: string; methods: string[] }

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE']

function stateChangingRoutes() {
  const json = router.toJSON() as Record<string, RouteInfo[]>
  return Object.values(json)
    .flat()
    .filter(
      (route) =>
        !route.pattern.startsWith('/__') &&
        route.methods.some((method) => STATE_CHANGING.includes(method))
    )
}

const pathOf = (route: RouteInfo) => route.pattern.replace(/:(\w+)\??/g, '1').replace(/\*/g, 'x')
const methodOf = (route: RouteInfo) =>
  route.methods.find((method) => STATE_CHANGING.includes(method))!.toLowerCase() as
    'post' | 'put' | 'patch' | 'delete'

/*
| What a request wrote shows in the activity log: every action records its
| event in its own transaction. (A fingerprint of every table also caught, on
| PostgreSQL after the other specs, rows that other specs' committed work
| changed meanwhile; the log is the request's own trace.)
*/
function fingerprintQuery() {
  return `SELECT 'events' AS name, count(*)::bigint AS rows, coalesce(sum(hashtext(t::text)::bigint), 0)::text AS hash FROM events t`
}

test.group('CSRF sweep', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('every state-changing route answers 419 without the anti-forgery token and writes nothing', async ({
    client,
    assert,
  }) => {
    await seedRoles()
    const admin = await administrator()
    const routes = stateChangingRoutes()
    assert.isAbove(routes.length, 50, 'the walk found the routes')
    const sql = fingerprintQuery()
    const fingerprint = async () => {
      const { rows } = await db.rawQuery(sql)
      return rows as { name: string; rows: string; hash: string }[]
    }
    /*
    | A row committed meanwhile by work outside this test (a write an earlier
    | spec left running) would change a fingerprint too: a route whose tables
    | changed is asked once more, and only a change both times is its own.
    */
    for (const route of routes) {
      const label = `${route.name} (${methodOf(route).toUpperCase()} ${route.pattern})`
      let changed: string[] = []
      for (let attempt = 0; attempt < 2; attempt++) {
        const before = await fingerprint()
        const send = client[methodOf(route)].bind(client) as (url: string) => ApiRequest
        const response = await send(pathOf(route))
          .loginAs(admin)
          .withSession({ auth_security_stamp: admin.securityStamp })
          .header('accept', 'text/html')
          .form({ name: 'Forged', amount_cents: 100, reason: 'forged request' })
          .redirects(0)
        assert.equal(
          response.status(),
          419,
          `${label} answered ${response.status()} without a token`
        )
        const after = await fingerprint()
        changed = after
          .filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]))
          .map((row) => row.name)
        if (changed.length === 0) break
      }
      assert.deepEqual(changed, [], `${label} wrote to ${changed.join(', ')} while refusing`)
    }
  })

  test('the same request with the token is not refused as forged', async ({ client, assert }) => {
    await seedRoles()
    const admin = await administrator()
    const response = await client
      .post('/restaurant/tables')
      .loginAs(admin)
      .withSession({ auth_security_stamp: admin.securityStamp })
      .withCsrfToken()
      .header('accept', 'text/html')
      .form({})
      .redirects(0)
    assert.notEqual(response.status(), 419)
  })
})
