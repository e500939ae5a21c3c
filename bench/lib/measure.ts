/*
| Server time of a set of operations, measured in-process on a booted
| application: each operation is warmed up, then run N times one after another
| with parameters drawn from a seeded generator (every run asks the same
| questions), timed from the call to the resolved data.
*/
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { LOOPBACK_HOSTS } from './database.js'

export type OperationResult = {
  key: string
  label: string
  targetMs: number | null
  iterations: number
  p50: number
  p95: number
  p99: number
  max: number
  mean: number
  /** What one call returned, on average: a check that the data was really there. */
  returned: string
  /** The slowest calls and what they asked, to find what the tail is made of. */
  slowest: { ms: number; params: string }[]
  error?: string
}

export type Call = { params: string; run: () => Promise<number> }

export type Operation = {
  key: string
  label: string
  targetMs: number | null
  /** Draws the parameters of one call (before the clock starts); the call resolves to a size for `returned`. */
  prepare: (random: () => number) => Call
  unit: string
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

export const call = (params: object, run: () => Promise<number>): Call => ({
  params: JSON.stringify(params),
  run,
})

/**
 * Measures every operation, interleaved: call i of each operation runs before
 * call i + 1 of any, so load from outside (another process on the machine)
 * lands on all operations alike instead of on whichever ran at that moment.
 * An operation that throws is reported with its error; the others go on.
 */
export async function measureAll(
  operations: Operation[],
  { iterations, warmup, seed }: { iterations: number; warmup: number; seed: number }
): Promise<OperationResult[]> {
  const states = operations.map((operation, index) => ({
    operation,
    random: seeded(seed + index),
    times: [] as { ms: number; params: string }[],
    returned: 0,
    error: undefined as string | undefined,
  }))
  for (let i = 0; i < warmup + iterations; i++) {
    for (const state of states) {
      if (state.error) continue
      const prepared = state.operation.prepare(state.random)
      try {
        const started = performance.now()
        const size = await prepared.run()
        const ms = performance.now() - started
        if (i >= warmup) {
          state.times.push({ ms, params: prepared.params })
          state.returned += size
        }
      } catch (error) {
        state.error = (error as Error)?.message ?? String(error)
      }
    }
  }
  return states.map(({ operation, times, returned, error }) => {
    const base = {
      key: operation.key,
      label: operation.label,
      targetMs: operation.targetMs,
      iterations: times.length,
    }
    if (error || !times.length) {
      return {
        ...base,
        p50: Number.NaN,
        p95: Number.NaN,
        p99: Number.NaN,
        max: Number.NaN,
        mean: Number.NaN,
        returned: '–',
        slowest: [],
        error: error ?? 'no calls',
      }
    }
    const sorted = times.map((time) => time.ms).sort((a, b) => a - b)
    return {
      ...base,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      mean: sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length,
      returned: `${(returned / times.length).toFixed(1)} ${operation.unit}`,
      slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 5),
    }
  })
}

/**
 * Whether DATABASE_URL names a database on this machine, as the in-app benchmark
 * commands require (they read and write the benchmark data); if not, says so
 * through `error`, naming the script that loads that data.
 */
export function loopbackDatabase(error: (message: string) => void, loadedBy: string) {
  const raw = process.env.DATABASE_URL
  const host = raw ? new URL(raw).hostname : null
  if (host && LOOPBACK_HOSTS.includes(host)) return true
  error(`Set DATABASE_URL to the benchmark database on this machine (see ${loadedBy})`)
  return false
}

/** One line per operation: its label, then p50 and p95 with what a call returned, or its error. */
export function resultLines(results: OperationResult[], width: number) {
  return results.map((result) => {
    const figures = result.error
      ? `ERROR ${result.error}`
      : `p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  (${result.returned})`
    return `${result.label.padEnd(width)} ${figures}`
  })
}

/** `count` things; load average before and after; the CPU count. */
export function loadLine(count: number, things: string, before: number, after: number) {
  return `${count.toLocaleString('en-US')} ${things}; load average ${before.toFixed(2)} before, ${after.toFixed(2)} after (${os.cpus().length} CPUs)`
}

/** The results as JSON in `path`, when the command was given one. */
export function writeJson(path: string | undefined, data: object) {
  if (path) writeFileSync(path, JSON.stringify(data, null, 2))
}
