import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import { recordEvent } from '#services/record_event'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import type User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { userWithRole } from '#tests/functional/realtime/helpers'

async function signedIn(
  user: User,
  options?: Parameters<typeof newPage>[0]
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage(options)
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
  return { page, context }
}

/** The rows of the online-staff list, as read aloud (the initials are decorative). */
async function onlineStaff(page: Page) {
  const button = page.getByRole('button', { name: /^Staff online: / })
  const count = Number((await button.getAttribute('aria-label'))?.match(/\d+$/)?.[0] ?? 0)
  await button.click()
  const listed = page.getByRole('list', { name: 'Online now' }).getByRole('listitem')
  /* The popover renders after the click: read it once it lists everyone the button counts. */
  if (count > 0) await listed.nth(count - 1).waitFor({ timeout: 5000 })
  const rows = await listed.evaluateAll((items) =>
    items.map((item) =>
      [...item.querySelectorAll(':scope > :not([aria-hidden])')]
        .map((part) => part.textContent)
        .join(' ')
    )
  )
  await page.keyboard.press('Escape')
  return rows
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL('**/login')
}

test.group('Browser: real-time', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => syncPermissionCatalogue())

  test('the header says the live connection is up and lists who is online, as they come and go', async ({
    assert,
    cleanup,
  }) => {
    const first = await signedIn(await createUser({ fullName: 'Lucía Live' }))
    cleanup(() => first.context.close())
    await first.page
      .getByRole('status', { name: 'Live updates: connected' })
      .waitFor({ timeout: 10_000 })
    await first.page.getByRole('button', { name: 'Staff online: 1' }).waitFor({ timeout: 5000 })
    assert.deepEqual(await onlineStaff(first.page), ['Lucía Live (you)'])

    const second = await signedIn(await createUser({ fullName: 'Bruno Second' }))
    cleanup(() => second.context.close())
    await first.page.getByRole('button', { name: 'Staff online: 2' }).waitFor({ timeout: 5000 })
    assert.deepEqual(await onlineStaff(first.page), ['Bruno Second', 'Lucía Live (you)'])

    /* Moving between pages keeps the connection: nobody sees the user leave and come back. */
    await second.page.goto('/settings/profile')
    await second.page.getByRole('status', { name: 'Live updates: connected' }).waitFor()
    await second.page.getByRole('button', { name: 'Staff online: 2' }).waitFor({ timeout: 5000 })

    await signOut(second.page)
    await first.page.getByRole('button', { name: 'Staff online: 1' }).waitFor({ timeout: 5000 })
  })

  test('a committed activity-log event reaches the browser of a user allowed to see the log', async ({
    assert,
    cleanup,
  }) => {
    const manager = await userWithRole('Manager', { fullName: 'Marta Manager' })
    const { page, context } = await signedIn(manager)
    cleanup(() => context.close())
    await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })

    /* The page's own connection, as a page component would use it through useChannel('events', …). */
    await page.evaluate(async () => {
      const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
      const echo = currentEcho()
      if (echo.connector.pusher.connection.state !== 'connected') throw new Error('not connected')
      const received: unknown[] = ((window as any).received = [])
      await new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error('private-events was not subscribed within 10 s')), 10_000)
        const channel = echo
          .private('events')
          .listen('EventRecorded', (event: unknown) => received.push(event))
        /* The page itself may already listen to the channel (the dashboard does). */
        if (channel.subscription.subscribed) return resolve()
        channel
          .subscribed(resolve)
          .error((error: unknown) =>
            reject(new Error(`private-events refused: ${JSON.stringify(error)}`))
          )
      })
    })

    const type = `test.browser.${randomUUID().slice(0, 8)}`
    await db.transaction((trx) => recordEvent(trx, { type, actor: manager }))
    await page.waitForFunction(
      (expected) =>
        (window as any).received.some((event: { type: string }) => event.type === expected),
      type,
      { timeout: 5000 }
    )
    const [event] = await page.evaluate(() => (window as any).received)
    assert.equal(event.actorId, manager.id)
  })

  test("the page's requests carry its connection's X-Socket-ID (Inertia visits, forms and fetch)", async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn(await createUser({ fullName: 'Sofía Socket' }))
    cleanup(() => context.close())
    await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })
    const socketId = await page.evaluate(async () => {
      const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
      return currentEcho().socketId() as string
    })
    assert.match(socketId, /^\d+\.\d+$/)

    const visit = page.waitForRequest((request) => request.url().endsWith('/settings/profile'))
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    assert.equal((await visit).headers()['x-socket-id'], socketId)

    const form = page.waitForRequest((request) => request.method() === 'PATCH')
    await page.getByRole('button', { name: 'Save' }).click()
    assert.equal((await form).headers()['x-socket-id'], socketId)

    const fetched = page.waitForRequest((request) => request.url().endsWith('/up'))
    await page.evaluate(() => fetch('/up'))
    assert.equal((await fetched).headers()['x-socket-id'], socketId)
  })

  test('on a shared tablet, the next person to sign in (without a page load) is connected as themselves', async ({
    assert,
    cleanup,
  }) => {
    const [ana, beto] = [
      await createUser({ fullName: 'Ana Desk' }),
      await createUser({ fullName: 'Beto Desk' }),
    ]
    const { page, context } = await signedIn(ana)
    cleanup(() => context.close())
    await page.getByRole('button', { name: 'Staff online: 1' }).waitFor({ timeout: 5000 })
    await signOut(page)

    await page.getByLabel('E-mail address').fill(beto.email)
    await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Staff online: 1' }).waitFor({ timeout: 5000 })
    await page.getByRole('button', { name: 'Staff online: 1' }).click()
    const online = page.getByRole('list', { name: 'Online now' })
    await online.getByText('Beto Desk').waitFor()
    const [only, ...others] = await online.getByRole('listitem').allTextContents()
    assert.lengthOf(others, 0, 'Ana is no longer online on this tablet')
    assert.include(only, 'Beto Desk')
    assert.include(only, '(you)')
  })

  test('on a phone the indicator and the online count stay in the header without sideways scrolling', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await signedIn(await createUser({ fullName: 'Pía Phone' }), {
      viewport: { width: 360, height: 740 },
    })
    cleanup(() => context.close())
    const indicator = page.getByRole('status', { name: 'Live updates: connected' })
    await indicator.waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Staff online: 1' }).waitFor({ timeout: 5000 })
    const box = (await indicator.boundingBox())!
    assert.isAtMost(box.x + box.width, 360)
    assert.isTrue(await page.evaluate(() => document.documentElement.scrollWidth <= 360))
  })
})
