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
import { generateDataset } from './dataset.js'
import {
  argument,
  DEFAULT_DATABASE_URL,
  emptyDatabase,
  loopbackUrl,
  migrate,
  numbered,
  withClient,
} from '../lib/database.js'

const WATCHDOG_MS = 5 * 60_000

async function main() {
  const bookings = Number(argument('bookings', '150000'))
  if (!Number.isInteger(bookings) || bookings < 100 || bookings > 1_000_000)
    throw new Error('--bookings must be an integer between 100 and 1,000,000')
  const seed = Number(argument('seed', '20261122'))
  const today = argument('today', new Date().toISOString().slice(0, 10))
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
  const { url, database } = loopbackUrl(databaseUrl)
  const started = performance.now()
  const lap = (label: string) =>
    console.log(`${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

  await emptyDatabase(url, database)
  lap(`database ${database} emptied`)
  await migrate(url.href)
  lap('migrations run')

  const summary = await withClient(url.href, async (client) => {
    await client.query('BEGIN')
    const result = await generateDataset(
      async (sql, bindings = []) => {
        const answer = await client.query(numbered(sql), bindings)
        return answer.rows
      },
      { bookings, today, seed }
    )
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
        .join(
          ', '
        )}; ${summary.unassigned} without a room), ${summary.bookingNights.toLocaleString('en-US')} booking nights, ` +
      `${summary.blocks} blocks, ${summary.rateRules} rate rules, ${summary.from} … ${summary.to}, past occupancy ${(summary.occupancy * 100).toFixed(1)} %`
  )
  console.log(
    `summary ${JSON.stringify({ ...summary, database, seconds: (performance.now() - started) / 1000 })}`
  )
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
