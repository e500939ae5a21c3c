import type { HttpContext } from '@adonisjs/core/http'
import Room from '#models/hotel/room'
import RoomPolicy from '#policies/hotel/room_policy'
import { createRoomBlockValidator } from '#validators/hotel/room_block'
import { operationsMessages } from '#validators/hotel/operations_messages'
import { createRoomBlock } from '#actions/hotel/create_room_block'
import { deleteRoomBlock } from '#actions/hotel/delete_room_block'
import { isoOf } from '#services/hotel/pricing'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

/* Out-of-order blocks, managed from the room's Manage page. */
export default class RoomBlocksController {
  async store(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const room = await Room.findOrFail(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    const data = await request.validateUsing(createRoomBlockValidator, {
      messagesProvider: operationsMessages,
    })
    const startsOn = isoOf(data.starts_on)
    const endsOn = isoOf(data.ends_on)
    await createRoomBlock({ room, data: { startsOn, endsOn, reason: data.reason } }, auditOf(ctx))
    session.flash(
      'success',
      t('hotel.blocks.created', { number: room.number, from: startsOn, until: endsOn })
    )
    return response.redirect().toRoute('hotel.rooms.manage', { id: room.id })
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const room = await Room.findOrFail(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    await deleteRoomBlock({ room, blockId: Number(params.blockId) }, auditOf(ctx))
    session.flash('success', t('hotel.blocks.removed', { number: room.number }))
    return response.redirect().toRoute('hotel.rooms.manage', { id: room.id })
  }
}
