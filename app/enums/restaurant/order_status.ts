/*
| An order's lifecycle: open (taking lines) → sent (lines fired to the kitchen)
| → served (every line served) → closed (paid), or voided with a reason. Adding
| a line to a served order sends it back to `sent` once the line is fired;
| closed and voided are final.
*/
export const ORDER_STATUSES = ['open', 'sent', 'served', 'closed', 'voided'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses of an order still in service: it holds its table. */
export const ACTIVE_ORDER_STATUSES = [
  'open',
  'sent',
  'served',
] as const satisfies readonly OrderStatus[]

export function isActiveOrder(status: OrderStatus) {
  return (ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
}

export const ORDER_KINDS = ['dine_in', 'takeaway', 'room_service'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]
