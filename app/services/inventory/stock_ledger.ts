/*
| The stock ledger: the only writer of stock_movements and of a product's
| running balances (on_hand, stock_value_cents, average_cost_cents).
|
| Every movement runs inside the caller's transaction: it locks the product's
| row, computes the movement from the balances it finds there, appends the
| movement, updates the balances (and, for a sale's consumption, its day's
| total: consumption_days.ts) and records the activity-log event, so the
| caller's other writes (a receipt's PO line, an order's lines) commit with it
| or not at all. StockChanged goes out on `inventory.stock` after the commit.
|
| Costing is the weighted average. A receipt adds its quantity and its value;
| the new average is value / quantity while stock is positive (otherwise the
| receipt's own unit cost). Everything that leaves (consumption, negative
| adjustments, returns) leaves at the current average; an outflow that empties
| the stock exactly takes all the value that is left, so no cents linger.
| Positive adjustments enter at the current average unless a cost is given.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type { EventPayload } from '#realtime/contract'
import Product from '#models/inventory/product'
import StockMovement from '#models/inventory/stock_movement'
import type User from '#models/identity/user'
import {
  MOVEMENT_EVENTS,
  type AdjustmentReason,
  type MovementKind,
} from '#enums/inventory/movement_kind'
import {
  formatCost,
  formatQuantity,
  MAX_QUANTITY,
  parseCost,
  parseQuantity,
  QuantityFormatError,
  unitCost as unitCostOf,
  valueCents as valueOf,
} from '#services/quantity'
import { recordEvent } from '#services/record_event'
import { addConsumption } from '#services/inventory/consumption_days'
import { afterCommit } from '#services/after_commit'
import { broadcast } from '#services/broadcast'
import type { AuditContext } from '#services/audit_context'
import {
  InsufficientStockError,
  InvalidMovementError,
} from '#exceptions/inventory/stock_ledger_errors'

export type MovementReference = { type: string; id: string | number; label?: string | null }

export type RecordMovementInput = {
  productId: number
  kind: MovementKind
  /** Signed decimal string in stock units: positive in, negative out. */
  quantity: string
  /** Cents per STOCK unit, decimal string; required for receipts, optional for positive adjustments. */
  unitCostCents?: string
  /** Exact value of a receipt in cents (purchase quantity x purchase unit cost), else qty x unit cost. */
  valueCents?: number
  reason?: AdjustmentReason | null
  expectedQuantity?: string | null
  countedQuantity?: string | null
  reference?: MovementReference | null
  purchaseOrderLineId?: number | null
  /** Who moved the stock; the audit's actor when not given. */
  actor?: User | null
  note?: string | null
  /** Manual outflows refuse to take stock below zero; sales (consumeStock) never block. */
  allowNegative?: boolean
  /** The caller records one event for the whole document (a PO receipt, an order) instead. */
  skipEvent?: boolean
  /** Who and from where, for the movement's event (the caller's own audit context). */
  audit?: AuditContext
  /**
   * Only for history written in order (demo data, imports): when the movement
   * happened. Refused when earlier than the product's last movement, so the
   * ledger's order stays the order of time. Everything else is stamped by the
   * database under the product's lock.
   */
  occurredAt?: DateTime
}

export type ConsumeStockInput = {
  productId: number
  /** Positive decimal string in stock units. */
  quantity: string
  reference: MovementReference
  actor?: User | null
  note?: string | null
  skipEvent?: boolean
  audit?: AuditContext
}

export type StockChanged = EventPayload<'inventory.stock', 'StockChanged'>

/** Whether a product belongs on LowStock: below zero, or at/below a reorder point that is set. */
export function isLowStock(product: { onHand: string; reorderPoint: string }) {
  const onHand = parseQuantity(product.onHand)
  const reorderPoint = parseQuantity(product.reorderPoint)
  return onHand < 0n || (reorderPoint > 0n && onHand <= reorderPoint)
}

function quantityOf(text: string, field: string) {
  try {
    return parseQuantity(text)
  } catch (error) {
    if (error instanceof QuantityFormatError) {
      throw new InvalidMovementError('inventory.ledger.quantity_format', field)
    }
    throw error
  }
}

