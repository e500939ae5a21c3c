import Room from '#models/hotel/room'
import RoomType from '#models/hotel/room_type'
import type { RoomFilters } from '#validators/hotel/rooms'

/** Room types by code, each with how many rooms it has. */
export function listRoomTypes() {
  return RoomType.query().withCount('rooms').orderBy('code')
}

/** Rooms floor by floor, narrowed by floor, type and housekeeping status. */
export function listRooms(filters: RoomFilters) {
  const query = Room.query().preload('roomType')
  if (filters.floor !== null) query.where('floor', filters.floor)
  if (filters.type !== null) query.where('room_type_id', filters.type)
  if (filters.status) query.where('housekeeping_status', filters.status)
  return query.orderBy('floor').orderByRaw('length(number), number')
}

export async function floorsInUse() {
  const rows: { floor: number }[] = await Room.query().distinct('floor').orderBy('floor').pojo()
  return rows.map((row) => row.floor)
}
