import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import AppProvider from '#providers/app_provider'
import { SYSTEM_PERMISSIONS } from '#enums/identity/permission'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'

test.group('Permission catalogue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the start-up sync brings back a missing system permission and gives it to Administrator', async ({
    assert,
  }) => {
    await syncPermissionCatalogue()
    await db.from('permissions').where('name', 'hotel.bookings.check_in').delete()
    await new AppProvider(app).syncPermissions()
    const restored = await db
      .from('permissions')
      .where('name', 'hotel.bookings.check_in')
      .firstOrFail()
    assert.isTrue(restored.is_system)
    const held = await db
      .from('role_permissions')
      .join('roles', 'roles.id', 'role_permissions.role_id')
      .where('roles.name', 'Administrator')
      .where('role_permissions.permission_id', restored.id)
      .first()
    assert.exists(held)
  })

  test('every seeded role exists and the catalogue is in the database', async ({ assert }) => {
    await syncPermissionCatalogue()
    const roles = (await db.from('roles').orderBy('name').select('name')).map(
      (row: { name: string }) => row.name
    )
    assert.sameMembers(roles, [
      'Administrator',
      'Manager',
      'Receptionist',
      'Housekeeper',
      'Waiter',
      'Cashier',
      'Kitchen',
      'Storekeeper',
    ])
    const count = await db.from('permissions').where('is_system', true).count('* as total').first()
    assert.equal(Number(count.total), SYSTEM_PERMISSIONS.length)
  })

  test('an existing role keeps what administrators changed when the sync runs again', async ({
    assert,
  }) => {
    await syncPermissionCatalogue()
    const waiter = await db.from('roles').where('name', 'Waiter').firstOrFail()
    await db.from('role_permissions').where('role_id', waiter.id).delete()
    await syncPermissionCatalogue()
    const left = await db.from('role_permissions').where('role_id', waiter.id)
    assert.lengthOf(left, 0)
  })
})
