import db from '@adonisjs/lucid/services/db'
import { SimplePaginator } from '@adonisjs/lucid/database'
import { BOOKINGS_PER_PAGE, type BookingFilters } from '#validators/hotel/booking'
import { appToday } from '#services/clock'
import type { BookingSource, BookingStatus } from '#enums/hotel/booking_status'
import { linkPages } from '#queries/list_page'

export type BookingListRow = {
  id: number
  code: string
  guestId: number
  guestName: string
  roomTypeId: number
  roomTypeCode: string
  roomTypeName: string
  roomId: number | null
  roomNumber: string | null
  checkIn: string
  checkOut: string
  nights: number
  adults: number
  children: number
  status: BookingStatus
  source: BookingSource
  totalCents: number
}

/* Called without a scope (the benchmark, other screens) the list covers everything; the page's own default is `current`. */
const DEFAULTS: BookingFilters = {
  search: '',
  scope: 'all',
  status: '',
  type: null,
  from: '',
  to: '',
  sort: 'arrival',
  direction: 'asc',
  page: 1,
  perPage: BOOKINGS_PER_PAGE,
}

/* Each sort is backed by an index on bookings (check_in, check_out, the code's unique key, the primary key) except the guest's name. */
const SORT_COLUMNS: Record<BookingFilters['sort'], string[]> = {
  arrival: ['b.check_in'],
  departure: ['b.check_out'],
  code: ['b.code'],
  guest: ['g.last_name', 'g.first_name'],
  created: [], // ids follow creation order; the tie-breaker on b.id below sorts by it, using the primary key
}

