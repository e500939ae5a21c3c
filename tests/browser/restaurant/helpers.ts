import type { BrowserContext, Page } from 'playwright-core'
import type User from '#models/identity/user'
import { newPage } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/identity'

/* Restaurant browser specs: a signed-in page, and a page whose live channels are subscribed. */
export async function signedIn(
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

export async function openLive(page: Page, path: string, channels: string[]) {
  await page.goto(path)
  await page.getByRole('status', { name: 'Live updates: connected' }).waitFor({ timeout: 10_000 })
  await page.waitForFunction(
    async (names) => {
      const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
      const subscribed = currentEcho()?.connector.pusher.channels
      return names.every((name: string) => subscribed?.find(name)?.subscribed)
    },
    channels,
    { timeout: 10_000 }
  )
}

/** The socket drops (and comes back when `connect` is called), as on a flaky network. */
export async function setConnected(page: Page, connected: boolean) {
  await page.evaluate(async (up) => {
    const { currentEcho } = await import('/inertia/lib/echo.ts' as string)
    const pusher = currentEcho()!.connector.pusher
    if (up) pusher.connect()
    else pusher.disconnect()
  }, connected)
}

export const fitsWidth = (page: Page, width: number) =>
  page.evaluate((limit) => document.documentElement.scrollWidth <= limit, width)
