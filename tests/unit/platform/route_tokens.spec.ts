import { test } from '@japa/runner'
import matchit from '@poppinss/matchit'
import router from '@adonisjs/core/services/router'
import { tokensOf } from '../../../inertia/lib/route-tokens.js'

test.group('Route tokens on the client', () => {
  test('every route pattern tokenises as the router parses it', ({ assert }) => {
    router.commit()
    const patterns = Object.values(router.toJSON())
      .flat()
      .map((route) => route.pattern)
    assert.isAbove(patterns.length, 150)
    for (const pattern of [...patterns, '/', '/a/:b?/*', '/files/:id.pdf']) {
      assert.deepEqual(
        tokensOf(pattern),
        JSON.parse(JSON.stringify(matchit.parse(pattern))),
        pattern
      )
    }
  })
})
