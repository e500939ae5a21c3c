/*
| The hotel's public answer to "who is staying now": bookings checked in, with
| their room and guest, for the restaurant's room-service orders.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

type Client = QueryClientContract | TransactionClientContract

export type InHouseBooking = { id: number; code: string; roomNumber: string; guestName: string }

function inHouse(client: Client) {
  return client
    .from('bookings as b')
    .join('rooms as r', 'r.id', 'b.room_id')
    .join('guests as g', 'g.id', 'b.guest_id')
    .where('b.status', 'checked_in')
    .select(
      'b.id',
      'b.code',
      'r.number as roomNumber',
      db.raw(`g.first_name || ' ' || g.last_name AS "guestName"`)
    )
}

/** Every booking in house now, by room number. */
export async function inHouseBookings(client: Client = db.connection()): Promise<InHouseBooking[]> {
  return inHouse(client).orderByRaw('r.number')
}

/**
 * The booking when it is in house now; null otherwise. In a transaction the
 * booking's row is share-locked until it ends: a check-out in progress (which
 * holds the row) is waited for, and the guest is then found gone; a check-out
 * that starts later sees what this transaction wrote.
 */
export async function inHouseBooking(
  client: Client,
  bookingId: number
): Promise<InHouseBooking | null> {
  const query = inHouse(client).where('b.id', bookingId)
  if (client.isTransaction) query.forShare('b')
  return (await query.first()) ?? null
}
