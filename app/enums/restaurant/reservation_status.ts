/*
| A reservation's lifecycle: booked → seated → completed, plus cancelled and
| no_show (both from booked). Every other move is refused with a message.
*/
export const RESERVATION_STATUSES = [
  'booked',
  'seated',
  'completed',
  'cancelled',
  'no_show',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  booked: ['seated', 'cancelled', 'no_show'],
  seated: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
}

export function canTransitionReservation(from: ReservationStatus, to: ReservationStatus) {
  return RESERVATION_TRANSITIONS[from].includes(to)
}

/** Statuses that hold their table (the exclusion constraint covers exactly these). */
export const ACTIVE_RESERVATION_STATUSES = [
  'booked',
  'seated',
] as const satisfies readonly ReservationStatus[]

export const DEFAULT_RESERVATION_MINUTES = 90
