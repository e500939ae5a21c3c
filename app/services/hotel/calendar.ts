/*
| Hotel dates are calendar dates in the hotel's time zone (APP_TZ, default UTC),
| written as ISO strings (2026-11-22). A stay [checkIn, checkOut) has the nights
| checkIn … checkOut − 1 day.
*/
import { DateTime } from 'luxon'
import env from '#start/env'
import { maxRangeNights } from '#config/hotel'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

export function hotelZone() {
  return env.get('APP_TZ') || 'UTC'
}

/** Today's date at the hotel. */
export function hotelToday(): string {
  return DateTime.now().setZone(hotelZone()).toISODate()!
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

/**
 * Refuses, next to `field`, a range [from, to) of more nights than a stay or a
 * block may cover (config/hotel.ts). Called before the transaction opens, so no
 * request does unbounded night-by-night work while it holds a connection.
 */
export function assertBoundedRange(field: string, from: string, to: string) {
  const max = maxRangeNights()
  if (daysBetween(from, to) > max)
    throw fieldError(field, t('hotel.validation.range_too_long', { count: max }))
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string) {
  return toDate(iso).weekday
}

/** A Luxon date column (or a string) as an ISO date string. */
export function isoDate(value: DateTime | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISODate()!
}
