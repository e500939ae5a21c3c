import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { ROOT, childEnv, fmt, heading, makeTempDir, removeTempDir, runCommand, table } from './common.mjs'

/*
| Hotel queries on PostgreSQL at several dataset sizes. For each size,
| bench/hotel/generate.ts rebuilds the benchmark database, then `node ace
| bench:hotel` measures the queries in a booted application and writes JSON.
| The database is BENCH_HOTEL_DATABASE_URL, never DATABASE_URL: the generator
| wipes it, and DATABASE_URL may name someone's real data.
*/
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench'
const GENERATE_LIMIT_MS = 6 * 60_000
const MEASURE_LIMIT_MS = 20 * 60_000

export async function runHotel() {
  heading('hotel: availability, tape chart, Bookings Index and reports on PostgreSQL')
  const databaseUrl = process.env.BENCH_HOTEL_DATABASE_URL || DEFAULT_URL
  const sizes = (process.env.BENCH_HOTEL_SIZES || '10000,50000,150000').split(',').map((size) => Number(size.trim()))
  if (sizes.some((size) => !Number.isInteger(size) || size < 100)) throw new Error('BENCH_HOTEL_SIZES must be a comma-separated list of booking counts ≥ 100')
  const iterations = Number(process.env.BENCH_HOTEL_ITERATIONS || 200)
  const env = childEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', REDIS_URL: undefined })
  console.log(`database ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, sizes ${sizes.map(fmt.int).join(' / ')} bookings, ${iterations} measured calls per operation after 20 warm-up calls`)

  const tmp = makeTempDir('posada-hotel-bench-')
  const runs = []
  try {
    for (const size of sizes) {
      console.log(`\n--- ${fmt.int(size)} bookings: generate`)
      const generated = await runCommand(process.execPath, ['--import=@poppinss/ts-exec', 'bench/hotel/generate.ts', `--bookings=${size}`], {
        cwd: ROOT,
        env,
        timeoutMs: GENERATE_LIMIT_MS,
        echo: true,
      })
      if (generated.code !== 0) throw new Error(`generate.ts failed for ${size} bookings`)
      const summaryLine = generated.output.split('\n').find((line) => line.startsWith('summary '))
      const dataset = summaryLine ? JSON.parse(summaryLine.slice('summary '.length)) : null

      console.log(`--- ${fmt.int(size)} bookings: measure`)
      const jsonPath = join(tmp, `measure-${size}.json`)
      const measured = await runCommand(process.execPath, ['ace', 'bench:hotel', '--iterations', String(iterations), '--json', jsonPath], {
        cwd: ROOT,
        env,
        timeoutMs: MEASURE_LIMIT_MS,
        echo: true,
      })
      let results = []
      try {
        results = JSON.parse(readFileSync(jsonPath, 'utf8')).results
      } catch {
        throw new Error(`bench:hotel wrote no results for ${size} bookings (exit ${measured.code})`)
      }
      runs.push({ bookings: size, dataset, results, loadAverage: os.loadavg() })
    }
  } finally {
    removeTempDir(tmp)
  }

  const rows = []
  for (const run of runs) {
    for (const result of run.results) {
      const verdict = result.error ? 'ERROR' : result.targetMs === null ? '' : result.p95 <= result.targetMs ? 'PASS' : 'FAIL'
      rows.push([
        result.label,
        fmt.int(run.bookings),
        result.error ? '–' : result.p50.toFixed(1),
        result.error ? '–' : result.p95.toFixed(1),
        result.targetMs === null ? '' : `≤ ${result.targetMs}`,
        verdict,
        result.error ? result.error.slice(0, 60) : result.returned,
      ])
    }
  }
  console.log('')
  console.log(table(['operation', 'bookings', 'p50 ms', 'p95 ms', 'target p95 ms', 'result', 'returned per call'], rows))

  /* Growth: p95 at the largest size over p95 at the smallest. */
  if (runs.length > 1) {
    const first = runs[0]
    const last = runs[runs.length - 1]
    console.log(`\np95 growth from ${fmt.int(first.bookings)} to ${fmt.int(last.bookings)} bookings (${(last.bookings / first.bookings).toFixed(0)}× the data):`)
    for (const result of last.results) {
      const before = first.results.find((other) => other.key === result.key)
      if (!before || result.error || before.error) continue
      console.log(`  ${result.label.trim().padEnd(56)} ${before.p95.toFixed(1)} → ${result.p95.toFixed(1)} ms (${(result.p95 / before.p95).toFixed(2)}×)`)
    }
  }

  const failed = runs.flatMap((run) => run.results.filter((result) => result.error || (result.targetMs !== null && result.p95 > result.targetMs)).map((result) => `${result.key}@${run.bookings}`))
  console.log(failed.length ? `\ntargets missed or errors: ${failed.join(', ')}` : '\nevery target met at every size')

  const date = new Date().toISOString().slice(0, 10)
  const dir = join(ROOT, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `hotel-${date}.json`)
  const cpus = os.cpus()
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: cpus.length, model: cpus[0]?.model?.trim(), memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1), node: process.version, platform: `${os.platform()} ${os.release()}` },
        iterations,
        runs,
      },
      null,
      2
    ) + '\n'
  )
  console.log(`results written to ${file.slice(ROOT.length + 1)}`)
  return { failed }
}
