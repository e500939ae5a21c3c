import db from '@adonisjs/lucid/services/db'
import Product from '#models/inventory/product'
import StockMovement from '#models/inventory/stock_movement'
import { likePattern, linkPages } from '#queries/list_page'
import { PRODUCTS_PER_PAGE, type ProductFilters } from '#validators/inventory/products'
import { isLowStock } from '#services/inventory/stock_ledger'
import type ProductTransformer from '#transformers/inventory/product_transformer'
import type { StockUnit } from '#enums/inventory/stock_unit'

export type ProductIndexRow = ReturnType<ProductTransformer['forIndex']>

/*
| Products below zero, or at or below a reorder point that is set. The same
| predicate as the products_low_stock partial index, so LowStock reads the index.
*/
export const LOW_STOCK_SQL =
  'products.active and (products.on_hand < 0 or (products.reorder_point > 0 and products.on_hand <= products.reorder_point))'

const SORTS = {
  sku: 'products.sku',
  name: 'products.name',
  category: 'inventory_categories.name',
  on_hand: 'products.on_hand',
  value: 'products.stock_value_cents',
} as const

/** The Products list: search by SKU or name, filter by category, supplier and stock, sorted, paged. */
export async function listProducts(filters: ProductFilters) {
  const query = Product.query()
    .select('products.*')
    .join('inventory_categories', 'inventory_categories.id', 'products.category_id')
    .preload('category')
    .preload('preferredSupplier')
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) =>
      match.whereRaw('products.sku::text ilike ?', [pattern]).orWhereILike('products.name', pattern)
    )
  }
  if (filters.category) {
    const category = filters.category
    query.where((match) =>
      match
        .where('products.category_id', category)
        .orWhere('inventory_categories.parent_id', category)
    )
  }
  if (filters.supplier) query.where('products.preferred_supplier_id', filters.supplier)
  if (filters.status !== 'all') query.where('products.active', filters.status === 'active')
  if (filters.stock === 'low') query.whereRaw(LOW_STOCK_SQL)
  if (filters.stock === 'negative') query.where('products.on_hand', '<', 0)
  if (filters.stock === 'out') query.where('products.on_hand', '<=', 0)
  query.orderBy(SORTS[filters.sort], filters.direction)
  if (filters.sort !== 'name') query.orderBy('products.name')
  query.orderBy('products.id')

  const page = await query.paginate(filters.page, filters.perPage)
  return linkPages(
    page,
    'inventory.products.index',
    {
      search: filters.search,
      category: filters.category,
      supplier: filters.supplier,
      stock: filters.stock,
      status: filters.status,
      sort: filters.sort,
      direction: filters.direction,
      per_page: filters.perPage,
    },
    { status: 'active', sort: 'name', direction: 'asc', per_page: PRODUCTS_PER_PAGE }
  )
}

/** The products of one category (or of its children too, for a parent), by name. */
export function productsInCategory(categoryId: number, limit = 200) {
  return Product.query()
    .whereIn('category_id', (sub) =>
      sub
        .from('inventory_categories')
        .where('id', categoryId)
        .orWhere('parent_id', categoryId)
        .select('id')
    )
    .preload('category')
    .preload('preferredSupplier')
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
}

/** The products a supplier is preferred for, by name. */
export function productsOfSupplier(supplierId: number, limit = 200) {
  return Product.query()
    .where('preferred_supplier_id', supplierId)
    .preload('category')
    .preload('preferredSupplier')
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
}

/** The products on LowStock, for the screen to group by preferred supplier. */
type LowStockRow = {
  id: number
  sku: string
  name: string
  category_id: number
  unit: StockUnit
  purchase_unit: string | null
  purchase_unit_factor: string
  preferred_supplier_id: number | null
  reorder_point: string
  reorder_quantity: string
  active: boolean
  on_hand: string
  stock_value_cents: string
  average_cost_cents: string
  category_name: string
  supplier_name: string | null
}

/**
 * The LowStock page's rows, shaped as the Products list's (ProductTransformer
 * forIndex), in one query through the products_low_stock index: by preferred
 * supplier (none last), then name. Read as plain rows, not models: the page
 * lists hundreds of products and needs nothing a model adds.
 */
export async function lowStockProducts(): Promise<ProductIndexRow[]> {
  const { rows } = await db.rawQuery(
    `SELECT products.id, products.sku, products.name, products.category_id, products.unit,
       products.purchase_unit, products.purchase_unit_factor, products.preferred_supplier_id,
       products.reorder_point, products.reorder_quantity, products.active, products.on_hand,
       products.stock_value_cents, products.average_cost_cents,
       c.name AS category_name, s.name AS supplier_name
     FROM products
     JOIN inventory_categories c ON c.id = products.category_id
     LEFT JOIN suppliers s ON s.id = products.preferred_supplier_id
     WHERE ${LOW_STOCK_SQL}
     ORDER BY products.preferred_supplier_id, products.name, products.id`
  )
  return (rows as LowStockRow[]).map((row) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    categoryId: row.category_id,
    unit: row.unit,
    purchaseUnit: row.purchase_unit,
    purchaseUnitFactor: row.purchase_unit_factor,
    preferredSupplierId: row.preferred_supplier_id,
    reorderPoint: row.reorder_point,
    reorderQuantity: row.reorder_quantity,
    active: row.active,
    onHand: row.on_hand,
    stockValueCents: Number(row.stock_value_cents),
    averageCostCents: row.average_cost_cents,
    category: { id: row.category_id, name: row.category_name },
    preferredSupplier:
      row.preferred_supplier_id === null
        ? null
        : { id: row.preferred_supplier_id, name: row.supplier_name! },
    lowStock: isLowStock({ onHand: row.on_hand, reorderPoint: row.reorder_point }),
  }))
}

/** A product's latest movements, newest first. */
export function recentMovements(productId: number, limit = 10) {
  return StockMovement.query()
    .where('product_id', productId)
    .preload('user')
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Active products for pickers (the movement form, the Kardex), plus one already chosen. */
export async function productOptions(includeId?: number | null) {
  const rows = await Product.query()
    .where((match) => {
      match.where('active', true)
      if (includeId) match.orWhere('id', includeId)
    })
    .orderBy('name')
    .select('id', 'sku', 'name', 'unit', 'on_hand')
  return rows.map((product) => ({
    id: product.id,
    sku: product.sku,
    name: product.name,
    unit: product.unit,
    onHand: product.onHand,
  }))
}
