import vine from '@vinejs/vine'
import { ORDER_KINDS, ORDER_STATUSES } from '#enums/restaurant/order_status'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { calendarDate } from '#services/clock'
import { day, id, INTEGER_MAX, WINDOWS } from '#validators/fields'

export const ORDERS_PER_PAGE = 25

/* A row's id: a positive whole number the database's integer column can hold. */
const ref = () => id().max(INTEGER_MAX)

const ordersFiltersValidator = vine.create({
  status: vine.enum(ORDER_STATUSES).optional(),
  kind: vine.enum(ORDER_KINDS).optional(),
  waiter_id: ref().optional(),
  table_id: ref().optional(),
  date: day(WINDOWS.query).optional(),
  search: vine.string().trim().maxLength(40).optional(),
  ...pagingFields(100),
})

/** The Orders list's filters from its URL; a broken value falls back to its default. */
export async function readOrderFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(ordersFiltersValidator, query)
  return {
    status: valid.status ?? ('' as const),
    kind: valid.kind ?? ('' as const),
    waiterId: valid.waiter_id ?? null,
    tableId: valid.table_id ?? null,
    date: valid.date ? calendarDate(valid.date) : '',
    search: valid.search ?? '',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? ORDERS_PER_PAGE,
  }
}

export type OrderFilters = Awaited<ReturnType<typeof readOrderFilters>>

/** Moving an order to another table. */
export const transferOrderValidator = vine.create({ table_id: ref() })

/** Merging another table's order into this one. */
export const mergeOrdersValidator = vine.create({ order_id: ref() })
