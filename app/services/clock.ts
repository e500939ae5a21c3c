/*
| The installation's one clock, for every module. Dates are calendar dates in
| its time zone (APP_TZ, default UTC), written as ISO strings (2026-11-22); a
| hotel stay [checkIn, checkOut) has the nights checkIn … checkOut − 1 day.
| Times (a restaurant reservation) are instants stored in UTC that staff read
| and type as a local date and time in the same zone.
*/
import { DateTime } from 'luxon'
import env from '#start/env'

/** The installation's time zone. */
export function appZone() {
  return env.get('APP_TZ') || 'UTC'
}

/** Today's date in the installation's time zone. */
export function appToday(): string {
  return DateTime.now().setZone(appZone()).toISODate()!
}

export function toDate(iso: string) {
  return DateTime.fromISO(iso, { zone: 'utc' })
}

export function addDays(iso: string, days: number): string {
  return toDate(iso).plus({ days }).toISODate()!
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string) {
  return Math.round(toDate(to).diff(toDate(from), 'days').days)
}

/** The nights of the half-open range [from, to). */
export function nightsOf(from: string, to: string): string[] {
  const nights: string[] = []
  for (let night = from; night < to; night = addDays(night, 1)) nights.push(night)
  return nights
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string) {
  return toDate(iso).weekday
}

/** A Luxon date column (or a string) as an ISO date string. */
export function isoDate(value: DateTime | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISODate()!
}

/** The instant of a local date (2026-11-22) and time (19:30). */
export function localInstant(date: string, time: string): DateTime {
  return DateTime.fromISO(`${date}T${time}`, { zone: appZone() })
}

/** The local day [start, end) as instants. */
export function localDay(date: string): { start: DateTime; end: DateTime } {
  const start = DateTime.fromISO(date, { zone: appZone() }).startOf('day')
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
  const local = value.setZone(appZone())
  return { date: local.toISODate()!, time: local.toFormat('HH:mm') }
}

/** A date the validator parsed (midnight, process time) back as the calendar date typed: 2026-11-22. */
export function calendarDate(value: Date) {
  const month = String(value.getMonth() + 1).padStart(2, '0')
  const day = String(value.getDate()).padStart(2, '0')
  return `${value.getFullYear()}-${month}-${day}`
}
