/*
| Room types report over [from, to] (both included), one row per room type that
| had rooms in service or sold nights in the range.
|
| - Available room-nights of a type = the days of the range its rooms were in
|   service under it (room_service_periods) − the days of those that they spent
|   blocked out of order.
| - Sold nights and room revenue (net cents) are booking_nights of bookings
|   confirmed, checked in or checked out (read as in the occupancy report: all
|   nights but those of unsold bookings), counted under the type that was sold
|   (booking_nights.room_type_id).
| - Occupancy = sold ÷ available (basis points), ADR = revenue ÷ sold (cents),
|   share = the type's revenue ÷ all types' revenue (basis points); each rounded
|   half up, 0 when the divisor is 0. Totals are sums, then the same ratios.
*/
import db from '@adonisjs/lucid/services/db'
import { UNSOLD_BOOKING_STATUSES } from '#queries/hotel/occupancy'
import { basisPoints, roundedRatio } from '#queries/report_math'

export type RoomTypeFigures = {
  available: number
  sold: number
  occupancyBp: number
  revenueCents: number
  adrCents: number
  revenueShareBp: number
}
export type RoomTypeRow = RoomTypeFigures & { roomTypeId: number; code: string; name: string }
export type RoomTypeReport = {
  from: string
  to: string
  types: RoomTypeRow[]
  totals: RoomTypeFigures
}

type Counted = { available: number; sold: number; revenueCents: number }

function figures(
  { available, sold, revenueCents }: Counted,
  totalRevenueCents: number
): RoomTypeFigures {
  return {
    available,
    sold,
    occupancyBp: basisPoints(sold, available),
    revenueCents,
    adrCents: roundedRatio(revenueCents, sold),
    revenueShareBp: basisPoints(revenueCents, totalRevenueCents),
  }
}

export async function roomTypeReport(from: string, to: string): Promise<RoomTypeReport> {
  const { rows } = await db.rawQuery(
    `
    WITH periods AS (
      SELECT p.room_id, p.room_type_id,
        greatest(p.starts_on, ?::date) AS starts_on,
        least(coalesce(p.ends_on, ?::date + 1), ?::date + 1) AS ends_on
      FROM room_service_periods p
      WHERE p.starts_on <= ?::date AND (p.ends_on IS NULL OR p.ends_on > ?::date)
    ),
    in_service AS (
      SELECT room_type_id, sum(ends_on - starts_on)::int AS room_nights
      FROM periods GROUP BY room_type_id
    ),
    blocked AS (
      SELECT p.room_type_id,
        sum(least(b.ends_on, p.ends_on) - greatest(b.starts_on, p.starts_on))::int AS room_nights
      FROM room_blocks b
      JOIN periods p ON p.room_id = b.room_id AND b.starts_on < p.ends_on AND b.ends_on > p.starts_on
      GROUP BY p.room_type_id
    ),
    sold AS (
      SELECT bn.room_type_id, count(*)::int AS nights, sum(bn.rate_cents)::bigint AS revenue
      FROM booking_nights bn
      WHERE bn.night BETWEEN ?::date AND ?::date
        AND bn.booking_id NOT IN (SELECT id FROM bookings WHERE status = ANY(?::text[]))
      GROUP BY bn.room_type_id
    )
    SELECT rt.id, rt.code, rt.name,
      (coalesce(i.room_nights, 0) - coalesce(k.room_nights, 0))::int AS available,
      coalesce(s.nights, 0)::int AS sold,
      coalesce(s.revenue, 0)::bigint AS revenue
    FROM room_types rt
    LEFT JOIN in_service i ON i.room_type_id = rt.id
    LEFT JOIN blocked k ON k.room_type_id = rt.id
    LEFT JOIN sold s ON s.room_type_id = rt.id
    WHERE i.room_type_id IS NOT NULL OR s.room_type_id IS NOT NULL
    ORDER BY rt.code
    `,
    [from, to, to, to, from, from, to, UNSOLD_BOOKING_STATUSES]
  )
  const counted = (
    rows as {
      id: number
      code: string
      name: string
      available: number
      sold: number
      revenue: string | number
    }[]
  ).map((row) => ({
    roomTypeId: row.id,
    code: row.code,
    name: row.name,
    available: row.available,
    sold: row.sold,
    revenueCents: Number(row.revenue),
  }))
  const sums = counted.reduce<Counted>(
    (total, row) => ({
      available: total.available + row.available,
      sold: total.sold + row.sold,
      revenueCents: total.revenueCents + row.revenueCents,
    }),
    { available: 0, sold: 0, revenueCents: 0 }
  )
  return {
    from,
    to,
    types: counted.map((row) => ({
      roomTypeId: row.roomTypeId,
      code: row.code,
      name: row.name,
      ...figures(row, sums.revenueCents),
    })),
    totals: figures(sums, sums.revenueCents),
  }
}
