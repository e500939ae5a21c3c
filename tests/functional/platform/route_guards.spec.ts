import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser } from '#tests/helpers/identity'

/*
| Walks the registered route list, so a route added later without a guard
| fails here. Public routes and the routes every signed-in user may use are
| listed by name; every other route must turn a guest to the login page and a
| signed-in user without permissions away with 403.
*/
const PUBLIC = [
  'home',
  'login',
  'login.store',
  'register',
  'register.store',
  'password.request',
  'password.email',
  'password.reset',
  'password.update',
  'two_factor.login',
  'two_factor.login.store',
]
const ANY_SIGNED_IN = [
  'dashboard',
  'logout',
  'verification.notice',
  'verification.verify',
  'verification.send',
  'password.confirm',
  'password.confirm.store',
  'profile.edit',
  'profile.update',
  'profile.destroy',
  'user_password.edit',
  'user_password.update',
  'appearance.edit',
  'two_factor.show',
  'two_factor.enable',
  'two_factor.confirm',
  'two_factor.recovery_codes',
  'two_factor.disable',
  'settings',
  'broadcasting.auth',
  'broadcasting.user_auth',
]

type RouteInfo = { name?: string; pattern: string; methods: string[] }

function registeredRoutes(): RouteInfo[] {
  const json = router.toJSON() as Record<string, RouteInfo[]>
  return Object.values(json)
    .flat()
    .filter(
      (route) =>
        !route.pattern.startsWith('/__') && !route.methods.every((method) => method === 'HEAD')
    )
}

const isPublic = (route: RouteInfo) => PUBLIC.includes(route.name ?? '')
const pathOf = (route: RouteInfo) => route.pattern.replace(/:(\w+)\??/g, '1').replace(/\*/g, 'x')
const methodOf = (route: RouteInfo) =>
  route.methods.find((method) => method !== 'HEAD')!.toLowerCase() as
    'get' | 'post' | 'put' | 'patch' | 'delete'

test.group('Route guards', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('every route has a name and is classified', ({ assert }) => {
    for (const route of registeredRoutes()) {
      assert.isString(route.name, `${route.methods.join(',')} ${route.pattern} has no name`)
    }
    const names = registeredRoutes().map((route) => route.name)
    for (const name of [...PUBLIC, ...ANY_SIGNED_IN]) {
      assert.include(names, name, `${name} is listed here but not registered`)
    }
  })

  test('every non-public route sends a guest to the login page', async ({ client, assert }) => {
    for (const route of registeredRoutes().filter((candidate) => !isPublic(candidate))) {
      const response = await client[methodOf(route)](pathOf(route)).withCsrfToken().redirects(0)
      assert.equal(response.status(), 302, `${route.name} answered ${response.status()} to a guest`)
      assert.equal(
        response.header('location'),
        '/login',
        `${route.name} did not send a guest to /login`
      )
    }
  })

  test('every module route refuses a signed-in user without the permission with 403', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const guarded = registeredRoutes().filter(
      (route) => !isPublic(route) && !ANY_SIGNED_IN.includes(route.name ?? '')
    )
    assert.isAbove(guarded.length, 0)
    for (const route of guarded) {
      const response = await client[methodOf(route)](pathOf(route))
        .loginAs(user)
        .withSession({ auth_security_stamp: user.securityStamp })
        .withCsrfToken()
        .header('accept', 'text/html')
        .redirects(0)
      assert.equal(
        response.status(),
        403,
        `${route.name} (${route.methods[0]} ${route.pattern}) answered ${response.status()} without permission`
      )
    }
  })
})
