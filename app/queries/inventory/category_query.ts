import InventoryCategory from '#models/inventory/inventory_category'
import { likePattern, linkPages } from '#queries/list_page'
import { CATEGORIES_PER_PAGE, type CategoryFilters } from '#validators/inventory/categories'

/** Categories with their parent and how many products each holds, one page at a time. */
export async function listCategories(filters: CategoryFilters) {
  const query = InventoryCategory.query()
    .preload('parent')
    .withCount('products', (products) => products.as('productsCount'))
  if (filters.search) query.whereILike('name', likePattern(filters.search))
  if (filters.sort === 'products') query.orderBy('productsCount', filters.direction)
  query.orderBy('name', filters.sort === 'name' ? filters.direction : 'asc').orderBy('id')
  const page = await query.paginate(filters.page, filters.perPage)
  return linkPages(
    page,
    'inventory.categories.index',
    {
      search: filters.search,
      sort: filters.sort,
      direction: filters.direction,
      per_page: filters.perPage,
    },
    { sort: 'name', direction: 'asc', per_page: CATEGORIES_PER_PAGE }
  )
}

/** Every category, for pickers: parents first, then their children. */
export async function categoryOptions() {
  const categories = await InventoryCategory.query().preload('parent').orderBy('name')
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    parentId: category.parentId,
    label: category.parent ? `${category.parent.name} › ${category.name}` : category.name,
  }))
}

/** Categories that may be a parent: top-level ones, except the category itself. */
export async function parentOptions(exceptId?: number) {
  const query = InventoryCategory.query().whereNull('parent_id').orderBy('name')
  if (exceptId) query.whereNot('id', exceptId)
  const rows = await query
  return rows.map((category) => ({ id: category.id, name: category.name }))
}
