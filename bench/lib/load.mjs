/*
| Load generator, forked by http.mjs: autocannon runs here, in a process of its own,
| so that the server under test (another process) and the generator each get a core
| instead of sharing one event loop.
|
| Latency percentiles: autocannon's summary only has p50/p90/p97.5/p99 and records
| into an HDR histogram with 1 ms resolution. We need p95 and sub-millisecond values
| for the bare baseline, so every 2xx response time (the float milliseconds autocannon
| measures with process.hrtime) is collected from the instance's `response` event and
| the percentiles are computed exactly (nearest rank) over the measured run only.
*/
import autocannon from 'autocannon'

function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result)
    )
    if (onResponse) instance.on('response', onResponse)
  })
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

process.once('message', async ({ url, headers, connections, duration, warmup }) => {
  try {
    const base = { url, headers, connections, pipelining: 1, timeout: 10 }
    if (warmup > 0) await run({ ...base, duration: warmup })

    process.send({ measuring: true })
    let latencies = new Float64Array(1 << 16)
    let count = 0
    const statuses = {}
    const result = await run({ ...base, duration }, (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
      if (statusCode < 200 || statusCode >= 300) return
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2)
        grown.set(latencies)
        latencies = grown
      }
      latencies[count++] = responseTime
    })

    const sorted = latencies.subarray(0, count).sort()
    process.send({
      ok: true,
      durationSeconds: result.duration,
      responses2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      requestsPerSecond: result['2xx'] / result.duration,
      autocannonMeanPerSecond: result.requests.average,
      bytesPerSecond: result.throughput.average,
      latency: {
        samples: count,
        mean: sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, count),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: count ? sorted[count - 1] : NaN,
        autocannonP50: result.latency.p50,
        autocannonP97_5: result.latency.p97_5,
      },
    })
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) })
  }
})

process.on('disconnect', () => process.exit(0))
