/*
| Guests report over [from, to] (both included).
|
| - Guests in range: distinct primary guests of bookings with a sold night
|   (confirmed, checked in or checked out) in the range.
| - Nationalities: those guests by guests.nationality; guests without one are
|   grouped as unknown (null).
| - Repeat guests: guests in range who have at least 2 sold bookings in total
|   (any dates); count and share of the guests in range (basis points).
| - Spend: room revenue of their sold nights in the range plus their non-room
|   folio charges (restaurant, extras) with a service date in the range, both
|   net of tax. Room charges on the folio are left out: the nights already are
|   the room revenue. Top guests are the 10 highest spenders.
| - Average length of stay: nights per sold booking, over sold bookings
|   arriving (check-in) in the range, in hundredths of a night rounded half up.
*/
import db from '@adonisjs/lucid/services/db'
import { SOLD_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { basisPoints, roundedRatio } from '#queries/report_math'

export type NationalityRow = {
  nationality: string | null
  guests: number
  repeatGuests: number
  shareBp: number
}
export type GuestSpendRow = {
  guestId: number
  name: string
  nationality: string | null
  nights: number
  roomRevenueCents: number
  otherChargesCents: number
  spendCents: number
  soldBookings: number
}
export type GuestReport = {
  from: string
  to: string
  guests: number
  nationalities: NationalityRow[]
  repeatGuests: { guests: number; shareBp: number }
  topGuests: GuestSpendRow[]
  averageStay: { bookings: number; nights: number; hundredths: number }
}

const TOP_GUESTS = 10
const sold = () => [...SOLD_BOOKING_STATUSES]

/** Guests who spent in the range, highest spend first; a page at a time (the CSV export walks every page). */
export async function guestSpend(
  from: string,
  to: string,
  { limit, offset = 0 }: { limit: number; offset?: number }
): Promise<GuestSpendRow[]> {
  const { rows } = await db.rawQuery(
    `
    WITH room AS (
      SELECT b.guest_id, count(*)::int AS nights, sum(bn.rate_cents)::bigint AS revenue
      FROM booking_nights bn JOIN bookings b ON b.id = bn.booking_id
      WHERE bn.night BETWEEN ?::date AND ?::date AND b.status = ANY(?::text[])
      GROUP BY b.guest_id
    ),
    other AS (
      SELECT b.guest_id, sum(c.amount_cents)::bigint AS amount
      FROM folio_charges c JOIN bookings b ON b.id = c.booking_id
      WHERE c.service_date BETWEEN ?::date AND ?::date AND c.kind <> 'room'
      GROUP BY b.guest_id
    ),
    spenders AS (
      SELECT coalesce(room.guest_id, other.guest_id) AS guest_id,
        coalesce(room.nights, 0) AS nights, coalesce(room.revenue, 0) AS revenue, coalesce(other.amount, 0) AS other
      FROM room FULL JOIN other ON other.guest_id = room.guest_id
    )
    SELECT g.id, g.first_name, g.last_name, g.nationality, s.nights, s.revenue, s.other,
      (SELECT count(*) FROM bookings x WHERE x.guest_id = g.id AND x.status = ANY(?::text[]))::int AS sold_bookings
    FROM spenders s JOIN guests g ON g.id = s.guest_id
    ORDER BY s.revenue + s.other DESC, g.last_name, g.first_name, g.id
    LIMIT ? OFFSET ?
    `,
    [from, to, sold(), from, to, sold(), limit, offset]
  )
  return (
    rows as {
      id: number
      first_name: string
      last_name: string
      nationality: string | null
      nights: number
      revenue: string
      other: string
      sold_bookings: number
    }[]
  ).map((row) => ({
    guestId: row.id,
    name: `${row.first_name} ${row.last_name}`,
    nationality: row.nationality,
    nights: row.nights,
    roomRevenueCents: Number(row.revenue),
    otherChargesCents: Number(row.other),
    spendCents: Number(row.revenue) + Number(row.other),
    soldBookings: row.sold_bookings,
  }))
}

async function nationalities(from: string, to: string) {
  const { rows } = await db.rawQuery(
    `
    WITH in_range AS (
      SELECT DISTINCT b.guest_id
      FROM booking_nights bn JOIN bookings b ON b.id = bn.booking_id
      WHERE bn.night BETWEEN ?::date AND ?::date AND b.status = ANY(?::text[])
    )
    SELECT g.nationality, count(*)::int AS guests,
      count(*) FILTER (WHERE (SELECT count(*) FROM bookings x WHERE x.guest_id = g.id AND x.status = ANY(?::text[])) >= 2)::int AS repeat_guests
    FROM in_range i JOIN guests g ON g.id = i.guest_id
    GROUP BY g.nationality
    ORDER BY guests DESC, g.nationality NULLS LAST
    `,
    [from, to, sold(), sold()]
  )
  return rows as { nationality: string | null; guests: number; repeat_guests: number }[]
}

async function averageStay(from: string, to: string) {
  const row = await db
    .from('bookings')
    .whereIn('status', sold())
    .whereBetween('check_in', [from, to])
    .select(
      db.raw('count(*)::int AS bookings'),
      db.raw('coalesce(sum(check_out - check_in), 0)::int AS nights')
    )
    .first()
  const bookings = Number(row?.bookings ?? 0)
  const nights = Number(row?.nights ?? 0)
  return { bookings, nights, hundredths: roundedRatio(nights, bookings, 100) }
}

export async function guestReport(from: string, to: string): Promise<GuestReport> {
  const groups = await nationalities(from, to)
  const topGuests = await guestSpend(from, to, { limit: TOP_GUESTS })
  const stay = await averageStay(from, to)
  const guests = groups.reduce((total, group) => total + group.guests, 0)
  const repeat = groups.reduce((total, group) => total + group.repeat_guests, 0)
  return {
    from,
    to,
    guests,
    nationalities: groups.map((group) => ({
      nationality: group.nationality,
      guests: group.guests,
      repeatGuests: group.repeat_guests,
      shareBp: basisPoints(group.guests, guests),
    })),
    repeatGuests: { guests: repeat, shareBp: basisPoints(repeat, guests) },
    topGuests,
    averageStay: stay,
  }
}