function costOf(text: string) {
  try {
    const cost = parseCost(text)
    if (cost < 0n) throw new QuantityFormatError(text)
    return cost
  } catch (error) {
    if (error instanceof QuantityFormatError) {
      throw new InvalidMovementError('inventory.ledger.cost_format', 'unitCostCents')
    }
    throw error
  }
}

function checkDirection(kind: MovementKind, quantity: bigint) {
  if (quantity === 0n) throw new InvalidMovementError('inventory.ledger.quantity_zero')
  if (kind === 'purchase_receipt' && quantity < 0n) {
    throw new InvalidMovementError('inventory.ledger.receipt_must_add')
  }
  if ((kind === 'sale_consumption' || kind === 'return_to_supplier') && quantity > 0n) {
    throw new InvalidMovementError('inventory.ledger.outflow_must_remove')
  }
}

/**
 * The movement's cost and value and the balances after it, from the balances
 * found under the product's lock (the costing rules at the top of this file).
 */
function costing(input: RecordMovementInput, product: Product, quantity: bigint) {
  const onHand = parseQuantity(product.onHand)
  const stockValue = BigInt(product.stockValueCents)
  const average = parseCost(product.averageCostCents)
  const onHandAfter = onHand + quantity
  if (onHandAfter > MAX_QUANTITY || onHandAfter < -MAX_QUANTITY) {
    throw new InvalidMovementError('inventory.ledger.balance_out_of_range')
  }

  let movementCost: bigint
  let movementValue: bigint
  let averageAfter: bigint
  if (quantity > 0n) {
    if (input.kind === 'purchase_receipt' && input.unitCostCents === undefined) {
      throw new InvalidMovementError('inventory.ledger.cost_required', 'unitCostCents')
    }
    movementCost = input.unitCostCents === undefined ? average : costOf(input.unitCostCents)
    movementValue =
      input.kind === 'purchase_receipt' && input.valueCents !== undefined
        ? BigInt(input.valueCents)
        : valueOf(quantity, movementCost)
    const valueAfter = stockValue + movementValue
    averageAfter = onHandAfter > 0n ? unitCostOf(valueAfter, onHandAfter) : movementCost
    if (averageAfter < 0n) averageAfter = movementCost
  } else {
    if (onHandAfter < 0n && !input.allowNegative) {
      throw new InsufficientStockError(
        { id: product.id, sku: product.sku, unit: product.unit },
        product.onHand,
        formatQuantity(-quantity)
      )
    }
    movementCost = average
    movementValue = onHandAfter === 0n ? -stockValue : -valueOf(-quantity, average)
    averageAfter = average
  }
  const valueAfter = stockValue + movementValue
  return { onHand, stockValue, onHandAfter, movementCost, movementValue, averageAfter, valueAfter }
}

/**
 * Records one movement and updates the product's balances, in `trx`.
 * Throws InsufficientStockError when a manual outflow exceeds the stock on hand.
 */
export async function recordMovement(
  trx: TransactionClientContract,
  input: RecordMovementInput
): Promise<StockMovement> {
  const quantity = quantityOf(input.quantity, 'quantity')
  checkDirection(input.kind, quantity)
  if (input.kind === 'adjustment' && !input.reason) {
    throw new InvalidMovementError('inventory.ledger.reason_required', 'reason')
  }

  const product = await Product.query({ client: trx })
    .where('id', input.productId)
    .forUpdate()
    .firstOrFail()

  if (input.occurredAt) await checkChronology(trx, product.id, input.occurredAt)

  const { onHand, stockValue, onHandAfter, movementCost, movementValue, averageAfter, valueAfter } =
    costing(input, product, quantity)

  const movement = await StockMovement.create(
    {
      productId: product.id,
      kind: input.kind,
      reason: input.reason ?? null,
      quantity: formatQuantity(quantity),
      unitCostCents: formatCost(movementCost),
      valueCents: Number(movementValue),
      balanceAfter: formatQuantity(onHandAfter),
      valueAfterCents: Number(valueAfter),
      averageCostAfterCents: formatCost(averageAfter),
      expectedQuantity: input.expectedQuantity ?? null,
      countedQuantity: input.countedQuantity ?? null,
      referenceType: input.reference?.type ?? null,
      referenceId: input.reference ? String(input.reference.id) : null,
      referenceLabel: input.reference?.label ?? null,
      purchaseOrderLineId: input.purchaseOrderLineId ?? null,
      userId: (input.actor ?? input.audit?.actor)?.id ?? null,
      note: input.note ?? null,
      ...(input.occurredAt ? { occurredAt: input.occurredAt } : {}),
    },
    { client: trx }
  )
  await movement.refresh()

  await saveBalances(trx, product, movement, [
    formatQuantity(onHandAfter),
    valueAfter.toString(),
    formatCost(averageAfter),
  ])

  if (!input.skipEvent) {
    await recordEvent(trx, {
      type: MOVEMENT_EVENTS[input.kind],
      actor: input.actor,
      subject: { type: 'product', id: product.id, label: `${product.sku} ${product.name}` },
      before: { onHand: formatQuantity(onHand), stockValueCents: Number(stockValue) },
      after: { onHand: movement.balanceAfter, stockValueCents: movement.valueAfterCents },
      metadata: movementMetadata(movement),
      audit: input.audit,
    })
  }

  broadcastStockChanged(trx, product)
  return movement
}

