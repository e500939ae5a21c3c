/*
| How an order is paid. A charge to room posts the amount to an in-house
| booking's folio; cash goes into the cashier's open drawer.
*/
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'room_charge'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** How a bill was split: by the items each part pays, or in equal parts. */
export const BILL_SPLITS = ['items', 'equal'] as const
export type BillSplit = (typeof BILL_SPLITS)[number]

/** A discount as given: a percent (stored in basis points) or an amount in cents. */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]
