import vine from '@vinejs/vine'
import { addDays, appToday, toDate } from '#services/clock'
import { t } from '#services/i18n'
import { isoDay, isStorableDay } from '#validators/fields'

/*
| A report's date range, read from the query string (a report is a shareable
| URL): `from` and `to` are ISO dates, both included, `to` on or after `from`,
| at most 3 years apart. With only one of them the range is the 30 days that
| start or end there; with none, the last 30 days ending today. A broken range
| never fails the page: the report shows the default range and the message
| sits next to the field.
*/
export type ReportRange = { from: string; to: string }
export type ReportRangeErrors = { from?: string; to?: string }

export const REPORT_RANGE_DAYS = 30
export const REPORT_RANGE_MAX_YEARS = 3

export const reportRangeValidator = vine.compile(
  vine.object({ from: isoDay().optional(), to: isoDay().optional() })
)

export function defaultReportRange(today = appToday()): ReportRange {
  return { from: addDays(today, 1 - REPORT_RANGE_DAYS), to: today }
}

function fieldMessages(error: unknown): ReportRangeErrors {
  const messages = (error as { messages?: { field: string }[] }).messages ?? []
  const broken = new Set(messages.map((message) => message.field))
  return Object.fromEntries(
    [...broken]
      .filter((field) => field === 'from' || field === 'to')
      .map((field) => [field, t('reports.range.invalid_date')])
  )
}

export async function readReportRange(
  query: Record<string, unknown>,
  today = appToday()
): Promise<{ range: ReportRange; errors: ReportRangeErrors }> {
  const given = { from: query.from || undefined, to: query.to || undefined }
  const [error, valid] = await reportRangeValidator.tryValidate(given)
  if (error) return { range: defaultReportRange(today), errors: fieldMessages(error) }

  const { from, to } = valid
  if (!from && !to) return { range: defaultReportRange(today), errors: {} }
  const range = {
    from: from ?? addDays(to!, 1 - REPORT_RANGE_DAYS),
    to: to ?? addDays(from!, REPORT_RANGE_DAYS - 1),
  }
  /* A day near the calendar's ends gives a range reaching beyond it (year 0, or 10000). */
  if (!isStorableDay(range.from) || !isStorableDay(range.to)) {
    return {
      range: defaultReportRange(today),
      errors: { [from ? 'from' : 'to']: t('reports.range.invalid_date') },
    }
  }
  if (range.to < range.from)
    return {
      range: defaultReportRange(today),
      errors: { to: t('reports.range.to_before_from') },
    }
  if (range.to >= toDate(range.from).plus({ years: REPORT_RANGE_MAX_YEARS }).toISODate()!) {
    return {
      range: defaultReportRange(today),
      errors: { to: t('reports.range.too_long', { years: REPORT_RANGE_MAX_YEARS }) },
    }
  }
  return { range, errors: {} }
}

export const REPORT_PRESETS = [
  'last_7',
  'last_30',
  'last_90',
  'this_month',
  'year_to_date',
  'next_30',
  'last_365',
] as const
export type ReportPresetKey = (typeof REPORT_PRESETS)[number]
export type ReportPreset = { key: ReportPresetKey; from: string; to: string }

/** The hotel's quick ranges: the past and the month ahead. */
const HOTEL_PRESETS: ReportPresetKey[] = [
  'last_7',
  'last_30',
  'last_90',
  'this_month',
  'year_to_date',
  'next_30',
]

/** The quick ranges a report screen offers, for the installation's today. */
export function reportPresets(
  today = appToday(),
  keys: readonly ReportPresetKey[] = HOTEL_PRESETS
): ReportPreset[] {
  const monthStart = `${today.slice(0, 8)}01`
  const ranges: Record<ReportPresetKey, ReportRange> = {
    last_7: { from: addDays(today, -6), to: today },
    last_30: defaultReportRange(today),
    last_90: { from: addDays(today, -89), to: today },
    this_month: { from: monthStart, to: toDate(monthStart).endOf('month').toISODate()! },
    year_to_date: { from: `${today.slice(0, 4)}-01-01`, to: today },
    next_30: { from: today, to: addDays(today, REPORT_RANGE_DAYS - 1) },
    last_365: { from: addDays(today, -364), to: today },
  }
  return keys.map((key) => ({ key, ...ranges[key] }))
}

/*
| A report "as of" one day (stock at the end of that day): `as_of` is an ISO
| date, today or before; missing or broken, the report shows today with the
| message next to the field.
*/
export type ReportDatePreset = {
  key: 'today' | 'end_of_last_month' | 'end_of_last_year'
  date: string
}

const asOfValidator = vine.compile(vine.object({ as_of: isoDay().optional() }))

export async function readReportDate(
  query: Record<string, unknown>,
  today = appToday()
): Promise<{ date: string; error?: string }> {
  const [error, valid] = await asOfValidator.tryValidate({ as_of: query.as_of || undefined })
  if (error) return { date: today, error: t('reports.range.invalid_date') }
  if (!valid.as_of) return { date: today }
  if (valid.as_of > today) return { date: today, error: t('reports.range.in_future') }
  return { date: valid.as_of }
}

export function reportDatePresets(today = appToday()): ReportDatePreset[] {
  const monthStart = toDate(`${today.slice(0, 8)}01`)
  return [
    { key: 'today', date: today },
    { key: 'end_of_last_month', date: monthStart.minus({ days: 1 }).toISODate()! },
    { key: 'end_of_last_year', date: `${Number(today.slice(0, 4)) - 1}-12-31` },
  ]
}
