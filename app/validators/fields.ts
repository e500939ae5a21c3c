import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { messages } from '#services/i18n'

/*
| Input safety, shared by every validator. start/validator.ts makes each
| vine.string() refuse text PostgreSQL cannot store (not well-formed UTF-16, or
| holding NUL) and each vine.number() a value outside PostgreSQL's `integer`
| range, before any other rule of the field runs — so before a database rule
| such as unique() or exists() sends the value to the database. The builders
| below bound ids, amounts and counts to their own columns; isoDay() checks a
| date kept as text (vine.date() already refuses a day that does not exist).
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

/* PostgreSQL has no year 0. */
const MIN_YEAR = 1

export function isStorableText(value: string) {
  return value.isWellFormed() && !value.includes('\u0000')
}

/** For a number's parse hook: an object or an array becomes NaN, which the number rule refuses. */
export const notAnObject = (value: unknown) =>
  value !== null && typeof value === 'object' ? Number.NaN : value

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
    if (typeof value === 'string' && !isStorableText(value)) {
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

/** A date kept as text (`YYYY-MM-DD`), for forms that read it themselves. */
export const isoDay = () => vine.string().trim().use(isoDayRule())

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
