/*
| How fast a table's status change reaches open floor maps, with real websocket
| clients on a running Posada server:
|
|   node --import=@poppinss/ts-exec bench/restaurant/fanout.ts --url=http://127.0.0.1:PORT \
|     [--clients=50] [--rounds=40] [--password=…]
|
| The server's database comes from bench/restaurant/generate.ts (demo users, a
| table named BENCH). One forked process holds the clients, each a Pusher
| protocol 7 websocket signed in as the demo waiter and subscribed to
| private-restaurant.floor, authorised through POST /broadcasting/auth as a
| browser would. The orchestrator (this process), signed in as the demo
| manager, changes the BENCH table's status through the app's own routes, four
| real status changes a cycle: book it for now (reserved), seat the party
| (occupied), complete (needs cleaning), mark it cleaned (free).
|
| For each change and client: `event` is the time from the commit (the
| `changedAt` the broadcast carries, taken when the transaction commits) to the
| TableStatusChanged frame at the client; `data` is until the client also has
| the floor map's tables again (the partial Inertia reload useLiveProps makes:
| X-Inertia-Partial-Data: tables,now). Everything on loopback; bounded in time.
*/
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { WebSocket } from 'ws'

const WATCHDOG_MS = 6 * 60_000
const STEP_TIMEOUT_MS = 30_000
const CHANNEL = 'private-restaurant.floor'
const EVENT = 'App\\Events\\TableStatusChanged'

type Session = { cookie: string; xsrf: string; version: string; key: string }
type Message =
  | { type: 'ready' }
  | { type: 'arm'; round: number }
  | { type: 'armed' }
  | { type: 'round'; event: number[]; data: number[]; statuses: string[] }
  | { type: 'close' }

function argument(name: string, fallback: string) {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback
}

const now = () => performance.timeOrigin + performance.now()

/* ------------------------------------------------------------ signing in, as a browser */

function jar() {
  const cookies = new Map<string, string>()
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0]
        const eq = pair.indexOf('=')
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  }
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const cookies = jar()
  const form = await fetch(`${base}/login`, { redirect: 'manual' })
  await form.arrayBuffer()
  cookies.take(form)
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': cookies.header(),
      'x-xsrf-token': cookies.xsrf(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password }).toString(),
  })
  await response.arrayBuffer()
  if (response.status !== 302 || !response.headers.get('location')?.endsWith('/dashboard'))
    throw new Error(`${email} could not sign in (${response.status})`)
  cookies.take(response)
  const page = await fetch(`${base}/restaurant/floor-map`, {
    headers: { cookie: cookies.header() },
  })
  const html = await page.text()
  cookies.take(page)
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`${email}: the floor map did not render`)
  const object = JSON.parse(match[1])
  return {
    cookie: cookies.header(),
    xsrf: cookies.xsrf(),
    version: object.version,
    key: object.props.realtime.key,
  }
}

/* ------------------------------------------------------------ client process */

async function runClients(base: string, count: number, session: Session) {
  const wsUrl = `${base.replace(/^http/, 'ws')}/app/${session.key}?protocol=7&client=js&version=8.6.0`
  const reloadHeaders = {
    'cookie': session.cookie,
    'x-inertia': 'true',
    'x-inertia-version': session.version,
    'x-inertia-partial-component': 'Restaurant/FloorMap/Index',
    'x-inertia-partial-data': 'tables,now',
    'x-requested-with': 'XMLHttpRequest',
    'accept': 'text/html, application/xhtml+xml',
  }
  let round = -1
  let event: number[] = []
  let data: number[] = []
  let statuses: string[] = []
  const finish = () => {
    if (data.length === count) process.send!({ type: 'round', event, data, statuses })
  }

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { perMessageDeflate: false })
      ws.once('error', reject)
      ws.on('message', async (raw) => {
        const message = JSON.parse(raw.toString())
        if (message.event === 'pusher:connection_established') {
          const socketId = JSON.parse(message.data).socket_id
          const response = await fetch(`${base}/broadcasting/auth`, {
            method: 'POST',
            headers: {
              'cookie': session.cookie,
              'x-xsrf-token': session.xsrf,
              'accept': 'application/json',
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ socket_id: socketId, channel_name: CHANNEL }).toString(),
          })
          if (response.status !== 200) return reject(new Error(`channel auth: ${response.status}`))
          const { auth } = (await response.json()) as { auth: string }
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth } }))
        } else if (message.event === 'pusher_internal:subscription_succeeded') {
          resolve()
        } else if (message.event === EVENT && round >= 0) {
          const payload = JSON.parse(message.data)
          const at = now()
          event.push(at - payload.changedAt)
          statuses.push(payload.status)
          const reload = await fetch(`${base}/restaurant/floor-map`, { headers: reloadHeaders })
          const body = (await reload.json()) as { props: { tables?: unknown[] } }
          if (!body.props.tables) throw new Error('the partial reload returned no tables')
          data.push(now() - payload.changedAt)
          finish()
        }
      })
    })

  for (let started = 0; started < count; started += 10)
    await Promise.all(Array.from({ length: Math.min(10, count - started) }, connect))
  process.on('message', (message: Message) => {
    if (message.type === 'arm') {
      round = message.round
      event = []
      data = []
      statuses = []
      process.send!({ type: 'armed' })
    } else if (message.type === 'close') process.exit(0)
  })
  process.once('disconnect', () => process.exit(1))
  process.send!({ type: 'ready' })
}

