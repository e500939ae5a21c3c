import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Role from '#models/identity/role'
import Booking from '#models/hotel/booking'
import RoomType from '#models/hotel/room_type'
import Room from '#models/hotel/room'
import Guest from '#models/hotel/guest'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { addDays, appToday } from '#services/clock'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { booking } from '../../functional/hotel/booking_factory.js'

test.group('Browser: tape chart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a booking dragged to another room row moves there once confirmed', async ({
    assert,
    cleanup,
  }) => {
    const admin = await createUser({ fullName: 'Ada Admin' })
    await admin.related('roles').attach([(await Role.findByOrFail('name', ADMINISTRATOR)).id])
    const type = await RoomType.create({
      code: 'STD',
      name: 'Standard',
      baseRateCents: 9000,
      maxAdults: 2,
      maxChildren: 1,
      amenities: [],
    })
    await Room.create({ number: '101', floor: 1, roomTypeId: type.id, housekeepingStatus: 'clean' })
    const target = await Room.create({
      number: '102',
      floor: 1,
      roomTypeId: type.id,
      housekeepingStatus: 'clean',
    })
    const source = await Room.findByOrFail('number', '101')
    const guest = await Guest.create({ firstName: 'Dora', lastName: 'Drag' })
    const stay = await booking(type, guest, {
      checkIn: addDays(appToday(), 1),
      checkOut: addDays(appToday(), 4),
      roomId: source.id,
    })

    const { page, context } = await newPage()
    cleanup(() => context.close())
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto('/hotel/bookings?view=chart')
    const bar = page.locator(`[data-room-number="101"] [data-booking-id="${stay.id}"]`)
    await bar.waitFor()
    const from = (await bar.boundingBox())!
    const row = (await page.locator('[data-room-number="102"]').boundingBox())!
    const x = from.x + from.width / 2
    await page.mouse.move(x, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 })
    await page.mouse.move(x, row.y + row.height / 2, { steps: 8 })
    await page.mouse.up()

    const dialog = page.getByRole('dialog')
    await dialog.getByText('Room 101 → 102').waitFor()
    await dialog.getByText('Price unchanged: $270.00').waitFor()
    await dialog.getByRole('button', { name: 'Confirm move' }).click()
    await page.locator(`[data-room-number="102"] [data-booking-id="${stay.id}"]`).waitFor()
    await page.getByText(`${stay.code} moved to room 102`).waitFor()
    assert.equal(
      await page.locator(`[data-room-number="101"] [data-booking-id="${stay.id}"]`).count(),
      0
    )

    const moved = await Booking.findOrFail(stay.id)
    assert.equal(moved.roomId, target.id)
    assert.equal(moved.lockVersion, 2)
  })
})
