/**
 * What becomes of the nights a guest leaving early will not sleep: released
 * from the bill (the default), kept on it, or replaced by an early-departure
 * fee. The last two need `hotel.bookings.early_departure_fee`.
 */
export const EARLY_DEPARTURE_CHOICES = ['release', 'keep', 'fee'] as const
export type EarlyDepartureChoice = (typeof EARLY_DEPARTURE_CHOICES)[number]
