/*
| Restaurant times are instants (stored in UTC) that staff read and type as a
| local date and time in the installation's zone (APP_TZ, default UTC).
*/
import { DateTime } from 'luxon'
import env from '#start/env'

export function restaurantZone() {
  return env.get('APP_TZ') || 'UTC'
}

export function restaurantToday(): string {
  return DateTime.now().setZone(restaurantZone()).toISODate()!
}

/** The instant of a local date (2026-11-22) and time (19:30). */
export function localInstant(date: string, time: string): DateTime {
  return DateTime.fromISO(`${date}T${time}`, { zone: restaurantZone() })
}

/** The local day [start, end) as instants. */
export function localDay(date: string): { start: DateTime; end: DateTime } {
  const start = DateTime.fromISO(date, { zone: restaurantZone() }).startOf('day')
  return { start, end: start.plus({ days: 1 }) }
}

/** An instant as the local date and time staff typed or read. */
export function localParts(instant: DateTime | Date | string) {
  const value =
    instant instanceof DateTime
      ? instant
      : instant instanceof Date
        ? DateTime.fromJSDate(instant)
        : DateTime.fromISO(instant)
  const local = value.setZone(restaurantZone())
  return { date: local.toISODate()!, time: local.toFormat('HH:mm') }
}

/** A date the validator parsed (midnight, process time) back as the calendar date typed: 2026-11-22. */
export function calendarDate(value: Date) {
  const month = String(value.getMonth() + 1).padStart(2, '0')
  const day = String(value.getDate()).padStart(2, '0')
  return `${value.getFullYear()}-${month}-${day}`
}
