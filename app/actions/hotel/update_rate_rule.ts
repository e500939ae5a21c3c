import db from '@adonisjs/lucid/services/db'
import type RoomType from '#models/hotel/room_type'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import {
  lockRateRule,
  rateRuleAttributes,
  rateRuleFields,
  rateRuleSubject,
  type RateRuleData,
} from '#services/hotel/rate_rules'

type UpdateRateRuleInput = { roomType: RoomType; ruleId: number; data: RateRuleData }

/** Saves the rule; an event records the fields that changed (none: no event). */
export async function updateRateRule(
  { roomType, ruleId, data }: UpdateRateRuleInput,
  audit: AuditContext
) {
  const values = rateRuleAttributes(data)
  return db.transaction(async (trx) => {
    const rule = await lockRateRule(trx, roomType, ruleId)
    const before = rateRuleFields(rule)
    rule.merge(values)
    await rule.save()
    const after = rateRuleFields(rule)
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordEvent(trx, {
        type: 'hotel.rate_rule.updated',
        subject: rateRuleSubject(roomType, rule),
        before,
        after,
        metadata: { roomTypeId: roomType.id },
        audit,
      })
    }
    return rule
  })
}
