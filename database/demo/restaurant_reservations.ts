/*
| Demo reservations: the past 60 days and the next 14, relative to the
| restaurant's today so the demo is current whenever it is started. Each day
| gets lunch and dinner parties from a seeded generator; each party gets the
| smallest free table that seats it (so no table ever holds two overlapping
| active reservations). What a reservation looks like follows from when it is:
|
|   over            completed (seated and left), a few no-shows and cancellations
|   happening now   seated at its table
|   later           booked, a few cancelled; some far ahead without a table yet
|
| The two tables left last today (and not taken again) still need cleaning. Written
| in one transaction with bulk inserts; skipped when any reservation exists.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { localInstant, appToday } from '#services/clock'
import { seededRandom } from './seeded_random.js'

const HISTORY_DAYS = 60
const FUTURE_DAYS = 14
const SEED = 20_261_124
const CHUNK = 500
const SLOTS = ['12:30', '13:00', '13:30', '14:00', '19:30', '20:00', '20:30', '21:00', '21:30']
const PARTY_SIZES = [2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 8]
const NOTES = [
  '',
  '',
  '',
  '',
  'Birthday: candle on the dessert',
  'High chair, please',
  'Window if possible',
  'Allergic to nuts',
]

type Table = { id: number; seats: number }

export async function seedDemoReservations(client: QueryClientContract) {
  if (await client.from('reservations').first()) return
  const tableRows = await client
    .from('restaurant_tables')
    .where('is_active', true)
    .orderBy('seats')
    .select('id', 'seats')
  const tables: Table[] = tableRows.map((row: any) => ({ id: row.id, seats: Number(row.seats) }))
  const customerRows = await client.from('customers').orderBy('id').select('id')
  const customers: number[] = customerRows.map((row: any) => row.id)
  if (tables.length === 0 || customers.length === 0) return
  const random = seededRandom(SEED)
  const now = DateTime.now()
  const today = appToday()
  const rows: Record<string, unknown>[] = []
  const recentlyLeft = new Map<number, DateTime>()

  for (let offset = -HISTORY_DAYS; offset <= FUTURE_DAYS; offset++) {
    const date = DateTime.fromISO(today).plus({ days: offset }).toISODate()!
    const weekend = [5, 6, 7].includes(DateTime.fromISO(date).weekday)
    const busy: Map<number, [DateTime, DateTime][]> = new Map()
    const parties = random.int(weekend ? 12 : 6, weekend ? 20 : 12)
    for (let party = 0; party < parties; party++) {
      const partySize = random.pick(PARTY_SIZES)
      const duration = partySize > 4 ? 120 : 90
      const startsAt = localInstant(date, random.pick(SLOTS))
      const endsAt = startsAt.plus({ minutes: duration })
      const free = tables.filter(
        (candidate) =>
          candidate.seats >= partySize &&
          !(busy.get(candidate.id) ?? []).some(([from, to]) => from < endsAt && startsAt < to)
      )
      /* Any of the free tables of the smallest size that seats the party. */
      const table = free.length
        ? random.pick(free.filter((candidate) => candidate.seats === free[0].seats))
        : undefined
      const roll = random.next()
      const over = endsAt <= now
      const happening = startsAt <= now && now < endsAt
      const status = over
        ? roll < 0.06
          ? 'no_show'
          : roll < 0.14
            ? 'cancelled'
            : 'completed'
        : happening
          ? 'seated'
          : roll < 0.08
            ? 'cancelled'
            : 'booked'
      /* Far-ahead bookings sometimes wait for a table; a party already seated or gone always had one. */
      const unassigned = !table || (status === 'booked' && offset > 3 && roll > 0.85)
      if (!table && status !== 'booked' && status !== 'cancelled') continue
      const tableId = unassigned ? null : table!.id
      if (tableId && ['booked', 'seated', 'completed'].includes(status))
        busy.set(tableId, [...(busy.get(tableId) ?? []), [startsAt, endsAt]])
      const seatedAt = ['seated', 'completed'].includes(status)
        ? startsAt.plus({ minutes: random.int(0, 10) })
        : null
      const completedAt =
        status === 'completed' ? endsAt.plus({ minutes: random.int(-15, 10) }) : null
      if (completedAt && tableId && offset === 0 && completedAt <= now)
        if (!recentlyLeft.has(tableId) || recentlyLeft.get(tableId)! < completedAt)
          recentlyLeft.set(tableId, completedAt)
      rows.push({
        customer_id: random.pick(customers),
        table_id: tableId,
        party_size: partySize,
        starts_at: startsAt.toJSDate(),
        duration_minutes: duration,
        ends_at: endsAt.toJSDate(),
        status,
        notes: random.pick(NOTES),
        seated_at: seatedAt?.toJSDate() ?? null,
        completed_at: completedAt?.toJSDate() ?? null,
        cancelled_at:
          status === 'cancelled' ? startsAt.minus({ days: random.int(1, 5) }).toJSDate() : null,
        no_show_at: status === 'no_show' ? startsAt.plus({ minutes: 30 }).toJSDate() : null,
        created_at: startsAt.minus({ days: random.int(1, 20) }).toJSDate(),
        updated_at: now.toJSDate(),
      })
    }
  }

  await client.transaction(async (trx) => {
    rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime())
    for (let start = 0; start < rows.length; start += CHUNK)
      await trx.table('reservations').multiInsert(rows.slice(start, start + CHUNK))
    const seated = new Set(
      rows.filter((row) => row.status === 'seated').map((row) => row.table_id as number)
    )
    const lastLeft = [...recentlyLeft]
      .filter(([id]) => !seated.has(id))
      .sort(([, a], [, b]) => b.toMillis() - a.toMillis())
    for (const [tableId, since] of lastLeft.slice(0, 2))
      await trx
        .from('restaurant_tables')
        .where('id', tableId)
        .update({ needs_cleaning_since: since.toJSDate() })
  })
}
