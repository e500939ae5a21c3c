import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { messages, t } from '#services/i18n'
import { daysBetween, appToday, toDate } from '#services/clock'

/*
| Input safety, shared by every validator. start/validator.ts makes each
| vine.string() refuse text PostgreSQL cannot store (not well-formed UTF-16, or
| holding NUL) and each vine.number() a value outside PostgreSQL's `integer`
| range, before any other rule of the field runs — so before a database rule
| such as unique() or exists() sends the value to the database. Text also
| refuses control characters but tab and line breaks; a number is read from
| decimal digits only ("0x10", "1e3", true and false are not numbers). The
| builders below bound ids, amounts and counts to their own columns, and each
| date to a window around today (APP_TZ) that fits its meaning; isoDay()
| checks a date kept as text (vine.date() already refuses a day that does not
| exist).
*/
export const INTEGER_MIN = -2_147_483_648
export const INTEGER_MAX = 2_147_483_647

/** The most items an array field may hold. */
export const MAX_ITEMS = 1000

/** The largest amount in cents a form accepts: 9,999,999.99, far above any real bill. */
export const MAX_CENTS = 999_999_999

const catalogueMessage = (key: string) =>
  (messages()[`validation.${key}`] ?? key).replace(/\{(\w+)\}/g, '{{ $1 }}')

export const WELL_FORMED_TEXT = 'wellFormedText'
export const STORABLE_NUMBER = 'storableNumber'
export const ISO_DAY = 'isoDay'
export const DAY_WINDOW = 'dayWindow'
export const MAX_NIGHTS = 'maxNights'
export const MAX_AMOUNT = 'maxAmount'

/* PostgreSQL has no year 0. */
const MIN_YEAR = 1

export function isStorableText(value: string) {
  return value.isWellFormed() && !value.includes('\u0000')
}

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d
const DELETE = 0x7f

/**
 * A C0 control character (U+0000–U+001F) or DEL. Text that may span lines (the
 * default for every string) may hold tabs and line breaks (a browser sends a
 * textarea's as CR LF); a single line (`multiline: false`) none of them.
 */
export function hasControlCharacter(value: string, { multiline = true } = {}) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code === DELETE) return true
    if (code >= 0x20) continue
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue
    return true
  }
  return false
}

/** Text every column can store and every screen can show: well-formed, no control characters. */
export function isCleanText(value: string) {
  return isStorableText(value) && !hasControlCharacter(value)
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * For a number's parse hook: a number, or text of decimal digits (an optional
 * minus, an optional fraction). Anything else becomes NaN, which the number rule
 * refuses: an object, an array, a boolean, "0x10", "1e3", "Infinity".
 * Absent and empty values pass through for optional() and required().
 */
export function decimalNumber(value: unknown) {
  if (value === undefined || value === null || value === '') return value
  if (typeof value === 'number') return value
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim()
  return Number.NaN
}

/**
 * Drops, in place and at any depth, own `toString` and `valueOf` keys that are
 * not functions (JSON can send them), so converting a value never throws.
 */
export function defuse(data: unknown) {
  const pending: unknown[] = [data]
  while (pending.length > 0) {
    const value = pending.pop()
    if (value === null || typeof value !== 'object') continue
    const record = value as Record<string, unknown>
    for (const key of ['toString', 'valueOf']) {
      if (Object.hasOwn(record, key) && typeof record[key] !== 'function') delete record[key]
    }
    for (const inner of Object.values(record)) {
      if (inner !== null && typeof inner === 'object') pending.push(inner)
    }
  }
  return data
}

export const wellFormedText = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !isCleanText(value)) {
      field.report(catalogueMessage(WELL_FORMED_TEXT), WELL_FORMED_TEXT, field)
    }
  },
  { name: WELL_FORMED_TEXT }
)

export const storableNumber = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value === 'number' && (value < INTEGER_MIN || value > INTEGER_MAX)) {
      field.report(catalogueMessage(STORABLE_NUMBER), STORABLE_NUMBER, field)
    }
  },
  { name: STORABLE_NUMBER }
)

/** `YYYY-MM-DD` naming a day that exists (no 31 February) in the years a column stores. */
export function isStorableDay(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, dayOfMonth] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(2000, month - 1, dayOfMonth))
  date.setUTCFullYear(year)
  return (
    year >= MIN_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === dayOfMonth
  )
}

const isoDayRule = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !isStorableDay(value)) {
      field.report(catalogueMessage(ISO_DAY), ISO_DAY, field)
    }
  },
  { name: ISO_DAY }
)

/*
| Date windows. Every date a form takes lies in a window around today (the
| hotel's calendar date in APP_TZ, from its clock service) that fits what it
| means; a range (a stay, a room block) spans at most the nights its module
| sets (the hotel: HOTEL_MAX_RANGE_NIGHTS, config/hotel.ts). A date outside is refused with the window in the message.
*/
type Span = { years?: number; days?: number }
/** The most nights a range may span: a number, or a setting read when a value is validated. */
export type NightLimit = number | (() => number)
const nightLimit = (limit: NightLimit) => (typeof limit === 'function' ? limit() : limit)
export type DayWindow = { past: Span; future: Span }

export const WINDOWS = {
  /** Arrivals, reservations, room blocks, due dates, deliveries: a year back, three ahead. */
  planning: { past: { years: 1 }, future: { years: 3 } },
  /** A rate rule's season: past seasons stay editable for five years, new ones three years ahead. */
  season: { past: { years: 5 }, future: { years: 3 } },
  /** A date of birth: up to 130 years ago, not in the future. */
  birth: { past: { years: 130 }, future: { days: 0 } },
  /** A list page's filter: ten years either way; a date beyond is dropped, the default applies. */
  query: { past: { years: 10 }, future: { years: 10 } },
} satisfies Record<string, DayWindow>

