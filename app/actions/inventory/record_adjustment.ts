import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Product from '#models/inventory/product'
import type User from '#models/identity/user'
import type { recordMovementValidator } from '#validators/inventory/movements'
import { recordEvent, type EventInput } from '#services/record_event'
import { productSubject } from '#actions/inventory/save_product'
import { recordMovement } from '#services/inventory/stock_ledger'
import {
  InsufficientStockError,
  InvalidMovementError,
} from '#exceptions/inventory/stock_ledger_errors'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { fieldError } from '#exceptions/field_error'
import { isOutOfRange } from '#exceptions/out_of_range'
import { t } from '#services/i18n'

export type AdjustmentData = Infer<typeof recordMovementValidator>

type RecordAdjustmentInput = { data: AdjustmentData; actor: User; request?: EventInput['request'] }

/**
 * A manual movement from the movement form, in one transaction. An adjustment
 * goes in or out for its reason; an outflow never takes more than is on hand.
 * A stocktake compares the count with the books under the product's lock (so a
 * sale made meanwhile is counted in) and posts the difference; a count that
 * matches posts nothing and records only that the product was counted.
 */
export async function recordAdjustment({ data, actor, request }: RecordAdjustmentInput) {
  try {
    return await db.transaction(async (trx) => {
      if (data.reason === 'stocktake') {
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
            actor,
            subject: productSubject(product),
            metadata: {
              expectedQuantity: expected,
              countedQuantity: counted,
              note: data.note ?? null,
            },
            request,
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
          actor,
          note: data.note,
          allowNegative: false,
          request,
        })
        return { product, movement, expected, counted }
      }
      const quantity = parseQuantity(data.quantity!)
      const movement = await recordMovement(trx, {
        productId: data.product_id,
        kind: 'adjustment',
        reason: data.reason,
        quantity: formatQuantity(data.direction === 'out' ? -quantity : quantity),
        unitCostCents: data.direction === 'in' ? data.unit_cost : undefined,
        actor,
        note: data.note,
        allowNegative: false,
        request,
      })
      return { product: null, movement, expected: null, counted: null }
    })
  } catch (error) {
    if (error instanceof InsufficientStockError) throw error.toFieldError('quantity')
    if (error instanceof InvalidMovementError) throw error.toFieldError()
    /* A stock value (quantity × cost) or an on-hand balance beyond its column. */
    if (isOutOfRange(error)) throw fieldError('quantity', t('validation.outOfRange'))
    throw error
  }
}
