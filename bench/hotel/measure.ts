/*
| The hotel's heavy reads for commands/bench_hotel.ts: the same functions the
| controllers call, with varied parameters (dates, types, statuses); timed by
| bench/lib/measure.ts.
*/
import db from '@adonisjs/lucid/services/db'
import { freeRooms, typeAvailability } from '#services/hotel/availability'
import { addDays, appToday } from '#services/clock'
import { tapeChart } from '#queries/hotel/tape_chart'
import { bookingsList } from '#queries/hotel/bookings_list'
import { occupancyReport } from '#queries/hotel/occupancy'
import { revenueReport } from '#queries/hotel/revenue'
import type { BookingFilters } from '#validators/hotel/booking'
import { call, type Operation } from '../lib/measure.js'

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1))

/** The operations of the issue, with the calendar of the loaded data. */
export async function hotelOperations(): Promise<Operation[]> {
  const today = appToday()
  const spanResult = await db.rawQuery(
    `SELECT min(check_in)::text AS first, max(check_out)::text AS last FROM bookings`
  )
  const [span] = spanResult.rows as { first: string | null; last: string | null }[]
  if (!span?.first || !span.last)
    throw new Error('the database has no bookings: run bench/hotel/generate.ts first')
  const typeIds = (
    (await db.from('room_types').where('is_active', true).orderBy('id').select('id')) as {
      id: number
    }[]
  ).map((row) => row.id)
  const pickType = (random: () => number) => typeIds[Math.floor(random() * typeIds.length)]
  /* Report windows: a whole year that lies inside the history. */
  const firstReportDay = span.first
  const lastReportStart = addDays(today, -365)
  const reportDays = Math.max(
    0,
    Math.round((Date.parse(lastReportStart) - Date.parse(firstReportDay)) / 86_400_000)
  )
  const yearFrom = (random: () => number) => {
    const from = addDays(firstReportDay, between(random, 0, reportDays))
    return { from, to: addDays(from, 364) }
  }
  const historyStatuses = [
    'checked_out',
    'checked_out',
    'cancelled',
    'checked_in',
    'no_show',
  ] as const
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
        return call({ from, roomTypeId }, async () => {
          const rooms = await freeRooms(db.connection(), { roomTypeId, from, to: addDays(from, 7) })
          return rooms.length
        })
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
        return call(filters, async () => {
          const page = await bookingsList(filters)
          return page.data.length
        })
      },
    },
    {
      key: 'bookings_index_default',
      label: 'Bookings Index page 1-3, as it opens (in house + upcoming)',
      targetMs: 25,
      unit: 'rows',
      prepare: (random) => {
        /* The page as the desk opens it, sometimes paged on or narrowed to a type or turned around. */
        const filters: Partial<BookingFilters> = {
          scope: 'current',
          type: random() < 0.3 ? pickType(random) : null,
          sort: 'arrival',
          direction: random() < 0.8 ? 'asc' : 'desc',
          page: between(random, 1, 3),
        }
        return call(filters, async () => {
          const page = await bookingsList(filters)
          return page.data.length
        })
      },
    },
    {
      key: 'bookings_index_today',
      label: 'Bookings Index page 1, Today (arrivals, in house, departures)',
      targetMs: 25,
      unit: 'rows',
      prepare: (random) => {
        const filters: Partial<BookingFilters> = {
          scope: 'today',
          sort: random() < 0.5 ? 'arrival' : 'departure',
          direction: 'asc',
          page: 1,
        }
        return call(filters, async () => {
          const page = await bookingsList(filters)
          return page.data.length
        })
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
        return call(filters, async () => {
          const page = await bookingsList(filters)
          return page.data.length
        })
      },
    },
    {
      key: 'occupancy_year',
      label: 'Occupancy report, one year',
      targetMs: 300,
      unit: 'days',
      prepare: (random) => {
        const { from, to } = yearFrom(random)
        return call({ from, to }, async () => {
          const report = await occupancyReport(from, to)
          return report.days.length
        })
      },
    },
    {
      key: 'revenue_year',
      label: 'Revenue report, one year',
      targetMs: 300,
      unit: 'days',
      prepare: (random) => {
        const { from, to } = yearFrom(random)
        return call({ from, to }, async () => {
          const report = await revenueReport(from, to)
          return report.days.length
        })
      },
    },
  ]
}
