import db from '@adonisjs/lucid/services/db'
import type RoomType from '#models/hotel/room_type'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { lockRateRule, rateRuleFields, rateRuleSubject } from '#services/hotel/rate_rules'

/** Removes the rule from the rate plan; quotes from now on no longer see it. */
export async function deleteRateRule(
  { roomType, ruleId }: { roomType: RoomType; ruleId: number },
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const rule = await lockRateRule(trx, roomType, ruleId)
    await rule.delete()
    await recordEvent(trx, {
      type: 'hotel.rate_rule.deleted',
      subject: rateRuleSubject(roomType, rule),
      before: rateRuleFields(rule),
      metadata: { roomTypeId: roomType.id },
      audit,
    })
    return rule
  })
}
