/* Dates and times are stored in UTC and shown in the viewer's locale and zone. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

export function formatDateTime(iso: string) {
  return dateTime.format(new Date(iso))
}

/* A calendar date (2026-11-24, a hotel night or departure) has no time zone: it is read and shown as UTC. */
const day = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

export function formatDay(isoDate: string) {
  return day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}
