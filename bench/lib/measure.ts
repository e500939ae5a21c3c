/*
| Server time of a set of operations, measured in-process on a booted
| application: each operation is warmed up, then run N times one after another
| with parameters drawn from a seeded generator (every run asks the same
| questions), timed from the call to the resolved data.
*/
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
