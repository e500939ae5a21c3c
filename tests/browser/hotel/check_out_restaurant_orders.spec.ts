import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday } from '#services/clock'
import { postRoomNights } from '#services/hotel/room_nights'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { room, roomType } from '#tests/functional/hotel/helpers'
import { itemLine, serviceMenu } from '#tests/functional/restaurant/order_helpers'

test.group('Browser: check-out waits for the restaurant orders of the stay', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('the booking and check-out pages show the room-service order, linked for those who may see orders, and the refusal names it', async ({
    assert,
    cleanup,
  }) => {
    const type = await roomType({ baseRateCents: 10000 })
    const stayRoom = await room(type, { number: '101' })
    const receptionist = await userWithRoles(['Receptionist'], { fullName: 'Rita Reception' })
    const waiter = await userWithRoles(['Waiter'])
    const target = await booking(type, await guest({ firstName: 'Lena', lastName: 'Berg' }), {
      checkIn: addDays(appToday(), -2),
      checkOut: appToday(),
      status: 'checked_in',
      roomId: stayRoom.id,
    })
    await db.transaction((trx) => postRoomNights(trx, target, stayRoom.number, receptionist))
    const menu = await serviceMenu()
    const order = await createOrder(
      { kind: 'room_service', booking_id: target.id, lines: [itemLine(menu.steak.id)] },
      systemAudit(waiter)
    )
    const orderUrl = `/restaurant/orders/${order.id}`

    const signIn = async (email: string) => {
      const { page, context } = await newPage()
      cleanup(() => context.close())
      await page.goto('/login')
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL('**/dashboard')
      return page
    }

    /* Someone who may see orders gets the order's link on both pages. */
    const both = await signIn((await userWithRoles(['Receptionist', 'Waiter'])).email)
    await both.goto(`/hotel/bookings/${target.id}`)
    const linked = both.getByTestId('restaurant-orders')
    await linked.getByRole('heading', { name: 'Restaurant orders' }).waitFor()
    const link = linked.getByRole('link', { name: order.number! }).first()
    assert.equal(await link.getAttribute('href'), orderUrl)
    await both.goto(`/hotel/bookings/${target.id}/check-out`)
    assert.equal(
      await both
        .getByTestId('check-out-held')
        .getByRole('link', { name: order.number! })
        .first()
        .getAttribute('href'),
      orderUrl
    )

    /* The front desk, who may not, gets the number alone: no link that would answer 403. */
    const page = await signIn(receptionist.email)
    await page.goto(`/hotel/bookings/${target.id}`)
    const listed = page.getByTestId('restaurant-orders')
    await listed.getByRole('heading', { name: 'Restaurant orders' }).waitFor()
    await listed.getByText(order.number!).filter({ visible: true }).first().waitFor()
    assert.equal(await listed.getByRole('link', { name: order.number! }).count(), 0)
    assert.include(await listed.textContent(), '$18.90')

    await page.goto(`/hotel/bookings/${target.id}/check-out`)
    const held = page.getByTestId('check-out-held')
    await held.getByText('Check-out waits for these restaurant orders').waitFor()
    await held.getByText(order.number!).filter({ visible: true }).first().waitFor()
    assert.equal(await held.getByRole('link', { name: order.number! }).count(), 0)
    await page.getByRole('button', { name: 'Check out and issue invoice' }).click()
    await page
      .getByText(
        `The guest has a restaurant order in service: ${order.number} (Open). Close or void it before check-out.`
      )
      .waitFor()
    assert.equal(new URL(page.url()).pathname, `/hotel/bookings/${target.id}/check-out`)
    await target.refresh()
    assert.equal(target.status, 'checked_in')
  })
})
