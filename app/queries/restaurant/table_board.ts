import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { RESERVED_LEAD_MINUTES, type TableStatus } from '#enums/restaurant/table_status'
import type { TableShape } from '#enums/restaurant/table_shape'
import type { OrderStatus } from '#enums/restaurant/order_status'
import { localDay, localParts } from '#services/clock'

type Client = QueryClientContract | TransactionClientContract

/** A party at a table as anyone on the floor sees it: its size and times. */
export type BoardParty = {
  partySize: number
  startsAt: string
  endsAt: string
  seatedAt: string | null
}

/** The same party with the reservation behind it (restaurant.reservations.view). */
export type BoardReservation = BoardParty & { id: number; code: string; customerName: string }

export type BoardTable<Party extends BoardParty = BoardReservation> = {
  id: number
  name: string
  area: string
  seats: number
  shape: TableShape
  x: number
  y: number
  width: number
  height: number
  isActive: boolean
  status: TableStatus
  needsCleaningSince: string | null
  /** The party at the table now. */
  seated: Party | null
  /** The next booked party today (or within the reserved lead time). */
  next: Party | null
  /** The order in service at the table. */
  order: BoardOrder | null
  /** Since when the table is taken: its order's opening, or its seated party's seating. */
  seatedSince: string | null
}

/** A table's order in service as the floor sees it: what it owes so far and since when. */
export type BoardOrder = {
  id: number
  number: string
  status: OrderStatus
  totalCents: number
  openedAt: string
}

/** A board seen by someone who may read reservations, or one without codes and names. */
export type VisibleBoardTable = BoardTable<BoardParty | BoardReservation>

const partyOnly = (party: BoardReservation | null): BoardParty | null =>
  party && {
    partySize: party.partySize,
    startsAt: party.startsAt,
    endsAt: party.endsAt,
    seatedAt: party.seatedAt,
  }

/**
 * The board as this user may see it: reservation codes and customers' names only
 * with restaurant.reservations.view, the size and times of each party for everyone.
 */
export function boardFor(tables: BoardTable[], viewReservations: boolean): VisibleBoardTable[] {
  if (viewReservations) return tables
  return tables.map((table) => ({
    ...table,
    seated: partyOnly(table.seated),
    next: partyOnly(table.next),
  }))
}

/*
| One statement for every table: its seated party and its next booked one, each
| one probe of reservations_active_by_table, its order in service (one probe of
| orders_one_open_per_table), and the status derived from them in the order of
| table_status.ts: a seated party or an order in service makes it occupied.
*/
const BOARD_SQL = `
  SELECT t.id, t.name, t.area, t.seats, t.shape, t.pos_x, t.pos_y, t.width, t.height, t.is_active,
    t.needs_cleaning_since,
    s.id AS s_id, s.code AS s_code, s.party_size AS s_party, s.starts_at AS s_starts, s.ends_at AS s_ends,
    s.seated_at AS s_seated, sc.name AS s_customer,
    n.id AS n_id, n.code AS n_code, n.party_size AS n_party, n.starts_at AS n_starts, n.ends_at AS n_ends,
    nc.name AS n_customer,
    o.id AS o_id, o.number AS o_number, o.status AS o_status, o.opened_at AS o_opened,
    o.subtotal_cents - o.discount_cents AS o_total,
    CASE
      WHEN s.id IS NOT NULL OR o.id IS NOT NULL THEN 'occupied'
      WHEN t.needs_cleaning_since IS NOT NULL THEN 'needs_cleaning'
      WHEN n.starts_at <= CAST(:now AS timestamptz) + make_interval(mins => :lead) THEN 'reserved'
      ELSE 'free'
    END AS status
  FROM restaurant_tables t
  LEFT JOIN LATERAL (
    SELECT r.id, r.code, r.party_size, r.starts_at, r.ends_at, r.seated_at, r.customer_id
    FROM reservations r
    WHERE r.table_id = t.id AND r.status = 'seated'
    ORDER BY r.starts_at
    LIMIT 1
  ) s ON true
  LEFT JOIN customers sc ON sc.id = s.customer_id
  LEFT JOIN LATERAL (
    SELECT r.id, r.code, r.party_size, r.starts_at, r.ends_at, r.customer_id
    FROM reservations r
    WHERE r.table_id = t.id AND r.status = 'booked'
      AND r.ends_at > CAST(:now AS timestamptz)
      AND r.starts_at < greatest(CAST(:dayEnd AS timestamptz), CAST(:now AS timestamptz) + make_interval(mins => :lead))
    ORDER BY r.starts_at
    LIMIT 1
  ) n ON true
  LEFT JOIN customers nc ON nc.id = n.customer_id
  LEFT JOIN LATERAL (
    SELECT o.id, o.number, o.status, o.opened_at, o.subtotal_cents, o.discount_cents
    FROM orders o
    WHERE o.table_id = t.id AND o.status IN ('open', 'sent', 'served')
    LIMIT 1
  ) o ON true
`

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString()

