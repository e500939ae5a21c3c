/*
| The restaurant dashboard for one local date ("today", the installation's
| zone): the day is the instants [local midnight, next local midnight).
|
| - Sales: closed orders' subtotal − discount, for orders closed today (an
|   order opened last night and paid after midnight is today's sale); tips are
|   not sales. Average ticket: sales / orders closed today.
| - Open orders: orders in service now (open, sent, served), and what they come
|   to so far (subtotal − discount, as the floor map shows it).
| - Covers: the covers of the orders opened today that were not voided.
| - Tables by status: the floor map's own derivation (table_board.ts), counted.
| - Kitchen queue: lines sent and not yet ready (queued or preparing) on the
|   stations' open tickets, voided lines and orders left out; the tickets they
|   are on. Average ticket time: sent → bumped, over the tickets bumped today.
| - Top items: what today's orders sold (lines not voided, orders not voided),
|   by quantity then revenue (quantity × unit price); a combo counts as itself,
|   not as its items.
*/
import db from '@adonisjs/lucid/services/db'
import { localDay } from '#services/clock'
import { sharedTableBoard } from '#queries/restaurant/table_board'
import { TABLE_STATUSES, type TableStatus } from '#enums/restaurant/table_status'
import { MENU_STATIONS, type MenuStation } from '#enums/restaurant/menu_station'

export type RestaurantTiles = {
  today: string
  salesCents: number
  closedOrders: number
  openOrders: number
  openCents: number
  covers: number
  /** Lines waiting at every station. */
  kitchenQueue: number
}

export type StationQueue = {
  station: MenuStation
  tickets: number
  lines: number
  bumpedToday: number
  averageTicketSeconds: number | null
}

export type TopItem = { name: string; quantity: number; revenueCents: number }

export type RestaurantDashboard = RestaurantTiles & {
  averageTicketCents: number | null
  tablesByStatus: { status: TableStatus; tables: number }[]
  stations: StationQueue[]
  averageTicketSeconds: number | null
  topItems: TopItem[]
}

const TOP_ITEMS = 5
const ACTIVE = `o.status IN ('open', 'sent', 'served')`
const CLOSED_TODAY = `(o.status = 'closed' AND o.closed_at >= :start AND o.closed_at < :end)`
const OPENED_TODAY = `(o.status <> 'voided' AND o.opened_at >= :start AND o.opened_at < :end)`

function dayOf(today: string) {
  const { start, end } = localDay(today)
  return { start: start.toISO()!, end: end.toISO()! }
}

const ORDER_FIGURES = `
  SELECT
    coalesce(sum(o.subtotal_cents - o.discount_cents) FILTER (WHERE ${CLOSED_TODAY}), 0)::bigint AS sales_cents,
    count(*) FILTER (WHERE ${CLOSED_TODAY})::int AS closed_orders,
    round(avg(o.subtotal_cents - o.discount_cents) FILTER (WHERE ${CLOSED_TODAY}))::bigint AS average_ticket_cents,
    count(*) FILTER (WHERE ${ACTIVE})::int AS open_orders,
    coalesce(sum(o.subtotal_cents - o.discount_cents) FILTER (WHERE ${ACTIVE}), 0)::bigint AS open_cents,
    coalesce(sum(o.covers) FILTER (WHERE ${OPENED_TODAY}), 0)::int AS covers
  FROM orders o
  WHERE ${ACTIVE} OR ${CLOSED_TODAY} OR ${OPENED_TODAY}`

function figuresOf(row: Record<string, any>) {
  return {
    salesCents: Number(row.sales_cents),
    closedOrders: row.closed_orders as number,
    averageTicketCents: row.average_ticket_cents === null ? null : Number(row.average_ticket_cents),
    openOrders: row.open_orders as number,
    openCents: Number(row.open_cents),
    covers: row.covers as number,
  }
}

async function orderFigures(today: string) {
  const { rows } = await db.rawQuery(ORDER_FIGURES, dayOf(today))
  return figuresOf(rows[0])
}

