import { test } from '@japa/runner'
import { systemAudit } from '#services/audit_context'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Event from '#models/events/event'
import Booking from '#models/hotel/booking'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { checkIn } from '#actions/hotel/check_in'
import { checkOut } from '#actions/hotel/check_out'
import { postDeskCharge } from '#actions/hotel/post_desk_charge'
import { takePayment } from '#actions/hotel/take_payment'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'

/* What the screens render, read as text: a camelCase or snake_case word in it is a raw key. */
const RAW_KEY =
  /(?<![\w.@/-])(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?![\w.@/-])/g
const rawKeys = (text: string) => [...text.matchAll(RAW_KEY)].map(([key]) => key)

test.group('Browser: the timeline and the activity log read in words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a stay from check-in to an early check-out, on its timeline, Events Show and Events Index', async ({
    assert,
    cleanup,
  }) => {
    const manager = await userWithRoles(['Manager'], { fullName: 'Mara Manager' })
    const type = await roomType({ baseRateCents: 9000 })
    const stayRoom = await room(type, { number: '102' })
    const stay = await booking(type, await guest({ firstName: 'Tom', lastName: 'Line' }), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 3),
    })
    await checkIn(
      {
        booking: stay,
        data: {
          lockVersion: stay.lockVersion,
          roomId: stayRoom.id,
          documentConfirmed: true,
          documentType: 'ID',
          documentNumber: 'T1',
          depositMethod: 'cash',
          depositAmount: 5000,
        },
        canCheckInEarly: false,
      },
      systemAudit(manager)
    )
    await postDeskCharge(
      {
        bookingId: stay.id,
        description: 'Minibar',
        amountCents: 1000,
      },
      systemAudit(manager)
    )
    await takePayment(
      { bookingId: stay.id, method: 'card', amountCents: 2000 },
      systemAudit(manager)
    )
    const current = await Booking.findOrFail(stay.id)
    await checkOut(
      {
        booking: current,
        data: { lockVersion: current.lockVersion, leaveBalance: true },
        canLeaveBalance: true,
        canChargeEarlyDeparture: true,
      },
      systemAudit(manager)
    )

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(manager.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto(`/hotel/bookings/${stay.id}`)
    const timeline = page.getByRole('list', { name: 'Timeline' })
    await timeline.getByText('Checked out', { exact: true }).waitFor()
    const timelineText = await timeline.innerText()
    for (const expected of ['Invoice issued', 'Payment taken', 'Charge posted', 'Deposit taken'])
      assert.include(timelineText, expected)
    assert.include(timelineText, 'Paid: $70.00')
    assert.include(timelineText, 'Nights released: 2')
    assert.deepEqual(rawKeys(timelineText), [])
    assert.deepEqual(rawKeys(await page.locator('body').innerText()), [])

    const [checkedOut] = await Event.query()
      .where('type', 'hotel.booking.checked_out')
      .where('subject_id', String(stay.id))
    await page.goto(`/events/${checkedOut.id}`)
    await page.getByRole('heading', { name: `Event ${checkedOut.id}` }).waitFor()
    const showText = await page.locator('body').innerText()
    assert.include(showText, 'Departure')
    assert.include(showText, 'Room charges taken off')
    assert.deepEqual(rawKeys(showText), [])

    await page.goto('/events')
    await page.getByRole('link', { name: 'Checked out' }).first().waitFor()
    assert.deepEqual(rawKeys(await page.locator('body').innerText()), [])
  })
})
