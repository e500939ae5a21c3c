import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import type { BrowserContext, Page } from 'playwright-core'
import MainSeeder from '#database/seeders/main_seeder'
import { ADMIN_EMAIL } from '#database/demo/administrator'
import User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { newContext } from '#tests/helpers/browser'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

/*
| Every page of the application, on the demo installation, light and dark, is
| checked with axe-core against WCAG 2 A and AA. A serious or critical violation
| fails, named by page, rule and element.
*/

type AxeNode = { target: string[]; html: string; failureSummary?: string }
type AxeViolation = { id: string; impact: string | null; nodes: AxeNode[] }

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/* GET routes that answer a file, a JSON list or a redirect, not a page. */
const NOT_PAGES =
  /(_csv|\.pdf|_options$|\.quote$|\.invoice$|_preview$|^logout$|^verification\.verify$|^password\.reset$)/

/* Which record a page with an id shows: the first one in the state the page needs. */
const RECORDS: Record<string, string> = {
  'customers': 'select id from customers order by id limit 1',
  'events': 'select id from events order by id limit 1',
  'hotel.bookings.check_in_form':
    "select id from bookings where status = 'confirmed' order by abs(check_in - current_date), id limit 1",
  'hotel.bookings.check_out_form':
    "select id from bookings where status = 'checked_in' order by check_out, id limit 1",
  'hotel.bookings.edit': "select id from bookings where status = 'confirmed' order by id limit 1",
  'hotel.bookings': "select id from bookings where status = 'checked_in' order by id limit 1",
  'hotel.guests': 'select id from guests order by id limit 1',
  'hotel.room_types': 'select id from room_types order by id limit 1',
  'hotel.rooms': 'select id from rooms order by id limit 1',
  'inventory.categories': 'select id from inventory_categories order by id limit 1',
  'inventory.products': 'select id from products order by id limit 1',
  'inventory.purchase_orders.receive_form':
    "select id from purchase_orders where status in ('ordered', 'partially_received') order by id limit 1",
  'inventory.purchase_orders': 'select id from purchase_orders order by id limit 1',
  'inventory.suppliers': 'select id from suppliers order by id limit 1',
  'permissions': 'select id from permissions where not is_system order by id limit 1',
  'restaurant.menu_categories': 'select id from menu_categories order by id limit 1',
  'restaurant.menu_combos': 'select id from menu_combos order by id limit 1',
  'restaurant.menu_items': 'select id from menu_items order by id limit 1',
  'restaurant.orders': 'select id from orders order by id limit 1',
  'restaurant.reservations': 'select id from reservations order by id limit 1',
  'restaurant.tables': 'select id from restaurant_tables order by id limit 1',
  'roles': 'select id from roles order by id limit 1',
  'users': 'select id from users order by id limit 1',
}

async function recordFor(name: string) {
  const key = Object.keys(RECORDS)
    .filter((prefix) => name === prefix || name.startsWith(`${prefix}.`))
    .sort((a, b) => b.length - a.length)[0]
  if (!key) throw new Error(`No record chosen for the page of route ${name}`)
  const { rows } = await db.rawQuery(RECORDS[key])
  if (!rows.length) throw new Error(`The demo has no record for ${name}: ${RECORDS[key]}`)
  return String(rows[0].id)
}

