import vine from '@vinejs/vine'
import { addDays, hotelToday, toDate } from '#services/hotel/calendar'
import { t } from '#services/i18n'

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

const calendarDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !toDate(value).isValid) field.report(t('hotel.reports.range.invalid_date'), 'calendarDate', field)
})

const isoDay = () => vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).use(calendarDate()).optional()

export const reportRangeValidator = vine.compile(vine.object({ from: isoDay(), to: isoDay() }))

export function defaultReportRange(today = hotelToday()): ReportRange {
  return { from: addDays(today, 1 - REPORT_RANGE_DAYS), to: today }
}

function fieldMessages(error: unknown): ReportRangeErrors {
  const messages = (error as { messages?: { field: string }[] }).messages ?? []
  const broken = new Set(messages.map((message) => message.field))
  return Object.fromEntries([...broken].filter((field) => field === 'from' || field === 'to').map((field) => [field, t('hotel.reports.range.invalid_date')]))
}

export async function readReportRange(query: Record<string, unknown>, today = hotelToday()): Promise<{ range: ReportRange; errors: ReportRangeErrors }> {
  const given = { from: query.from || undefined, to: query.to || undefined }
  const [error, valid] = await reportRangeValidator.tryValidate(given)
  if (error) return { range: defaultReportRange(today), errors: fieldMessages(error) }

  const { from, to } = valid
  if (!from && !to) return { range: defaultReportRange(today), errors: {} }
  const range = { from: from ?? addDays(to!, 1 - REPORT_RANGE_DAYS), to: to ?? addDays(from!, REPORT_RANGE_DAYS - 1) }
  if (range.to < range.from) return { range: defaultReportRange(today), errors: { to: t('hotel.reports.range.to_before_from') } }
  if (range.to >= toDate(range.from).plus({ years: REPORT_RANGE_MAX_YEARS }).toISODate()!) {
    return { range: defaultReportRange(today), errors: { to: t('hotel.reports.range.too_long', { years: REPORT_RANGE_MAX_YEARS }) } }
  }
  return { range, errors: {} }
}

export const REPORT_PRESETS = ['last_7', 'last_30', 'last_90', 'this_month', 'year_to_date', 'next_30'] as const
export type ReportPreset = { key: (typeof REPORT_PRESETS)[number]; from: string; to: string }

/** The quick ranges the report screens offer, for the hotel's today. */
export function reportPresets(today = hotelToday()): ReportPreset[] {
  const monthStart = `${today.slice(0, 8)}01`
  const ranges: Record<ReportPreset['key'], ReportRange> = {
    last_7: { from: addDays(today, -6), to: today },
    last_30: defaultReportRange(today),
    last_90: { from: addDays(today, -89), to: today },
    this_month: { from: monthStart, to: toDate(monthStart).endOf('month').toISODate()! },
    year_to_date: { from: `${today.slice(0, 4)}-01-01`, to: today },
    next_30: { from: today, to: addDays(today, REPORT_RANGE_DAYS - 1) },
  }
  return REPORT_PRESETS.map((key) => ({ key, ...ranges[key] }))
}
