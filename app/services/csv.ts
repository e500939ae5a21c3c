/*
| CSV exports, streamed: rows are written to the response as they are produced,
| so a long export never sits whole in memory.
|
| Cells follow RFC 4180: a cell holding a comma, a double quote, CR or LF is
| wrapped in double quotes, with its quotes doubled; lines end with CRLF.
| Text that a spreadsheet would run as a formula (starting with =, +, -, @, or
| a tab or CR, which some spreadsheets skip before reading a formula) is
| neutralised with a leading apostrophe.
|
| One format for every export in Posada, so a spreadsheet reads them all alike:
|   money       csvAmount(cents)        2 decimals, no grouping: 1234.00, -3.10
|   unit cost   csvUnitCost(cents)      6 decimals (a ten-thousandth of a cent): 0.013200
|   quantity    csvQuantity(decimal)    3 decimals, the precision stock is kept in: 2.500
|   percentage  csvPercent(basisPoints) 2 decimals: 66.67, 50.00
|   date        csvDate(date)           YYYY-MM-DD: 2026-11-27
|   time        csvTime(instant)        YYYY-MM-DD HH:mm in the installation's time zone
|                                       (APP_TZ), which the column header names: 2026-11-27 14:05
| Numbers are written as typed cells (CsvNumber), never through the formula
| guard, so a negative amount stays -3.10 and a spreadsheet sums it.
*/
import { Readable } from 'node:stream'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { appZone, isoDate } from '#services/clock'
import { formatCost, formatQuantity, parseCost, parseQuantity } from '#services/quantity'

/** A number the application formatted: written as it is, never neutralised as a formula. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Not a CSV number: ${text}`)
  }
}

export type CsvValue = string | number | CsvNumber | null | undefined

/** A report's export: the file's name, its header and its rows. */
export type CsvExport = {
  filename: string
  header: string[]
  rows: Iterable<CsvValue[]> | AsyncIterable<CsvValue[]>
}

type Rows = Iterable<CsvValue[]> | AsyncIterable<CsvValue[]>

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

export async function* csvLines(header: string[], rows: Rows): AsyncGenerator<string> {
  yield csvLine(header)
  for await (const row of rows) yield csvLine(row)
}

/** An integer in hundredths with 2 decimals: 250 → 2.50, -310 → -3.10, 123400 → 1234.00. */
function hundredths(value: number) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`)
  const digits = String(Math.abs(value)).padStart(3, '0')
  return new CsvNumber(`${value < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`)
}

/** Integer cents as an amount with 2 decimals: 250 → 2.50, -310 → -3.10, 123400 → 1234.00. */
export function csvAmount(cents: number) {
  return hundredths(cents)
}

/** A percentage from basis points with 2 decimals: 6667 → 66.67, 5000 → 50.00. */
export function csvPercent(basisPoints: number) {
  return hundredths(basisPoints)
}

/** A figure kept in hundredths (turns per day: 150 → 1.50) with 2 decimals. */
export function csvHundredths(value: number) {
  return hundredths(value)
}

/**
 * A unit cost (cents with up to 4 decimals, numeric(18,4)) as an amount with 6 decimals:
 * "250" → 2.500000, "0.132" → 0.001320, exactly (the point moves; no float).
 */
export function csvUnitCost(cents: string | number) {
  const scaled = parseCost(String(cents))
  const [whole, fraction] = formatCost(scaled).replace('-', '').split('.')
  const digits = whole.padStart(3, '0')
  const sign = scaled < 0n ? '-' : ''
  return new CsvNumber(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${fraction}`)
}

/** A stock quantity (numeric(14,3)) with 3 decimals: "2.5" → 2.500, "-96.6" → -96.600. */
export function csvQuantity(quantity: string | number) {
  return new CsvNumber(formatQuantity(parseQuantity(String(quantity))))
}

/** A calendar date as YYYY-MM-DD. */
export function csvDate(date: DateTime | string) {
  return isoDate(date)
}

/** An instant as the local date and time in the installation's time zone: 2026-11-27 14:05. */
export function csvTime(instant: DateTime | Date | string) {
  const value =
    instant instanceof DateTime
      ? instant
      : instant instanceof Date
        ? DateTime.fromJSDate(instant)
        : DateTime.fromISO(instant, { setZone: true })
  return value.setZone(appZone()).toFormat('yyyy-MM-dd HH:mm')
}

/** A time column's header, naming the zone its times are in: "When (America/Lima)". */
export function csvTimeHeader(label: string) {
  return `${label} (${appZone()})`
}

/** Streams the rows to the response as a download named `filename`. */
export function streamCsv(
  response: HttpContext['response'],
  filename: string,
  header: string[],
  rows: Rows
) {
  response.header('Content-Type', 'text/csv; charset=utf-8')
  response.header(
    'Content-Disposition',
    `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"`
  )
  response.header('Cache-Control', 'no-store')
  response.stream(Readable.from(csvLines(header, rows)))
}
