import User from '#models/identity/user'
import { USERS_PER_PAGE, type UserFilters } from '#validators/identity/users'
import { linkPages } from '#queries/list_page'

const SORT_COLUMNS = {
  name: 'full_name',
  email: 'email',
  last_login: 'last_login_at',
  created: 'created_at',
} as const

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The Users list: search by name or e-mail, filter by role and status, sorted, one page at a time. */
export async function listUsers(filters: UserFilters) {
  const query = User.query().preload('roles', (roles) => roles.orderBy('name'))
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) => match.whereILike('full_name', pattern).orWhereILike('email', pattern))
  }
  if (filters.role) query.whereHas('roles', (roles) => roles.where('name', filters.role))
  if (filters.status) query.where('is_active', filters.status === 'active')

  const column = SORT_COLUMNS[filters.sort]
  query.orderByRaw(`?? ${filters.direction} nulls last`, [column]).orderBy('id', filters.direction)

  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = {
    search: filters.search || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    sort: filters.sort === 'name' ? undefined : filters.sort,
    direction: filters.direction === 'asc' ? undefined : filters.direction,
    per_page: filters.perPage === USERS_PER_PAGE ? undefined : filters.perPage,
  }
  return linkPages(page, 'users.index', queryString)
}
