/*
| Reservation times are instants shown on the restaurant's clock (the
| installation's zone, which pages receive as `zone`), whatever the device's zone.
*/
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: zone })
    formatters.set(key, format)
  }
  return format
}

export const clockTime = (iso: string, zone: string) =>
  formatter(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

export const dayAndTime = (iso: string, zone: string) =>
  formatter(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

export const longDate = (isoDate: string) =>
  formatter('UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${isoDate}T12:00:00Z`)
  )

/** Whole minutes from `since` to `now` (never negative). */
export function minutesSince(since: string, now: string) {
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000))
}
