/*
| The tape chart's data: rooms × days with the bookings and out-of-order blocks
| that cover them. Three set-based queries whatever the size of the window or
| the hotel: the active rooms, every booking whose stay overlaps the window, and
| every block that does. Overlap is asked as `daterange && daterange`, which the
| GiST index on the stay's range answers (migration 0008), so a window in the
| middle of years of history reads only the bookings it shows.
*/
import db from '@adonisjs/lucid/services/db'
import { addDays, appToday } from '#services/clock'
import { appCurrency } from '#services/money'

export type TapeChartRoom = {
  id: number
  number: string
  floor: number
  roomTypeId: number
  roomTypeCode: string
  roomTypeName: string
  housekeepingStatus: string
}

export type TapeChartBooking = {
  id: number
  code: string
  roomId: number
  roomTypeId: number
  checkIn: string
  checkOut: string
  status: string
  guestName: string
  lockVersion: number
  totalCents: number
}

export type TapeChartData = {
  from: string
  days: number
  /** The hotel's date today, so the client highlights the same day the server counts from. */
  today: string
  /** Prices in the move dialog are shown in the installation's currency. */
  currency: string
  rooms: TapeChartRoom[]
  bookings: TapeChartBooking[]
  /** Active bookings in the window that have no room yet: they are not bars, but the desk must see them. */
  unassigned: Omit<TapeChartBooking, 'roomId'>[]
  blocks: { id: number; roomId: number; startsOn: string; endsOn: string; reason: string }[]
}

type BookingRow = {
  id: number
  code: string
  room_id: number | null
  room_type_id: number
  check_in: string
  check_out: string
  status: string
  guest_name: string
  lock_version: number
  total_cents: number
}

export async function tapeChart(from: string, days: number): Promise<TapeChartData> {
  const to = addDays(from, days)
  const [rooms, bookings, blocks] = await Promise.all([
    db.rawQuery(
      `SELECT r.id, r.number, r.floor, r.room_type_id, rt.code AS room_type_code, rt.name AS room_type_name, r.housekeeping_status
         FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
        WHERE r.is_active
        ORDER BY r.floor, length(r.number), r.number`
    ),
    db.rawQuery(
      `SELECT b.id, b.code, b.room_id, b.room_type_id, b.check_in::text AS check_in, b.check_out::text AS check_out, b.status,
              b.lock_version, b.total_cents, g.first_name || ' ' || g.last_name AS guest_name
         FROM bookings b JOIN guests g ON g.id = b.guest_id
        WHERE daterange(b.check_in, b.check_out, '[)') && daterange(?::date, ?::date, '[)')
          AND b.status NOT IN ('cancelled', 'no_show')
        ORDER BY b.room_id NULLS LAST, b.check_in`,
      [from, to]
    ),
    db.rawQuery(
      `SELECT id, room_id, starts_on::text AS starts_on, ends_on::text AS ends_on, reason
         FROM room_blocks
        WHERE daterange(starts_on, ends_on, '[)') && daterange(?::date, ?::date, '[)')
        ORDER BY room_id, starts_on`,
      [from, to]
    ),
  ])

  const bars: TapeChartBooking[] = []
  const unassigned: TapeChartData['unassigned'] = []
  for (const row of bookings.rows as BookingRow[]) {
    const booking = {
      id: row.id,
      code: row.code,
      roomTypeId: row.room_type_id,
      checkIn: row.check_in,
      checkOut: row.check_out,
      status: row.status,
      guestName: row.guest_name,
      lockVersion: row.lock_version,
      totalCents: row.total_cents,
    }
    if (row.room_id === null) unassigned.push(booking)
    else bars.push({ ...booking, roomId: row.room_id })
  }

  return {
    from,
    days,
    today: appToday(),
    currency: appCurrency(),
    rooms: rooms.rows.map((row: any) => ({
      id: row.id,
      number: row.number,
      floor: row.floor,
      roomTypeId: row.room_type_id,
      roomTypeCode: row.room_type_code,
      roomTypeName: row.room_type_name,
      housekeepingStatus: row.housekeeping_status,
    })),
    bookings: bars,
    unassigned,
    blocks: blocks.rows.map((row: any) => ({
      id: row.id,
      roomId: row.room_id,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      reason: row.reason,
    })),
  }
}
