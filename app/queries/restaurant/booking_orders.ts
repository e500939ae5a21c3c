/*
| The restaurant's public answer to "what does this stay owe the restaurant":
| the orders of a hotel booking — its room-service orders, and any order
| charged to its room (a room_charge payment naming the booking, not refunded
| in full). The hotel lists them on the booking's page and refuses check-out
| while one is still in service (open, sent or served): such an order may yet
| add to the bill or be charged to the room (SPEC §11.1). Closed and voided
| orders are final.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import db from '@adonisjs/lucid/services/db'
import { ACTIVE_ORDER_STATUSES } from '#enums/restaurant/order_status'
import { base, rowOf, type OrderRow } from '#queries/restaurant/order_query'

const BOOKING_ORDERS_SHOWN = 100
/* A room charge still stands while its refunds (negative payments pointing at it) leave some of it. */
const NOT_REFUNDED_IN_FULL = `p.amount_cents + coalesce((SELECT sum(r.amount_cents) FROM payments r
  WHERE r.refund_of = p.id), 0) > 0`

function ofBooking(query: DatabaseQueryBuilderContract, bookingId: number) {
  return query.where((match) =>
    match
      .where((roomService) =>
        roomService.where('o.kind', 'room_service').where('o.booking_id', bookingId)
      )
      .orWhereExists((charge) =>
        charge
          .from('payments as p')
          .whereRaw('p.order_id = o.id')
          .where('p.method', 'room_charge')
          .where('p.booking_id', bookingId)
          .where('p.amount_cents', '>', 0)
          .whereRaw(NOT_REFUNDED_IN_FULL)
      )
  )
}

/** The booking's orders still in service, oldest first: what holds its check-out. */
export async function activeOrdersOfBooking(
  bookingId: number,
  client: QueryClientContract = db.connection()
): Promise<OrderRow[]> {
  const rows = await ofBooking(base(client), bookingId)
    .whereIn('o.status', [...ACTIVE_ORDER_STATUSES])
    .orderBy('o.opened_at')
    .orderBy('o.id')
  return rows.map(rowOf)
}

/** Every order of the booking, newest first, for its page. */
export async function ordersOfBooking(bookingId: number): Promise<OrderRow[]> {
  const rows = await ofBooking(base(), bookingId)
    .orderBy('o.opened_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(BOOKING_ORDERS_SHOWN)
  return rows.map(rowOf)
}
