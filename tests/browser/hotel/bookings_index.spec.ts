import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { roomType } from '#tests/functional/hotel/helpers'

test.group('Browser: the Bookings Index', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('opens on the stays in the house and arriving; the history is one click away', async ({
    assert,
    cleanup,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const type = await roomType()
    const past = await booking(type, await guest({ lastName: 'Past' }), {
      checkIn: addDays(appToday(), -90),
      checkOut: addDays(appToday(), -88),
      status: 'checked_out',
    })
    const coming = await booking(type, await guest({ lastName: 'Coming' }), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 2),
    })

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(desk.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto('/hotel/bookings')
    const scopes = page.getByRole('group', { name: 'Stays to show' })
    assert.equal(
      await scopes
        .getByRole('button', { name: 'In house & upcoming' })
        .getAttribute('aria-pressed'),
      'true'
    )
    await page.getByRole('link', { name: coming.code! }).first().waitFor()
    assert.equal(await page.getByRole('link', { name: past.code! }).count(), 0)

    await scopes.getByRole('button', { name: 'All, with history' }).click()
    await page.waitForURL('**/hotel/bookings?scope=all')
    await page.getByRole('link', { name: past.code! }).first().waitFor()
  })
})
