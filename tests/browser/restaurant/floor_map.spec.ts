import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { transitionReservation } from '#actions/restaurant/transition_reservation'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { systemAudit } from '#services/audit_context'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { diningTable, reservation } from '#tests/functional/restaurant/helpers'
import { fitsWidth, openLive, setConnected, signedIn } from './helpers.js'

const FLOOR = ['private-restaurant.floor']

test.group('Browser: floor map', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a table cleaned on a tablet turns free on another open floor map within a second, and a missed change arrives after a reconnect', async ({
    assert,
    cleanup,
  }) => {
    await diningTable({ name: 'T7', needsCleaningSince: DateTime.now().minus({ minutes: 3 }) })
    const next = await diningTable({ name: 'T8', posX: 200 })
    const party = await reservation(next, { minutesFromNow: 10, partySize: 2 })
    const waiter = await userWithRole('Waiter', { fullName: 'Wanda Waiter' })
    const manager = await userWithRole('Manager', { fullName: 'Max Manager' })

    const desk = await signedIn(manager)
    cleanup(() => desk.context.close())
    await openLive(desk.page, '/restaurant/floor-map', FLOOR)
    const watched = desk.page.locator('[data-table="T7"]')
    assert.equal(await watched.getAttribute('data-status'), 'needs_cleaning')
    await desk.page.evaluate(() => ((window as any).mapMarker = 'still here'))

    const tablet = await signedIn(waiter, { viewport: { width: 768, height: 1024 } })
    cleanup(() => tablet.context.close())
    await openLive(tablet.page, '/restaurant/floor-map', FLOOR)
    assert.isTrue(await fitsWidth(tablet.page, 768), 'the map fits a tablet')
    await tablet.page.getByRole('button', { name: /^Table T7, 4 seats, Needs cleaning/ }).click()
    const cleaned = tablet.page.getByRole('button', { name: 'Mark cleaned' })
    await cleaned.click()
    const clickedAt = Date.now()
    await desk.page.locator('[data-table="T7"][data-status="free"]').waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - clickedAt, 1000)
    assert.equal(
      await desk.page.evaluate(() => (window as any).mapMarker),
      'still here',
      'no reload'
    )

    /* The desk loses its connection; the party at T8 is seated meanwhile; the desk catches up on reconnecting. */
    await setConnected(desk.page, false)
    await transitionReservation({ reservation: party, to: 'seated' }, systemAudit(manager))
    await desk.page.waitForTimeout(400)
    assert.equal(
      await desk.page.locator('[data-table="T8"]').getAttribute('data-status'),
      'reserved'
    )
    await setConnected(desk.page, true)
    await desk.page.locator('[data-table="T8"][data-status="occupied"]').waitFor({ timeout: 5000 })
    assert.equal(await desk.page.evaluate(() => (window as any).mapMarker), 'still here')
  })

  test('edit mode: arrow keys move the focused table and Shift + arrows resize it, saved per table; a drag moves it', async ({
    assert,
    cleanup,
  }) => {
    const table = await diningTable({ name: 'T1', posX: 100, posY: 100, width: 80, height: 80 })
    const other = await diningTable({ name: 'T2', posX: 400, posY: 100 })
    const manager = await userWithRole('Manager')
    const { page, context } = await signedIn(manager)
    cleanup(() => context.close())
    await openLive(page, '/restaurant/floor-map', FLOOR)
    await page.getByRole('button', { name: 'Arrange tables' }).click()
    const tile = page.locator('[data-table="T1"]')
    await tile.focus()
    for (const key of [
      'ArrowRight',
      'ArrowRight',
      'ArrowDown',
      'Shift+ArrowRight',
      'Shift+ArrowDown',
    ])
      await page.keyboard.press(key)
    await page.getByRole('status').filter({ hasText: 'Table T1 moved.' }).waitFor({ timeout: 5000 })
    await table.refresh()
    assert.deepEqual([table.posX, table.posY, table.width, table.height], [120, 110, 90, 90])

    const box = (await page.locator('[data-table="T2"]').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 })
    await page.mouse.up()
    await page.waitForFunction(
      async (id) => {
        const response = await fetch('/restaurant/floor-map', {
          headers: { 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' },
        })
        const body = await response.json()
        const moved = body.props.tables.find((row: any) => row.id === id)
        return moved.x !== 400 || moved.y !== 100
      },
      other.id,
      { timeout: 5000 }
    )
    const moved = await RestaurantTable.findOrFail(other.id)
    assert.isAbove(moved.posX, 400)
    assert.isAbove(moved.posY, 100)
  })

  test('on a 360 px phone the floor map and the reservations day view fit the screen', async ({
    assert,
    cleanup,
  }) => {
    for (let index = 0; index < 8; index++)
      await diningTable({
        name: `T${index + 1}`,
        posX: 20 + (index % 4) * 260,
        posY: 20 + Math.floor(index / 4) * 200,
      })
    const table = await RestaurantTable.findByOrFail('name', 'T3')
    await reservation(table, { minutesFromNow: 60 })
    const waiter = await userWithRole('Waiter')
    const phone = await signedIn(waiter, { viewport: { width: 360, height: 740 } })
    cleanup(() => phone.context.close())
    await openLive(phone.page, '/restaurant/floor-map', FLOOR)
    assert.isTrue(
      await fitsWidth(phone.page, 360),
      'the floor map scrolls inside its frame, not the page'
    )
    const tile = phone.page.locator('[data-table="T1"]')
    const size = (await tile.boundingBox())!
    assert.isAtLeast(size.width, 40, 'tables stay large enough to tap')
    await tile.click()
    await phone.page.getByRole('dialog', { name: 'Table T1' }).waitFor()
    await phone.page.keyboard.press('Escape')

    await phone.page.goto('/restaurant/reservations?view=day')
    await phone.page
      .getByRole('region', { name: /^Reservations of .* by table and time$/ })
      .waitFor()
    assert.isTrue(await fitsWidth(phone.page, 360), 'the day view scrolls inside its frame')
    await phone.page.setViewportSize({ width: 768, height: 1024 })
    assert.isTrue(await fitsWidth(phone.page, 768))
  })
})
