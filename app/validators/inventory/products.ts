import vine from '@vinejs/vine'
import { STOCK_UNITS } from '#enums/inventory/stock_unit'
import { existingId, line, MAX_ID, quantity } from '#validators/inventory/fields'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'

const sku = () =>
  line(40)
    .minLength(1)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
    .toUpperCase()
    .unique({
      table: 'products',
      column: 'sku',
      filter: (query, _value, field) => {
        if (field.meta.productId) query.whereNot('id', field.meta.productId)
      },
    })

const fields = {
  name: line(120).minLength(1),
  category_id: existingId('inventory_categories'),
  unit: vine.enum(STOCK_UNITS),
  purchase_unit: line(20).optional(),
  purchase_unit_factor: quantity({ min: 'positive' }).optional(),
  preferred_supplier_id: existingId('suppliers').optional(),
  reorder_point: quantity({ min: 'zero' }).optional(),
  reorder_quantity: quantity({ min: 'zero' }).optional(),
  active: vine.boolean().optional(),
}

export const createProductValidator = vine.create({ sku: sku(), ...fields })

export const updateProductValidator = vine.withMetaData<{ productId: number }>().create({
  sku: sku(),
  ...fields,
  lock_version: vine.number().withoutDecimals().min(0).max(MAX_ID),
})

export const PRODUCTS_PER_PAGE = 25
export const PRODUCT_SORTS = ['sku', 'name', 'category', 'on_hand', 'value'] as const
export const STOCK_FILTERS = ['low', 'negative', 'out'] as const

const productFiltersValidator = vine.create({
  search: line(100).optional(),
  category: vine.number().withoutDecimals().min(1).max(MAX_ID).optional(),
  supplier: vine.number().withoutDecimals().min(1).max(MAX_ID).optional(),
  stock: vine.enum(STOCK_FILTERS).optional(),
  status: vine.enum(['active', 'inactive', 'all']).optional(),
  sort: vine.enum(PRODUCT_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(100),
})

export async function readProductFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(productFiltersValidator, query)
  return {
    search: valid.search ?? '',
    category: valid.category ?? null,
    supplier: valid.supplier ?? null,
    stock: valid.stock ?? ('' as const),
    status: valid.status ?? 'active',
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? PRODUCTS_PER_PAGE,
  }
}

export type ProductFilters = Awaited<ReturnType<typeof readProductFilters>>
