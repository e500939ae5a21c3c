import vine from '@vinejs/vine'
import { TABLE_SHAPES } from '#enums/restaurant/table_shape'
import { FLOOR_PLAN } from '#enums/restaurant/floor_plan'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'

const coordinate = (limit: number) => vine.number().withoutDecimals().min(0).max(limit)
const size = () => vine.number().withoutDecimals().min(FLOOR_PLAN.minSize).max(FLOOR_PLAN.maxSize)

const name = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(20)
    .unique({
      table: 'restaurant_tables',
      column: 'name',
      filter: (query, _value, field) => {
        if (field.meta.tableId) query.whereNot('id', field.meta.tableId)
      },
    })

/* Position and size may be left blank on a new table: it is then placed in the first free spot of its area. */
const fields = {
  area: vine.string().trim().minLength(1).maxLength(40),
  seats: vine.number().withoutDecimals().min(1).max(30),
  shape: vine.enum(TABLE_SHAPES),
  x: coordinate(FLOOR_PLAN.width - FLOOR_PLAN.minSize).optional(),
  y: coordinate(FLOOR_PLAN.height - FLOOR_PLAN.minSize).optional(),
  width: size().optional(),
  height: size().optional(),
  is_active: vine.boolean().optional(),
}

export const createTableValidator = vine.create({ name: name(), ...fields })

export const updateTableValidator = vine
  .withMetaData<{ tableId: number }>()
  .create({ name: name(), ...fields })

/** The floor map's edit mode saves one table's place at a time. */
export const tableLayoutValidator = vine.create({
  x: coordinate(FLOOR_PLAN.width - FLOOR_PLAN.minSize),
  y: coordinate(FLOOR_PLAN.height - FLOOR_PLAN.minSize),
  width: size(),
  height: size(),
})

const tableFiltersValidator = vine.create({
  area: vine.string().trim().maxLength(40).optional(),
  active: vine.enum(['yes', 'no']).optional(),
  ...pagingFields(100),
})

export async function readTableFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(tableFiltersValidator, query)
  return { area: valid.area ?? '', active: valid.active ?? ('' as const) }
}

export type TableFilters = Awaited<ReturnType<typeof readTableFilters>>
