import type RoomType from '#models/hotel/room_type'

/** What the activity log records of a room type: the fields a manager edits. */
export function roomTypeFields(roomType: RoomType) {
  return {
    code: roomType.code,
    name: roomType.name,
    description: roomType.description,
    baseRateCents: roomType.baseRateCents,
    maxAdults: roomType.maxAdults,
    maxChildren: roomType.maxChildren,
    beds: roomType.beds,
    sizeM2: roomType.sizeM2,
    amenities: roomType.amenities,
    isActive: roomType.isActive,
  }
}

export function roomTypeSubject(roomType: Pick<RoomType, 'id' | 'code' | 'name'>) {
  return { type: 'room_type', id: roomType.id, label: `${roomType.code} · ${roomType.name}` }
}

/** The form's fields as model attributes. */
export function roomTypeAttributes(data: {
  code: string
  name: string
  description?: string
  base_rate: number
  max_adults: number
  max_children: number
  beds?: string
  size_m2?: number | null
  amenities?: string[]
  is_active?: boolean
}) {
  return {
    code: data.code,
    name: data.name,
    description: data.description ?? '',
    baseRateCents: data.base_rate,
    maxAdults: data.max_adults,
    maxChildren: data.max_children,
    beds: data.beds ?? '',
    sizeM2: data.size_m2 === undefined || data.size_m2 === null ? null : data.size_m2.toFixed(1),
    amenities: data.amenities ?? [],
    isActive: data.is_active ?? true,
  }
}
