import vine from '@vinejs/vine'
import { MOVEMENT_KINDS } from '#enums/inventory/movement_kind'
import { REPORT_PERIODS, periodFor } from '#queries/inventory/movements_report'
import { validateDroppingInvalid } from '#validators/list_query'
import { MAX_ID } from '#validators/inventory/fields'
import {
  readReportDate,
  readReportRange,
  reportDatePresets,
  reportPresets,
  type ReportPresetKey,
} from '#validators/report_range'
import { appToday } from '#services/clock'

/*
| The inventory reports' query strings (a report is a shareable URL). Dates go
| through the shared range and "as of" readers; a broken filter (an unknown
| category, kind or period) is dropped and its default applies.
*/
const INVENTORY_PRESETS: ReportPresetKey[] = [
  'last_7',
  'last_30',
  'last_90',
  'this_month',
  'year_to_date',
  'last_365',
]

const id = () => vine.number().withoutDecimals().min(1).max(MAX_ID).optional()

const filtersValidator = vine.create({
  category: id(),
  product: id(),
  kind: vine.enum(MOVEMENT_KINDS).optional(),
  period: vine.enum(REPORT_PERIODS).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

const filtersOf = (query: Record<string, unknown>) =>
  validateDroppingInvalid(filtersValidator, {
    category: query.category,
    product: query.product,
    kind: query.kind,
    period: query.period,
    page: query.page,
  })

export async function readRangeReport(query: Record<string, unknown>) {
  const today = appToday()
  const { range, errors } = await readReportRange(query, today)
  const filters = await filtersOf(query)
  return {
    range,
    filters: {
      category: filters.category ?? null,
      product: filters.product ?? null,
      kind: filters.kind ?? null,
      period: filters.period ?? periodFor(range),
      page: filters.page ?? 1,
    },
    common: { range, rangeErrors: errors, presets: reportPresets(today, INVENTORY_PRESETS) },
  }
}

export async function readAsOfReport(query: Record<string, unknown>) {
  const today = appToday()
  const { date, error } = await readReportDate(query, today)
  const filters = await filtersOf(query)
  return {
    asOf: date,
    filters: { category: filters.category ?? null, page: filters.page ?? 1 },
    common: { asOf: date, asOfError: error, datePresets: reportDatePresets(today), today },
  }
}
