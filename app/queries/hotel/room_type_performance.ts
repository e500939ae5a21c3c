/*
| A room type's figures for its Show page.
|
| Performance over the last 30 nights (the 30 nights before today): sold
| room-nights are the type's booking nights of bookings on the books or stayed
| (SOLD_BOOKING_STATUSES); room revenue is the sum of those nights' rates;
| available room-nights are the type's rooms in service each night (their
| service history), less the out-of-order blocks of that night. Occupancy = sold /
| available, ADR = revenue / sold, both rounded half up.
*/
import db from '@adonisjs/lucid/services/db'
import { typeAvailability } from '#services/hotel/availability'
import { roomTypeReport } from '#queries/hotel/room_type_report'
import { addDays } from '#services/clock'
import { quoteStay, rateRulesOf, taxRateOf, type RateRule } from '#services/hotel/pricing'

export const AVAILABILITY_NIGHTS = 30
export const PERFORMANCE_NIGHTS = 30
export const PREVIEW_NIGHTS = 14

export async function upcomingAvailability(roomTypeId: number, today: string) {
  const byType = await typeAvailability(db.connection(), {
    from: today,
    to: addDays(today, AVAILABILITY_NIGHTS),
    roomTypeIds: [roomTypeId],
  })
  return byType.get(roomTypeId) ?? []
}

export type Performance = {
  from: string
  to: string
  soldNights: number
  availableNights: number
  /** Tenths of a percent: 625 = 62.5 %. */
  occupancyPermille: number
  revenueCents: number
  adrCents: number
}

const ratio = (numerator: number, denominator: number, scale: number) =>
  denominator === 0 ? 0 : Math.floor((numerator * scale * 2 + denominator) / (denominator * 2))

/**
 * [from, to): the last PERFORMANCE_NIGHTS nights before today, counted as the
 * room types report counts them (rooms in service each night, from their history).
 */
export async function roomTypePerformance(roomTypeId: number, today: string): Promise<Performance> {
  const from = addDays(today, -PERFORMANCE_NIGHTS)
  const report = await roomTypeReport(from, addDays(today, -1))
  const row = report.types.find((type) => type.roomTypeId === roomTypeId)
  const soldNights = row?.sold ?? 0
  const revenueCents = row?.revenueCents ?? 0
  const availableNights = row?.available ?? 0
  return {
    from,
    to: today,
    soldNights,
    availableNights,
    occupancyPermille: ratio(soldNights, availableNights, 1000),
    revenueCents,
    adrCents: ratio(revenueCents, soldNights, 1),
  }
}

export type PreviewNight = {
  night: string
  rateCents: number
  ruleName: string | null
  minStay: number
  closedToArrival: boolean
}

/** The next PREVIEW_NIGHTS nights as quoteStay prices them, and what an arrival on each would be held to. */
export async function pricePreview(
  roomTypeId: number,
  baseRateCents: number,
  today: string,
  rules?: RateRule[]
): Promise<PreviewNight[]> {
  const typeRules = rules ?? (await rateRulesOf(roomTypeId))
  const taxRateBp = await taxRateOf('room')
  const names = new Map(typeRules.map((rule) => [rule.id, rule.name]))
  const quote = quoteStay({
    baseRateCents,
    rules: typeRules,
    checkIn: today,
    checkOut: addDays(today, PREVIEW_NIGHTS),
    taxRateBp,
  })
  return quote.nights.map((night) => {
    const arrival = quoteStay({
      baseRateCents,
      rules: typeRules,
      checkIn: night.night,
      checkOut: addDays(night.night, 1),
      taxRateBp,
    })
    return {
      night: night.night,
      rateCents: night.rateCents,
      ruleName: night.ruleId === null ? null : (names.get(night.ruleId) ?? null),
      minStay: arrival.minStay,
      closedToArrival: arrival.closedToArrival,
    }
  })
}

/** Rules as the Show page lists them: dated ones by start, open-ended ones first, then by name. */
export function sortRules(rules: RateRule[]) {
  return [...rules].sort(
    (a, b) =>
      (a.startsOn ?? '').localeCompare(b.startsOn ?? '') ||
      a.name.localeCompare(b.name) ||
      a.id - b.id
  )
}