/*
| The demo leaves what it finds in place, and earlier tests of the suite may have
| left stock behind: make sure a purchase order waits for its delivery.
*/
async function ensureOrderToReceive() {
  const waiting = await db
    .from('purchase_orders')
    .whereIn('status', ['ordered', 'partially_received'])
  if (waiting.length) return
  const supplier = await db.from('suppliers').orderBy('id').firstOrFail()
  const product = await db.from('products').orderBy('id').firstOrFail()
  const now = new Date()
  const [order] = await db
    .table('purchase_orders')
    .insert({
      supplier_id: supplier.id,
      status: 'ordered',
      ordered_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  await db.table('purchase_order_lines').insert({
    purchase_order_id: order.id,
    product_id: product.id,
    quantity: '2',
    purchase_unit: 'unit',
    unit_factor: '1',
    unit_cost_cents: 150,
    created_at: now,
    updated_at: now,
  })
}

/* An order for the POS's page of one, when the demo has none. */
async function ensureOrder() {
  if (await db.from('orders').first()) return
  const admin = await User.findByOrFail('email', ADMIN_EMAIL)
  await createOrder({ kind: 'takeaway' }, systemAudit(admin))
}

/** Every page's path, signed-out and signed-in, with demo records for the ids. */
async function pagePaths() {
  const signedOut: string[] = []
  const signedIn: string[] = []
  const GUEST_ONLY = /^(home|login|register|password\.request|two_factor\.login)$/
  const routes = Object.values(
    router.toJSON() as Record<string, { name?: string; pattern: string; methods: string[] }[]>
  ).flat()
  for (const { name, pattern, methods } of routes) {
    if (!name || !methods.includes('GET') || NOT_PAGES.test(name)) continue
    if (/^(realtime|health)\./.test(name)) continue
    const params = pattern.match(/:[a-z_]+/g) ?? []
    let path = pattern
    for (const param of params) path = path.replace(param, await recordFor(name))
    ;(GUEST_ONLY.test(name) ? signedOut : signedIn).push(path)
  }
  return { signedOut, signedIn }
}

async function seriousViolations(page: Page) {
  await page.evaluate(await axeSource)
  const violations = (await page.evaluate(() =>
    (window as any).axe
      .run(document, { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] })
      .then((result: { violations: unknown }) => result.violations)
  )) as AxeViolation[]
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
}

async function check(context: BrowserContext, paths: string[], scheme: string) {
  const page = await context.newPage()
  const found: string[] = []
  for (const path of paths) {
    const response = await page.goto(path)
    if (!response || response.status() >= 400) {
      found.push(`${scheme} ${path}: answered ${response?.status()}`)
      continue
    }
    /* A JSON answer (the folio API) is not a page. */
    if (!response.headers()['content-type']?.startsWith('text/html')) continue
    /* Colours are checked at rest: no transition caught half-way. */
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    })
    await page.waitForLoadState('networkidle')
    for (const violation of await seriousViolations(page)) {
      for (const node of violation.nodes) {
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? ''
        found.push(
          `${scheme} ${path}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why} ${node.html.slice(0, 120)}`
        )
      }
    }
  }
  await page.close()
  return found
}

test.group('Browser: accessibility', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('every page, light and dark, has no serious or critical WCAG 2 A/AA violation', async ({
    assert,
    cleanup,
  }) => {
    await createUser({ email: ADMIN_EMAIL, fullName: 'Ada Administrator' })
    await new MainSeeder(db.connection()).run()
    await ensureOrderToReceive()
    await ensureOrder()
    /* Built-in permissions cannot be edited: the demo gets one of its own. */
    await db.table('permissions').insert({
      name: 'reports.owner.view',
      area: 'reports',
      description: 'Owner reports',
      is_system: false,
      created_at: new Date(),
      updated_at: new Date(),
    })

    const found: string[] = []
    let paths: Awaited<ReturnType<typeof pagePaths>> | null = null
    for (const scheme of ['light', 'dark'] as const) {
      const visitor = await newContext({ colorScheme: scheme, bypassCSP: true })
      cleanup(() => visitor.close())

      const context = await newContext({ colorScheme: scheme, bypassCSP: true })
      cleanup(() => context.close())
      const page = await context.newPage()
      await page.goto('/login')
      await page.getByLabel('E-mail address').fill(ADMIN_EMAIL)
      await page.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL('**/dashboard')
      await page.close()
      /* After a sign-in, so the activity log has an event to show. */
      paths ??= await pagePaths()
      assert.isAbove(paths.signedIn.length, 60)
      found.push(...(await check(visitor, paths.signedOut, scheme)))
      found.push(...(await check(context, paths.signedIn, scheme)))
    }
    assert.deepEqual(found, [])
  }).timeout(600_000)
})
