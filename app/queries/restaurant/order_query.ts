import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ORDERS_PER_PAGE, type OrderFilters } from '#validators/restaurant/order_moves'
import {
  ACTIVE_ORDER_STATUSES,
  type OrderKind,
  type OrderStatus,
} from '#enums/restaurant/order_status'
import { INTEGER_MAX } from '#validators/fields'
import { localDay } from '#services/clock'
import { likePattern, linkPages } from '#queries/list_page'

export type OrderRow = {
  id: number
  number: string
  kind: OrderKind
  status: OrderStatus
  covers: number
  table: { id: number; name: string; area: string } | null
  room: string | null
  waiter: { id: number; name: string }
  linesCount: number
  totalCents: number
  openedAt: string
}

const ACTIVE = `o.status IN (${ACTIVE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString()

/* Lines counted as the ticket shows them: a combo is one line, voided lines are gone. */
const LINES_COUNT = `(SELECT count(*) FROM order_lines l
  WHERE l.order_id = o.id AND l.parent_line_id IS NULL AND l.voided_at IS NULL)`

/** The order list's rows (joined to waiter, table and room), read through `client`. */
export function base(client: QueryClientContract = db.connection()) {
  return client
    .from('orders as o')
    .join('users as u', 'u.id', 'o.waiter_id')
    .leftJoin('restaurant_tables as t', 't.id', 'o.table_id')
    .leftJoin('bookings as b', 'b.id', 'o.booking_id')
    .leftJoin('rooms as rm', 'rm.id', 'b.room_id')
    .select(
      'o.id',
      'o.number',
      'o.kind',
      'o.status',
      'o.covers',
      'o.subtotal_cents',
      'o.discount_cents',
      'o.opened_at',
      'u.id as waiter_id',
      'u.full_name as waiter_name',
      't.id as table_id',
      't.name as table_name',
      't.area as table_area',
      'rm.number as room_number',
      db.raw(`${LINES_COUNT} AS lines_count`)
    )
}

export function rowOf(row: Record<string, any>): OrderRow {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    covers: Number(row.covers),
    table: row.table_id ? { id: row.table_id, name: row.table_name, area: row.table_area } : null,
    room: row.room_number ?? null,
    waiter: { id: row.waiter_id, name: row.waiter_name },
    linesCount: Number(row.lines_count),
    totalCents: Number(row.subtotal_cents) - Number(row.discount_cents),
    openedAt: iso(row.opened_at),
  }
}

/** "OR-000123", "or123" or "123": the order's id; anything else matches the number as text. */
function searchOrders(query: ReturnType<typeof base>, search: string) {
  const digits = /^(?:or-?)?0*(\d{1,10})$/i.exec(search.replace(/\s+/g, ''))
  if (!digits) return query.whereILike('o.number', likePattern(search))
  const id = Number(digits[1])
  return id > INTEGER_MAX ? query.whereRaw('false') : query.where('o.id', id)
}

/** The Orders list: orders in service first, then the rest, newest first within each; one page at a time. */
export async function listOrders(filters: OrderFilters) {
  const query = base()
  if (filters.status) query.where('o.status', filters.status)
  if (filters.kind) query.where('o.kind', filters.kind)
  if (filters.waiterId) query.where('o.waiter_id', filters.waiterId)
  if (filters.tableId) query.where('o.table_id', filters.tableId)
  if (filters.date) {
    const day = localDay(filters.date)
    query
      .where('o.opened_at', '>=', day.start.toJSDate())
      .where('o.opened_at', '<', day.end.toJSDate())
  }
  if (filters.search) searchOrders(query, filters.search)
  query.orderByRaw(`(${ACTIVE}) DESC, o.opened_at DESC, o.id DESC`)
  const page = await query.paginate(filters.page, filters.perPage)
  linkPages(page, 'restaurant.orders.index', {
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    waiter_id: filters.waiterId ?? undefined,
    table_id: filters.tableId ?? undefined,
    date: filters.date || undefined,
    search: filters.search || undefined,
    per_page: filters.perPage === ORDERS_PER_PAGE ? undefined : filters.perPage,
  })
  return { data: page.all().map(rowOf), metadata: page.getMeta() }
}

/** Who has taken orders (for the waiter filter), by name. */
export async function orderWaiters() {
  const rows = await db
    .from('users as u')
    .whereExists((sub) => sub.from('orders as o').whereRaw('o.waiter_id = u.id'))
    .orderBy('u.full_name')
    .select('u.id', 'u.full_name as name')
  return rows as { id: number; name: string }[]
}

/** An active order's headline, for the floor map's moves. */
export async function activeOrderOfTable(tableId: number) {
  const row = await base().where('o.table_id', tableId).whereRaw(ACTIVE).first()
  return row ? rowOf(row) : null
}

/*
| A customer's orders and what they spent: the restaurant's public answer for
| the customer's page. Spend counts closed (paid) orders only, each at its
| subtotal less its discount — orders in service, voided orders and tips do not.
*/
export async function ordersOfCustomer(customerId: number) {
  const rows = await base()
    .where('o.customer_id', customerId)
    .orderBy('o.opened_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(100)
  const spend = await db
    .from('orders')
    .where('customer_id', customerId)
    .where('status', 'closed')
    .select(db.raw('coalesce(sum(subtotal_cents - discount_cents), 0) AS cents'))
    .first()
  return { orders: rows.map(rowOf), totalSpendCents: Number(spend?.cents ?? 0) }
}

export type CustomerOrders = Awaited<ReturnType<typeof ordersOfCustomer>>
