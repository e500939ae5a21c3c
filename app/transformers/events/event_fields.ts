/*
| How an activity-log event reads on every screen (Events Index and Show, a
| booking's timeline): its type and every recorded field get a human label,
| and every value is formatted — money, dates in the hotel's time zone, yes/no,
| known codes in words. The labels live in the message catalogue, so each
| module adds its own in its own strings file (resources/lang/en/*.json):
|
|   events.type.<event type>                 "hotel.booking.checked_out" → "Checked out"
|   events.field.<event type>.<field>        a label for one event type only (wins)
|   events.field.<field>                     a label for the field in every event
|   events.value.<event type>.<field>.<code> a code's words in one event type only (wins)
|   events.value.<field>.<code>              a code's words for one field
|   events.value.<code>                      a code's words wherever it appears
|
| A field or type without a label shows its raw key: the walk over every event
| type the app records (tests/functional/events/event_labels.spec.ts) fails on it.
|
| Values are formatted by shape: a field ending in `Cents` is money, in `Bp` a
| percentage; an ISO date (2026-11-24) is a date and an ISO timestamp a date
| and time in APP_TZ; a list is its formatted items; anything else that is a
| code with words in the catalogue reads as those words.
*/
import { appCurrency, formatMoney } from '#services/money'
import { hasMessage, t } from '#services/i18n'
import { appZone } from '#services/clock'

export type FieldChange = {
  field: string
  label: string
  before: string | null
  after: string | null
}
export type FieldDetail = { field: string; label: string; value: string }

const LOCALE = 'en'
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const message = (keys: string[]) => {
  const key = keys.find((candidate) => hasMessage(candidate))
  return key ? t(key) : null
}

/** "Checked out" for hotel.booking.checked_out; the type itself when the catalogue has no label. */
export function eventTypeLabel(type: string) {
  return message([`events.type.${type}`]) ?? type
}

/** The words for an area of the log (the filter and the badge beside each type). */
export function eventAreaLabel(area: string) {
  return message([`events.area.${area}`]) ?? area
}

export function fieldLabel(type: string, field: string) {
  return message([`events.field.${type}.${field}`, `events.field.${field}`]) ?? field
}

function codeLabel(type: string, field: string, code: string) {
  return message([
    `events.value.${type}.${field}.${code}`,
    `events.value.${field}.${code}`,
    `events.value.${code}`,
  ])
}

const dateFormat = () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' })
const dateTimeFormat = () =>
  new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: appZone(),
  })
const numberFormat = new Intl.NumberFormat(LOCALE)

const DECIMAL = /^-?\d+(\.\d+)?$/

/** Decimal cents as money, with as many decimals as a fraction of a cent needs (up to 4). */
function formatFineMoney(cents: string) {
  const [whole, fraction = ''] = cents.replace('-', '').split('.')
  const digits = Math.min(6, 2 + fraction.replace(/0+$/, '').length)
  const amount = Number(`${cents.startsWith('-') ? '-' : ''}${whole}.${fraction}`) / 100
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: appCurrency(),
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** One recorded value as text; null when there is nothing to show. */
export function formatFieldValue(type: string, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) {
    const items = value
      .map((item) => formatFieldValue(type, field, item))
      .filter((item): item is string => item !== null)
    return items.length ? items.join(', ') : null
  }
  if (typeof value === 'boolean') return t(value ? 'events.value.yes' : 'events.value.no')
  if (typeof value === 'number') {
    if (field.endsWith('Cents')) return formatMoney(value)
    if (field.endsWith('Bp'))
      return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(value / 100)} %`
    return codeLabel(type, field, String(value)) ?? numberFormat.format(value)
  }
  if (typeof value === 'string') {
    /* A cost kept in fractions of a cent (a unit cost per gram, say) is written as a decimal string. */
    if (field.endsWith('Cents') && DECIMAL.test(value)) return formatFineMoney(value)
    if (ISO_DATE.test(value)) return dateFormat().format(new Date(`${value}T00:00:00Z`))
    if (ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
      return dateTimeFormat().format(new Date(value))
    return codeLabel(type, field, value) ?? value
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${fieldLabel(type, key)}: ${formatFieldValue(type, key, item) ?? '—'}`)
      .join('; ')
  }
  return String(value)
}

/** The fields an event changed, labelled and formatted, in the order they were recorded. */
export function presentChanges(
  type: string,
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null
): FieldChange[] {
  if (!changes) return []
  const fields = [
    ...new Set([...Object.keys(changes.before ?? {}), ...Object.keys(changes.after ?? {})]),
  ]
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(type, field),
      before: formatFieldValue(type, field, changes.before?.[field]),
      after: formatFieldValue(type, field, changes.after?.[field]),
    }))
    .filter((change) => change.before !== null || change.after !== null)
}

/** What else the event recorded (its metadata), labelled and formatted. */
export function presentDetails(
  type: string,
  metadata: Record<string, unknown> | null
): FieldDetail[] {
  if (!metadata) return []
  return Object.entries(metadata)
    .map(([field, value]) => ({
      field,
      label: fieldLabel(type, field),
      value: formatFieldValue(type, field, value),
    }))
    .filter((detail): detail is FieldDetail => detail.value !== null)
}
