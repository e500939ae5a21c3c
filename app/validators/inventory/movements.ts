import vine from '@vinejs/vine'
import { ADJUSTMENT_REASONS, MOVEMENT_KINDS } from '#enums/inventory/movement_kind'
import { existingId, MAX_ID, money, paragraph, quantity } from '#validators/inventory/fields'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { isStorableDay } from '#validators/fields'

/*
| The movement form: an adjustment in or out for a reason, or a stocktake
| count (the difference from the books is posted). A unit cost may be given
| for stock coming in; otherwise it enters at the average cost.
*/
export const recordMovementValidator = vine.create({
  product_id: existingId('products'),
  reason: vine.enum(ADJUSTMENT_REASONS),
  direction: vine.enum(['in', 'out']).optional().requiredWhen('reason', '!=', 'stocktake'),
  quantity: quantity({ min: 'positive' }).optional().requiredWhen('reason', '!=', 'stocktake'),
  counted_quantity: quantity({ min: 'zero' }).optional().requiredWhen('reason', '=', 'stocktake'),
  unit_cost: money().optional(),
  note: paragraph(500).optional(),
})

export const MOVEMENTS_PER_PAGE = 50

const isoDay = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()

const movementFiltersValidator = vine.create({
  product: vine.number().withoutDecimals().min(1).max(MAX_ID).optional(),
  kind: vine.enum(MOVEMENT_KINDS).optional(),
  from: isoDay(),
  to: isoDay(),
  ...pagingFields(200),
})

/* A day PostgreSQL stores, away from the calendar's ends (its bounds as instants stay storable too). */
const validDay = (value: string | undefined) =>
  value && isStorableDay(value) && value > '0001-01-01' && value < '9999-12-31' ? value : undefined

/** The list's query string; a broken value is dropped (a range ending before it starts too). */
export async function readMovementFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(movementFiltersValidator, query)
  const from = validDay(valid.from)
  let to = validDay(valid.to)
  if (from && to && to < from) to = undefined
  return {
    product: valid.product ?? null,
    kind: valid.kind ?? ('' as const),
    from: from ?? '',
    to: to ?? '',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? MOVEMENTS_PER_PAGE,
  }
}

export type MovementFilters = Awaited<ReturnType<typeof readMovementFilters>>

const kardexProductValidator = vine.create({
  product: vine.number().withoutDecimals().min(1).max(MAX_ID).optional(),
  page: vine.number().withoutDecimals().min(1).max(MAX_ID).optional(),
})

/** The Kardex's product and page (its dates are a report range). */
export async function readKardexQuery(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(kardexProductValidator, {
    product: query.product,
    page: query.page,
  })
  return { productId: valid.product ?? null, page: valid.page ?? 1 }
}
