/*
| Builds the restaurant benchmark's database from nothing:
|
|   node --import=@poppinss/ts-exec bench/restaurant/generate.ts [--tables=200] [--seed=N]
|
| DATABASE_URL (default postgres://postgres@127.0.0.1:5432/posada_bench_restaurant)
| must name a server on this machine and a database of its own: it is created
| when missing and its public schema dropped and recreated. The application's
| migrations run, then the demo seeder (users and roles, the demo restaurant),
| then the dining room grows to --tables tables in areas of 25, each with a
| reservation history over the past 60 days and the next 14 (lunch and dinner,
| never overlapping), and today's state: about a third of the tables seated
| now, some reserved within the hour, some waiting to be cleaned. One more
| table, BENCH, has no history: the fan-out benchmark changes its status.
| Prints one JSON summary line prefixed `summary `.
*/
import {
  ace,
  argument,
  emptyDatabase,
  loopbackUrl,
  migrate,
  type PgClient,
  withClient,
} from '../lib/database.js'

const WATCHDOG_MS = 5 * 60_000
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench_restaurant'
const AREA_SIZE = 25
const HISTORY_DAYS = 60
const FUTURE_DAYS = 14
const BATCH = 4000

/** mulberry32: the same data on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

async function insertRows(client: PgClient, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH)
    const values: unknown[] = []
    const tuples = chunk.map((row) => {
      const marks = columns.map((column) => {
        values.push(row[column])
        return `$${values.length}`
      })
      return `(${marks.join(', ')})`
    })
    await client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      values
    )
  }
}

async function main() {
  const target = Number(argument('tables', '200'))
  if (!Number.isInteger(target) || target < 30 || target > 2000)
    throw new Error('--tables must be an integer between 30 and 2,000')
  const random = generator(Number(argument('seed', '20261124')))
  const { url, database } = loopbackUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
  const started = performance.now()
  const lap = (label: string) =>
    console.log(`${label.padEnd(30)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

  await emptyDatabase(url, database)
  lap(`database ${database} emptied`)
  await migrate(url.href)
  lap('migrations run')
  await ace(['db:seed'], url.href)
  lap('demo seeded')

  const summary = await withClient(url.href, async (client) => {
    await client.query('BEGIN')
    const before = await client.query('SELECT count(*) AS n FROM restaurant_tables')
    const existing = Number(before.rows[0].n)
    const now = new Date()
    const tables: Record<string, unknown>[] = []
    for (let index = 0; index < target - existing - 1; index++) {
      const area = `Hall ${String.fromCharCode(65 + Math.floor(index / AREA_SIZE))}`
      const slot = index % AREA_SIZE
      const seats = [2, 2, 4, 4, 4, 6, 8][slot % 7]
      tables.push({
        name: `H${index + 1}`,
        area,
        seats,
        shape: seats === 2 ? 'round' : seats >= 6 ? 'rectangle' : 'square',
        pos_x: 40 + (slot % 5) * 230,
        pos_y: 40 + Math.floor(slot / 5) * 150,
        width: seats >= 6 ? 180 : 100,
        height: 100,
        is_active: true,
        needs_cleaning_since: random() < 0.1 ? new Date(now.getTime() - 15 * 60_000) : null,
        created_at: now,
        updated_at: now,
      })
    }
    tables.push({
      name: 'BENCH',
      area: 'Bench',
      seats: 4,
      shape: 'square',
      pos_x: 40,
      pos_y: 40,
      width: 100,
      height: 100,
      is_active: true,
      needs_cleaning_since: null,
      created_at: now,
      updated_at: now,
    })
    await insertRows(client, 'restaurant_tables', tables)
    const addedRows = await client.query(
      `SELECT id, name FROM restaurant_tables WHERE name LIKE 'H%' ORDER BY id`
    )
    const added = addedRows.rows as { id: number; name: string }[]
    const customerRows = await client.query('SELECT id FROM customers ORDER BY id')
    const customers = customerRows.rows.map((row) => row.id)
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]

    const reservations: Record<string, unknown>[] = []
    const add = (tableId: number, startsAt: Date, status: string) => {
      const endsAt = new Date(startsAt.getTime() + 90 * 60_000)
      reservations.push({
        customer_id: pick(customers),
        table_id: tableId,
        party_size: 2,
        starts_at: startsAt,
        duration_minutes: 90,
        ends_at: endsAt,
        status,
        notes: '',
        seated_at: ['seated', 'completed'].includes(status) ? startsAt : null,
        completed_at: status === 'completed' ? endsAt : null,
        created_at: now,
        updated_at: now,
      })
    }
    const midnight = new Date(now)
    midnight.setUTCHours(0, 0, 0, 0)
    for (const table of added) {
      for (let day = -HISTORY_DAYS; day <= FUTURE_DAYS; day++) {
        if (day === 0) continue
        const base = midnight.getTime() + day * 86_400_000
        if (random() < 0.6)
          add(table.id, new Date(base + 12.5 * 3_600_000), day < 0 ? 'completed' : 'booked')
        if (random() < 0.8)
          add(table.id, new Date(base + 20 * 3_600_000), day < 0 ? 'completed' : 'booked')
      }
      const roll = random()
      if (roll < 0.35) add(table.id, new Date(now.getTime() - 30 * 60_000), 'seated')
      else if (roll < 0.55) add(table.id, new Date(now.getTime() + 30 * 60_000), 'booked')
    }
    await insertRows(client, 'reservations', reservations)
    await client.query('COMMIT')
    lap(`${tables.length} tables, ${reservations.length} reservations added`)
    await client.query('VACUUM ANALYZE')
    lap('vacuum analyze')
    const totals = await client.query(
      'SELECT (SELECT count(*) FROM restaurant_tables)::int AS tables, (SELECT count(*) FROM reservations)::int AS reservations'
    )
    const counts = totals.rows[0]
    return { tables: counts.tables, reservations: counts.reservations }
  })
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
