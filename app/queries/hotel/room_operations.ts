import db from '@adonisjs/lucid/services/db'
import { ACTIVE_BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { appToday } from '#services/clock'

const UPCOMING_LIMIT = 20

/** The room's out-of-order blocks that have not ended yet, soonest first. */
export async function currentBlocks(roomId: number) {
  const rows = await db
    .from('room_blocks as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .where('k.room_id', roomId)
    .where('k.ends_on', '>', appToday())
    .orderBy('k.starts_on')
    .select(
      'k.id',
      'k.reason',
      'u.full_name as created_by_name',
      db.raw('k.starts_on::text as starts_on'),
      db.raw('k.ends_on::text as ends_on')
    )
  return rows.map((row) => ({
    id: row.id,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    reason: row.reason,
    createdByName: row.created_by_name as string | null,
  }))
}

/** Active bookings holding the room from today on: what a block would collide with. */
export async function upcomingBookings(roomId: number) {
  const rows = await db
    .from('bookings as b')
    .join('guests as g', 'g.id', 'b.guest_id')
    .where('b.room_id', roomId)
    .whereIn('b.status', ACTIVE_BOOKING_STATUSES as unknown as string[])
    .where('b.check_out', '>', appToday())
    .orderBy('b.check_in')
    .limit(UPCOMING_LIMIT)
    .select(
      'b.id',
      'b.code',
      'b.status',
      'g.first_name',
      'g.last_name',
      db.raw('b.check_in::text as check_in'),
      db.raw('b.check_out::text as check_out')
    )
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    guestName: `${row.first_name} ${row.last_name}`,
    checkIn: row.check_in,
    checkOut: row.check_out,
  }))
}
