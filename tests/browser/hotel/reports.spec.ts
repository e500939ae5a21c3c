import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Role from '#models/identity/role'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'

test.group('Browser: hotel reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('changing the occupancy report range updates the table and the CSV link', async ({
    assert,
    cleanup,
  }) => {
    const admin = await createUser({ fullName: 'Ada Admin' })
    await admin.related('roles').attach([(await Role.findByOrFail('name', ADMINISTRATOR)).id])
    const type = await roomType({ code: 'STD', name: 'Standard' })
    const only = await room(type, { number: '101' })
    await room(type, { number: '102' })
    await booking(type, await guest(), {
      checkIn: '2027-03-02',
      checkOut: '2027-03-04',
      roomId: only.id,
      status: 'confirmed',
    })

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto('/hotel/reports/occupancy?from=2027-03-01&to=2027-03-02')
    const dayRows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /^2027-03-/ })
    await page.getByRole('rowheader', { name: '2027-03-02' }).waitFor()
    assert.equal(await dayRows.count(), 2)

    await page.getByLabel('To', { exact: true }).fill('2027-03-04')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => url.searchParams.get('to') === '2027-03-04')
    await page.getByRole('rowheader', { name: '2027-03-04' }).waitFor()
    assert.equal(await dayRows.count(), 4)
    /* 1 booking × 2 nights of 2 rooms × 4 days: 2 / 8 = 25 % */
    assert.include(await page.getByRole('table').locator('tfoot').textContent(), '25.0%')
    assert.equal(
      await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'),
      '/hotel/reports/occupancy.csv?from=2027-03-01&to=2027-03-04'
    )
  })
})