/* The lines waiting, through the stations' open tickets (kitchen_tickets_open): a bumped ticket has none. */
const WAITING_LINES = `
  FROM kitchen_tickets k
  JOIN order_lines l ON l.ticket_id = k.id
  JOIN orders o ON o.id = k.order_id
  WHERE k.bumped_at IS NULL AND l.kitchen_status IN ('queued', 'preparing')
    AND l.voided_at IS NULL AND o.status <> 'voided'`

async function queueByStation() {
  const { rows } = await db.rawQuery(`
    SELECT k.station, count(DISTINCT k.id)::int AS tickets, count(*)::int AS lines
    ${WAITING_LINES}
    GROUP BY k.station
  `)
  return rows as { station: MenuStation; tickets: number; lines: number }[]
}

/* Per station and, in the row whose station is null, for all of them. */
async function ticketTimes(today: string) {
  const { rows } = await db.rawQuery(
    `
    SELECT k.station, count(*)::int AS bumped,
      round(avg(extract(epoch FROM k.bumped_at - k.sent_at)))::int AS average_seconds
    FROM kitchen_tickets k
    WHERE k.bumped_at >= :start AND k.bumped_at < :end
    GROUP BY GROUPING SETS ((k.station), ())
    `,
    dayOf(today)
  )
  return rows as { station: MenuStation | null; bumped: number; average_seconds: number | null }[]
}

async function kitchenFigures(today: string) {
  const queue = await queueByStation()
  const times = await ticketTimes(today)
  const stations = MENU_STATIONS.map((station) => {
    const waiting = queue.find((row) => row.station === station)
    const bumped = times.find((row) => row.station === station)
    return {
      station,
      tickets: waiting?.tickets ?? 0,
      lines: waiting?.lines ?? 0,
      bumpedToday: bumped?.bumped ?? 0,
      averageTicketSeconds: bumped?.average_seconds ?? null,
    }
  })
  return {
    stations,
    kitchenQueue: stations.reduce((total, station) => total + station.lines, 0),
    averageTicketSeconds: times.find((row) => row.station === null)?.average_seconds ?? null,
  }
}

async function topItems(today: string): Promise<TopItem[]> {
  const { rows } = await db.rawQuery(
    `
    SELECT (array_agg(l.name ORDER BY l.id DESC))[1] AS name, sum(l.quantity)::int AS quantity,
      sum(l.quantity * l.unit_price_cents)::bigint AS revenue_cents
    FROM orders o
    JOIN order_lines l ON l.order_id = o.id
    WHERE ${OPENED_TODAY} AND l.parent_line_id IS NULL AND l.voided_at IS NULL
    GROUP BY l.menu_item_id, l.combo_id
    ORDER BY quantity DESC, revenue_cents DESC, name
    LIMIT :limit
    `,
    { ...dayOf(today), limit: TOP_ITEMS }
  )
  return (rows as any[]).map((row) => ({
    name: row.name,
    quantity: row.quantity,
    revenueCents: Number(row.revenue_cents),
  }))
}

async function tablesByStatus() {
  const tables = await sharedTableBoard()
  return TABLE_STATUSES.map((status) => ({
    status,
    tables: tables.filter((table) => table.status === status).length,
  }))
}

/** The four figures the main Dashboard shows, read in one statement. */
export async function restaurantTiles(today: string): Promise<RestaurantTiles> {
  const { rows } = await db.rawQuery(
    `SELECT f.*, (SELECT count(*)::int ${WAITING_LINES}) AS kitchen_queue FROM (${ORDER_FIGURES}) f`,
    dayOf(today)
  )
  const orders = figuresOf(rows[0])
  return {
    today,
    salesCents: orders.salesCents,
    closedOrders: orders.closedOrders,
    openOrders: orders.openOrders,
    openCents: orders.openCents,
    covers: orders.covers,
    kitchenQueue: rows[0].kitchen_queue as number,
  }
}

export async function restaurantDashboard(today: string): Promise<RestaurantDashboard> {
  return {
    today,
    ...(await orderFigures(today)),
    tablesByStatus: await tablesByStatus(),
    ...(await kitchenFigures(today)),
    topItems: await topItems(today),
  }
}
