/*
| The one price of a stay. The same function prices the Create/Edit preview,
| the booking when it is saved and the room nights posted to the folio, so the
| price shown while booking is the price charged.
|
| Each night costs the type's base rate unless a rate rule with a price covers
| it (date range and weekday); when several do, the most specific wins: the
| shortest date range, then a rule limited to weekdays over one that is not,
| then the newest. Minimum stay and closed-to-arrival are read on the arrival
| date: the largest minimum stay of the rules covering it, and closed if any
| rule covering it says so.
|
| Room-night tax is computed per night (each night is its own folio charge),
| rounded half up to the cent, then summed.
*/
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { daysBetween, isoWeekday, nightsOf } from '#services/clock'

export type RateRule = {
  id: number
  name: string
  startsOn: string | null
  endsOn: string | null
  weekdays: number[]
  nightlyRateCents: number | null
  minStay: number | null
  closedToArrival: boolean
}

export type StayQuote = {
  nights: { night: string; rateCents: number; ruleId: number | null }[]
  nightCount: number
  totalCents: number
  taxRateBp: number
  taxCents: number
  grandTotalCents: number
  minStay: number
  closedToArrival: boolean
}

function covers(rule: RateRule, night: string) {
  if (rule.startsOn && night < rule.startsOn) return false
  if (rule.endsOn && night > rule.endsOn) return false
  return rule.weekdays.length === 0 || rule.weekdays.includes(isoWeekday(night))
}

function span(rule: RateRule) {
  if (!rule.startsOn || !rule.endsOn) return Number.POSITIVE_INFINITY
  return daysBetween(rule.startsOn, rule.endsOn)
}

function moreSpecific(a: RateRule, b: RateRule) {
  return (
    span(a) - span(b) || (a.weekdays.length ? 0 : 1) - (b.weekdays.length ? 0 : 1) || b.id - a.id
  )
}

/** Tax on a net amount at a rate in basis points, rounded half up to the cent. */
export function taxOn(amountCents: number, rateBp: number) {
  return Math.floor((amountCents * rateBp + 5000) / 10000)
}

/** Prices [checkIn, checkOut) for a type with its base rate and rules. Pure: no database. */
export function quoteStay(input: {
  baseRateCents: number
  rules: RateRule[]
  checkIn: string
  checkOut: string
  taxRateBp: number
  /** A permitted override replaces every night's rate. */
  overrideRateCents?: number | null
}): StayQuote {
  const { baseRateCents, rules, checkIn, checkOut, taxRateBp } = input
  const priced = rules.filter((rule) => rule.nightlyRateCents !== null).sort(moreSpecific)
  const nights = nightsOf(checkIn, checkOut).map((night) => {
    if (input.overrideRateCents !== undefined && input.overrideRateCents !== null) {
      return { night, rateCents: input.overrideRateCents, ruleId: null }
    }
    const rule = priced.find((candidate) => covers(candidate, night))
    return {
      night,
      rateCents: rule ? rule.nightlyRateCents! : baseRateCents,
      ruleId: rule?.id ?? null,
    }
  })
  const onArrival = rules.filter((rule) => covers(rule, checkIn))
  const totalCents = nights.reduce((sum, night) => sum + night.rateCents, 0)
  const taxCents = nights.reduce((sum, night) => sum + taxOn(night.rateCents, taxRateBp), 0)
  return {
    nights,
    nightCount: nights.length,
    totalCents,
    taxRateBp,
    taxCents,
    grandTotalCents: totalCents + taxCents,
    minStay: Math.max(1, ...onArrival.map((rule) => rule.minStay ?? 1)),
    closedToArrival: onArrival.some((rule) => rule.closedToArrival),
  }
}

type Client = QueryClientContract | TransactionClientContract

export async function rateRulesOf(
  roomTypeId: number,
  client: Client = db.connection()
): Promise<RateRule[]> {
  const rows = await client
    .from('room_type_rate_rules')
    .where('room_type_id', roomTypeId)
    .select(
      'id',
      'name',
      'starts_on',
      'ends_on',
      'weekdays',
      'nightly_rate_cents',
      'min_stay',
      'closed_to_arrival'
    )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    startsOn: row.starts_on ? isoOf(row.starts_on) : null,
    endsOn: row.ends_on ? isoOf(row.ends_on) : null,
    weekdays: (row.weekdays ?? []).map(Number),
    nightlyRateCents: row.nightly_rate_cents,
    minStay: row.min_stay,
    closedToArrival: row.closed_to_arrival,
  }))
}

export async function taxRateOf(
  kind: 'room' | 'restaurant' | 'extra',
  client: Client = db.connection()
) {
  const row = await client.from('tax_rates').where('charge_kind', kind).first()
  return (row?.rate_bp as number | undefined) ?? 0
}

/** Quotes a stay for a room type, reading its base rate, rules and the room tax rate. */
export async function quoteForType(
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  options: { client?: Client; overrideRateCents?: number | null } = {}
) {
  const client = options.client ?? db.connection()
  const type = await client
    .from('room_types')
    .where('id', roomTypeId)
    .select('base_rate_cents')
    .firstOrFail()
  const [rules, taxRateBp] = await Promise.all([
    rateRulesOf(roomTypeId, client),
    taxRateOf('room', client),
  ])
  return quoteStay({
    baseRateCents: type.base_rate_cents,
    rules,
    checkIn,
    checkOut,
    taxRateBp,
    overrideRateCents: options.overrideRateCents,
  })
}

/** pg returns DATE columns as Date at local midnight or as strings depending on parsers; normalise. */
export function isoOf(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10)
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