/** The first and last day of a window, for today. */
export function windowDays(window: DayWindow, today = appToday()) {
  return {
    min: toDate(today).minus(window.past).toISODate()!,
    max: toDate(today).plus(window.future).toISODate()!,
  }
}

/** A value a date rule has read (a Date at local midnight, or `YYYY-MM-DD`) as its calendar day. */
export function calendarDayOf(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    const month = String(value.getMonth() + 1).padStart(2, '0')
    const dayOfMonth = String(value.getDate()).padStart(2, '0')
    return `${String(value.getFullYear()).padStart(4, '0')}-${month}-${dayOfMonth}`
  }
  if (typeof value === 'string') {
    const text = value.trim()
    return isStorableDay(text) ? text : null
  }
  return null
}

const dayWindowRule = vine.createRule(
  (value: unknown, options: { window: DayWindow }, field: FieldContext) => {
    const day = calendarDayOf(value)
    if (!day) return
    const { min, max } = windowDays(options.window)
    if (day < min || day > max) {
      field.report(catalogueMessage(DAY_WINDOW), DAY_WINDOW, field, { min, max })
    }
  },
  { name: DAY_WINDOW }
)

const maxNightsRule = vine.createRule(
  (value: unknown, options: { from: string; max: NightLimit }, field: FieldContext) => {
    /* Read at validation time: the setting may change without a restart of the validators. */
    const max = nightLimit(options.max)
    const end = calendarDayOf(value)
    const start = calendarDayOf(
      (field.parent as Record<string, unknown> | undefined)?.[options.from]
    )
    if (!end || !start) return
    if (daysBetween(start, end) > max) {
      field.report(t(`validation.${MAX_NIGHTS}`, { max }), MAX_NIGHTS, field, { max })
    }
  },
  { name: MAX_NIGHTS }
)

/** A date (`YYYY-MM-DD`, read as a Date) within the window. */
export const day = (window: DayWindow = WINDOWS.planning) =>
  vine.date({ formats: ['YYYY-MM-DD'] }).use(dayWindowRule({ window }))

/**
 * The last day of a range that starts at the field `from`: after it, within the
 * window, and at most `max` nights (days) from it.
 */
export const endDay = (from: string, max: NightLimit, window = WINDOWS.planning) =>
  vine
    .date({ formats: ['YYYY-MM-DD'] })
    .afterField(from)
    .use(maxNightsRule({ from, max }))
    .use(
      dayWindowRule({
        window: { ...window, future: addSpan(window.future, nightLimit(max)) },
      })
    )

/* An end day may lie `max` days past the window's last start day. */
function addSpan(span: Span, days: number): Span {
  return { years: span.years, days: (span.days ?? 0) + days }
}

/** A date kept as text (`YYYY-MM-DD`), for forms that read it themselves; within `window` when given. */
export const isoDay = (window?: DayWindow) => {
  const text = vine.string().trim().use(isoDayRule())
  return window ? text.use(dayWindowRule({ window })) : text
}

/** Refuses an end day more than `max` nights after the field `from` (both `YYYY-MM-DD` or dates). */
export const maxNights = maxNightsRule

/** The window rule itself, for a schema built elsewhere. */
export const dayWindow = dayWindowRule

/*
| Amounts typed in the currency: 120 or 120.50 (a number sent by a script is
| read as its text), at most `max` cents — what the amount's column holds (an
| `integer` of cents, or a CHECK on it). Refused above it with the limit in
| the message.
*/
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/

export const numberAsText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value

/** The cents of an amount typed as text (`AMOUNT`), as a BigInt. */
export function centsOfText(value: string) {
  const [whole, fraction = ''] = value.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

export const formatCents = (cents: number) =>
  (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const maxAmountRule = vine.createRule(
  (value: unknown, options: { max: number }, field: FieldContext) => {
    if (typeof value !== 'string' || !AMOUNT.test(value)) return
    if (centsOfText(value) > BigInt(options.max)) {
      field.report(catalogueMessage(MAX_AMOUNT), MAX_AMOUNT, field, {
        max: formatCents(options.max),
      })
    }
  },
  { name: MAX_AMOUNT }
)

/** Refuses an amount typed as text above `max` cents (for a schema with its own format rule). */
export const maxAmount = maxAmountRule

/** An amount typed in the currency, as integer cents from 0 to `max`. */
export const amount = (max = MAX_CENTS) =>
  vine
    .string()
    .parse(numberAsText)
    .trim()
    .regex(AMOUNT)
    .use(maxAmountRule({ max }))
    .transform((value) => Number(centsOfText(value)))

/** A row id: a whole number from 1 to the largest `integer`. */
export const id = () => vine.number().withoutDecimals().positive()

/** An amount in integer cents, from 0 to MAX_CENTS. */
export const cents = () => vine.number().withoutDecimals().min(0).max(MAX_CENTS)

/** A whole number from min to max (a count, a floor, a weekday). */
export const wholeNumber = (min: number, max: number) =>
  vine.number().withoutDecimals().min(min).max(max)

/** The version a stale-edit check compares with the row's `lock_version`. */
export const lockVersion = (min = 0) => vine.number().withoutDecimals().min(min)

/* An amount typed as 120 or 120.50, stored as integer cents: no floats on the way. */
export const toCents = (value: string) => {
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
