import Supplier from '#models/inventory/supplier'
import { likePattern, linkPages } from '#queries/list_page'
import { SUPPLIERS_PER_PAGE, type SupplierFilters } from '#validators/inventory/suppliers'

const SORT_COLUMNS = {
  name: 'name',
  lead_time: 'lead_time_days',
  products: 'productsCount',
} as const

/** The Suppliers list: search by name, contact, e-mail or tax id; active or not; sorted; paged. */
export async function listSuppliers(filters: SupplierFilters) {
  const query = Supplier.query().withCount('products', (products) => products.as('productsCount'))
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) =>
      match
        .whereILike('name', pattern)
        .orWhereILike('contact_name', pattern)
        .orWhereRaw('email::text ilike ?', [pattern])
        .orWhereILike('tax_id', pattern)
    )
  }
  if (filters.status) query.where('active', filters.status === 'active')
  query.orderBy(SORT_COLUMNS[filters.sort], filters.direction).orderBy('name').orderBy('id')
  const page = await query.paginate(filters.page, filters.perPage)
  return linkPages(
    page,
    'inventory.suppliers.index',
    {
      search: filters.search,
      status: filters.status,
      sort: filters.sort,
      direction: filters.direction,
      per_page: filters.perPage,
    },
    { sort: 'name', direction: 'asc', per_page: SUPPLIERS_PER_PAGE }
  )
}

/** Active suppliers for pickers, plus the one already chosen even if inactive. */
export async function supplierOptions(includeId?: number | null) {
  const rows = await Supplier.query()
    .where((match) => {
      match.where('active', true)
      if (includeId) match.orWhere('id', includeId)
    })
    .orderBy('name')
    .select('id', 'name', 'active')
  return rows.map((supplier) => ({ id: supplier.id, name: supplier.name, active: supplier.active }))
}