const likePattern = (term: string) =>
  `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * The earliest arrival a scope can show: today, or earlier for the guests in
 * the house (and, for `today`, those leaving today). Two small index reads
 * (the in-house guests by status, today's departures by departure date).
 */
async function earliestArrival(scope: 'current' | 'today', today: string): Promise<string> {
  const { rows } = await db.rawQuery(
    `SELECT least(?::date,
        (SELECT min(check_in) FROM bookings WHERE status = 'checked_in'),
        ${scope === 'today' ? `(SELECT min(check_in) FROM bookings WHERE check_out = ?::date AND status NOT IN ('cancelled', 'no_show'))` : 'NULL'}
      )::text AS since`,
    scope === 'today' ? [today, today] : [today]
  )
  return rows[0].since
}

type Query = ReturnType<typeof listQuery>

/* The page's rows: one query joining guest, type and room. */
function listQuery() {
  return db
    .from('bookings as b')
    .join('guests as g', 'g.id', 'b.guest_id')
    .join('room_types as rt', 'rt.id', 'b.room_type_id')
    .leftJoin('rooms as r', 'r.id', 'b.room_id')
    .select(
      'b.id',
      'b.code',
      'b.guest_id',
      'b.room_type_id',
      'b.room_id',
      'b.adults',
      'b.children',
      'b.status',
      'b.source',
      'b.total_cents',
      'g.first_name',
      'g.last_name',
      'rt.code as room_type_code',
      'rt.name as room_type_name',
      'r.number as room_number',
      db.raw('b.check_in::text as check_in'),
      db.raw('b.check_out::text as check_out'),
      db.raw('(b.check_out - b.check_in) as nights')
    )
}

/** The booking code a search names whole (BK-000123, bk123), or null. */
function wholeCodeOf(search: string) {
  const code = /^bk-?(\d{1,9})$/i.exec(search)
  return code ? `BK-${code[1].padStart(6, '0')}` : null
}

/* Part of the code or of the guest's name. */
function matchSearch(query: Query, search: string) {
  const pattern = likePattern(search)
  query.where((match) =>
    match
      .whereILike('b.code', pattern)
      .orWhereILike('g.first_name', pattern)
      .orWhereILike('g.last_name', pattern)
      .orWhereRaw(`(g.first_name || ' ' || g.last_name) ilike ?`, [pattern])
  )
}

/* The scope and the filters, the same on the rows and on the count. */
function applyFilters(
  each: Query,
  scope: BookingFilters['scope'],
  applied: BookingFilters,
  today: string
) {
  if (scope === 'current')
    each.where((current) =>
      current.where('b.check_in', '>=', today).orWhere('b.status', 'checked_in')
    )
  if (scope === 'today') {
    each
      .where('b.check_in', '<=', today)
      .where((due) =>
        due
          .where('b.check_in', today)
          .orWhere('b.status', 'checked_in')
          .orWhere('b.check_out', today)
      )
      .whereNotIn('b.status', ['cancelled', 'no_show'])
  }
  if (applied.status) each.where('b.status', applied.status)
  if (applied.type) each.where('b.room_type_id', applied.type)
  if (applied.from) each.where('b.check_in', '>=', applied.from)
  if (applied.to) each.where('b.check_in', '<=', applied.to)
}

/* The filters as the page's links carry them: defaults left out. */
function queryStringOf(applied: BookingFilters) {
  return {
    search: applied.search || undefined,
    scope: applied.scope === 'current' ? undefined : applied.scope,
    status: applied.status || undefined,
    type: applied.type ?? undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
    sort: applied.sort === 'arrival' ? undefined : applied.sort,
    direction: applied.direction === 'asc' ? undefined : applied.direction,
    per_page: applied.perPage === BOOKINGS_PER_PAGE ? undefined : applied.perPage,
  }
}

function rowOf(row: any): BookingListRow {
  return {
    id: row.id,
    code: row.code,
    guestId: row.guest_id,
    guestName: `${row.first_name} ${row.last_name}`,
    roomTypeId: row.room_type_id,
    roomTypeCode: row.room_type_code,
    roomTypeName: row.room_type_name,
    roomId: row.room_id,
    roomNumber: row.room_number,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: Number(row.nights),
    adults: row.adults,
    children: row.children,
    status: row.status,
    source: row.source,
    totalCents: Number(row.total_cents),
  }
}

/**
 * The Bookings list: one query joining guest, type and room (no per-row
 * look-ups), filtered on indexed columns (status, type and arrival date),
 * one page at a time. A search that is a whole booking code (BK-000123) is
 * an equality on the code's unique index; anything else matches part of the
 * code or the guest's name.
 */
export async function bookingsList(filters: Partial<BookingFilters> = {}) {
  const applied = { ...DEFAULTS, ...filters }
  const query = listQuery()
  const search = applied.search.trim()
  const code = wholeCodeOf(search)
  if (code) query.where('b.code', code)
  else if (search) matchSearch(query, search)
  /*
   * Without a name search the joins cannot change how many bookings match
   * (guest and type are required keys, the room a left join on its key), so
   * the page count reads bookings alone, on the (status, type, arrival) index.
   */
  const counted =
    code || !search ? db.from('bookings as b') : query.clone().clearSelect().clearOrder()
  if (code) counted.where('b.code', code)
  /* A whole booking code finds its booking whatever the scope: it is a look-up, not a browse. */
  const scope = code ? 'all' : applied.scope
  const today = appToday()
  const since = scope === 'all' ? null : await earliestArrival(scope, today)
  /*
   * The bound changes nothing in what matches; it lets the page walk the arrival
   * index from near today instead of from the oldest stay. The count is left
   * without it: there PostgreSQL ORs the small index ranges together instead.
   */
  if (since) query.where('b.check_in', '>=', since)
  for (const each of [query, counted]) applyFilters(each, scope, applied, today)

  for (const column of SORT_COLUMNS[applied.sort]) query.orderBy(column, applied.direction)
  query.orderBy('b.id', applied.direction)

  /*
   * The count rides along as an uncorrelated subquery (run once, with its own plan)
   * on the page's rows, so a page is one round trip; a page past the end, which
   * has no row to carry it, counts on its own.
   */
  const rows = await query
    .select(counted.clone().count('*').as('total_count'))
    .limit(applied.perPage)
    .offset((applied.page - 1) * applied.perPage)
  const total = rows.length
    ? Number(rows[0].total_count)
    : await counted.count('* as total').then(([row]) => Number(row.total))
  const page = new SimplePaginator(total, applied.perPage, applied.page, ...rows)
  linkPages(page, 'hotel.bookings.index', queryStringOf(applied))
  return { data: page.all().map(rowOf), metadata: page.getMeta() }
}
