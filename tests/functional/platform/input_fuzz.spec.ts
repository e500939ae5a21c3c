import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { fuzzForms, fuzzQueries } from '#tests/helpers/fuzz'
import { accessForms, hotelForms, listPages, settingsForms } from '#tests/fuzz/hotel_access'
import { administrator, as, seedRoles } from '../access/helpers.js'

/*
| Property-based fuzzing of the hotel, access and settings forms, of the list
| pages' query strings (the cases: tests/fuzz/hotel_access.ts; what is checked:
| tests/helpers/fuzz.ts) and of the ids in paths.
*/
fuzzForms(hotelForms, accessForms, settingsForms)
fuzzQueries(listPages)

/*
| Ids in paths: every route with a parameter, asked for as an Administrator with
| values no row can have (just beyond `integer`, and 40 digits). Each request runs
| inside a savepoint, so a database error would not poison the next one.
*/
test.group('Fuzz: ids in paths', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a path id no row can have is answered without a 5xx', async ({ client, assert }) => {
    const admin = await administrator()
    const json = router.toJSON() as Record<string, { pattern: string; methods: string[] }[]>
    const routes = Object.values(json)
      .flat()
      .filter((route) => route.pattern.includes(':') && !route.pattern.startsWith('/apps/'))
    assert.isAbove(routes.length, 30)
    let sent = 0
    for (const route of routes) {
      const method = route.methods.find((name) => name !== 'HEAD')!.toLowerCase()
      for (const value of ['2147483648', '9'.repeat(40)]) {
        const path = route.pattern.replace(/:(\w+)\??/g, value)
        await db.rawQuery('SAVEPOINT fuzz_path')
        const response = await as(client, admin, method as 'get', path).json({})
        await db.rawQuery('ROLLBACK TO SAVEPOINT fuzz_path')
        sent++
        assert.isBelow(response.status(), 500, `${method.toUpperCase()} ${path}`)
      }
    }
    assert.isAbove(sent, 60)
  })
})
