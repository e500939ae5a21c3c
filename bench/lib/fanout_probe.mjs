/*
| Fan-out probe, forked by dbload.mjs: holds the websocket clients (Pusher protocol 7,
| a public channel) and publishes through the Pusher HTTP API of the server under
| test, signed with the app secret. Each event carries the time it was published; a
| client's latency is the time from the publish call until the event reaches it, so it
| includes everything the server's event loop does meanwhile. Publisher and clients
| share this process's clock.
*/
import { createHash, createHmac } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'

const CHANNEL = 'bench-fanout'
let options
const clients = []
/** Per published event: its sequence number → receipt latencies (ms). */
let receipts = new Map()
let sequence = 0

function send(message) {
  process.send(message)
}

function connect() {
  return new Promise((resolve, reject) => {
    const url = `${options.base.replace(/^http/, 'ws')}/app/${options.app.key}?protocol=7&client=js&version=8.6.0`
    const socket = new WebSocket(url, {
      headers: { origin: options.base },
      perMessageDeflate: false,
    })
    const timer = setTimeout(() => reject(new Error('websocket subscription timed out')), 20_000)
    socket.on('error', reject)
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString())
      if (message.event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }))
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer)
        resolve(socket)
      } else if (message.event === 'tick') {
        const arrived = performance.now()
        const { seq, t0 } = JSON.parse(message.data)
        receipts.get(seq)?.push(arrived - t0)
      }
    })
  })
}

async function publish() {
  const seq = ++sequence
  receipts.set(seq, [])
  const path = `/apps/${options.app.id}/events`
  const body = JSON.stringify({
    name: 'tick',
    channels: [CHANNEL],
    data: JSON.stringify({ seq, t0: performance.now() }),
  })
  const query = {
    auth_key: options.app.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  }
  const signed = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&')
  const signature = createHmac('sha256', options.app.secret)
    .update(`POST\n${path}\n${signed}`)
    .digest('hex')
  const response = await fetch(`${options.base}${path}?${signed}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`publish answered ${response.status}`)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Publishes every `intervalMs` for `durationMs`, then waits for stragglers. */
async function measure(durationMs) {
  receipts = new Map()
  const deadline = performance.now() + durationMs
  const pending = []
  while (performance.now() < deadline) {
    pending.push(publish())
    await sleep(options.intervalMs)
  }
  await Promise.all(pending)
  await sleep(1000)
  const latencies = []
  let missing = 0
  for (const list of receipts.values()) {
    latencies.push(...list)
    missing += clients.length - list.length
  }
  return { events: receipts.size, latencies, missing }
}

process.on('message', async (message) => {
  try {
    if (message.type === 'connect') {
      options = message
      for (let i = 0; i < options.clients; i += 50) {
        const batch = Array.from({ length: Math.min(50, options.clients - i) }, connect)
        clients.push(...(await Promise.all(batch)))
      }
      send({ type: 'connected', clients: clients.length })
    } else if (message.type === 'measure') {
      send({ type: 'measured', ...(await measure(message.durationMs)) })
    }
  } catch (error) {
    send({ type: 'failed', error: String(error?.stack ?? error) })
  }
})

process.on('disconnect', () => process.exit(0))
