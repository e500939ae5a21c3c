/* Calendar dates as ISO strings (2026-11-22), computed in UTC so no time zone shifts a day. */
const DAY_MS = 86_400_000

const parse = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))

export function addDays(iso: string, days: number) {
  return new Date(parse(iso) + days * DAY_MS).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string) {
  return Math.round((parse(to) - parse(from)) / DAY_MS)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string) {
  return new Date(parse(iso)).getUTCDay()
}

const formats = new Map<string, Intl.DateTimeFormat>()

export function formatDate(iso: string, options: Intl.DateTimeFormatOptions) {
  const key = JSON.stringify(options)
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format.format(new Date(parse(iso)))
}
