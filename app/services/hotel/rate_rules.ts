/*
| What the rate plan use cases share (app/actions/hotel/*_rate_rule.ts). A rule
| must do something (a nightly price, a minimum stay or closed to arrival); the
| database says the same with a check constraint. Bookings already made keep
| their nights' prices: a rule changes what is quoted from now on.
*/
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import type RoomType from '#models/hotel/room_type'
import { isoOf } from '#services/hotel/pricing'
import { isoDate } from '#services/clock'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

export type RateRuleData = {
  name: string
  starts_on?: Date | null
  ends_on?: Date | null
  weekdays?: number[]
  nightly_rate?: number | null
  min_stay?: number | null
  closed_to_arrival?: boolean
}

/** The form's fields as model attributes; a rule that changes nothing is refused. */
export function rateRuleAttributes(data: RateRuleData) {
  const values = {
    name: data.name,
    startsOn: data.starts_on ? DateTime.fromISO(isoOf(data.starts_on)) : null,
    endsOn: data.ends_on ? DateTime.fromISO(isoOf(data.ends_on)) : null,
    weekdays: [...(data.weekdays ?? [])].sort((a, b) => a - b),
    nightlyRateCents: data.nightly_rate ?? null,
    minStay: data.min_stay ?? null,
    closedToArrival: data.closed_to_arrival ?? false,
  }
  if (values.nightlyRateCents === null && values.minStay === null && !values.closedToArrival) {
    throw new InvalidInputError(t('hotel.rates.needs_effect'), { field: 'nightly_rate' })
  }
  return values
}

/** What the activity log keeps of a rule. */
export function rateRuleFields(rule: RoomTypeRateRule) {
  return {
    name: rule.name,
    startsOn: rule.startsOn ? isoDate(rule.startsOn) : null,
    endsOn: rule.endsOn ? isoDate(rule.endsOn) : null,
    weekdays: (rule.weekdays ?? []).map(Number),
    nightlyRateCents: rule.nightlyRateCents,
    minStay: rule.minStay,
    closedToArrival: rule.closedToArrival,
  }
}

export const rateRuleSubject = (roomType: RoomType, rule: RoomTypeRateRule) => ({
  type: 'rate_rule',
  id: rule.id,
  label: `${roomType.code} · ${rule.name}`,
})

/** The room type's rule, locked; a rule of another type is not found. */
export function lockRateRule(trx: TransactionClientContract, roomType: RoomType, ruleId: number) {
  return RoomTypeRateRule.query({ client: trx })
    .where('id', ruleId)
    .where('room_type_id', roomType.id)
    .forUpdate()
    .firstOrFail()
}
