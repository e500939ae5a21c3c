/*
| CSV exports, streamed: rows are written to the response as they are produced,
| so a long export never sits whole in memory.
|
| Cells follow RFC 4180: a cell holding a comma, a double quote, CR or LF is
| wrapped in double quotes, with its quotes doubled; lines end with CRLF.
| Text that a spreadsheet would run as a formula (starting with =, +, -, @, or
| a tab or CR, which some spreadsheets skip before reading a formula) is
| neutralised with a leading apostrophe. Numbers are written as they are: they
| come from the application, not from what someone typed.
*/
import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'

export type CsvValue = string | number | null | undefined

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

/** Cents as the amount a spreadsheet sums: 12345 → 123.45 (the nearest double prints back as exactly that decimal). */
export function csvAmount(cents: number) {
  return cents / 100
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
