/* What a folio holds. Each charge kind has one tax rate, configured in tax_rates. */
export const CHARGE_KINDS = ['room', 'restaurant', 'extra'] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** The source of a room-night charge: with '<booking>:<night>' as its reference, a night is posted once only. */
export const ROOM_NIGHT_SOURCE = 'booking.night'
