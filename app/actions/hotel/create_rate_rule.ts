import db from '@adonisjs/lucid/services/db'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import type RoomType from '#models/hotel/room_type'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import {
  rateRuleAttributes,
  rateRuleFields,
  rateRuleSubject,
  type RateRuleData,
} from '#services/hotel/rate_rules'

/** A new rule in the room type's rate plan. */
export async function createRateRule(
  { roomType, data }: { roomType: RoomType; data: RateRuleData },
  audit: AuditContext
) {
  const values = rateRuleAttributes(data)
  return db.transaction(async (trx) => {
    const rule = await RoomTypeRateRule.create(
      { ...values, roomTypeId: roomType.id },
      { client: trx }
    )
    await recordEvent(trx, {
      type: 'hotel.rate_rule.created',
      subject: rateRuleSubject(roomType, rule),
      after: rateRuleFields(rule),
      metadata: { roomTypeId: roomType.id },
      audit,
    })
    return rule
  })
}
