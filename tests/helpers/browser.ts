import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import env from '#start/env'

/*
| Browser tests drive Chromium through playwright-core against the server the
| suite started. A system Chromium is used when there is one (CHROMIUM_PATH,
| then Debian's); otherwise the headless build that `@sparticuz/chromium` ships
| in the npm registry, so a machine with nothing but Node runs the suite too.
| TEST_CHROMIUM=packaged skips the system one (CI runs one suite that way).
| Each test gets its own context (fresh cookies).
*/
export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean) as string[]

const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/* Flags of the packaged build that would change what the tests observe. */
const UNWANTED_PACKAGED_FLAGS = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
])

export function chromiumPath() {
  if (process.env.TEST_CHROMIUM === 'packaged') return null
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null
}

export async function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  const system = chromiumPath()
  if (system) return { executablePath: system, args: ['--headless', ...QUIET_FLAGS] }
  const packaged = (await import('@sparticuz/chromium')).default
  const args = packaged.args.filter((flag) => !UNWANTED_PACKAGED_FLAGS.has(flag))
  return { executablePath: await packaged.executablePath(), args: [...args, ...QUIET_FLAGS] }
}

let browser: Browser | null = null

export const baseUrl = () => `http://localhost:${env.get('PORT') ?? 3334}`

async function launch() {
  browser ??= await chromium.launch(await chromiumLaunchOptions())
  return browser
}

export async function newContext(
  options: {
    colorScheme?: 'light' | 'dark'
    viewport?: { width: number; height: number }
    /* For checks that inject their own script or style, such as axe-core. */
    bypassCSP?: boolean
  } = {}
): Promise<BrowserContext> {
  const instance = await launch()
  return instance.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
  })
}

export async function newPage(
  options?: Parameters<typeof newContext>[0]
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(options)
  const page = await context.newPage()
  return { page, context }
}

export async function closeBrowser() {
  await browser?.close()
  browser = null
}