function reservationOf(row: Record<string, any>, prefix: 's' | 'n'): BoardReservation | null {
  if (row[`${prefix}_id`] === null) return null
  return {
    id: row[`${prefix}_id`],
    code: row[`${prefix}_code`],
    partySize: Number(row[`${prefix}_party`]),
    customerName: row[`${prefix}_customer`],
    startsAt: iso(row[`${prefix}_starts`])!,
    endsAt: iso(row[`${prefix}_ends`])!,
    seatedAt: prefix === 's' ? iso(row.s_seated) : null,
  }
}

function boardRow(row: Record<string, any>): BoardTable {
  return {
    id: row.id,
    name: row.name,
    area: row.area,
    seats: Number(row.seats),
    shape: row.shape,
    x: row.pos_x,
    y: row.pos_y,
    width: row.width,
    height: row.height,
    isActive: row.is_active,
    status: row.status,
    needsCleaningSince: iso(row.needs_cleaning_since),
    seated: reservationOf(row, 's'),
    next: reservationOf(row, 'n'),
    order:
      row.o_id === null
        ? null
        : {
            id: row.o_id,
            number: row.o_number,
            status: row.o_status,
            totalCents: Number(row.o_total),
            openedAt: iso(row.o_opened)!,
          },
    seatedSince: iso(row.o_opened ?? row.s_seated ?? null),
  }
}

/**
 * Tables with their derived status (areas in the order they were first set up,
 * tables by number within each) at `at` (now by default): every active
 * table, or the listed ones whatever their state. Pass a transaction to read
 * its own uncommitted changes.
 */
export async function tableBoard(
  options: { ids?: number[]; includeInactive?: boolean; at?: Date; client?: Client } = {}
): Promise<BoardTable[]> {
  const at = options.at ?? new Date()
  const client = options.client ?? db.connection()
  const where: string[] = []
  const bindings: Record<string, string | number> = {
    now: at.toISOString(),
    lead: RESERVED_LEAD_MINUTES,
    dayEnd: localDay(localParts(at).date).end.toISO()!,
  }
  if (options.ids) {
    if (options.ids.length === 0) return []
    where.push('t.id = ANY(CAST(:ids AS int[]))')
    /* As a Postgres array literal: knex would spread a JS array into a list of placeholders. */
    bindings.ids = `{${options.ids.map(Number).join(',')}}`
  } else if (!options.includeInactive) {
    where.push('t.is_active')
  }
  const sql = `${BOARD_SQL} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY min(t.id) OVER (PARTITION BY t.area), substring(t.name from '[0-9]+')::numeric NULLS LAST, t.name`
  const result = await client.rawQuery(sql, bindings)
  return (result.rows as Record<string, any>[]).map(boardRow)
}

/* How long a floor-map request waits for others to share its query. */
const GATHER_MS = 10
let gathering: Promise<BoardTable[]> | null = null

/**
 * The board for a floor map's request. A status change sends every open floor
 * map to reload at once: requests arriving within a few milliseconds of each
 * other share one query, which starts only once they have all arrived, so each
 * still gets data read after its own request began (never an older answer).
 */
export function sharedTableBoard(): Promise<BoardTable[]> {
  gathering ??= new Promise<BoardTable[]>((resolve, reject) =>
    setTimeout(() => {
      gathering = null
      tableBoard().then(resolve, reject)
    }, GATHER_MS)
  )
  return gathering
}
