/*
| Builds the hotel benchmark's database from nothing:
|
|   node --import=@poppinss/ts-exec bench/hotel/generate.ts --bookings=150000 [--seed=N] [--today=YYYY-MM-DD]
|
| DATABASE_URL (default postgres://postgres@127.0.0.1:5432/posada_bench) must name a
| server on this machine. The database is created through the `postgres` maintenance
| database when missing; its public schema is dropped and recreated, the
| application's migrations run (`node ace migration:run --force --no-schema-generate`,
| so database/schema.ts is left alone), the data is loaded and ANALYZEd. Bounded by
| a watchdog; prints one JSON summary line prefixed `summary ` at the end.
*/
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { generateDataset } from './dataset.js'

type PgClient = {
  connect(): Promise<void>
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, any>[] }>
  end(): Promise<void>
}
/* pg ships no type declarations; this is the part of it used here. */
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient }

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WATCHDOG_MS = 5 * 60_000
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench'

function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`
  const inline = process.argv.find((arg) => arg.startsWith(prefix))
  if (inline) return inline.slice(prefix.length)
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

/** Only a loopback server: the script drops a schema, so it must never reach another machine. */
export function loopbackUrl(raw: string) {
  const url = new URL(raw)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`)
  const database = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`unexpected database name "${database}"`)
  if (database === 'postgres' || database === 'posada') throw new Error(`refusing to wipe the "${database}" database; use a database of its own, e.g. posada_bench`)
  return { url, database }
}

/** `?` placeholders (as Lucid's rawQuery takes them) to pg's $1, $2… */
function numbered(sql: string) {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

async function withClient<T>(connectionString: string, work: (client: PgClient) => Promise<T>) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function migrate(databaseUrl: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace', 'migration:run', '--force', '--no-schema-generate', '--compact-output'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`migrations failed (exit ${code}):\n${output}`))
    })
  })
}

async function main() {
  const bookings = Number(argument('bookings', '150000'))
  if (!Number.isInteger(bookings) || bookings < 100 || bookings > 1_000_000) throw new Error('--bookings must be an integer between 100 and 1,000,000')
  const seed = Number(argument('seed', '20261122'))
  const today = argument('today', new Date().toISOString().slice(0, 10))
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
  const { url, database } = loopbackUrl(databaseUrl)
  const started = performance.now()
  const lap = (label: string) => console.log(`${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  await withClient(maintenance.href, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rows.length) await client.query(`CREATE DATABASE ${database}`)
  })
  await withClient(url.href, async (client) => {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  })
  lap(`database ${database} emptied`)
  await migrate(url.href)
  lap('migrations run')

  const summary = await withClient(url.href, async (client) => {
    await client.query('BEGIN')
    const result = await generateDataset(async (sql, bindings = []) => (await client.query(numbered(sql), bindings)).rows, { bookings, today, seed })
    await client.query('COMMIT')
    lap(`loaded ${result.bookings.toLocaleString('en-US')} bookings`)
    await client.query('VACUUM ANALYZE')
    lap('vacuum analyze')
    return result
  })
  console.log(
    `${summary.rooms} rooms, ${summary.roomTypes} types, ${summary.guests.toLocaleString('en-US')} guests, ${summary.bookings.toLocaleString('en-US')} bookings ` +
      `(${Object.entries(summary.byStatus)
        .map(([status, count]) => `${status} ${count.toLocaleString('en-US')}`)
        .join(', ')}; ${summary.unassigned} without a room), ${summary.bookingNights.toLocaleString('en-US')} booking nights, ` +
      `${summary.blocks} blocks, ${summary.rateRules} rate rules, ${summary.from} … ${summary.to}, past occupancy ${(summary.occupancy * 100).toFixed(1)} %`
  )
  console.log(`summary ${JSON.stringify({ ...summary, database, seconds: (performance.now() - started) / 1000 })}`)
}

const watchdog = setTimeout(() => {
  console.error(`generate.ts did not finish within ${WATCHDOG_MS / 60_000} minutes; stopping`)
  process.exit(1)
}, WATCHDOG_MS)
watchdog.unref()

main().then(
  () => clearTimeout(watchdog),
  (error) => {
    console.error(error?.stack ?? error)
    process.exitCode = 1
  }
)
