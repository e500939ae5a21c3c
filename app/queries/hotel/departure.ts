/*
| What leaving today means for a stay: an early departure (the booking ends
| today instead of on its departure date, and the nights not slept are
| released) or a late check-out (leaving on the departure day after the
| hotel's check-out hour, which may carry a charge).
|
| A guest who leaves on the arrival day keeps the first night: the room was
| given and must be cleaned, and a stay always holds at least one night.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { checkOutTime, lateCheckOutFeeCents } from '#config/hotel'
import { addDays, appToday, appZone } from '#services/clock'
import { taxOn, taxRateOf } from '#services/hotel/pricing'
import { ROOM_NIGHT_SOURCE } from '#enums/hotel/folio'

type Client = QueryClientContract | TransactionClientContract

/** The departure date if the guest leaves today. */
export function departureIfLeavingOn(stay: { checkIn: string; checkOut: string }, today: string) {
  if (today >= stay.checkOut) return stay.checkOut
  return today > stay.checkIn ? today : addDays(stay.checkIn, 1)
}

/** True once the hotel's clock has passed the check-out hour today. */
export function pastCheckOutHour(now = DateTime.now()) {
  return now.setZone(appZone()).toFormat('HH:mm') >= checkOutTime()
}

/** The late check-out charge that leaving now would carry, or null. */
export async function lateCheckOutOf(stay: { checkOut: string }, client: Client = db.connection()) {
  const feeCents = lateCheckOutFeeCents()
  if (feeCents === null || appToday() < stay.checkOut || !pastCheckOutHour()) return null
  const taxRateBp = await taxRateOf('extra', client)
  const taxCents = taxOn(feeCents, taxRateBp)
  return { time: checkOutTime(), feeCents, taxCents, totalCents: feeCents + taxCents }
}

/**
 * The check-out form's view of leaving today: the booked and the new
 * departure, and the room nights that would be released with what their
 * charges add up to on the folio.
 */
export async function departureOf(
  booking: { id: number; checkIn: string; checkOut: string },
  client: Client = db.connection()
) {
  const leavesOn = departureIfLeavingOn(booking, appToday())
  const nights: { night: string; total: number }[] =
    leavesOn < booking.checkOut
      ? await client
          .rawQuery(
            `SELECT n.night::text AS night, coalesce(c.total_cents, 0)::int AS total
               FROM booking_nights n
               LEFT JOIN folio_charges c
                 ON c.booking_id = n.booking_id AND c.source = ? AND c.source_ref = n.booking_id || ':' || n.night::text
              WHERE n.booking_id = ? AND n.night >= ?
              ORDER BY n.night`,
            [ROOM_NIGHT_SOURCE, booking.id, leavesOn]
          )
          .then((result) => result.rows)
      : []
  return {
    bookedCheckOut: booking.checkOut,
    checkOut: leavesOn,
    early: leavesOn < booking.checkOut,
    firstNightKept: leavesOn < booking.checkOut && leavesOn > appToday(),
    nights: nights.map((row) => ({ night: row.night as string, totalCents: Number(row.total) })),
    releasedCents: nights.reduce((sum, row) => sum + Number(row.total), 0),
    late: await lateCheckOutOf(booking, client),
  }
}
