import type { HttpContext } from '@adonisjs/core/http'
import Room from '#models/hotel/room'
import RoomType from '#models/hotel/room_type'
import RoomPolicy from '#policies/hotel/room_policy'
import RoomTransformer from '#transformers/hotel/room_transformer'
import RoomTypeTransformer from '#transformers/hotel/room_type_transformer'
import RoomStatusChangeTransformer from '#transformers/hotel/room_status_change_transformer'
import {
  changeRoomStatusValidator,
  createRoomValidator,
  readRoomFilters,
  updateRoomValidator,
} from '#validators/hotel/rooms'
import { hotelMessages } from '#validators/hotel/messages'
import { floorsInUse, listRooms } from '#queries/hotel/room_query'
import { createRoom } from '#actions/hotel/create_room'
import { updateRoom } from '#actions/hotel/update_room'
import { changeRoomStatus } from '#actions/hotel/change_room_status'
import { HOUSEKEEPING_STATUSES } from '#enums/hotel/housekeeping_status'
import { currentBlocks, upcomingBookings } from '#queries/hotel/room_operations'
import { appToday } from '#services/clock'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

const HISTORY_LENGTH = 50
const findRoom = (id: string) => Room.query().where('id', id).preload('roomType').firstOrFail()
const typeOptions = async () =>
  RoomTypeTransformer.transform(await RoomType.query().orderBy('code')).useVariant('forOption')
const history = (room: Room) =>
  room
    .related('statusChanges')
    .query()
    .preload('actor')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LENGTH)

export default class RoomsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(RoomPolicy).authorize('view')
    const filters = await readRoomFilters(request.qs())
    return inertia.render('Hotel/Rooms/Index', {
      rooms: RoomTransformer.transform(await listRooms(filters)).useVariant('forIndex'),
      filters,
      floors: await floorsInUse(),
      roomTypes: await typeOptions(),
      statuses: [...HOUSEKEEPING_STATUSES],
      can: { manage: await bouncer.with(RoomPolicy).allows('manage') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RoomPolicy).authorize('manage')
    return inertia.render('Hotel/Rooms/Create', { roomTypes: await typeOptions() })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(RoomPolicy).authorize('manage')
    const data = await request.validateUsing(createRoomValidator, {
      messagesProvider: hotelMessages,
    })
    const room = await createRoom({ data }, auditOf(ctx))
    session.flash('success', t('hotel.rooms.created', { number: room.number }))
    return response.redirect().toRoute('hotel.rooms.show', { id: room.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const room = await findRoom(params.id)
    await bouncer.with(RoomPolicy).authorize('view')
    return inertia.render('Hotel/Rooms/Show', {
      room: RoomTransformer.transform(room).useVariant('forIndex'),
      history: RoomStatusChangeTransformer.transform(await history(room)),
      can: { manage: await bouncer.with(RoomPolicy).allows('manage') },
    })
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const room = await findRoom(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    return inertia.render('Hotel/Rooms/Edit', {
      room: RoomTransformer.transform(room).useVariant('forEdit'),
      roomTypes: await typeOptions(),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const room = await findRoom(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    const data = await request.validateUsing(updateRoomValidator, {
      meta: { roomId: room.id },
      messagesProvider: hotelMessages,
    })
    await updateRoom({ room, data }, auditOf(ctx))
    session.flash('success', t('hotel.saved'))
    return response.redirect().toRoute('hotel.rooms.edit', { id: room.id })
  }

  async manage({ inertia, params, bouncer }: HttpContext) {
    const room = await findRoom(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    return inertia.render('Hotel/Rooms/Manage', {
      room: RoomTransformer.transform(room).useVariant('forIndex'),
      history: RoomStatusChangeTransformer.transform(await history(room)),
      statuses: [...HOUSEKEEPING_STATUSES],
      today: appToday(),
      blocks: await currentBlocks(room.id),
      upcomingBookings: await upcomingBookings(room.id),
    })
  }

  async changeStatus(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const room = await findRoom(params.id)
    await bouncer.with(RoomPolicy).authorize('manage')
    const { status, reason } = await request.validateUsing(changeRoomStatusValidator, {
      messagesProvider: hotelMessages,
    })
    await changeRoomStatus({ room, status, reason }, auditOf(ctx))
    session.flash(
      'success',
      t('hotel.rooms.status_changed', { number: room.number, status: t(`hotel.status.${status}`) })
    )
    return response.redirect().toRoute('hotel.rooms.manage', { id: room.id })
  }
}
