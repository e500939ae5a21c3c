import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

async function signedInAdministrator(): Promise<{ page: Page; context: BrowserContext }> {
  const admin = await createUser({ fullName: 'Ada Admin' })
  await admin.related('roles').attach([(await Role.findByOrFail('name', ADMINISTRATOR)).id])
  const { page, context } = await newPage()
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

test.group('Browser: users and roles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('an administrator creates a receptionist and finds them in the filtered list', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedInAdministrator()
    cleanup(() => context.close())
    await createUser({ fullName: 'Someone Else' })

    await page.goto('/users')
    await page.getByRole('link', { name: 'New user' }).click()
    await page.waitForURL('**/users/create')
    await page.getByLabel('Name').fill('Rosa Recepción')
    await page.getByLabel('E-mail address').fill('rosa@example.com')
    await page.getByLabel('Password', { exact: true }).fill('lantern-harbour-quince-71')
    await page.getByLabel('Confirm password').fill('lantern-harbour-quince-71')
    await page.getByRole('checkbox', { name: 'Receptionist' }).click()
    await page.getByRole('button', { name: 'Create user' }).click()
    await page.waitForURL((url) => url.pathname === '/users')
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Rosa Recepción was created.' })
      .waitFor()

    await page.getByLabel('Role').selectOption('Receptionist')
    await page.waitForURL((url) => url.searchParams.get('role') === 'Receptionist')
    await page.getByLabel('Search').fill('rosa')
    await page.waitForURL((url) => url.searchParams.get('search') === 'rosa')
    const rows = page.getByRole('row').filter({ hasText: 'rosa@example.com' })
    await rows.first().waitFor()
    assert.equal(await rows.count(), 1)
    assert.equal(await page.getByRole('row').filter({ hasText: 'Someone Else' }).count(), 0)
    assert.include(await rows.first().textContent(), 'Receptionist')

    /* The filtered list is a shareable URL: opening it afresh shows the same result. */
    await page.goto(page.url())
    await page.getByRole('row').filter({ hasText: 'rosa@example.com' }).waitFor()
    const user = await User.findByOrFail('email', 'rosa@example.com')
    await user.load('roles')
    assert.deepEqual(
      user.roles.map((role) => role.name),
      ['Receptionist']
    )
  })

  test("a role's permissions are edited with select-all in a group", async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedInAdministrator()
    cleanup(() => context.close())
    const housekeeper = await Role.findByOrFail('name', 'Housekeeper')

    await page.goto('/settings/roles')
    await page.getByRole('link', { name: 'Edit Housekeeper' }).click()
    await page.waitForURL(`**/settings/roles/${housekeeper.id}/edit`)
    const selectAll = page.getByRole('checkbox', { name: 'Select all Inventory permissions' })
    assert.equal(await selectAll.getAttribute('aria-checked'), 'false')
    await selectAll.click()
    assert.equal(await selectAll.getAttribute('aria-checked'), 'true')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()

    await housekeeper.load('permissions')
    const names = housekeeper.permissions.map((permission) => permission.name)
    for (const name of [
      'inventory.products.view',
      'inventory.movements.adjust',
      'inventory.purchase_orders.receive',
    ]) {
      assert.include(names, name)
    }
    assert.include(names, 'hotel.housekeeping.update')
  })
})
