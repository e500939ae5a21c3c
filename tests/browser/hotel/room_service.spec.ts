import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Role from '#models/identity/role'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { addDays, appToday } from '#services/clock'
import { createUser } from '#tests/helpers/identity'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'
import { signedIn } from '#tests/browser/restaurant/helpers'

test.group('Browser: a room out of service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('switching off a booked room shows which booking holds it, under the switch', async ({
    assert,
    cleanup,
  }) => {
    const admin = await createUser({ fullName: 'Ada Admin' })
    await admin.related('roles').attach([(await Role.findByOrFail('name', ADMINISTRATOR)).id])
    const type = await roomType()
    const booked = await room(type, { number: '101' })
    const arriving = addDays(appToday(), 7)
    const held = await booking(type, await guest(), {
      checkIn: arriving,
      checkOut: addDays(arriving, 2),
      roomId: booked.id,
      status: 'confirmed',
    })

    const { page, context } = await signedIn(admin)
    cleanup(() => context.close())
    await page.goto(`/hotel/rooms/${booked.id}/edit`)
    const inService = page.getByRole('checkbox', { name: 'In service' })
    await inService.click()
    await page.getByRole('button', { name: 'Save' }).click()
    const message = page.getByRole('alert').filter({ hasText: held.code! })
    await message.waitFor()
    assert.equal(
      await message.textContent(),
      `Booking ${held.code} from ${DateTime.fromISO(arriving).toFormat('d LLL yyyy')} holds this room: move or cancel it first.`
    )
    assert.equal(await inService.getAttribute('aria-invalid'), 'true')
    assert.include(await inService.getAttribute('aria-describedby'), 'is_active-error')
    assert.isFalse(await page.getByText('Saved.').isVisible())
    await booked.refresh()
    assert.isTrue(booked.isActive)
  })
})
