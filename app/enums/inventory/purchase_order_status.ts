/*
| A purchase order's lifecycle: draft → ordered → partially_received → received,
| and cancelled from draft or ordered (nothing has arrived yet). Receiving moves
| an order to partially_received or received by itself; every other move is
| refused with a message.
*/
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number]

export const PURCHASE_ORDER_TRANSITIONS: Record<
  PurchaseOrderStatus,
  readonly PurchaseOrderStatus[]
> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['partially_received', 'received', 'cancelled'],
  partially_received: ['partially_received', 'received'],
  received: [],
  cancelled: [],
}

export function canTransition(from: PurchaseOrderStatus, to: PurchaseOrderStatus) {
  return PURCHASE_ORDER_TRANSITIONS[from].includes(to)
}

/** Orders whose lines may still be edited. */
export const EDITABLE_PURCHASE_ORDER_STATUSES = ['draft'] as const

/** Orders a delivery may still arrive for. */
export const RECEIVABLE_PURCHASE_ORDER_STATUSES = ['ordered', 'partially_received'] as const

/** Orders that are neither finished nor cancelled: what the dashboard counts as open. */
export const OPEN_PURCHASE_ORDER_STATUSES = ['draft', 'ordered', 'partially_received'] as const
