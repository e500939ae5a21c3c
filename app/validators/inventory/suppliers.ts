import vine from '@vinejs/vine'
import { line, paragraph } from '#validators/inventory/fields'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'

export const supplierValidator = vine.create({
  name: line(120).minLength(1),
  tax_id: line(40).optional(),
  contact_name: line(120).optional(),
  email: line(254).email().optional(),
  phone: line(40).optional(),
  address: paragraph(2000).optional(),
  payment_terms: line(80).optional(),
  lead_time_days: vine.number().withoutDecimals().min(0).max(365).optional(),
  active: vine.boolean().optional(),
})

export const SUPPLIERS_PER_PAGE = 25
export const SUPPLIER_SORTS = ['name', 'lead_time', 'products'] as const

const supplierFiltersValidator = vine.create({
  search: line(100).optional(),
  status: vine.enum(['active', 'inactive']).optional(),
  sort: vine.enum(SUPPLIER_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(100),
})

export async function readSupplierFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(supplierFiltersValidator, query)
  return {
    search: valid.search ?? '',
    status: valid.status ?? ('' as const),
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? SUPPLIERS_PER_PAGE,
  }
}

export type SupplierFilters = Awaited<ReturnType<typeof readSupplierFilters>>
