import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Invoice from '#models/hotel/invoice'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'

test.group('Browser: a stay from check-in to check-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('the desk checks a guest in and out through the pages and downloads the invoice', async ({
    assert,
    cleanup,
  }) => {
    const type = await roomType({ baseRateCents: 10000 })
    await room(type, { number: '101', housekeepingStatus: 'clean' })
    const stayGuest = await guest({ firstName: 'Lena', lastName: 'Berg' })
    const target = await booking(type, stayGuest, {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 2),
    })
    const receptionist = await userWithRoles(['Receptionist'], { fullName: 'Rita Reception' })

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(receptionist.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto(`/hotel/bookings/${target.id}`)
    await page.getByRole('link', { name: 'Check in' }).click()
    await page.waitForURL(`**/hotel/bookings/${target.id}/check-in`)
    await page
      .getByLabel('Room', { exact: true })
      .selectOption({ label: 'Room 101 · floor 1 · Clean' })
    await page.getByLabel('Document type').fill('Passport')
    await page.getByLabel('Document number').fill('DE998877')
    await page
      .getByRole('checkbox', { name: "I have seen the guest's document and it matches" })
      .click()
    await page.getByRole('button', { name: 'Check in' }).click()
    await page.waitForURL((url) => url.pathname === `/hotel/bookings/${target.id}`)
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `${target.code}: Lena Berg is checked in.` })
      .waitFor()
    await page.getByText('Checked in', { exact: true }).first().waitFor()
    assert.equal(await page.getByTestId('folio-balance').textContent(), '$220.00')

    await page.getByRole('link', { name: 'Check out' }).click()
    await page.waitForURL(`**/hotel/bookings/${target.id}/check-out`)
    /* Leaving on the arrival day of a two-night stay: the second night comes off the bill. */
    const early = page.getByTestId('early-departure')
    await early.getByText('Early departure').waitFor()
    assert.include(await early.textContent(), '1 night is not slept')
    assert.include(await early.textContent(), 'Their room charges ($110.00) come off the bill.')
    assert.equal(await page.getByLabel('Amount', { exact: true }).inputValue(), '110.00')
    assert.equal(await page.getByTestId('balance-after').textContent(), '$0.00')
    await page.getByRole('button', { name: 'Check out and issue invoice' }).click()
    await page.waitForURL((url) => url.pathname === `/hotel/bookings/${target.id}`)

    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    await page.locator('header, main').getByText('Checked out', { exact: true }).first().waitFor()
    const link = page.getByRole('link', { name: `Invoice ${invoice.number}` })
    await link.waitFor()
    const download = await page.request.get((await link.getAttribute('href'))!)
    assert.equal(download.status(), 200)
    assert.equal(download.headers()['content-type'], 'application/pdf')
    assert.isTrue((await download.body()).subarray(0, 4).toString() === '%PDF')
  })
})
