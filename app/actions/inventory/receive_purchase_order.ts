import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import { RECEIVABLE_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  purchaseOrderSubject,
} from '#services/inventory/purchase_orders'
import { recordMovement } from '#services/inventory/stock_ledger'
import {
  outstandingOf,
  plainQuantity,
  purchaseValueCents,
  stockQuantityOf,
  stockUnitCostOf,
} from '#services/inventory/purchase_units'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { InvalidMovementError } from '#exceptions/inventory/stock_ledger_errors'
import { t } from '#services/i18n'
import type { ReceiptData } from '#validators/inventory/purchase_orders'

type ReceiveInput = { order: PurchaseOrder; data: ReceiptData }
type Arrival = { line: PurchaseOrderLine; quantity: string; index: number }

/**
 * What arrived of each locked line, checked against what is still outstanding
 * (a line named twice counts once, with both quantities), in product id order,
 * so deliveries of different orders never wait on each other in a circle.
 */
function arrivalsOf(lines: PurchaseOrderLine[], data: ReceiptData): Arrival[] {
  const byId = new Map(lines.map((line) => [line.id, line]))
  const arrivals = new Map<number, { line: PurchaseOrderLine; quantity: bigint; index: number }>()
  data.lines.forEach((input, index) => {
    const quantity = input.quantity ? parseQuantity(input.quantity) : 0n
    if (quantity === 0n) return
    const field = `lines.${index}.quantity`
    const line = byId.get(input.id)
    if (!line)
      throw new InvalidInputError(t('inventory.purchasing.receive.unknown_line'), { field })
    const total = (arrivals.get(line.id)?.quantity ?? 0n) + quantity
    const outstanding = outstandingOf(line)
    /* Someone else's delivery may have taken what this form still showed as outstanding. */
    if (total > parseQuantity(outstanding))
      throw new ConflictError(
        t('inventory.purchasing.receive.more_than_outstanding', {
          outstanding: plainQuantity(outstanding),
          unit: line.purchaseUnit,
        }),
        { field }
      )
    arrivals.set(line.id, { line, quantity: total, index })
  })
  if (arrivals.size === 0)
    throw new InvalidInputError(t('inventory.purchasing.receive.nothing'), { field: 'lines' })
  return [...arrivals.values()]
    .sort((a, b) => a.line.productId - b.line.productId)
    .map((arrival) => ({ ...arrival, quantity: formatQuantity(arrival.quantity) }))
}

/** Each arrival onto its line and, through the stock ledger, into stock, in the same transaction. */
async function bookArrivals(
  trx: TransactionClientContract,
  order: PurchaseOrder,
  delivery: Arrival[],
  note: string | null,
  audit: AuditContext
) {
  for (const { line, quantity, index } of delivery) {
    line.receivedQuantity = formatQuantity(
      parseQuantity(line.receivedQuantity) + parseQuantity(quantity)
    )
    await line.useTransaction(trx).save()
    try {
      await recordMovement(trx, {
        productId: line.productId,
        kind: 'purchase_receipt',
        quantity: stockQuantityOf(quantity, line.unitFactor),
        unitCostCents: stockUnitCostOf(line.unitCostCents, line.unitFactor),
        valueCents: purchaseValueCents(quantity, line.unitCostCents),
        reference: purchaseOrderSubject(order),
        purchaseOrderLineId: line.id,
        note,
        audit,
      })
    } catch (error) {
      /* Stock beyond what numeric(14,3) holds: the line's quantity is what to change. */
      if (error instanceof InvalidMovementError)
        throw new InvalidMovementError(
          'inventory.ledger.balance_out_of_range',
          `lines.${index}.quantity`
        )
      throw error
    }
  }
}

/**
 * One delivery: what arrived of each line, in the purchase unit. The order's
 * row and then its lines are locked first, so two deliveries entered at once
 * queue up and the second sees what the first received: no line ever takes
 * more than is still outstanding (the database's check is the last word).
 * Each line that arrived becomes a purchase_receipt movement through the stock
 * ledger, in stock units, worth exactly quantity × purchase unit cost, in the
 * same transaction; the order becomes partially received or received.
 */
export async function receivePurchaseOrder({ order, data }: ReceiveInput, audit: AuditContext) {
  return db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id)
    if (!(RECEIVABLE_PURCHASE_ORDER_STATUSES as readonly string[]).includes(locked.status))
      throw new NotAllowedError(
        t('inventory.purchasing.transition.received', { order: anOrderThatIs(locked.status) })
      )
    const lines = await PurchaseOrderLine.query({ client: trx })
      .where('purchase_order_id', locked.id)
      .preload('product')
      .orderBy('id')
      .forUpdate()
    const delivery = arrivalsOf(lines, data)
    await bookArrivals(trx, locked, delivery, data.note ?? null, audit)

    const from = locked.status
    const complete = lines.every((line) => parseQuantity(outstandingOf(line)) === 0n)
    locked.status = complete ? 'received' : 'partially_received'
    if (complete) locked.receivedAt = DateTime.now()
    locked.lockVersion += 1
    await locked.save()
    await recordEvent(trx, {
      type: 'inventory.purchase_order.received',
      subject: purchaseOrderSubject(locked),
      before: { status: from },
      after: { status: locked.status },
      metadata: {
        delivery: delivery.map(({ line, quantity }) => ({
          lineId: line.id,
          productId: line.productId,
          quantity,
          purchaseUnit: line.purchaseUnit,
        })),
        note: data.note ?? null,
      },
      audit,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ status: locked.status, lockVersion: locked.lockVersion })
    return { status: locked.status, lines: delivery.length }
  })
}
