import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customers/customer'
import { CUSTOMERS_PER_PAGE, type CustomerFilters } from '#validators/customers/customers'
import { linkPages } from '#queries/list_page'

const SORT_COLUMNS = { name: 'name', email: 'email', created: 'created_at' } as const

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The Customers list: search by name, e-mail, phone (as typed or as digits) or tax id; filters; sorted; paged. */
export async function listCustomers(filters: CustomerFilters) {
  const query = Customer.query()
  if (filters.search) {
    const pattern = likePattern(filters.search)
    const digits = filters.search.replace(/\D/g, '')
    query.where((match) => {
      match
        .whereILike('name', pattern)
        .orWhereRaw('email::text ilike ?', [pattern])
        .orWhereILike('phone', pattern)
        .orWhereILike('tax_id', pattern)
      if (digits.length >= 3) match.orWhere('phone_digits', 'like', `%${digits}%`)
    })
  }
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.tag) query.whereRaw('tags @> ARRAY[?]::text[]', [filters.tag])
  if (filters.consent) query.where('marketing_consent', filters.consent === 'yes')
  if (filters.guest)
    query.if(
      filters.guest === 'yes',
      (q) => q.whereNotNull('guest_id'),
      (q) => q.whereNull('guest_id')
    )
  query.orderByRaw(`?? ${filters.direction} nulls last`, [SORT_COLUMNS[filters.sort]])
  query.orderBy('id', filters.direction)
  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = {
    search: filters.search || undefined,
    kind: filters.kind || undefined,
    tag: filters.tag || undefined,
    consent: filters.consent || undefined,
    guest: filters.guest || undefined,
    sort: filters.sort === 'name' ? undefined : filters.sort,
    direction: filters.direction === 'asc' ? undefined : filters.direction,
    per_page: filters.perPage === CUSTOMERS_PER_PAGE ? undefined : filters.perPage,
  }
  return linkPages(page, 'customers.index', queryString)
}

/** Every tag in use, for the tag filter. */
export async function tagsInUse(): Promise<string[]> {
  const rows = await db.rawQuery(`SELECT DISTINCT unnest(tags) AS tag FROM customers ORDER BY tag`)
  return rows.rows.map((row: { tag: string }) => row.tag)
}

/** A few customers matching a search, for pickers. */
export async function customerOptions(search: string) {
  const page = await listCustomers({
    search,
    kind: '',
    tag: '',
    consent: '',
    guest: '',
    sort: 'name',
    direction: 'asc',
    page: 1,
    perPage: 10,
  })
  return page.all().map((customer) => ({
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
  }))
}

/** The customer who is this hotel guest, if one is linked. */
export async function customerOfGuest(guestId: number) {
  const customer = await Customer.query().where('guest_id', guestId).select('id', 'name').first()
  return customer ? { id: customer.id, name: customer.name } : null
}
