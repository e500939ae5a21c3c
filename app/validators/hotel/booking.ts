import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages, placeholders } from '#validators/catalogue_messages'
import type { Infer } from '@vinejs/vine/types'
import { BOOKING_SOURCES, BOOKING_STATUSES } from '#enums/hotel/booking_status'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { t } from '#services/i18n'
import { isoOf } from '#services/hotel/pricing'
import { cents, day, endDay, id, lockVersion, wholeNumber, WINDOWS } from '#validators/fields'
import { maxRangeNights } from '#config/hotel'

export const BOOKINGS_PER_PAGE = 25
export const MAX_BOOKINGS_PER_PAGE = 100
export const BOOKING_SORTS = ['arrival', 'departure', 'code', 'guest', 'created'] as const
/**
 * Which stays the list covers: `current` (the default: in the house or arriving
 * from today on), `today` (today's arrivals, the guests in the house and
 * today's departures) or `all` (the whole history).
 */
export const BOOKING_SCOPES = ['current', 'today', 'all'] as const
/** A new booking starts on the books either as a hold (pending) or confirmed. */
export const NEW_BOOKING_STATUSES = ['pending', 'confirmed'] as const
export const DEFAULT_CREDIT_LIMIT_CENTS = 50000

const stay = {
  guestId: id(),
  roomTypeId: id(),
  roomId: id().optional().nullable(),
  checkIn: day(),
  checkOut: endDay('checkIn', maxRangeNights),
  adults: wholeNumber(1, 20),
  children: wholeNumber(0, 20),
  source: vine.enum(BOOKING_SOURCES),
  specialRequests: vine.string().trim().maxLength(2000).optional().nullable(),
  creditLimitCents: cents().optional().nullable(),
  nightlyRateCents: cents().optional().nullable(),
}

export const createBookingValidator = vine.create({
  ...stay,
  status: vine.enum(NEW_BOOKING_STATUSES).optional(),
})

export const updateBookingValidator = vine.create({
  ...stay,
  lockVersion: lockVersion(),
})

export const confirmBookingValidator = vine.create({
  lockVersion: lockVersion().optional().nullable(),
})

export const cancelBookingValidator = vine.create({
  lockVersion: lockVersion().optional().nullable(),
  reason: vine.string().trim().minLength(3).maxLength(255),
})

/* The preview asks about a stay that is still being typed: everything but the dates is optional. */
export const quoteValidator = vine.create({
  checkIn: day(),
  checkOut: endDay('checkIn', maxRangeNights),
  adults: wholeNumber(0, 20).optional(),
  children: wholeNumber(0, 20).optional(),
  roomTypeId: id().optional(),
  bookingId: id().optional(),
  nightlyRateCents: cents().optional(),
})

export const guestOptionsValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
})

export type BookingData =
  Infer<typeof createBookingValidator> | Infer<typeof updateBookingValidator>

/* The list's query string: a shareable URL, so a broken value falls back to its default instead of failing. */
const bookingFiltersValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
  scope: vine.enum(BOOKING_SCOPES).optional(),
  status: vine.enum(BOOKING_STATUSES).optional(),
  type: id().optional(),
  from: day(WINDOWS.query).optional(),
  to: day(WINDOWS.query).optional(),
  sort: vine.enum(BOOKING_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(MAX_BOOKINGS_PER_PAGE),
})

export async function readBookingFilters(query: Record<string, unknown>) {
  const picked = Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== ''
    )
  )
  const valid = await validateDroppingInvalid(bookingFiltersValidator, picked)
  return {
    search: valid.search ?? '',
    scope: valid.scope ?? 'current',
    status: valid.status ?? ('' as const),
    type: valid.type ?? null,
    from: valid.from ? isoOf(valid.from) : '',
    to: valid.to ? isoOf(valid.to) : '',
    sort: valid.sort ?? 'arrival',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? BOOKINGS_PER_PAGE,
  }
}

export type BookingFilters = Awaited<ReturnType<typeof readBookingFilters>>

const FIELDS = [
  'guestId',
  'roomTypeId',
  'roomId',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'status',
  'source',
  'specialRequests',
  'creditLimitCents',
  'nightlyRateCents',
  'reason',
]

/** The booking forms' messages: the general ones, a few of their own, and readable field names. */
export const bookingMessages = new SimpleMessagesProvider(
  {
    ...generalValidationMessages(),
    'min': placeholders(t('hotel.validation.min')),
    'max': placeholders(t('hotel.validation.max')),
    'number': placeholders(t('hotel.validation.number')),
    'withoutDecimals': placeholders(t('hotel.validation.whole_number')),
    'positive': placeholders(t('hotel.validation.choice')),
    'enum': placeholders(t('hotel.validation.choice')),
    'date': t('hotel.bookings.validation.date'),
    'checkOut.date.afterField': t('hotel.bookings.rule.check_out_after'),
    'guestId.required': t('hotel.bookings.rule.guest_unknown'),
    'roomTypeId.required': t('hotel.bookings.choose_type'),
    'creditLimitCents.number': t('hotel.bookings.validation.money'),
    'nightlyRateCents.number': t('hotel.bookings.validation.money'),
    'creditLimitCents.min': t('hotel.bookings.validation.money'),
    'nightlyRateCents.min': t('hotel.bookings.validation.money'),
    'reason.required': t('hotel.bookings.rule.reason_required'),
  },
  Object.fromEntries(FIELDS.map((field) => [field, t(`hotel.bookings.field.${field}`)]))
)

/* Create can be opened pre-filled (from a guest, a room or the tape chart); a broken value is just left out. */
const prefillValidator = vine.create({
  guestId: id().optional(),
  roomTypeId: id().optional(),
  roomId: id().optional(),
  checkIn: day().optional(),
  checkOut: day().optional(),
})

export async function readBookingPrefill(query: Record<string, unknown>) {
  const picked = Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== ''
    )
  )
  const valid = await validateDroppingInvalid(prefillValidator, picked)
  return {
    guestId: valid.guestId ?? null,
    roomTypeId: valid.roomTypeId ?? null,
    roomId: valid.roomId ?? null,
    checkIn: valid.checkIn ? isoOf(valid.checkIn) : '',
    checkOut: valid.checkOut ? isoOf(valid.checkOut) : '',
  }
}

/* The tape chart's first day; anything but a date in the list window falls back to the default. */
const chartStartValidator = vine.create({ from: day(WINDOWS.query) })

export async function readChartStart(query: Record<string, unknown>, fallback: string) {
  const [error, valid] = await chartStartValidator.tryValidate({ from: query.from })
  return error ? fallback : isoOf(valid.from)
}
