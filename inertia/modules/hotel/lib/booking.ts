/* The shapes the booking screens receive from the server, and the form's own. */
import type { BookingStatus, HousekeepingStatus } from '@/modules/hotel/types'
import type { BookingSource as ServerBookingSource } from '#enums/hotel/booking_status'
import type { BookingListRow as ServerBookingListRow } from '#queries/hotel/bookings_list'
import type { BookingFilters as ServerBookingFilters } from '#validators/hotel/booking'

export type BookingSource = ServerBookingSource
export type BookingFilters = ServerBookingFilters
export type BookingSort = BookingFilters['sort']
export type BookingScope = BookingFilters['scope']

export type BookingListRow = ServerBookingListRow

export type BookingRoomTypeOption = {
  id: number
  code: string
  name: string
  maxAdults: number
  maxChildren: number
  isActive: boolean
}

export type GuestOption = {
  id: number
  fullName: string
  email: string | null
  isVip: boolean
  isBlocked: boolean
}

export type BookingFormPermissions = {
  overrideRate: boolean
  overrideBlock: boolean
  editCreditLimit: boolean
}

export type EditableBooking = {
  id: number
  code: string
  status: BookingStatus
  lockVersion: number
  guestId: number
  roomTypeId: number
  roomId: number | null
  checkIn: string
  checkOut: string
  adults: number
  children: number
  source: BookingSource
  specialRequests: string
  creditLimitCents: number
  nightlyRateCents: number
  totalCents: number
}

export type StayQuote = {
  nights: { night: string; rateCents: number }[]
  nightCount: number
  totalCents: number
  taxRateBp: number
  taxCents: number
  grandTotalCents: number
  minStay: number
  closedToArrival: boolean
}

export type QuotedType = {
  id: number
  code: string
  name: string
  maxAdults: number
  maxChildren: number
  free: number
  bookable: boolean
  quote: StayQuote
  warnings: string[]
}

export type FreeRoom = {
  id: number
  number: string
  floor: number
  housekeepingStatus: HousekeepingStatus
}

export type StayPreview = {
  checkIn: string
  checkOut: string
  types: QuotedType[]
  rooms: FreeRoom[]
}

/** What the booking form edits; money as the text typed in its fields, sent as cents. */
export type BookingFormData = {
  guestId: number | null
  roomTypeId: number | null
  roomId: number | null
  checkIn: string
  checkOut: string
  adults: number
  children: number
  status: 'pending' | 'confirmed'
  source: BookingSource
  specialRequests: string
  creditLimit: string
  nightlyRate: string
  lockVersion?: number
}

const MONEY = /^\d+(\.\d{1,2})?$/

/** "145.5" → 14550; empty → null; anything else is sent as typed so the server names the problem. */
export function moneyToCents(text: string): number | string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!MONEY.test(trimmed)) return trimmed
  const [whole, fraction = ''] = trimmed.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
