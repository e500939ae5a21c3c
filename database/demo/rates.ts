import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { appToday } from '#services/clock'

/* Friday and Saturday nights (ISO weekdays 5 and 6). */
const WEEKEND = [5, 6]
const SATURDAY = [6]

/**
 * A small rate plan so the demo prices vary the way a real hotel's do: weekend
 * prices on Standard and Deluxe, a December season on Family and Suite, and a
 * two-night minimum for Saturday arrivals in the Suite. Skipped when any rule
 * exists (or before the room types do).
 */
export async function seedDemoRates(client: QueryClientContract) {
  if (await client.from('room_type_rate_rules').select('id').first()) return
  const types: { id: number; code: string }[] = await client.from('room_types').select('id', 'code')
  const idOf = new Map(types.map((type) => [type.code.toUpperCase(), type.id]))
  if (!['STD', 'DLX', 'FAM', 'STE'].every((code) => idOf.has(code))) return
  /* The December the demo's 90 past and 30 coming days can reach. */
  const today = appToday()
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) <= 2 ? 1 : 0)
  const now = new Date()
  const rule = (
    code: string,
    values: {
      name: string
      starts_on?: string
      ends_on?: string
      weekdays?: number[]
      nightly_rate_cents?: number
      min_stay?: number
    }
  ) => ({
    room_type_id: idOf.get(code),
    starts_on: null,
    ends_on: null,
    weekdays: [],
    nightly_rate_cents: null,
    min_stay: null,
    closed_to_arrival: false,
    created_at: now,
    updated_at: now,
    ...values,
  })
  await client.table('room_type_rate_rules').multiInsert([
    rule('STD', { name: 'Weekend', weekdays: WEEKEND, nightly_rate_cents: 10500 }),
    rule('DLX', { name: 'Weekend', weekdays: WEEKEND, nightly_rate_cents: 16500 }),
    rule('FAM', {
      name: `December ${year}`,
      starts_on: `${year}-12-01`,
      ends_on: `${year}-12-31`,
      nightly_rate_cents: 21000,
    }),
    rule('STE', {
      name: `December ${year}`,
      starts_on: `${year}-12-01`,
      ends_on: `${year}-12-31`,
      nightly_rate_cents: 33000,
    }),
    rule('STE', { name: 'Saturday arrivals: two nights', weekdays: SATURDAY, min_stay: 2 }),
  ])
}
