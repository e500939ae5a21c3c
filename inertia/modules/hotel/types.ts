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

export type RoomFilters = {
  floor: number | null
  type: number | null
  status: '' | HousekeepingStatus
}

export type StatusChange = {
  id: number
  fromStatus: HousekeepingStatus
  toStatus: HousekeepingStatus
  reason: string
  actorName: string | null
  createdAt: string
}

export type GuestSort = 'name' | 'email' | 'nationality' | 'created'

export type GuestFilters = {
  search: string
  vip: '' | 'yes' | 'no'
  blocked: '' | 'yes' | 'no'
  sort: GuestSort
  direction: 'asc' | 'desc'
  page: number
  perPage: number
}

export type GuestRow = {
  id: number
  firstName: string
  lastName: string
  fullName: string
  email: string | null
  phone: string
  nationality: string | null
  documentType: string
  documentNumber: string
  company: string
  isVip: boolean
  isBlocked: boolean
}

export type GuestDetail = GuestRow & {
  address: string
  notes: string
  blockedReason: string
  birthDate: string | null
  createdAt: string
}

export type BookingStatus =
  'pending' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'no_show'

export type GuestStay = {
  id: number
  code: string | null
  checkIn: string
  checkOut: string
  status: BookingStatus
  totalCents: number
}
