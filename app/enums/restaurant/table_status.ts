/*
| A table's status is derived, never stored: occupied while a party is seated
| (or, later, an order is open), needs cleaning once a party left until someone
| marks it cleaned, reserved from an hour before a booked reservation until it
| ends, free otherwise. The first that applies wins, in this order.
*/
export const TABLE_STATUSES = ['free', 'occupied', 'reserved', 'needs_cleaning'] as const
export type TableStatus = (typeof TABLE_STATUSES)[number]

/** How long before a booked reservation its table shows as reserved. */
export const RESERVED_LEAD_MINUTES = 60
