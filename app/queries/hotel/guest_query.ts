import db from '@adonisjs/lucid/services/db'
import Guest from '#models/hotel/guest'
import { GUESTS_PER_PAGE, type GuestFilters } from '#validators/hotel/guests'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { linkPages } from '#queries/list_page'

const SORT_COLUMNS = {
  name: ['last_name', 'first_name'],
  email: ['email'],
  nationality: ['nationality'],
  created: ['created_at'],
} as const

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The Guests list: search by name, e-mail, phone or document number, filter VIP and blocked, sorted, one page at a time. */
export async function listGuests(filters: GuestFilters) {
  const query = Guest.query()
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) =>
      match
        .whereILike('first_name', pattern)
        .orWhereILike('last_name', pattern)
        .orWhereRaw(`(first_name || ' ' || last_name) ilike ?`, [pattern])
        .orWhereRaw('email::text ilike ?', [pattern])
        .orWhereILike('phone', pattern)
        .orWhereILike('document_number', pattern)
    )
  }
  if (filters.vip) query.where('is_vip', filters.vip === 'yes')
  if (filters.blocked) query.where('is_blocked', filters.blocked === 'yes')

  for (const column of SORT_COLUMNS[filters.sort])
    query.orderByRaw(`?? ${filters.direction} nulls last`, [column])
  query.orderBy('id', filters.direction)

  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = {
    search: filters.search || undefined,
    vip: filters.vip || undefined,
    blocked: filters.blocked || undefined,
    sort: filters.sort === 'name' ? undefined : filters.sort,
    direction: filters.direction === 'asc' ? undefined : filters.direction,
    per_page: filters.perPage === GUESTS_PER_PAGE ? undefined : filters.perPage,
  }
  return linkPages(page, 'hotel.guests.index', queryString)
}

export type GuestStay = {
  id: number
  code: string | null
  checkIn: string
  checkOut: string
  status: BookingStatus
  totalCents: number
}

/** The guest's bookings, newest stay first, read straight from the bookings table. */
export async function guestStays(guestId: number): Promise<GuestStay[]> {
  const rows = await db
    .from('bookings')
    .where('guest_id', guestId)
    .select('id', 'code', 'status', 'total_cents')
    .select(
      db.raw(`to_char(check_in, 'YYYY-MM-DD') as check_in`),
      db.raw(`to_char(check_out, 'YYYY-MM-DD') as check_out`)
    )
    .orderBy('bookings.check_in', 'desc')
    .orderBy('id', 'desc')
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    checkIn: row.check_in,
    checkOut: row.check_out,
    status: row.status,
    totalCents: Number(row.total_cents),
  }))
}

/** What the guest has spent: the totals of their checked-out stays. */
export async function guestSpendCents(guestId: number) {
  const [row] = await db
    .from('bookings')
    .where('guest_id', guestId)
    .where('status', 'checked_out')
    .sum('total_cents as total')
  return Number(row?.total ?? 0)
}