/**
 * The product's running balances after `movement` (on hand, stock value, average
 * cost). A sale's consumption also adds to its day in the same statement (a
 * data-modifying WITH), so the day's total costs no extra round trip.
 */
async function saveBalances(
  trx: TransactionClientContract,
  product: Product,
  movement: StockMovement,
  after: [onHand: string, valueCents: string, averageCost: string]
) {
  const balances = {
    sql: `UPDATE products SET on_hand = ?, stock_value_cents = ?, average_cost_cents = ? WHERE id = ?`,
    bindings: [...after, product.id],
  }
  if (movement.kind === 'sale_consumption') {
    const day = {
      productId: product.id,
      occurredAt: movement.occurredAt.toISO()!,
      quantity: movement.quantity,
      valueCents: movement.valueCents,
    }
    await addConsumption(trx, day, balances)
  } else {
    await trx.rawQuery(balances.sql, balances.bindings)
  }
  product.onHand = movement.balanceAfter
  product.stockValueCents = movement.valueAfterCents
  product.averageCostCents = movement.averageCostAfterCents
}

async function checkChronology(trx: TransactionClientContract, productId: number, at: DateTime) {
  const later = await trx
    .from('stock_movements')
    .where('product_id', productId)
    .where('occurred_at', '>', at.toISO()!)
    .select('id')
    .first()
  if (later) throw new InvalidMovementError('inventory.ledger.out_of_order', 'occurredAt')
}

/** What an activity-log event tells about a movement. */
export function movementMetadata(movement: StockMovement) {
  return {
    movementId: movement.id,
    kind: movement.kind,
    reason: movement.reason,
    quantity: movement.quantity,
    unitCostCents: movement.unitCostCents,
    valueCents: movement.valueCents,
    reference: movement.referenceType
      ? { type: movement.referenceType, id: movement.referenceId, label: movement.referenceLabel }
      : null,
  }
}

/**
 * A sale's consumption (from an order's recipes): leaves at the average cost
 * and never blocks service. Stock may go negative; LowStock then lists it.
 */
export function consumeStock(trx: TransactionClientContract, input: ConsumeStockInput) {
  const quantity = quantityOf(input.quantity, 'quantity')
  if (quantity <= 0n) throw new InvalidMovementError('inventory.ledger.consumption_positive')
  return recordMovement(trx, {
    productId: input.productId,
    kind: 'sale_consumption',
    quantity: formatQuantity(-quantity),
    reference: input.reference,
    actor: input.actor,
    note: input.note,
    allowNegative: true,
    skipEvent: input.skipEvent,
    audit: input.audit,
  })
}

function broadcastStockChanged(trx: TransactionClientContract, product: Product) {
  const payload: StockChanged = {
    productId: product.id,
    sku: product.sku,
    onHand: product.onHand,
    averageCostCents: product.averageCostCents,
    stockValueCents: product.stockValueCents,
    belowReorderPoint: isLowStock(product),
  }
  afterCommit(trx, () => broadcast('inventory.stock', 'StockChanged', payload))
}
