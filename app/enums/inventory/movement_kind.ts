/*
| What moved stock. Receipts only add, consumption and returns only remove,
| adjustments go either way and always carry a reason.
*/
export const MOVEMENT_KINDS = [
  'purchase_receipt',
  'sale_consumption',
  'adjustment',
  'return_to_supplier',
] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

export const ADJUSTMENT_REASONS = ['stocktake', 'damage', 'waste', 'correction'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

/** The activity-log event each kind records. */
export const MOVEMENT_EVENTS = {
  purchase_receipt: 'inventory.stock.received',
  sale_consumption: 'inventory.stock.consumed',
  adjustment: 'inventory.stock.adjusted',
  return_to_supplier: 'inventory.stock.returned',
} as const satisfies Record<MovementKind, string>
