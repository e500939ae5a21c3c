import { test } from '@japa/runner'
import { fuzzForms } from '#tests/helpers/fuzz'
import { buttonForms } from '#tests/fuzz/buttons'
import { plannedPayloads, routeCoverage } from '#tests/fuzz/catalogue'

/*
| The rest of the state-changing routes — buttons (confirm, start, delete),
| the stay change, the account and sign-in forms (the cases: tests/fuzz/buttons.ts) —
| and the check that every POST, PUT, PATCH and DELETE route of the router has
| a fuzzed form in the catalogue (tests/fuzz/catalogue.ts).
*/
fuzzForms(...buttonForms)

test.group('Fuzz: every state-changing route', () => {
  test('every POST, PUT, PATCH and DELETE route has a fuzzed form, or a reason not to', ({
    assert,
  }) => {
    const { routes, missing, stale, unknown } = routeCoverage()
    assert.isAbove(routes.length, 80)
    assert.deepEqual(missing, [], `routes without a fuzzed form: ${missing.join(', ')}`)
    assert.deepEqual(stale, [], 'exclusions of routes that no longer exist')
    assert.deepEqual(unknown, [], 'fuzzed forms of routes that do not exist')
  })

  test('the restaurant orders and payments routes are among the fuzzed ones', ({ assert }) => {
    const { routes, fuzzed } = routeCoverage()
    const restaurant = routes.filter((route) =>
      /^\w+ \/restaurant\/(orders|payments|cash-drawers)\b/.test(route)
    )
    assert.isAbove(restaurant.length, 10)
    assert.deepEqual(
      restaurant.filter((route) => !fuzzed.has(route)),
      []
    )
  })

  test('the fuzz sends at least 10,000 payloads and query strings per run', ({ assert }) => {
    const scale = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) / 100 : 1
    const planned = plannedPayloads()
    assert.isAtLeast(planned, Math.floor(10_000 * Math.min(scale, 1)), `${planned} planned`)
  })
})
