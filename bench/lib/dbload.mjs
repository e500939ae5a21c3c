/*
| Real-time fan-out while the embedded database works: the production build on its
| embedded PGlite, websocket clients on a channel, and one event published through
| the Pusher HTTP API every few milliseconds. Fan-out latency (publish → receipt at
| each client) is measured first with the server idle, then while a signed-in admin
| keeps requesting three-year occupancy and revenue reports, whose queries run on
| the embedded database. Where the database shares the web process's thread, every
| query holds up the websocket server; where it runs in a thread of its own, latency
| stays close to idle.
*/
import { fork } from 'node:child_process'
import os from 'node:os'
import { fmt, heading, stopTree, table, track } from './common.mjs'
import { ensureBuild } from './build.mjs'
import { cpuSeconds, measure, percent } from './measure.mjs'
import {
  inertiaHeaders,
  pageVersion,
  serverLogProblems,
  signInAdmin,
  startPosada,
} from './posada.mjs'

const APP = { id: '424242', key: 'bench-dbload-key', secret: 'bench-dbload-secret' }

function percentile(sorted, p) {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

function startProbe() {
  const child = track(
    fork(new URL('./fanout_probe.mjs', import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    })
  )
  const ask = (message, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the fan-out probe gave no answer')),
        timeoutMs
      )
      child.once('message', (answer) => {
        clearTimeout(timer)
        if (answer.type === 'failed') reject(new Error(answer.error))
        else resolve(answer)
      })
      child.send(message)
    })
  return { child, ask }
}

function summarize(label, result, extra = []) {
  const sorted = Float64Array.from(result.latencies).sort()
  return [
    label,
    fmt.int(result.events),
    fmt.int(sorted.length),
    fmt.int(result.missing),
    fmt.ms(percentile(sorted, 50)),
    fmt.ms(percentile(sorted, 95)),
    fmt.ms(percentile(sorted, 99)),
    fmt.ms(sorted[sorted.length - 1] ?? NaN),
    ...extra,
  ]
}

export async function runDbLoad() {
  heading('dbload: real-time fan-out idle vs while reports run on the embedded database')
  const clients = Number(process.env.BENCH_DBLOAD_CLIENTS ?? 200)
  const seconds = Number(process.env.BENCH_DBLOAD_SECONDS ?? 8)
  const intervalMs = 20
  const reportConnections = 2
  await ensureBuild()

  const posada = await startPosada({
    env: { REVERB_APP_ID: APP.id, REVERB_APP_KEY: APP.key, REVERB_APP_SECRET: APP.secret },
  })
  const probe = startProbe()
  try {
    const { base, server } = posada
    const version = await pageVersion(base)
    const jar = await signInAdmin(base)
    const headers = { ...inertiaHeaders(version), cookie: jar.header() }
    const to = new Date().toISOString().slice(0, 10)
    const from = new Date(Date.now() - (3 * 365 - 2) * 86_400_000).toISOString().slice(0, 10)
    const reports = ['occupancy', 'revenue'].map(
      (report) => `${base}/hotel/reports/${report}?from=${from}&to=${to}`
    )
    for (const url of reports) {
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    }

    await probe.ask({ type: 'connect', base, app: APP, clients, intervalMs }, 120_000)
    console.log(
      `embedded PGlite, ${base} (pid ${server.pid}); ${clients} websocket clients on one public channel, an event published through the Pusher HTTP API every ${intervalMs} ms for ${seconds} s per phase; load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' / ')}`
    )

    const rows = []
    const idleCpu = cpuSeconds(server.pid)
    const idleAt = performance.now()
    const idle = await probe.ask(
      { type: 'measure', durationMs: seconds * 1000 },
      seconds * 1000 + 60_000
    )
    const idleServer = (cpuSeconds(server.pid) - idleCpu) / ((performance.now() - idleAt) / 1000)
    rows.push(summarize('idle', idle, ['–', '–', percent(idleServer)]))

    /* Each report alone, then the probe starts once the report load is warm. */
    for (const [index, url] of reports.entries()) {
      const name = index === 0 ? 'occupancy' : 'revenue'
      const load = measure({
        url,
        headers,
        duration: seconds + 2,
        warmup: 1,
        serverPid: server.pid,
        connections: reportConnections,
      })
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const busy = await probe.ask(
        { type: 'measure', durationMs: seconds * 1000 },
        seconds * 1000 + 60_000
      )
      const reportResult = await load
      rows.push(
        summarize(`during 3-year ${name} reports`, busy, [
          `${reportResult.requestsPerSecond.toFixed(1)} req/s`,
          fmt.ms(reportResult.latency.p50),
          percent(reportResult.cpu.server),
        ])
      )
    }

    console.log('')
    console.log(
      table(
        [
          'phase',
          'events',
          'receipts',
          'missing',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'reports',
          'report p50 ms',
          'server CPU',
        ],
        rows
      )
    )
    console.log(
      `\nlatency = publish (signed POST /apps/${APP.id}/events) → event received, per client; reports: ${reportConnections} connections requesting the report back to back (Inertia JSON).\n` +
        'server CPU = the web process (with the embedded database, whichever thread runs it), 100% = one core.'
    )
    const problems = serverLogProblems(posada.logFile)
    if (problems.length) console.log(`server log: ${problems.length} warning/error line(s)`)
  } finally {
    await stopTree(probe.child, { graceMs: 2000 })
    await posada.stop()
  }
}
