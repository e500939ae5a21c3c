import type Room from '#models/hotel/room'

export function roomFields(room: Room) {
  return {
    number: room.number,
    floor: room.floor,
    roomTypeId: room.roomTypeId,
    notes: room.notes,
    isActive: room.isActive,
  }
}

export function roomSubject(room: Pick<Room, 'id' | 'number'>) {
  return { type: 'room', id: room.id, label: `Room ${room.number}` }
}

export function roomAttributes(data: {
  number: string
  floor: number
  room_type_id: number
  notes?: string
  is_active?: boolean
}) {
  return {
    number: data.number,
    floor: data.floor,
    roomTypeId: data.room_type_id,
    notes: data.notes ?? '',
    isActive: data.is_active ?? true,
  }
}
