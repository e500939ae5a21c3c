import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { sessionOf, userWithRole } from '#tests/functional/realtime/helpers'
import { userWithPermissions } from '#tests/helpers/inventory'

test.group('Restaurant: channel authorisation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())

  test('restaurant.floor, restaurant.menu and the cash drawers follow the screens’ permissions; menu managers follow stock costs', async ({
    client,
    assert,
  }) => {
    const expectations: Array<[role: string, channel: string, status: number]> = [
      ['Waiter', 'private-restaurant.floor', 200],
      ['Cashier', 'private-restaurant.floor', 200],
      ['Kitchen', 'private-restaurant.floor', 403],
      ['Waiter', 'private-restaurant.menu', 200],
      ['Kitchen', 'private-restaurant.menu', 200],
      ['Housekeeper', 'private-restaurant.menu', 403],
      ['Storekeeper', 'private-restaurant.menu', 403],
      ['menu manager', 'private-inventory.stock', 200],
      ['Waiter', 'private-inventory.stock', 403],
      ['Cashier', 'private-restaurant.cash_drawers', 200],
      ['Kitchen', 'private-restaurant.cash_drawers', 403],
      ['Housekeeper', 'private-restaurant.cash_drawers', 403],
    ]
    const menuManager = await userWithPermissions(['restaurant.menu.manage'])
    for (const [role, channel, status] of expectations) {
      const user = role === 'menu manager' ? menuManager : await userWithRole(role)
      const response = await client
        .post('/broadcasting/auth')
        .loginAs(user)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .header('accept', 'application/json')
        .form({ socket_id: '1234.5678', channel_name: channel })
      assert.equal(response.status(), status, `${role} on ${channel}`)
    }
  })
})
