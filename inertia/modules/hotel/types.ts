/* The shapes the hotel screens receive; the server's transformers produce exactly these. */
export type HousekeepingStatus = 'clean' | 'dirty' | 'cleaning' | 'inspected' | 'out_of_order'

export type RoomTypeRow = {
  id: number
  code: string
  name: string
  description: string
  baseRateCents: number
  maxAdults: number
  maxChildren: number
  beds: string
  sizeM2: string | null
  amenities: string[]
  isActive: boolean
  roomsCount: number
  can: { update: boolean; delete: boolean }
}

export type RoomTypeOption = { id: number; code: string; name: string; isActive: boolean }

export type RoomRow = {
  id: number
  number: string
  floor: number
  housekeepingStatus: HousekeepingStatus
  notes: string
  isActive: boolean
  roomTypeId: number
  roomType: { id: number; code: string; name: string }
}

export type EditableRoom = Omit<RoomRow, 'roomType'>

export type RoomFilters = { floor: number | null; type: number | null; status: '' | HousekeepingStatus }

export type StatusChange = { id: number; fromStatus: HousekeepingStatus; toStatus: HousekeepingStatus; reason: string; actorName: string | null; createdAt: string }
