/*
| Load generator of the scale part, forked by scale.mjs: the virtual users run here, in
| a process of their own, so that they do not share an event loop with the runner.
|
| Every user signs in (a session of its own) and then, with no pause between
| requests, picks its next step by the weights of the runner's mix: one of the
| main pages (Inertia JSON, as the browser asks on navigation) or a write. Writes
| are real: a booking of two nights (the demo's suites take no one-night Saturday
| arrival) on nights and a room type no other booking of the run has (from the
| app's today + 60 days, round robin over the room types), and each user's own
| takeaway order, one step per pick: open, add a line, send to the kitchen, bump
| the order's ticket on the Kitchen display (read first, to find it), take a card
| payment of the whole balance, which closes the order. A step that fails starts
| a new order.
|
| Only requests started in the measured window count. Outcomes: `ok` (the answer
| the browser expects), `conflict` (409/422 on a write: the app refused it on its
| merits) and errors (5xx, any other status, a timeout, a network error).
| Latency percentiles are exact (nearest rank) over the ok answers.
*/
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { inertiaHeaders, sessionClient, signInAdmin } from './posada.mjs'

const SIGN_IN_CONCURRENCY = 8

const PAGES = {
  dashboard: { path: '/dashboard', component: 'Dashboard' },
  bookings: { path: '/hotel/bookings', component: 'Hotel/Bookings/Index' },
  housekeeping: { path: '/hotel/housekeeping', component: 'Hotel/Housekeeping/Index' },
  pos: { path: '/restaurant/orders/create?kind=takeaway', component: 'Restaurant/Orders/Create' },
  kitchen: { path: '/restaurant/kitchen?station=kitchen', component: 'Restaurant/Kitchen/Index' },
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

function addDays(isoDay, days) {
  const date = new Date(`${isoDay}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

function recorder(operations) {
  const byOperation = new Map(operations.map((key) => [key, { latencies: [], statuses: {} }]))
  /* The first refusals and errors, with the start of their answers, to show what went wrong. */
  const examples = []
  let measuring = false
  let stopped = false
  return {
    start: () => (measuring = true),
    stop: () => (stopped = true),
    get stopped() {
      return stopped
    },
    /** Counts a failure found without a request of its own (when in the measured window). */
    miss(operation, outcome, detail) {
      if (!measuring || stopped) return
      const entry = byOperation.get(operation)
      entry.statuses[outcome] = (entry.statuses[outcome] ?? 0) + 1
      if (examples.length < 5) examples.push(`${operation} ${outcome}: ${detail}`)
    },
    /** Runs one request and records it when it started in the measured window. */
    async time(operation, request, judge) {
      const counted = measuring && !stopped
      const started = performance.now()
      let outcome
      let answer = null
      try {
        answer = await request()
        outcome = judge(answer)
      } catch (error) {
        /* fetch fails with a TypeError when the connection does; anything else is an answer that made no sense. */
        outcome =
          error?.name === 'TimeoutError'
            ? 'timeout'
            : error instanceof TypeError
              ? 'network'
              : 'bad-answer'
      }
      if (counted) {
        const entry = byOperation.get(operation)
        if (outcome === 'ok') entry.latencies.push(performance.now() - started)
        entry.statuses[outcome] = (entry.statuses[outcome] ?? 0) + 1
        if (outcome !== 'ok' && examples.length < 5)
          examples.push(`${operation} ${outcome}: ${answer?.body.slice(0, 300) ?? ''}`)
      }
      return outcome === 'ok' ? answer : null
    },
    summary(seconds) {
      const all = []
      const operations = {}
      for (const [key, { latencies, statuses }] of byOperation) {
        all.push(...latencies)
        operations[key] = summarize(latencies, statuses, seconds)
      }
      const statuses = {}
      for (const { statuses: own } of byOperation.values())
        for (const [key, count] of Object.entries(own)) statuses[key] = (statuses[key] ?? 0) + count
      return { operations, total: summarize(all, statuses, seconds), examples }
    },
  }
}

function summarize(latencies, statuses, seconds) {
  const sorted = Float64Array.from(latencies).sort()
  const errors = Object.entries(statuses)
    .filter(([key]) => key !== 'ok' && key !== 'conflict')
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    ok: sorted.length,
    conflicts: statuses.conflict ?? 0,
    errors,
    /* Everything but ok and conflict: `5xx:503`, `status:419`, `timeout`, `network`. */
    errorKinds: Object.fromEntries(
      Object.entries(statuses).filter(([key]) => key !== 'ok' && key !== 'conflict')
    ),
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

/** The outcome of a write's answer: the expected one, a refusal on its merits, or an error. */
const writeOutcome = (expected) => (answer) => {
  if (expected(answer)) return 'ok'
  if (answer.status === 409 || answer.status === 422) return 'conflict'
  return answer.status >= 500 ? `5xx:${answer.status}` : `status:${answer.status}`
}

const pageOutcome = (component) => (answer) => {
  if (answer.status !== 200) return `${answer.status >= 500 ? '5xx' : 'status'}:${answer.status}`
  if (answer.headers.get('x-inertia') !== 'true' || answer.json().component !== component)
    return 'status:not-the-page'
  return 'ok'
}

function pick(mix) {
  let roll = Math.random() * 100
  for (const [step, weight] of Object.entries(mix)) {
    roll -= weight
    if (roll < 0) return step
  }
  return 'order'
}

/** One user: its session, its order in progress, until the run stops. */
async function user(call, { version, mix, fixtures }, record, nextBooking) {
  const page = async (key) => {
    const { path, component } = PAGES[key]
    return record.time(
      key,
      () => call('GET', path, null, { headers: inertiaHeaders(version) }),
      pageOutcome(component)
    )
  }
  const post = (operation, path, body, expected) =>
    record.time(operation, () => call('POST', path, body), writeOutcome(expected))
  const json200 = (answer) => answer.status === 200

  let order = null
  const orderStep = async () => {
    if (!order) {
      const opened = await post(
        'openOrder',
        '/restaurant/orders',
        { key: randomUUID(), kind: 'takeaway' },
        json200
      )
      if (opened) order = { id: opened.json().id, step: 'addLine' }
      return
    }
    const path = `/restaurant/orders/${order.id}`
    let answer = null
    if (order.step === 'addLine') {
      const item = fixtures.itemIds[Math.floor(Math.random() * fixtures.itemIds.length)]
      answer = await post(
        'addLine',
        `${path}/lines`,
        { lines: [{ key: randomUUID(), menu_item_id: item, quantity: 1 }] },
        json200
      )
      if (answer) order.step = 'send'
    } else if (order.step === 'send') {
      answer = await post('send', `${path}/send`, { key: randomUUID() }, json200)
      if (answer) order = { ...order, step: 'bump', balanceCents: answer.json().balanceCents }
    } else if (order.step === 'bump') {
      const board = await page('kitchen')
      const ticket = board?.json().props.tickets.find((card) => card.orderId === order.id)
      if (ticket)
        answer = await post('bump', `/restaurant/kitchen/tickets/${ticket.id}/bump`, {}, json200)
      else if (board) record.miss('bump', 'no-ticket', `order ${order.id} is not on the board`)
      if (answer) order.step = 'pay'
    } else {
      answer = await post(
        'pay',
        `${path}/payments`,
        { key: randomUUID(), method: 'card', amount_cents: order.balanceCents },
        (reply) => reply.status === 200 && reply.json().order?.status === 'closed'
      )
      if (answer) order = null
      return
    }
    if (!answer) order = null
  }

  while (!record.stopped) {
    const step = pick(mix)
    if (step === 'order') await orderStep()
    else if (step === 'booking') {
      const { roomTypeId, night } = nextBooking()
      await post(
        'createBooking',
        '/hotel/bookings',
        {
          guestId: fixtures.guestIds[Math.floor(Math.random() * fixtures.guestIds.length)],
          roomTypeId,
          roomId: null,
          checkIn: night,
          checkOut: addDays(night, fixtures.stayNights),
          adults: 1,
          children: 0,
          status: 'confirmed',
          source: 'phone',
        },
        (answer) =>
          answer.status === 302 && /\/hotel\/bookings\/\d+$/.test(answer.headers.get('location'))
      )
    } else await page(step)
  }
}

async function signInAll(base, count) {
  const jars = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      /* A sign-in refused under load is tried again, a few times. */
      for (let attempt = 1; ; attempt++) {
        try {
          jars.push(await signInAdmin(base))
          break
        } catch (error) {
          if (attempt === 3) throw error
        }
      }
    }
  }
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker))
  return jars
}

process.once('message', async (settings) => {
  const { base, users, warmup, seconds, timeoutMs, fixtures } = settings
  try {
    const signInStarted = performance.now()
    const jars = await signInAll(base, users)
    process.send({ signedIn: true, seconds: (performance.now() - signInStarted) / 1000 })

    let bookings = 0
    const nextBooking = () => {
      const sequence = bookings++
      const types = fixtures.roomTypeIds.length
      return {
        roomTypeId: fixtures.roomTypeIds[sequence % types],
        night: addDays(
          fixtures.firstNight,
          fixtures.stayNights * (Math.floor(sequence / types) % fixtures.stays)
        ),
      }
    }
    const record = recorder(settings.operations)
    const running = jars.map((jar) =>
      user(sessionClient(base, jar, { timeoutMs }), settings, record, nextBooking)
    )
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000))
    record.start()
    const started = performance.now()
    process.send({ measuring: true })
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    const measured = (performance.now() - started) / 1000
    record.stop()
    await Promise.all(running)
    process.send({ ok: true, bookings, ...record.summary(measured), seconds: measured })
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) })
  }
})

process.on('disconnect', () => process.exit(0))
