import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Booking from '#models/hotel/booking'
import Guest from '#models/hotel/guest'
import Room from '#models/hotel/room'
import RoomType from '#models/hotel/room_type'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'

test.group('Browser: bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a receptionist books a guest at the price shown and finds the booking in the list', async ({
    assert,
    cleanup,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'], { fullName: 'Rosa Recepción' })
    const type = await RoomType.create({
      code: 'DBL',
      name: 'Garden double',
      baseRateCents: 12000,
      maxAdults: 2,
      maxChildren: 1,
      amenities: [],
    })
    await Room.create({ number: '204', floor: 2, roomTypeId: type.id, housekeepingStatus: 'clean' })
    await Guest.create({ firstName: 'Lucía', lastName: 'Fernández', email: 'lucia@example.com' })
    const checkIn = addDays(appToday(), 7)
    const checkOut = addDays(appToday(), 9)

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(receptionist.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto('/hotel/bookings')
    await page.getByRole('link', { name: 'New booking' }).click()
    await page.waitForURL('**/hotel/bookings/create')
    await page.getByLabel('Find a guest').fill('fernán')
    await page.getByRole('button', { name: /Lucía Fernández/ }).click()
    await page.getByLabel('Check-in').fill(checkIn)
    await page.getByLabel('Check-out').fill(checkOut)
    await page.getByRole('radio', { name: /Garden double/ }).check()

    /* Two nights at 120.00 plus 10 % tax. */
    const total = page.getByTestId('booking-grand-total')
    await total.filter({ hasText: '264.00' }).waitFor()
    await page.getByLabel('Room', { exact: true }).selectOption({ label: '204 · floor 2 · Clean' })
    await page.getByRole('button', { name: 'Create booking' }).click()

    await page.waitForURL(/\/hotel\/bookings\/\d+$/)
    const booking = await Booking.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(new URL(page.url()).pathname, `/hotel/bookings/${booking.id}`)
    assert.equal(booking.totalCents, 24000)

    await page.goto('/hotel/bookings')
    const row = page.getByRole('row').filter({ hasText: booking.code! })
    await row.waitFor()
    assert.include(await row.textContent(), 'Lucía Fernández')
    assert.include(await row.textContent(), '204')
  })
})