/* ------------------------------------------------------------ orchestrator */

function next<T extends Message['type']>(child: ChildProcess, type: T) {
  return new Promise<Extract<Message, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', listener)
      reject(new Error(`no "${type}" within ${STEP_TIMEOUT_MS} ms`))
    }, STEP_TIMEOUT_MS)
    const listener = (message: Message) => {
      if (message.type !== type) return
      clearTimeout(timer)
      child.off('message', listener)
      resolve(message as Extract<Message, { type: T }>)
    }
    child.on('message', listener)
  })
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

async function main() {
  const base = argument('url', '')
  if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(base))
    throw new Error('--url must be http://127.0.0.1:PORT of a running Posada server')
  const clients = Number(argument('clients', '50'))
  const rounds = Number(argument('rounds', '40'))
  const password = argument('password', 'bench-password-1234')

  const manager = await signIn(base, 'manager@posada.test', password)
  const waiter = await signIn(base, 'waiter@posada.test', password)
  const child = fork(
    new URL(import.meta.url),
    ['--role=clients', `--url=${base}`, `--clients=${clients}`],
    {
      serialization: 'advanced',
    }
  )
  child.send({ type: 'session', session: waiter } as never)
  await next(child, 'ready')

  const table = await fetch(`${base}/restaurant/tables?area=Bench`, {
    headers: {
      'cookie': manager.cookie,
      'x-inertia': 'true',
      'x-inertia-version': manager.version,
    },
  })
  const bench = ((await table.json()) as any).props.tables.find((row: any) => row.name === 'BENCH')
  if (!bench) throw new Error('no BENCH table: run bench/restaurant/generate.ts first')
  const customers = await fetch(`${base}/restaurant/reservations/customer-options?search=garc`, {
    headers: { cookie: manager.cookie, accept: 'application/json' },
  })
  const customerId = ((await customers.json()) as any).customers[0].id

  const post = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'cookie': manager.cookie,
        'x-xsrf-token': manager.xsrf,
        'content-type': 'application/json',
        'accept': 'text/html',
      },
      body: JSON.stringify(body),
    })
    await response.arrayBuffer()
    if (response.status !== 302) throw new Error(`${path} answered ${response.status}`)
    return response.headers.get('location') ?? ''
  }
  let reservationPath = ''
  const change = async (step: number) => {
    if (step === 0) {
      const local = new Date()
      const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
      reservationPath = await post('/restaurant/reservations', {
        customer_id: customerId,
        party_size: 2,
        date: local.toISOString().slice(0, 10),
        time,
        duration_minutes: 30,
        table_id: bench.id,
      })
      if (!/^\/restaurant\/reservations\/\d+$/.test(reservationPath))
        throw new Error(`booking the BENCH table was refused (${reservationPath})`)
    } else if (step === 1) await post(`${reservationPath}/seat`)
    else if (step === 2) await post(`${reservationPath}/complete`)
    else await post(`/restaurant/tables/${bench.id}/clean`)
  }

  const event: number[] = []
  const data: number[] = []
  const seen = new Map<string, number>()
  const warmup = 4
  for (let round = -warmup; round < rounds; round++) {
    child.send({ type: 'arm', round: Math.max(round, 0) } satisfies Message)
    await next(child, 'armed')
    const delivered = next(child, 'round')
    await change((round + warmup) % 4)
    const result = await delivered
    if (round < 0) continue
    event.push(...result.event)
    data.push(...result.data)
    for (const status of result.statuses) seen.set(status, (seen.get(status) ?? 0) + 1)
  }
  child.send({ type: 'close' } satisfies Message)
  await once(child, 'exit')

  event.sort((a, b) => a - b)
  data.sort((a, b) => a - b)
  const line = (label: string, values: number[]) =>
    `${label.padEnd(44)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(6)} ms   max ${values[values.length - 1].toFixed(1).padStart(6)} ms`
  console.log(
    `${clients} floor maps × ${rounds} status changes (${[...seen].map(([status, n]) => `${status} ${n / clients}`).join(', ')}), after ${warmup} warm-up changes`
  )
  console.log(line('commit → TableStatusChanged at the client', event))
  console.log(line('commit → floor map data reloaded', data))
  console.log(
    `summary ${JSON.stringify({
      clients,
      rounds,
      event: {
        p50: percentile(event, 50),
        p95: percentile(event, 95),
        p99: percentile(event, 99),
        max: event[event.length - 1],
      },
      data: {
        p50: percentile(data, 50),
        p95: percentile(data, 95),
        p99: percentile(data, 99),
        max: data[data.length - 1],
      },
    })}`
  )
}

const watchdog = setTimeout(() => {
  console.error(`fanout.ts did not finish within ${WATCHDOG_MS / 60_000} minutes; stopping`)
  process.exit(1)
}, WATCHDOG_MS)
watchdog.unref()

if (argument('role', '') === 'clients') {
  process.once('message', (message: { type: string; session: Session }) =>
    runClients(argument('url', ''), Number(argument('clients', '50')), message.session).catch(
      (error) => {
        console.error(error?.stack ?? error)
        process.exit(1)
      }
    )
  )
} else {
  main().then(
    () => clearTimeout(watchdog),
    (error) => {
      console.error(error?.stack ?? error)
      process.exitCode = 1
    }
  )
}
