import db from '@adonisjs/lucid/services/db'
import type { KitchenStatus } from '#enums/restaurant/kitchen_status'
import type { MenuStation } from '#enums/restaurant/menu_station'
import type { OrderKind } from '#enums/restaurant/order_status'

/** One line as the station reads it: voided lines stay on, struck through. */
export type KitchenLine = {
  id: number
  name: string
  quantity: number
  notes: string
  course: number
  kitchenStatus: KitchenStatus
  preparationMinutes: number
  voided: boolean
}

export type KitchenTicketCard = {
  id: number
  orderId: number
  orderNumber: string
  kind: OrderKind
  /** The table's name, or the room's number for room service; null for takeaway. */
  tableName: string | null
  roomNumber: string | null
  waiterName: string
  /** When the send fired it (ISO). */
  sentAt: string
  lines: KitchenLine[]
}

export type KitchenBoard = {
  tickets: KitchenTicketCard[]
  /** The station's last bumped ticket (what Recall brings back), if any. */
  lastBumpedId: number | null
}

/*
| One statement: the station's open tickets in the order they arrived, each
| with its order's headline and its lines gathered as JSON (so no query per
| ticket), and, as a scalar subquery, the station's last bumped ticket (an
| index probe of kitchen_tickets_bumped). A voided order's tickets stay until
| bumped, every line struck through, so the cooks see the void.
*/
const BOARD_SQL = `
  SELECT k.id, k.order_id, k.sent_at, o.number, o.kind, t.name AS table_name, r.number AS room_number,
    u.full_name AS waiter_name,
    COALESCE((
      SELECT json_agg(json_build_object(
          'id', l.id, 'name', l.name, 'quantity', l.quantity, 'notes', l.notes, 'course', l.course,
          'kitchenStatus', l.kitchen_status, 'preparationMinutes', l.preparation_minutes,
          'voided', l.voided_at IS NOT NULL OR o.status = 'voided'
        ) ORDER BY l.course, l.id)
      FROM order_lines l WHERE l.ticket_id = k.id
    ), '[]') AS lines,
    (SELECT b.id FROM kitchen_tickets b WHERE b.station = :station AND b.bumped_at IS NOT NULL
      ORDER BY b.bumped_at DESC, b.id DESC LIMIT 1) AS last_bumped_id
  FROM kitchen_tickets k
  JOIN orders o ON o.id = k.order_id
  JOIN users u ON u.id = o.waiter_id
  LEFT JOIN restaurant_tables t ON t.id = o.table_id
  LEFT JOIN bookings bk ON bk.id = o.booking_id
  LEFT JOIN rooms r ON r.id = bk.room_id
  WHERE k.station = :station AND k.bumped_at IS NULL
  ORDER BY k.sent_at, k.id
`

const LAST_BUMPED_SQL = `
  SELECT b.id FROM kitchen_tickets b WHERE b.station = :station AND b.bumped_at IS NOT NULL
  ORDER BY b.bumped_at DESC, b.id DESC LIMIT 1
`

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString()

function cardOf(row: Record<string, any>): KitchenTicketCard {
  const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as KitchenLine[]
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.number ?? `#${row.order_id}`,
    kind: row.kind,
    tableName: row.table_name,
    roomNumber: row.room_number,
    waiterName: row.waiter_name,
    sentAt: iso(row.sent_at),
    lines: lines.map((line) => ({
      ...line,
      quantity: Number(line.quantity),
      course: Number(line.course),
      preparationMinutes: Number(line.preparationMinutes),
    })),
  }
}

/** The station's display: its unbumped tickets, oldest first, and what Recall would bring back. */
export async function kitchenBoard(station: MenuStation): Promise<KitchenBoard> {
  const result = await db.rawQuery(BOARD_SQL, { station })
  const rows = result.rows as Record<string, any>[]
  if (rows.length > 0) return { tickets: rows.map(cardOf), lastBumpedId: rows[0].last_bumped_id }
  /* No open ticket: the last bumped one still needs asking for. */
  const last = await db.rawQuery(LAST_BUMPED_SQL, { station })
  return { tickets: [], lastBumpedId: last.rows[0]?.id ?? null }
}
