/*
| Rate plans of a room type: create, change and delete its rules. A rule must
| do something (a nightly price, a minimum stay or closed to arrival); the
| database says the same with a check constraint. Bookings already made keep
| their nights' prices: a rule changes what is quoted from now on.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import type RoomType from '#models/hotel/room_type'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { isoOf } from '#services/hotel/pricing'
import { isoDate } from '#services/clock'
import { fieldError } from '#exceptions/field_error'
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

function attributes(data: RateRuleData) {
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
    throw fieldError('nightly_rate', t('hotel.rates.needs_effect'))
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

const subject = (roomType: RoomType, rule: RoomTypeRateRule) => ({
  type: 'rate_rule',
  id: rule.id,
  label: `${roomType.code} · ${rule.name}`,
})

type Input = { roomType: RoomType; actor: User; request?: EventInput['request'] }

export async function createRateRule({
  roomType,
  data,
  actor,
  request,
}: Input & { data: RateRuleData }) {
  const values = attributes(data)
  return db.transaction(async (trx) => {
    const rule = await RoomTypeRateRule.create(
      { ...values, roomTypeId: roomType.id },
      { client: trx }
    )
    await recordEvent(trx, {
      type: 'hotel.rate_rule.created',
      actor,
      subject: subject(roomType, rule),
      after: rateRuleFields(rule),
      metadata: { roomTypeId: roomType.id },
      request,
    })
    return rule
  })
}

export async function updateRateRule({
  roomType,
  ruleId,
  data,
  actor,
  request,
}: Input & { ruleId: number; data: RateRuleData }) {
  const values = attributes(data)
  return db.transaction(async (trx) => {
    const rule = await RoomTypeRateRule.query({ client: trx })
      .where('id', ruleId)
      .where('room_type_id', roomType.id)
      .forUpdate()
      .firstOrFail()
    const before = rateRuleFields(rule)
    rule.merge(values)
    await rule.save()
    const after = rateRuleFields(rule)
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordEvent(trx, {
        type: 'hotel.rate_rule.updated',
        actor,
        subject: subject(roomType, rule),
        before,
        after,
        metadata: { roomTypeId: roomType.id },
        request,
      })
    }
    return rule
  })
}

export async function deleteRateRule({
  roomType,
  ruleId,
  actor,
  request,
}: Input & { ruleId: number }) {
  return db.transaction(async (trx) => {
    const rule = await RoomTypeRateRule.query({ client: trx })
      .where('id', ruleId)
      .where('room_type_id', roomType.id)
      .forUpdate()
      .firstOrFail()
    await rule.delete()
    await recordEvent(trx, {
      type: 'hotel.rate_rule.deleted',
      actor,
      subject: subject(roomType, rule),
      before: rateRuleFields(rule),
      metadata: { roomTypeId: roomType.id },
      request,
    })
    return rule
  })
}
