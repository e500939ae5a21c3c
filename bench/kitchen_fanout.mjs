/*
| How fast a sent order reaches the kitchen displays, with real websocket
| clients on a running Posada server:
|
|   node bench/kitchen_fanout.mjs [--url=http://127.0.0.1:PORT] [--clients=20] [--sends=30]
|   node bench/run.mjs kitchen
|
| Without --url it builds if needed and starts the production build on its own
| embedded database with the demo data (bench/lib/posada.mjs). The demo
| administrator signs in as a browser does; `clients` Pusher protocol 7
| websockets subscribe to private-restaurant.kitchen.kitchen, each authorised
| through POST /broadcasting/auth. Then, `sends` times: a takeaway order with
| one kitchen item is opened (POST /restaurant/orders, not timed), and its send
| is posted (POST /restaurant/orders/:id/send, JSON {key}). The figure is the
| time from the send's POST starting to its TicketFired frame having reached
| every client (and, per client, to each frame). Loopback only, bounded in
| count and time (a watchdog ends it), stops what it started.
*/
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { WebSocket } from 'ws'
import { ensureBuild } from './lib/build.mjs'
import { heading, installCleanupHandlers, table } from './lib/common.mjs'
import {
  inertiaHeaders,
  pageVersion,
  sessionClient,
  signInAdmin,
  startPosada,
} from './lib/posada.mjs'

const CHANNEL = 'private-restaurant.kitchen.kitchen'
const EVENT = 'App\\Events\\TicketFired'
const STEP_TIMEOUT_MS = 15_000
const WATCHDOG_MS = 5 * 60_000

const now = () => performance.now()

function argument(name, fallback) {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) }
}

/** One display: a websocket subscribed to the kitchen's channel; `onFired` hears each TicketFired. */
function connectDisplay(base, key, http, onFired) {
  const url = `${base.replace(/^http/, 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0`
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    const timer = setTimeout(
      () => reject(new Error('a display did not subscribe')),
      STEP_TIMEOUT_MS
    )
    ws.once('error', reject)
    ws.on('message', async (raw) => {
      const message = JSON.parse(raw.toString())
      if (message.event === 'pusher:connection_established') {
        const socketId = JSON.parse(message.data).socket_id
        const response = await http(
          'POST',
          '/broadcasting/auth',
          { socket_id: socketId, channel_name: CHANNEL },
          { json: false, headers: { accept: 'application/json' } }
        )
        if (response.status !== 200) return reject(new Error(`channel auth: ${response.status}`))
        const { auth } = response.json()
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth } }))
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer)
        resolve(ws)
      } else if (message.event === EVENT) {
        onFired(JSON.parse(message.data), now())
      }
    })
  })
}

/** The id of an order just opened, from a JSON answer or the redirect to its page. */
function openedOrderId(response) {
  const location = response.headers.get('location') ?? ''
  const text = response.body
  if (response.status === 404 || response.status === 405)
    throw new Error(
      `POST /restaurant/orders is not there (${response.status}): the POS routes are missing`
    )
  let body = null
  try {
    body = JSON.parse(text)
  } catch {}
  const id =
    body?.order?.id ?? body?.id ?? Number(/\/restaurant\/orders\/(\d+)/.exec(location)?.[1])
  if (!id) throw new Error(`opening an order answered ${response.status}: ${text.slice(0, 300)}`)
  return id
}

async function measure(base, clients, sends) {
  const jar = await signInAdmin(base)
  const http = sessionClient(base, jar)
  const version = await pageVersion(base)
  const inertia = async (path) => {
    const response = await http('GET', path, null, { headers: inertiaHeaders(version) })
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`)
    return response.json()
  }
  const page = await inertia('/restaurant/kitchen')
  const key = page.props.realtime?.key
  if (!key) throw new Error('the kitchen display has no realtime key in its props')
  const menu = await inertia('/restaurant/menu-items')
  const item = (menu.props.items ?? []).find(
    (row) => row.station === 'kitchen' && row.isAvailable && row.isActive
  )
  if (!item) throw new Error('no available kitchen item on the menu')

  let waiting = null
  const displays = []
  for (let index = 0; index < clients; index++)
    displays.push(
      await connectDisplay(base, key, http, (payload, at) => {
        if (waiting && payload.orderId === waiting.orderId) waiting.arrived(at)
      })
    )
  console.log(`${clients} displays subscribed to ${CHANNEL}; ${sends} sends of "${item.name}"`)

  const all = []
  const each = []
  try {
    for (let round = 0; round < sends; round++) {
      const opened = await http('POST', '/restaurant/orders', {
        key: randomUUID(),
        kind: 'takeaway',
        lines: [{ key: randomUUID(), menu_item_id: item.id, quantity: 1 }],
      })
      const orderId = openedOrderId(opened)
      const arrivals = []
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`send ${round}: ${arrivals.length}/${clients} displays heard it`)),
          STEP_TIMEOUT_MS
        )
        waiting = {
          orderId,
          arrived(at) {
            arrivals.push(at)
            if (arrivals.length === clients) {
              clearTimeout(timer)
              resolve()
            }
          },
        }
      })
      const started = now()
      const sent = await http('POST', `/restaurant/orders/${orderId}/send`, { key: randomUUID() })
      if (sent.status >= 400)
        throw new Error(`POST /restaurant/orders/${orderId}/send answered ${sent.status}`)
      await done
      waiting = null
      all.push(Math.max(...arrivals) - started)
      each.push(...arrivals.map((at) => at - started))
    }
  } finally {
    for (const ws of displays) ws.terminate()
  }
  return { clients, sends, allClients: spread(all), perClient: spread(each) }
}

export async function runKitchen() {
  heading('kitchen: a send reaching the kitchen displays (bench/kitchen_fanout.mjs)')
  const clients = Number(argument('clients', process.env.BENCH_KITCHEN_CLIENTS || '20'))
  const sends = Number(argument('sends', process.env.BENCH_KITCHEN_SENDS || '30'))
  const given = argument('url', '')
  if (given && !/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(given))
    throw new Error('--url must be http://127.0.0.1:PORT of a running Posada server')
  let started = null
  const watchdog = setTimeout(() => {
    console.error(`kitchen fan-out: still running after ${WATCHDOG_MS / 60_000} minutes, stopped`)
    process.exit(1)
  }, WATCHDOG_MS)
  watchdog.unref()
  try {
    if (!given) {
      await ensureBuild()
      started = await startPosada()
    }
    const base = given || started.base
    const result = await measure(base, clients, sends)
    const ms = (value) => value.toFixed(1)
    console.log('')
    console.log(
      table(
        ['figure', 'p50 ms', 'p95 ms', 'max ms'],
        [
          [
            `send → TicketFired on all ${clients} displays`,
            ms(result.allClients.p50),
            ms(result.allClients.p95),
            ms(result.allClients.max),
          ],
          [
            'send → TicketFired, each display',
            ms(result.perClient.p50),
            ms(result.perClient.p95),
            ms(result.perClient.max),
          ],
        ]
      )
    )
    console.log(`summary ${JSON.stringify(result)}`)
    return result
  } finally {
    clearTimeout(watchdog)
    if (started) await started.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  installCleanupHandlers()
  runKitchen().then(
    () => process.exit(0),
    (error) => {
      console.error(error?.stack ?? error)
      process.exit(1)
    }
  )
}
