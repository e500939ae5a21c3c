/*
| Reservations report over [from, to]: the reservations starting on a day of
| the range (starts_at in the installation's time zone), whatever their status.
|
| - By status: how many reservations and how many guests (party sizes).
| - Covers: the party sizes of the reservations that came (seated or
|   completed).
| - No-show rate: no-shows ÷ the reservations whose day has come to a verdict
|   (seated + completed + no_show), in basis points rounded half up.
|   Cancelled ones are left out (the table was given back in advance), and so
|   are those still booked (not yet come, or not yet marked).
*/
import db from '@adonisjs/lucid/services/db'
import { RESERVATION_STATUSES, type ReservationStatus } from '#enums/restaurant/reservation_status'
import { basisPoints } from '#queries/report_math'
import { appZone } from '#services/clock'
import type { ReportRange } from '#validators/report_range'
import { daysOf, rangeInstants } from '#queries/restaurant/reports/sold_orders'

export type ReservationFigures = Record<ReservationStatus, number> & {
  reservations: number
  covers: number
  noShowRateBp: number
}
export type ReservationDay = ReservationFigures & { day: string }
export type StatusRow = { status: ReservationStatus; reservations: number; guests: number }
export type ReservationReport = {
  from: string
  to: string
  statuses: StatusRow[]
  days: ReservationDay[]
  totals: ReservationFigures
}

type Row = { day: string; status: ReservationStatus; reservations: number; guests: number }

function reservationFigures(rows: Row[]): ReservationFigures {
  const count = (status: ReservationStatus) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.reservations, 0)
  const guests = (status: ReservationStatus) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.guests, 0)
  const counts = Object.fromEntries(
    RESERVATION_STATUSES.map((status) => [status, count(status)])
  ) as Record<ReservationStatus, number>
  return {
    ...counts,
    reservations: RESERVATION_STATUSES.reduce((sum, status) => sum + counts[status], 0),
    covers: guests('seated') + guests('completed'),
    noShowRateBp: basisPoints(counts.no_show, counts.seated + counts.completed + counts.no_show),
  }
}

export async function reservationReport(range: ReportRange): Promise<ReservationReport> {
  const { start, end } = rangeInstants(range)
  const { rows } = await db.rawQuery(
    `
    SELECT to_char(starts_at AT TIME ZONE ?, 'YYYY-MM-DD') AS day, status,
      count(*)::int AS reservations, sum(party_size)::int AS guests
    FROM reservations
    WHERE starts_at >= ? AND starts_at < ?
    GROUP BY 1, 2`,
    [appZone(), start, end]
  )
  const all = rows as Row[]
  const byDay = Map.groupBy(all, (row) => row.day)
  return {
    from: range.from,
    to: range.to,
    statuses: RESERVATION_STATUSES.map((status) => {
      const of = all.filter((row) => row.status === status)
      return {
        status,
        reservations: of.reduce((sum, row) => sum + row.reservations, 0),
        guests: of.reduce((sum, row) => sum + row.guests, 0),
      }
    }),
    days: daysOf(range).map((day) => ({
      day,
      ...reservationFigures(byDay.get(day) ?? []),
    })),
    totals: reservationFigures(all),
  }
}
