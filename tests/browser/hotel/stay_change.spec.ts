import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/hotel/booking'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { postRoomNights } from '#services/hotel/room_nights'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'

const day = (offset: number) => addDays(appToday(), offset)

/* A guest in room 102 since today for two nights at 90.00, nights posted as check-in posts them. */
async function inHouse() {
  const desk = await userWithRoles(['Receptionist'], { fullName: 'Rita Reception' })
  const type = await roomType({ baseRateCents: 9000 })
  const stayRoom = await room(type, { number: '102' })
  const stay = await booking(type, await guest({ firstName: 'Ines', lastName: 'House' }), {
    checkIn: day(0),
    checkOut: day(2),
    status: 'checked_in',
    roomId: stayRoom.id,
  })
  await db.transaction((trx) => postRoomNights(trx, stay, '102', desk))
  return { desk, stay }
}

async function signIn(email: string) {
  const { page, context } = await newPage()
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

test.group('Browser: extending a stay in the house', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('from the booking page: a later departure, its price, then the folio has the night', async ({
    assert,
    cleanup,
  }) => {
    const { desk, stay } = await inHouse()
    const { page, context } = await signIn(desk.email)
    cleanup(() => context.close())

    await page.goto(`/hotel/bookings/${stay.id}`)
    /* Counted nouns go through the plural rules: one adult, no children. */
    await page.getByText('1 adult · 0 children', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Change departure' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('2 nights').first().waitFor()
    await dialog.getByLabel('New departure').fill(day(3))
    const summary = dialog.getByTestId('stay-change-summary')
    await summary.waitFor()
    assert.include(await summary.textContent(), 'Adds 1 night')
    assert.include(await summary.textContent(), '$99.00 posted to the folio')
    await dialog.getByRole('button', { name: 'Change departure' }).click()
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `${stay.code} now leaves on ${day(3)}: 1 night added, in room 102.` })
      .waitFor()
    assert.equal(await page.getByTestId('folio-balance').textContent(), '$297.00')
    assert.equal((await Booking.findOrFail(stay.id)).checkOut.toISODate(), day(3))
  })

  test('on the tape chart: dragging the end of the bar one day right extends the stay once confirmed', async ({
    assert,
    cleanup,
  }) => {
    const { desk, stay } = await inHouse()
    const { page, context } = await signIn(desk.email)
    cleanup(() => context.close())

    await page.goto('/hotel/bookings?view=chart')
    const handle = page.locator(`[data-resize-booking-id="${stay.id}"]`)
    await handle.waitFor()
    const box = (await handle.boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 10, y, { steps: 3 })
    await page.mouse.move(x + 44, y, { steps: 6 })
    await page.mouse.up()

    const dialog = page.getByRole('dialog')
    assert.equal(await dialog.getByLabel('New departure').inputValue(), day(3))
    await dialog.getByText('Adds 1 night').waitFor()
    await dialog.getByRole('button', { name: 'Change departure' }).click()
    await page.getByText(`${stay.code} now leaves on ${day(3)}`).waitFor()
    assert.equal((await Booking.findOrFail(stay.id)).checkOut.toISODate(), day(3))
  })
})
