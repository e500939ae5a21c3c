import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import env from '#start/env'

/*
| Browser tests drive Debian's Chromium through playwright-core against the
| server the suite started. Each test gets its own context (fresh cookies).
*/
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]

export function chromiumPath() {
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null
}

let browser: Browser | null = null

export const baseUrl = () => `http://localhost:${env.get('PORT') ?? 3334}`

async function launch() {
  const executablePath = chromiumPath()
  if (!executablePath) {
    throw new Error('Chromium was not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.')
  }
  browser ??= await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return browser
}

export async function newContext(options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  const instance = await launch()
  return instance.newContext({ baseURL: baseUrl(), colorScheme: options.colorScheme ?? 'light', viewport: options.viewport ?? { width: 1280, height: 800 } })
}

export async function newPage(options?: Parameters<typeof newContext>[0]): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(options)
  const page = await context.newPage()
  return { page, context }
}

export async function closeBrowser() {
  await browser?.close()
  browser = null
}
