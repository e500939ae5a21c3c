/*
| The POS's busiest call: the server round trip of POST /restaurant/orders/:id/lines
| (one line, as a tap sends it) on the production build with its embedded PGlite,
| signed in as the demo admin like a browser. Orders of ten lines each (a new one
| opened, untimed, every ten lines), 30 warm-up calls then 300 measured, one at a
| time; prints p50/p95/p99 against the 50 ms p95 target.
|
|   node bench/add_line.mjs            # or: node bench/run.mjs pos
|   BENCH_ADD_LINE_ITERATIONS=1000 node bench/add_line.mjs
*/
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { fmt, heading, table } from './lib/common.mjs'
import { ensureBuild } from './lib/build.mjs'
import { serverLogProblems, sessionClient, signInAdmin, startPosada } from './lib/posada.mjs'

const ITERATIONS = Number(process.env.BENCH_ADD_LINE_ITERATIONS ?? 300)
const WARMUP = 30
const LINES_PER_ORDER = 10
const TARGET_P95_MS = 50

/* A category and a dish to sell, made through the menu's own forms. */
async function menuItem(call) {
  const name = `Bench soup ${randomUUID().slice(0, 8)}`
  const category = await call(
    'POST',
    '/restaurant/menu-categories',
    { name: `Bench ${name}`, sort_order: '1', station: 'kitchen', is_active: 'true' },
    { json: false }
  )
  if (category.status >= 400) throw new Error(`creating a category: ${category.status}`)
  const categories = await call('GET', '/restaurant/orders/create?kind=takeaway', null, {
    json: false,
  })
  const page = JSON.parse(
    categories.body.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)[1]
  )
  const categoryId = page.props.menu.categories.find((c) => c.name === `Bench ${name}`).id
  const item = await call(
    'POST',
    '/restaurant/menu-items',
    {
      name,
      category_id: String(categoryId),
      price: '7.50',
      preparation_minutes: '5',
      is_available: 'true',
      is_active: 'true',
    },
    { json: false }
  )
  if (item.status >= 400) throw new Error(`creating a menu item: ${item.status}`)
  const again = await call('GET', '/restaurant/orders/create?kind=takeaway', null, { json: false })
  const menu = JSON.parse(again.body.match(/data-page="app"[^>]*>([\s\S]*?)<\/script>/)[1])
  return menu.props.menu.items.find((i) => i.name === name).id
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

export async function runAddLine() {
  heading('pos: POST /restaurant/orders/:id/lines round trip')
  await ensureBuild()
  const posada = await startPosada({ databaseUrl: undefined, redisUrl: undefined })
  try {
    const jar = await signInAdmin(posada.base)
    const call = sessionClient(posada.base, jar)
    const itemId = await menuItem(call)
    let orderId = null
    let linesOnOrder = LINES_PER_ORDER
    const timings = []
    for (let index = 0; index < WARMUP + ITERATIONS; index++) {
      if (linesOnOrder === LINES_PER_ORDER) {
        const opened = await call('POST', '/restaurant/orders', {
          key: randomUUID(),
          kind: 'takeaway',
        })
        if (opened.status !== 200)
          throw new Error(`opening an order: ${opened.status} ${opened.body}`)
        orderId = opened.json().id
        linesOnOrder = 0
      }
      const line = { key: randomUUID(), menu_item_id: itemId, quantity: 1 }
      const started = performance.now()
      const answer = await call('POST', `/restaurant/orders/${orderId}/lines`, { lines: [line] })
      const elapsed = performance.now() - started
      if (answer.status !== 200) throw new Error(`adding a line: ${answer.status} ${answer.body}`)
      linesOnOrder += 1
      if (index >= WARMUP) timings.push(elapsed)
    }
    /* The floor under it: a signed-in JSON call that does almost nothing (the session, the user, one small query). */
    const floor = []
    for (let index = 0; index < WARMUP + ITERATIONS; index++) {
      const started = performance.now()
      const answer = await call('GET', '/restaurant/orders/customer-options?search=zzzz')
      if (index >= WARMUP) floor.push(performance.now() - started)
      if (answer.status !== 200) throw new Error(`customer options: ${answer.status}`)
    }
    const row = (name, values, judged) => {
      const sorted = [...values].sort((a, b) => a - b)
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p))
      return [
        name,
        values.length,
        fmt.ms(p50),
        fmt.ms(p95),
        fmt.ms(p99),
        fmt.ms(sorted.at(-1)),
        judged ? (p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL') : '',
      ]
    }
    console.log(
      `production build, embedded PGlite, ${posada.base}; ${WARMUP} warm-up calls, ${ITERATIONS} measured, one at a time, ${LINES_PER_ORDER} lines per order`
    )
    console.log(
      table(
        ['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 ≤ ${TARGET_P95_MS} ms`],
        [
          row('add one line (POST …/lines)', timings, true),
          row('floor: signed-in GET …/customer-options', floor, false),
        ]
      )
    )
    const problems = serverLogProblems(posada.logFile)
    if (problems.length) console.log(`server log: ${problems.length} warning/error lines`)
  } finally {
    await posada.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAddLine()
