import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/inventory/product'
import type { recordMovementValidator } from '#validators/inventory/movements'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { productSubject } from '#services/inventory/products'
import { recordMovement } from '#services/inventory/stock_ledger'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { outOfRange } from '#exceptions/out_of_range'

export type AdjustmentData = Infer<typeof recordMovementValidator>

/**
 * A stocktake compares the count with the books under the product's lock (so
 * a sale made meanwhile is counted in) and posts the difference; a count that
 * matches posts nothing and records only that the product was counted.
 */
async function stocktake(
  trx: TransactionClientContract,
  data: AdjustmentData,
  audit: AuditContext
) {
  const product = await Product.query({ client: trx })
    .where('id', data.product_id)
    .forUpdate()
    .firstOrFail()
  const expected = formatQuantity(parseQuantity(product.onHand))
  const counted = formatQuantity(parseQuantity(data.counted_quantity!))
  const difference = parseQuantity(counted) - parseQuantity(expected)
  if (difference === 0n) {
    await recordEvent(trx, {
      type: 'inventory.stock.counted',
      subject: productSubject(product),
      metadata: { expectedQuantity: expected, countedQuantity: counted, note: data.note ?? null },
      audit,
    })
    return { product, movement: null, expected, counted }
  }
  const movement = await recordMovement(trx, {
    productId: product.id,
    kind: 'adjustment',
    reason: 'stocktake',
    quantity: formatQuantity(difference),
    expectedQuantity: expected,
    countedQuantity: counted,
    note: data.note,
    allowNegative: false,
    audit,
  })
  return { product, movement, expected, counted }
}

/**
 * A manual movement from the movement form, in one transaction. An adjustment
 * goes in or out for its reason; an outflow never takes more than is on hand
 * (the ledger refuses it under `quantity`).
 */
export function recordAdjustment({ data }: { data: AdjustmentData }, audit: AuditContext) {
  /* A stock value (quantity × cost) or an on-hand balance beyond its column is refused under `quantity`. */
  return outOfRange('quantity', () =>
    db.transaction(async (trx) => {
      if (data.reason === 'stocktake') return stocktake(trx, data, audit)
      const quantity = parseQuantity(data.quantity!)
      const movement = await recordMovement(trx, {
        productId: data.product_id,
        kind: 'adjustment',
        reason: data.reason,
        quantity: formatQuantity(data.direction === 'out' ? -quantity : quantity),
        unitCostCents: data.direction === 'in' ? data.unit_cost : undefined,
        note: data.note,
        allowNegative: false,
        audit,
      })
      return { product: null, movement, expected: null, counted: null }
    })
  )
}
