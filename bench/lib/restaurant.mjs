import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { ensureBuild } from './build.mjs'
import {
  BUILD,
  ROOT,
  childEnv,
  fmt,
  freePort,
  heading,
  makeTempDir,
  removeTempDir,
  runCommand,
  spawnTracked,
  stopTree,
  table,
  waitFor200,
} from './common.mjs'

/*
| The restaurant's two figures on PostgreSQL:
|
|   1. floor map data for 200 tables, server time (target p95 ≤ 20 ms):
|      bench/restaurant/generate.ts builds the database, `node ace bench:restaurant`
|      times the floor map's query function in a booted application;
|   2. a status change reaching 50 open floor maps (target p95 ≤ 300 ms from the
|      commit): the production build serves that database, and
|      bench/restaurant/fanout.ts drives 50 real websocket clients against it.
|
| The database is BENCH_RESTAURANT_DATABASE_URL (wiped and refilled), never DATABASE_URL.
*/
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_restaurant'
const PASSWORD = 'bench-password-1234'

export async function runRestaurant() {
  heading('restaurant: floor map data and status fan-out on PostgreSQL')
  const databaseUrl = process.env.BENCH_RESTAURANT_DATABASE_URL || DEFAULT_URL
  const tables = Number(process.env.BENCH_RESTAURANT_TABLES || 200)
  const clients = Number(process.env.BENCH_RESTAURANT_CLIENTS || 50)
  const rounds = Number(process.env.BENCH_RESTAURANT_ROUNDS || 40)
  const iterations = Number(process.env.BENCH_RESTAURANT_ITERATIONS || 300)
  const env = childEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', REDIS_URL: undefined })
  console.log(
    `database ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, ${tables} tables, ${clients} clients × ${rounds} changes, ${iterations} measured floor-map calls`
  )

  const generated = await runCommand(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bench/restaurant/generate.ts', `--tables=${tables}`],
    { cwd: ROOT, env, timeoutMs: 6 * 60_000, echo: true }
  )
  if (generated.code !== 0) throw new Error('bench/restaurant/generate.ts failed')

  const tmp = makeTempDir('posada-restaurant-bench-')
  let server
  try {
    const jsonPath = join(tmp, 'floor-map.json')
    const measured = await runCommand(
      process.execPath,
      ['ace', 'bench:restaurant', '--iterations', String(iterations), '--json', jsonPath],
      { cwd: ROOT, env, timeoutMs: 10 * 60_000, echo: true }
    )
    let floorMap
    try {
      floorMap = JSON.parse(readFileSync(jsonPath, 'utf8')).results[0]
    } catch {
      throw new Error(`bench:restaurant wrote no results (exit ${measured.code})`)
    }

    await ensureBuild()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const logFile = join(tmp, 'server.log')
    const logFd = openSync(logFile, 'a')
    server = spawnTracked(process.execPath, ['bin/server.js'], {
      cwd: BUILD,
      env: childEnv({
        NODE_ENV: 'production',
        ENV_PATH: ROOT,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        APP_TZ: 'UTC',
        LOG_LEVEL: 'warn',
        STORAGE_PATH: tmp,
        DATABASE_URL: databaseUrl,
        REDIS_URL: undefined,
      }),
      stdio: ['ignore', logFd, logFd],
    })
    closeSync(logFd)
    const ready = await waitFor200(`${base}/up`, {
      timeoutMs: 60_000,
      alive: () => server.exitCode === null,
    })
    if (!ready)
      throw new Error(`the server did not answer on /up\n${readFileSync(logFile, 'utf8')}`)
    console.log(`Posada: production build on PostgreSQL, ${base} (pid ${server.pid})`)

    const fanout = await runCommand(
      process.execPath,
      [
        '--import=@poppinss/ts-exec',
        'bench/restaurant/fanout.ts',
        `--url=${base}`,
        `--clients=${clients}`,
        `--rounds=${rounds}`,
        `--password=${PASSWORD}`,
      ],
      { cwd: ROOT, env: childEnv(), timeoutMs: 8 * 60_000, echo: true }
    )
    const summaryLine = fanout.output.split('\n').find((line) => line.startsWith('summary '))
    if (fanout.code !== 0 || !summaryLine)
      throw new Error(
        `bench/restaurant/fanout.ts failed\n${readFileSync(logFile, 'utf8').slice(-2000)}`
      )
    const spread = JSON.parse(summaryLine.slice('summary '.length))

    const verdict = (value, target) => (value <= target ? 'PASS' : 'FAIL')
    console.log('')
    console.log(
      table(
        ['figure', 'p50 ms', 'p95 ms', 'target p95 ms', 'result'],
        [
          [
            `floor map data, ${floorMap.tables} tables (server time)`,
            floorMap.p50.toFixed(1),
            floorMap.p95.toFixed(1),
            '≤ 20',
            verdict(floorMap.p95, 20),
          ],
          [
            `status change → ${clients} floor maps (event)`,
            spread.event.p50.toFixed(1),
            spread.event.p95.toFixed(1),
            '≤ 300',
            verdict(spread.event.p95, 300),
          ],
          [
            `status change → ${clients} floor maps (event + data)`,
            spread.data.p50.toFixed(1),
            spread.data.p95.toFixed(1),
            '',
            '',
          ],
        ]
      )
    )
    console.log(
      `load average during the run: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`
    )

    const dir = join(ROOT, 'bench', 'results')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, `restaurant-${new Date().toISOString().slice(0, 10)}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), cpus: os.cpus().length, floorMap, fanout: spread },
        null,
        2
      ) + '\n'
    )
    console.log(`results written to ${file.slice(ROOT.length + 1)} (${fmt.int(tables)} tables)`)
  } finally {
    if (server) await stopTree(server, { signal: 'SIGTERM', graceMs: 5000 })
    removeTempDir(tmp)
  }
}
