import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import type User from '#models/identity/user'
import { RECEIVABLE_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  anOrderThatIs,
  broadcastPurchaseOrder,
  lockPurchaseOrder,
  PurchaseOrderRefused,
  purchaseOrderSubject,
} from '#actions/inventory/purchase_order_changes'
import { recordMovement } from '#services/inventory/stock_ledger'
import {
  outstandingOf,
  plainQuantity,
  purchaseValueCents,
  stockQuantityOf,
  stockUnitCostOf,
} from '#services/inventory/purchase_units'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { fieldError } from '#exceptions/field_error'
import { InvalidMovementError } from '#exceptions/inventory/stock_ledger_errors'
import { t } from '#services/i18n'
import type { ReceiptData } from '#validators/inventory/purchase_orders'

type ReceiveInput = {
  order: PurchaseOrder
  data: ReceiptData
  actor: User
  request?: EventInput['request']
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
export async function receivePurchaseOrder({ order, data, actor, request }: ReceiveInput) {
  return db.transaction(async (trx) => {
    const locked = await lockPurchaseOrder(trx, order.id)
    if (!(RECEIVABLE_PURCHASE_ORDER_STATUSES as readonly string[]).includes(locked.status))
      throw new PurchaseOrderRefused(
        t('inventory.purchasing.transition.received', { order: anOrderThatIs(locked.status) })
      )
    const lines = await PurchaseOrderLine.query({ client: trx })
      .where('purchase_order_id', locked.id)
      .preload('product')
      .orderBy('id')
      .forUpdate()
    const byId = new Map(lines.map((line) => [line.id, line]))

    /* A line named twice counts once, with both quantities. */
    const arrivals = new Map<number, { line: PurchaseOrderLine; quantity: bigint; index: number }>()
    data.lines.forEach((input, index) => {
      const quantity = input.quantity ? parseQuantity(input.quantity) : 0n
      if (quantity === 0n) return
      const line = byId.get(input.id)
      if (!line)
        throw fieldError(`lines.${index}.quantity`, t('inventory.purchasing.receive.unknown_line'))
      const total = (arrivals.get(line.id)?.quantity ?? 0n) + quantity
      const outstanding = outstandingOf(line)
      if (total > parseQuantity(outstanding))
        throw fieldError(
          `lines.${index}.quantity`,
          t('inventory.purchasing.receive.more_than_outstanding', {
            outstanding: plainQuantity(outstanding),
            unit: line.purchaseUnit,
          })
        )
      arrivals.set(line.id, { line, quantity: total, index })
    })
    if (arrivals.size === 0) throw fieldError('lines', t('inventory.purchasing.receive.nothing'))

    /* Products in id order, so deliveries of different orders never wait on each other in a circle. */
    const delivery = [...arrivals.values()]
      .sort((a, b) => a.line.productId - b.line.productId)
      .map((arrival) => ({ ...arrival, quantity: formatQuantity(arrival.quantity) }))
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
          reference: purchaseOrderSubject(locked),
          purchaseOrderLineId: line.id,
          actor,
          note: data.note ?? null,
          request,
        })
      } catch (error) {
        /* Stock beyond what numeric(14,3) holds: the line's quantity is what to change. */
        if (error instanceof InvalidMovementError)
          throw fieldError(`lines.${index}.quantity`, t('inventory.ledger.balance_out_of_range'))
        throw error
      }
    }

    const from = locked.status
    const complete = lines.every((line) => parseQuantity(outstandingOf(line)) === 0n)
    locked.status = complete ? 'received' : 'partially_received'
    if (complete) locked.receivedAt = DateTime.now()
    locked.lockVersion += 1
    await locked.save()
    await recordEvent(trx, {
      type: 'inventory.purchase_order.received',
      actor,
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
      request,
    })
    broadcastPurchaseOrder(trx, locked)
    order.merge({ status: locked.status, lockVersion: locked.lockVersion })
    return { status: locked.status, lines: delivery.length }
  })
}
