import vine from '@vinejs/vine'
import { RESERVATION_STATUSES } from '#enums/restaurant/reservation_status'
import { PHONE_FORMAT } from '#validators/customers/customers'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { calendarDate } from '#services/clock'
import { day, WINDOWS } from '#validators/fields'

export const RESERVATIONS_PER_PAGE = 25
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const when = {
  party_size: vine.number().withoutDecimals().min(1).max(100),
  date: day().transform(calendarDate),
  time: vine.string().trim().regex(TIME),
  duration_minutes: vine.number().withoutDecimals().min(15).max(720).optional(),
  table_id: vine
    .number()
    .withoutDecimals()
    .exists({ table: 'restaurant_tables', column: 'id' })
    .optional()
    .nullable(),
  notes: vine.string().trim().maxLength(2000).optional(),
}

/* A reservation is for an existing customer, or for a name and phone (which finds or creates one). */
export const createReservationValidator = vine.create({
  customer_id: vine
    .number()
    .withoutDecimals()
    .exists({ table: 'customers', column: 'id' })
    .optional(),
  customer_name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(160)
    .optional()
    .requiredIfMissing('customer_id'),
  phone: vine.string().trim().regex(PHONE_FORMAT).optional().requiredIfMissing('customer_id'),
  ...when,
})

export const updateReservationValidator = vine.create({
  ...when,
  lock_version: vine.number().withoutDecimals().optional(),
})

export const seatReservationValidator = vine.create({
  table_id: when.table_id,
  lock_version: vine.number().withoutDecimals().optional(),
})

export const moveReservationValidator = vine.create({
  lock_version: vine.number().withoutDecimals().optional(),
  reason: vine.string().trim().maxLength(255).optional(),
})

const reservationFiltersValidator = vine.create({
  view: vine.enum(['list', 'day']).optional(),
  date: day(WINDOWS.query).optional(),
  status: vine.enum(RESERVATION_STATUSES).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  when: vine.enum(['upcoming', 'past', 'all']).optional(),
  ...pagingFields(100),
})

export async function readReservationFilters(query: Record<string, unknown>, today: string) {
  const valid = await validateDroppingInvalid(reservationFiltersValidator, query)
  return {
    view: valid.view ?? 'list',
    date: valid.date ? calendarDate(valid.date) : today,
    dateGiven: Boolean(valid.date),
    status: valid.status ?? ('' as const),
    search: valid.search ?? '',
    when: valid.when ?? 'upcoming',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? RESERVATIONS_PER_PAGE,
  }
}

export type ReservationFilters = Awaited<ReturnType<typeof readReservationFilters>>

/* The new-reservation page's prefill (a link from a customer or a table); a broken id is dropped. */
const prefillValidator = vine.create({
  customer_id: vine.number().withoutDecimals().min(1).optional(),
  table_id: vine.number().withoutDecimals().min(1).optional(),
})

export async function readReservationPrefill(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(prefillValidator, {
    customer_id: query.customer_id,
    table_id: query.table_id,
  })
  return { customerId: valid.customer_id ?? null, tableId: valid.table_id ?? null }
}

export const customerOptionsValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
})
