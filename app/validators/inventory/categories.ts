import vine from '@vinejs/vine'
import { existingId, line, paragraph } from '#validators/inventory/fields'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'

const name = () =>
  line(80)
    .minLength(1)
    .unique({
      table: 'inventory_categories',
      column: 'name',
      filter: (query, _value, field) => {
        if (field.meta.categoryId) query.whereNot('id', field.meta.categoryId)
      },
    })

const fields = {
  parent_id: existingId('inventory_categories').optional(),
  description: paragraph(2000).optional(),
}

export const createCategoryValidator = vine.create({ name: name(), ...fields })

export const updateCategoryValidator = vine
  .withMetaData<{ categoryId: number }>()
  .create({ name: name(), ...fields })

export const CATEGORIES_PER_PAGE = 25
export const CATEGORY_SORTS = ['name', 'products'] as const

const categoryFiltersValidator = vine.create({
  search: line(100).optional(),
  sort: vine.enum(CATEGORY_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(100),
})

export async function readCategoryFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(categoryFiltersValidator, query)
  return {
    search: valid.search ?? '',
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? CATEGORIES_PER_PAGE,
  }
}

export type CategoryFilters = Awaited<ReturnType<typeof readCategoryFilters>>
