/*
| A booking's lifecycle. pending → confirmed → checked_in → checked_out, with
| cancelled (from pending or confirmed) and no_show (confirmed, once the arrival
| date has passed). Every other move is refused with a message.
*/
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
  'no_show',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['checked_out'],
  checked_out: [],
  cancelled: [],
  no_show: [],
}

export function canTransition(from: BookingStatus, to: BookingStatus) {
  return BOOKING_TRANSITIONS[from].includes(to)
}

/** Statuses that hold inventory: the room (if assigned) and one unit of the type, every night of the stay. */
export const ACTIVE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
] as const satisfies readonly BookingStatus[]

/** Statuses whose nights count as sold in occupancy and revenue figures (on the books or stayed). */
export const SOLD_BOOKING_STATUSES = [
  'confirmed',
  'checked_in',
  'checked_out',
] as const satisfies readonly BookingStatus[]

/** Statuses whose dates, type and guest may still be edited. */
export const EDITABLE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly BookingStatus[]

export const BOOKING_SOURCES = ['walk_in', 'phone', 'email', 'website', 'agency'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]
