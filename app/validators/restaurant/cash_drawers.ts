import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAYMENT_METHODS } from '#enums/restaurant/payment'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import { amount, day, id, INTEGER_MAX, WINDOWS } from '#validators/fields'
import { appToday, calendarDate } from '#services/clock'
import { t } from '#services/i18n'

export const PAYMENTS_PER_PAGE = 25

/** Opening a drawer: the float put in it, typed in the currency. */
export const openCashDrawerValidator = vine.create({ float: amount() })

/** Closing a drawer: the cash counted in it, and an optional note on the count. */
export const closeCashDrawerValidator = vine.create({
  counted: amount(),
  note: vine.string().trim().maxLength(500).optional(),
})

const own = (key: string) => placeholders(t(key))

export const cashDrawerMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    regex: own('restaurant.validation.money_format'),
    maxLength: own('restaurant.cash_drawers.note_too_long'),
  },
  {
    float: t('restaurant.cash_drawers.float'),
    counted: t('restaurant.cash_drawers.counted'),
    note: t('restaurant.cash_drawers.note'),
  }
)

const paymentFiltersValidator = vine.create({
  from: day(WINDOWS.query).optional(),
  to: day(WINDOWS.query).afterOrSameAs('from').optional(),
  method: vine.enum(PAYMENT_METHODS).optional(),
  cashier_id: id().max(INTEGER_MAX).optional(),
  ...pagingFields(100),
})

/**
 * The Payments list's filters from its URL; a broken value falls back to its
 * default. Without dates the list shows today (APP_TZ); one date alone is a
 * one-day range.
 */
export async function readPaymentFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(paymentFiltersValidator, query)
  const from = valid.from ? calendarDate(valid.from) : null
  const to = valid.to ? calendarDate(valid.to) : null
  return {
    from: from ?? to ?? appToday(),
    to: to ?? from ?? appToday(),
    method: valid.method ?? ('' as const),
    cashierId: valid.cashier_id ?? null,
    page: valid.page ?? 1,
    perPage: valid.per_page ?? PAYMENTS_PER_PAGE,
  }
}

export type PaymentFilters = Awaited<ReturnType<typeof readPaymentFilters>>
