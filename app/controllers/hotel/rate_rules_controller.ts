import type { HttpContext } from '@adonisjs/core/http'
import RoomType from '#models/hotel/room_type'
import RoomTypePolicy from '#policies/hotel/room_type_policy'
import { rateRuleValidator } from '#validators/hotel/rate_rule'
import { operationsMessages } from '#validators/hotel/operations_messages'
import { createRateRule } from '#actions/hotel/create_rate_rule'
import { updateRateRule } from '#actions/hotel/update_rate_rule'
import { deleteRateRule } from '#actions/hotel/delete_rate_rule'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* A room type's rate plan rules, edited on the room type's Show page. */
export default class RateRulesController {
  async store(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const roomType = await RoomType.findOrFail(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    const data = await request.validateUsing(rateRuleValidator, {
      messagesProvider: operationsMessages,
    })
    const rule = await createRateRule({ roomType, data }, auditOf(ctx))
    session.flash('success', t('hotel.rates.created', { name: rule.name }))
    return response.redirect().toRoute('hotel.room_types.show', { id: roomType.id })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const roomType = await RoomType.findOrFail(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    const data = await request.validateUsing(rateRuleValidator, {
      messagesProvider: operationsMessages,
    })
    const rule = await updateRateRule(
      { roomType, ruleId: Number(params.ruleId), data },
      auditOf(ctx)
    )
    session.flash('success', t('hotel.rates.updated', { name: rule.name }))
    return response.redirect().toRoute('hotel.room_types.show', { id: roomType.id })
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const roomType = await RoomType.findOrFail(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    const rule = await deleteRateRule({ roomType, ruleId: Number(params.ruleId) }, auditOf(ctx))
    session.flash('success', t('hotel.rates.deleted', { name: rule.name }))
    return response.redirect().toRoute('hotel.room_types.show', { id: roomType.id })
  }
}
