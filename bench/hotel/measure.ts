/*
| Server time of the hotel's heavy reads, measured in-process on a booted
| application (see commands/bench_hotel.ts): the same functions the controllers
| call, with the same database pool, timed from the call to the resolved data.
| Each operation is warmed up, then run N times one after another with varied
| parameters (dates, types, statuses) drawn from a seeded generator, so every
| run of the benchmark asks the same questions.
*/
import db from '@adonisjs/lucid/services/db'
import { freeRooms, typeAvailability } from '#services/hotel/availability'
import { addDays, hotelToday } from '#services/hotel/calendar'
import { tapeChart } from '#queries/hotel/tape_chart'
import { bookingsList } from '#queries/hotel/bookings_list'
import { occupancyReport } from '#queries/hotel/occupancy'
import { revenueReport } from '#queries/hotel/revenue'
import type { BookingFilters } from '#validators/booking'

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

function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const call = (params: object, run: () => Promise<number>): Call => ({ params: JSON.stringify(params), run })

const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1))

/** The operations of the issue, with the calendar of the loaded data. */
export async function hotelOperations(): Promise<Operation[]> {
  const today = hotelToday()
  const [span] = (await db.rawQuery(`SELECT min(check_in)::text AS first, max(check_out)::text AS last FROM bookings`)).rows as { first: string | null; last: string | null }[]
  if (!span?.first || !span.last) throw new Error('the database has no bookings: run bench/hotel/generate.ts first')
  const typeIds = ((await db.from('room_types').where('is_active', true).orderBy('id').select('id')) as { id: number }[]).map((row) => row.id)
  const pickType = (random: () => number) => typeIds[Math.floor(random() * typeIds.length)]
  /* Report windows: a whole year that lies inside the history. */
  const firstReportDay = span.first
  const lastReportStart = addDays(today, -365)
  const reportDays = Math.max(0, Math.round((Date.parse(lastReportStart) - Date.parse(firstReportDay)) / 86_400_000))
  const yearFrom = (random: () => number) => {
    const from = addDays(firstReportDay, between(random, 0, reportDays))
    return { from, to: addDays(from, 364) }
  }
  const historyStatuses = ['checked_out', 'checked_out', 'cancelled', 'checked_in', 'no_show'] as const
  const sorts = ['arrival', 'departure', 'created', 'code'] as const

  return [
    {
      key: 'availability',
      label: 'Availability, 7 nights (all types + free rooms of one)',
      targetMs: 30,
      unit: 'rooms free',
      prepare: (random) => {
        /* What the booking form asks: a stay starting today … ~6 months ahead. */
        const from = addDays(today, between(random, 0, 170))
        const to = addDays(from, 7)
        const roomTypeId = pickType(random)
        return call({ from, to, roomTypeId }, async () => {
          const client = db.connection()
          const byType = await typeAvailability(client, { from, to })
          const rooms = await freeRooms(client, { roomTypeId, from, to })
          if (!byType.size) throw new Error('no room types in the availability answer')
          return rooms.length
        })
      },
    },
    {
      key: 'availability_types',
      label: '  of which typeAvailability (all types)',
      targetMs: null,
      unit: 'type-nights',
      prepare: (random) => {
        const from = addDays(today, between(random, 0, 170))
        return call({ from }, async () => {
          const byType = await typeAvailability(db.connection(), { from, to: addDays(from, 7) })
          return [...byType.values()].reduce((sum, nights) => sum + nights.length, 0)
        })
      },
    },
    {
      key: 'availability_rooms',
      label: '  of which freeRooms (one type)',
      targetMs: null,
      unit: 'rooms free',
      prepare: (random) => {
        const from = addDays(today, between(random, 0, 170))
        const roomTypeId = pickType(random)
        return call({ from, roomTypeId }, async () => (await freeRooms(db.connection(), { roomTypeId, from, to: addDays(from, 7) })).length)
      },
    },
    {
      key: 'tape_chart',
      label: 'Tape chart, 30 days × all rooms',
      targetMs: 30,
      unit: 'bookings',
      prepare: (random) => {
        /* Mostly around today, sometimes far back in the history or ahead. */
        const from = addDays(today, between(random, -365, 150))
        return call({ from }, async () => {
          const chart = await tapeChart(from, 30)
          if (!chart.rooms.length) throw new Error('the tape chart has no rooms')
          return chart.bookings.length + chart.unassigned.length
        })
      },
    },
    {
      key: 'bookings_index',
      label: 'Bookings Index page 1 (confirmed/pending + type)',
      targetMs: 25,
      unit: 'rows',
      prepare: (random) => {
        /* The desk's everyday view: what is coming, of one type, by arrival. */
        const filters: Partial<BookingFilters> = {
          status: random() < 0.75 ? 'confirmed' : 'pending',
          type: pickType(random),
          sort: 'arrival',
          direction: random() < 0.75 ? 'asc' : 'desc',
          page: 1,
        }
        return call(filters, async () => (await bookingsList(filters)).data.length)
      },
    },
    {
      key: 'bookings_index_history',
      label: 'Bookings Index page 1 (past statuses + type, any sort)',
      targetMs: 25,
      unit: 'rows',
      prepare: (random) => {
        /* Looking back: stays that ended (most of the table), cancellations, who is in house. */
        const filters: Partial<BookingFilters> = {
          status: historyStatuses[Math.floor(random() * historyStatuses.length)],
          type: pickType(random),
          sort: sorts[Math.floor(random() * sorts.length)],
          direction: random() < 0.5 ? 'asc' : 'desc',
          page: 1,
        }
        return call(filters, async () => (await bookingsList(filters)).data.length)
      },
    },
    {
      key: 'occupancy_year',
      label: 'Occupancy report, one year',
      targetMs: 300,
      unit: 'days',
      prepare: (random) => {
        const { from, to } = yearFrom(random)
        return call({ from, to }, async () => (await occupancyReport(from, to)).days.length)
      },
    },
    {
      key: 'revenue_year',
      label: 'Revenue report, one year',
      targetMs: 300,
      unit: 'days',
      prepare: (random) => {
        const { from, to } = yearFrom(random)
        return call({ from, to }, async () => (await revenueReport(from, to)).days.length)
      },
    },
  ]
}

/**
 * Measures every operation, interleaved: call i of each operation runs before
 * call i + 1 of any, so load from outside (another process on the machine)
 * lands on all operations alike instead of on whichever ran at that moment.
 * An operation that throws is reported with its error; the others go on.
 */
export async function measureAll(operations: Operation[], { iterations, warmup, seed }: { iterations: number; warmup: number; seed: number }): Promise<OperationResult[]> {
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
      const call = state.operation.prepare(state.random)
      try {
        const started = performance.now()
        const size = await call.run()
        const ms = performance.now() - started
        if (i >= warmup) {
          state.times.push({ ms, params: call.params })
          state.returned += size
        }
      } catch (error) {
        state.error = (error as Error)?.message ?? String(error)
      }
    }
  }
  return states.map(({ operation, times, returned, error }) => {
    const base = { key: operation.key, label: operation.label, targetMs: operation.targetMs, iterations: times.length }
    if (error || !times.length) {
      return { ...base, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN, returned: '–', slowest: [], error: error ?? 'no calls' }
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
