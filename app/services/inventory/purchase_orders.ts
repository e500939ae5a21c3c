import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PurchaseOrder from '#models/inventory/purchase_order'
import PurchaseOrderLine from '#models/inventory/purchase_order_line'
import type { PurchaseOrderStatus } from '#enums/inventory/purchase_order_status'
import { InvalidInputError, StaleEditError } from '#exceptions/domain_errors'
import { afterCommit } from '#services/after_commit'
import { broadcast } from '#services/broadcast'
import { appToday } from '#services/clock'
import { t } from '#services/i18n'
import type { PurchaseOrderData } from '#validators/inventory/purchase_orders'

/* A purchase order's rules, and what the activity log and the live updates say about it. */

export function purchaseOrderSubject(order: Pick<PurchaseOrder, 'id' | 'number'>) {
  return { type: 'purchase_order', id: order.id, label: order.number }
}

/** The fields an event records, lines in their purchase unit. */
export function purchaseOrderFields(order: PurchaseOrder, lines: PurchaseOrderLine[]) {
  return {
    supplierId: order.supplierId,
    status: order.status,
    expectedOn: order.expectedOn?.toISODate() ?? null,
    notes: order.notes,
    lines: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      purchaseUnit: line.purchaseUnit,
      unitFactor: line.unitFactor,
      unitCostCents: line.unitCostCents,
    })),
  }
}

/** "A received order", the start of every refusal that names the order's state. */
export function anOrderThatIs(status: PurchaseOrderStatus) {
  return t(`inventory.purchasing.a_status.${status}`)
}

/** Orders, lines and their status reach the dashboards on inventory.stock, after the commit. */
export function broadcastPurchaseOrder(
  trx: TransactionClientContract,
  order: Pick<PurchaseOrder, 'id' | 'number' | 'status' | 'supplierId'>
) {
  afterCommit(trx, () =>
    broadcast('inventory.stock', 'PurchaseOrderChanged', {
      purchaseOrderId: order.id,
      number: order.number,
      status: order.status,
      supplierId: order.supplierId,
    })
  )
}

/**
 * The order's row, locked for the rest of the transaction, so two people
 * acting on it at once queue up; a form opened before the last change is
 * refused.
 */
export async function lockPurchaseOrder(
  trx: TransactionClientContract,
  id: number,
  lockVersion?: number | null
) {
  const order = await PurchaseOrder.query({ client: trx }).where('id', id).forUpdate().firstOrFail()
  if (lockVersion !== undefined && lockVersion !== null && lockVersion !== order.lockVersion)
    throw new StaleEditError(t('inventory.purchasing.stale', { number: order.number }))
  return order
}

export type ResolvedLine = {
  productId: number
  quantity: string
  purchaseUnit: string
  unitFactor: string
  unitCostCents: number
}

/**
 * Checks an order's supplier and lines before they are written: an active
 * supplier, active products, each product once. A line keeps the product's
 * purchase unit and its size as they are now (a product bought loose is
 * bought in its stock unit, factor 1).
 */
export async function resolveOrder(
  trx: TransactionClientContract,
  data: PurchaseOrderData,
  current?: PurchaseOrder
) {
  const supplier = await trx
    .from('suppliers')
    .where('id', data.supplier_id)
    .select('id', 'active')
    .first()
  if (!supplier || (!supplier.active && current?.supplierId !== supplier.id))
    throw new InvalidInputError(t('inventory.purchasing.validation.supplier'), {
      field: 'supplier_id',
    })

  const expectedOn = data.expected_on ? DateTime.fromJSDate(data.expected_on).toISODate()! : null
  const previous = current?.expectedOn?.toISODate() ?? null
  if (expectedOn && expectedOn !== previous && expectedOn < appToday())
    throw new InvalidInputError(t('inventory.purchasing.validation.expected_past'), {
      field: 'expected_on',
    })

  const ids = data.lines.map((line) => line.product_id)
  const productRows = await trx
    .from('products')
    .whereIn('id', ids)
    .select('id', 'active', 'unit', 'purchase_unit', 'purchase_unit_factor')
  const products = new Map(productRows.map((row) => [row.id as number, row]))
  const seen = new Set<number>()
  const refuse = (field: string, key: string) =>
    new InvalidInputError(t(`inventory.purchasing.validation.${key}`), { field })
  const lines: ResolvedLine[] = data.lines.map((line, index) => {
    const product = products.get(line.product_id)
    if (!product || !product.active) throw refuse(`lines.${index}.product_id`, 'product')
    if (seen.has(line.product_id)) throw refuse(`lines.${index}.product_id`, 'duplicate')
    seen.add(line.product_id)
    if (/^0+(\.0+)?$/.test(line.quantity)) throw refuse(`lines.${index}.quantity`, 'quantity')
    return {
      productId: line.product_id,
      quantity: line.quantity,
      purchaseUnit: product.purchase_unit ?? t(`inventory.units.${product.unit}`),
      unitFactor: product.purchase_unit ? String(product.purchase_unit_factor) : '1',
      unitCostCents: line.unit_cost,
    }
  })
  return {
    attributes: {
      supplierId: supplier.id as number,
      expectedOn: expectedOn ? DateTime.fromISO(expectedOn) : null,
      notes: data.notes ?? null,
    },
    lines,
  }
}

/** Writes an order's lines (a new order, or a draft's lines replaced). */
export async function writeLines(
  trx: TransactionClientContract,
  order: PurchaseOrder,
  lines: ResolvedLine[]
) {
  await PurchaseOrderLine.query({ client: trx }).where('purchase_order_id', order.id).delete()
  return PurchaseOrderLine.createMany(
    lines.map((line) => ({ ...line, purchaseOrderId: order.id })),
    { client: trx }
  )
}
