import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
import { systemAudit } from '#services/audit_context'
import type User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRole } from '#tests/functional/realtime/helpers'
import { room, roomType } from '#tests/functional/hotel/helpers'

async function signedIn(
  user: User,
  options?: Parameters<typeof newPage>[0],
  beforeSignIn?: (context: BrowserContext) => Promise<void>
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage(options)
  await beforeSignIn?.(context)
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

/** Opens the page and waits until its live channels are subscribed. */
async function openLive(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })
  await page.waitForFunction(
    async () => {
      const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
      const channels = currentEcho()?.connector.pusher.channels
      return ['private-hotel.rooms', 'private-hotel.housekeeping'].every(
        (name) => channels?.find(name)?.subscribed
      )
    },
    undefined,
    { timeout: 10_000 }
  )
}

test.group('Browser: housekeeping board', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('a housekeeper finishes a task on the phone and the desk’s board shows the room clean within a second, without a reload', async ({
    assert,
    cleanup,
  }) => {
    const type = await roomType({ code: 'DBL', name: 'Double' })
    const target = await room(type, { number: '214', floor: 2, housekeepingStatus: 'dirty' })
    await room(type, { number: '101', floor: 1 })
    const housekeeper = await userWithRole('Housekeeper', { fullName: 'Hana Housekeeper' })
    const receptionist = await userWithRole('Receptionist', { fullName: 'Rita Reception' })
    const task = await db.transaction((trx) =>
      openHousekeepingTask(
        trx,
        { roomId: target.id, kind: 'checkout_clean', assigneeId: housekeeper.id },
        systemAudit()
      )
    )

    const desk = await signedIn(receptionist)
    cleanup(() => desk.context.close())
    await openLive(desk.page, '/hotel/housekeeping')
    const tile = desk.page.getByRole('listitem', { name: 'Room 214' })
    await tile.getByText('Dirty').waitFor()
    await desk.page.evaluate(() => ((window as any).boardMarker = 'still here'))

    const phone = await signedIn(housekeeper, { viewport: { width: 360, height: 740 } })
    cleanup(() => phone.context.close())
    await openLive(phone.page, '/hotel/housekeeping')
    await phone.page.getByRole('heading', { name: 'My tasks' }).waitFor()
    const card = phone.page.getByRole('listitem', { name: 'Room 214' })
    assert.isTrue(
      await phone.page.evaluate(() => document.documentElement.scrollWidth <= 360),
      'the phone list fits 360 px'
    )
    const done = card.getByRole('button', { name: `Done (room 214, task #${task.id})` })
    const box = (await done.boundingBox())!
    assert.isAtLeast(box.height, 44, 'a touch-sized button')

    await done.click()
    const finishedAt = Date.now()
    await tile.getByText('Clean', { exact: true }).waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - finishedAt, 1000)
    assert.equal(
      await desk.page.evaluate(() => (window as any).boardMarker),
      'still here',
      'the board was not reloaded'
    )
    await tile.getByText('No open task').waitFor({ timeout: 1000 })

    /* The housekeeper's own card shows the task done. */
    await card.getByText('Done', { exact: true }).waitFor()
  })

  test('a board whose connection dropped refetches what it missed once it is connected again', async ({
    assert,
    cleanup,
  }) => {
    const type = await roomType({ code: 'DBL', name: 'Double' })
    const target = await room(type, { number: '214', floor: 2, housekeepingStatus: 'dirty' })
    const receptionist = await userWithRole('Receptionist', { fullName: 'Rita Reception' })

    /* The page's websockets go through the test, which can drop them as the server would. */
    const sockets: WebSocketRoute[] = []
    const desk = await signedIn(receptionist, undefined, (context) =>
      context.routeWebSocket(/\/app\//, (socket) => {
        socket.connectToServer()
        sockets.push(socket)
      })
    )
    cleanup(() => desk.context.close())
    await openLive(desk.page, '/hotel/housekeeping')
    const tile = desk.page.getByRole('listitem', { name: 'Room 214' })
    await tile.getByText('Dirty').waitFor()
    await desk.page.evaluate(() => ((window as any).boardMarker = 'still here'))

    /* A change nobody broadcast: only a refetch can bring it to the board. */
    await target.merge({ housekeepingStatus: 'clean' }).save()
    await desk.page.waitForTimeout(500)
    assert.equal(await tile.getByText('Dirty').count(), 1)

    /* What the server sends when Redis is back after an outage (or when it stops): 4200. */
    const opened = sockets.length
    await sockets[opened - 1].close({ code: 4200, reason: 'Realtime backend recovered' })
    await tile.getByText('Clean', { exact: true }).waitFor({ timeout: 10_000 })
    assert.lengthOf(sockets, opened + 1, 'the page connected again')
    assert.equal(
      await desk.page.evaluate(() => (window as any).boardMarker),
      'still here',
      'the board refetched its props, the page was not reloaded'
    )
  })
})
