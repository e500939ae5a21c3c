import type { HttpContext } from '@adonisjs/core/http'
import RoomType from '#models/hotel/room_type'
import RoomTypePolicy from '#policies/hotel/room_type_policy'
import RoomPolicy from '#policies/hotel/room_policy'
import RoomTypeTransformer from '#transformers/hotel/room_type_transformer'
import RoomTransformer from '#transformers/hotel/room_transformer'
import { createRoomTypeValidator, updateRoomTypeValidator } from '#validators/hotel/room_types'
import { hotelMessages } from '#validators/hotel/messages'
import { listRoomTypes } from '#queries/hotel/room_query'
import { createRoomType } from '#actions/hotel/create_room_type'
import { updateRoomType } from '#actions/hotel/update_room_type'
import { deleteRoomType } from '#actions/hotel/delete_room_type'
import { appCurrency } from '#services/money'
import {
  pricePreview,
  roomTypePerformance,
  sortRules,
  upcomingAvailability,
} from '#queries/hotel/room_type_performance'
import { rateRulesOf } from '#services/hotel/pricing'
import { appToday } from '#services/clock'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

const findRoomType = (id: string) =>
  RoomType.query().where('id', id).withCount('rooms').firstOrFail()

export default class RoomTypesController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RoomTypePolicy).authorize('view')
    return inertia.render('Hotel/RoomTypes/Index', {
      roomTypes: RoomTypeTransformer.transform(await listRoomTypes()).useVariant('forIndex'),
      currency: appCurrency(),
      can: { create: await bouncer.with(RoomTypePolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RoomTypePolicy).authorize('manage')
    return inertia.render('Hotel/RoomTypes/Create', { currency: appCurrency() })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(RoomTypePolicy).authorize('manage')
    const data = await request.validateUsing(createRoomTypeValidator, {
      messagesProvider: hotelMessages,
    })
    const roomType = await createRoomType({ data }, auditOf(ctx))
    session.flash('success', t('hotel.room_types.created', { code: roomType.code }))
    return response.redirect().toRoute('hotel.room_types.show', { id: roomType.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const roomType = await findRoomType(params.id)
    await bouncer.with(RoomTypePolicy).authorize('view')
    await roomType.load('rooms', (rooms) =>
      rooms.preload('roomType').orderBy('floor').orderByRaw('length(number), number')
    )
    const today = appToday()
    const rules = await rateRulesOf(roomType.id)
    return inertia.render('Hotel/RoomTypes/Show', {
      roomType: RoomTypeTransformer.transform(roomType).useVariant('forIndex'),
      rooms: (await bouncer.with(RoomPolicy).allows('view'))
        ? RoomTransformer.transform(roomType.rooms).useVariant('forIndex')
        : [],
      currency: appCurrency(),
      rateRules: sortRules(rules),
      availability: await upcomingAvailability(roomType.id, today),
      performance: await roomTypePerformance(roomType.id, today),
      pricePreview: await pricePreview(roomType.id, roomType.baseRateCents, today, rules),
      can: { manageRates: await bouncer.with(RoomTypePolicy).allows('manage') },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const roomType = await findRoomType(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    return inertia.render('Hotel/RoomTypes/Edit', {
      roomType: RoomTypeTransformer.transform(roomType).useVariant('forIndex'),
      currency: appCurrency(),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const roomType = await findRoomType(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    const data = await request.validateUsing(updateRoomTypeValidator, {
      meta: { roomTypeId: roomType.id },
      messagesProvider: hotelMessages,
    })
    await updateRoomType({ roomType, data }, auditOf(ctx))
    session.flash('success', t('hotel.saved'))
    return response.redirect().toRoute('hotel.room_types.edit', { id: roomType.id })
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const roomType = await findRoomType(params.id)
    await bouncer.with(RoomTypePolicy).authorize('manage')
    await deleteRoomType({ roomType }, auditOf(ctx))
    session.flash('success', t('hotel.room_types.deleted', { code: roomType.code }))
    return response.redirect().toRoute('hotel.room_types.index')
  }
}
