import db from '@adonisjs/lucid/services/db'
import { RESERVATIONS_PER_PAGE, type ReservationFilters } from '#validators/restaurant/reservations'
import { localDay } from '#services/clock'
import type { ReservationStatus } from '#enums/restaurant/reservation_status'
import { linkPages } from '#queries/list_page'

export type ReservationRow = {
  id: number
  code: string
  status: ReservationStatus
  partySize: number
  startsAt: string
  endsAt: string
  durationMinutes: number
  notes: string
  customer: { id: number; name: string; phone: string }
  table: { id: number; name: string; area: string } | null
}

/* Areas in the order they were set up (as on the floor map), tables by number within each. */
const AREA_ORDER = `min(id) OVER (PARTITION BY area), substring(name from '[0-9]+')::numeric NULLS LAST`

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString()

function base() {
  return db
    .from('reservations as r')
    .join('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('restaurant_tables as t', 't.id', 'r.table_id')
    .select(
      'r.id',
      'r.code',
      'r.status',
      'r.party_size',
      'r.starts_at',
      'r.ends_at',
      'r.duration_minutes',
      'r.notes',
      'c.id as customer_id',
      'c.name as customer_name',
      'c.phone as customer_phone',
      't.id as table_id',
      't.name as table_name',
      't.area as table_area'
    )
}

function rowOf(row: Record<string, any>): ReservationRow {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    partySize: Number(row.party_size),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    durationMinutes: Number(row.duration_minutes),
    notes: row.notes,
    customer: { id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    table: row.table_id ? { id: row.table_id, name: row.table_name, area: row.table_area } : null,
  }
}

/** The list: upcoming (soonest first), past (latest first) or all, by status and customer, one page at a time. */
export async function listReservations(filters: ReservationFilters) {
  const query = base()
  const now = new Date()
  if (filters.dateGiven) {
    const day = localDay(filters.date)
    query
      .where('r.starts_at', '>=', day.start.toJSDate())
      .where('r.starts_at', '<', day.end.toJSDate())
  } else if (filters.when === 'upcoming') query.where('r.ends_at', '>', now)
  else if (filters.when === 'past') query.where('r.ends_at', '<=', now)
  if (filters.status) query.where('r.status', filters.status)
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) =>
      match
        .whereILike('c.name', pattern)
        .orWhereILike('c.phone', pattern)
        .orWhereILike('r.code', pattern)
    )
  }
  const direction = filters.when === 'past' && !filters.dateGiven ? 'desc' : 'asc'
  query.orderBy('r.starts_at', direction).orderBy('r.id', direction)
  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = {
    view: undefined,
    date: filters.dateGiven ? filters.date : undefined,
    status: filters.status || undefined,
    search: filters.search || undefined,
    when: filters.when === 'upcoming' ? undefined : filters.when,
    per_page: filters.perPage === RESERVATIONS_PER_PAGE ? undefined : filters.perPage,
  }
  linkPages(page, 'restaurant.reservations.index', queryString)
  return { data: page.all().map(rowOf), metadata: page.getMeta() }
}

/** One day for the day view: every table in service (and any other holding a reservation that day), and the day's reservations but cancelled ones. */
export async function reservationDay(date: string) {
  const day = localDay(date)
  const rows = await base()
    .where('r.starts_at', '<', day.end.toJSDate())
    .where('r.ends_at', '>', day.start.toJSDate())
    .whereNot('r.status', 'cancelled')
    .orderBy('r.starts_at')
  const reservations = rows.map(rowOf)
  const tableIds = reservations.flatMap((reservation) =>
    reservation.table ? [reservation.table.id] : []
  )
  const tables = await db
    .from('restaurant_tables')
    .where((query) => query.where('is_active', true).orWhereIn('id', tableIds))
    .orderByRaw(AREA_ORDER)
    .orderBy('name')
    .select('id', 'name', 'area', 'seats')
  return {
    date,
    startsAt: day.start.toISO()!,
    endsAt: day.end.toISO()!,
    tables: tables.map((table: any) => ({ ...table, seats: Number(table.seats) })),
    reservations,
  }
}

export async function findReservationRow(id: number) {
  const row = await base().where('r.id', id).first()
  return row ? rowOf(row) : null
}

/** Tables offered on the reservation forms: in service, with their seats and area. */
export async function tableOptions() {
  const tables = await db
    .from('restaurant_tables')
    .where('is_active', true)
    .orderByRaw(AREA_ORDER)
    .orderBy('name')
    .select('id', 'name', 'area', 'seats')
  return tables.map((table: any) => ({ ...table, seats: Number(table.seats) }))
}

/** A customer's reservations, newest first. */
export async function reservationsOfCustomer(customerId: number) {
  const rows = await base()
    .where('r.customer_id', customerId)
    .orderBy('r.starts_at', 'desc')
    .limit(100)
  return rows.map(rowOf)
}
