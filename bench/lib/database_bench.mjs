import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import {
  ROOT,
  childEnv,
  fmt,
  heading,
  makeTempDir,
  removeTempDir,
  runCommand,
  table,
} from './common.mjs'

/*
| A module's queries on PostgreSQL at several dataset sizes (the hotel and
| inventory parts). For each size, the module's generate.ts rebuilds the
| benchmark database, then its `node ace bench:<module>` measures the queries
| in a booted application and writes JSON; the runner prints one table for all
| sizes and how p95 grew. The database is the part's own variable, never
| DATABASE_URL: the generator wipes it, and DATABASE_URL may name real data.
*/
const GENERATE_LIMIT_MS = 8 * 60_000
const MEASURE_LIMIT_MS = 20 * 60_000

/**
 * @param {{
 *   name: string, title: string, urlVariable: string, defaultUrl: string,
 *   sizesVariable: string, defaultSizes: string, iterationsVariable: string,
 *   generate: string, sizeArgument: string, unit: string, command: string,
 *   minimumSize: number, describeRun?: (run: any) => string[],
 * }} part
 */
export async function runDatabaseBench(part) {
  heading(part.title)
  const databaseUrl = process.env[part.urlVariable] || part.defaultUrl
  const sizes = (process.env[part.sizesVariable] || part.defaultSizes)
    .split(',')
    .map((size) => Number(size.trim()))
  if (sizes.some((size) => !Number.isInteger(size) || size < part.minimumSize))
    throw new Error(
      `${part.sizesVariable} must be a comma-separated list of ${part.unit} counts ≥ ${part.minimumSize}`
    )
  const iterations = Number(process.env[part.iterationsVariable] || 200)
  const env = childEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', REDIS_URL: undefined })
  console.log(
    `database ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, sizes ${sizes.map(fmt.int).join(' / ')} ${part.unit}, ${iterations} measured calls per operation after 20 warm-up calls`
  )

  const tmp = makeTempDir(`posada-${part.name}-bench-`)
  const runs = []
  try {
    for (const size of sizes) {
      console.log(`\n--- ${fmt.int(size)} ${part.unit}: generate`)
      const generated = await runCommand(
        process.execPath,
        ['--import=@poppinss/ts-exec', part.generate, `--${part.sizeArgument}=${size}`],
        { cwd: ROOT, env, timeoutMs: GENERATE_LIMIT_MS, echo: true }
      )
      if (generated.code !== 0) throw new Error(`${part.generate} failed for ${size} ${part.unit}`)
      const summaryLine = generated.output.split('\n').find((line) => line.startsWith('summary '))
      const dataset = summaryLine ? JSON.parse(summaryLine.slice('summary '.length)) : null

      console.log(`--- ${fmt.int(size)} ${part.unit}: measure`)
      const jsonPath = join(tmp, `measure-${size}.json`)
      const measured = await runCommand(
        process.execPath,
        ['ace', part.command, '--iterations', String(iterations), '--json', jsonPath],
        { cwd: ROOT, env, timeoutMs: MEASURE_LIMIT_MS, echo: true }
      )
      let measurement
      try {
        measurement = JSON.parse(readFileSync(jsonPath, 'utf8'))
      } catch {
        throw new Error(
          `${part.command} wrote no results for ${size} ${part.unit} (exit ${measured.code})`
        )
      }
      runs.push({ size, dataset, ...measurement, loadAverage: os.loadavg() })
    }
  } finally {
    removeTempDir(tmp)
  }

  const rows = []
  for (const run of runs) {
    for (const result of run.results) {
      const verdict = result.error
        ? 'ERROR'
        : result.targetMs === null
          ? ''
          : result.p95 <= result.targetMs
            ? 'PASS'
            : 'FAIL'
      rows.push([
        result.label,
        fmt.int(run.size),
        result.error ? '–' : result.p50.toFixed(1),
        result.error ? '–' : result.p95.toFixed(1),
        result.targetMs === null ? '' : `≤ ${result.targetMs}`,
        verdict,
        result.error ? result.error.slice(0, 60) : result.returned,
      ])
    }
  }
  console.log('')
  console.log(
    table(
      ['operation', part.unit, 'p50 ms', 'p95 ms', 'target p95 ms', 'result', 'returned per call'],
      rows
    )
  )
  for (const run of runs) for (const line of part.describeRun?.(run) ?? []) console.log(line)

  /* Growth: p95 at the largest size over p95 at the smallest. */
  if (runs.length > 1) {
    const first = runs[0]
    const last = runs[runs.length - 1]
    console.log(
      `\np95 growth from ${fmt.int(first.size)} to ${fmt.int(last.size)} ${part.unit} (${(last.size / first.size).toFixed(0)}× the data):`
    )
    for (const result of last.results) {
      const before = first.results.find((other) => other.key === result.key)
      if (!before || result.error || before.error) continue
      console.log(
        `  ${result.label.trim().padEnd(56)} ${before.p95.toFixed(1)} → ${result.p95.toFixed(1)} ms (${(result.p95 / before.p95).toFixed(2)}×)`
      )
    }
  }

  const failed = runs.flatMap((run) =>
    run.results
      .filter(
        (result) => result.error || (result.targetMs !== null && result.p95 > result.targetMs)
      )
      .map((result) => `${result.key}@${run.size}`)
  )
  console.log(
    failed.length
      ? `\ntargets missed or errors: ${failed.join(', ')}`
      : '\nevery target met at every size'
  )

  const date = new Date().toISOString().slice(0, 10)
  const dir = join(ROOT, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${part.name}-${date}.json`)
  const cpus = os.cpus()
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: cpus.length,
          model: cpus[0]?.model?.trim(),
          memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
          node: process.version,
          platform: `${os.platform()} ${os.release()}`,
        },
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
