import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PurchaseOrder from '#models/inventory/purchase_order'
import { OPEN_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  broadcastPurchaseOrder,
  purchaseOrderFields,
  purchaseOrderSubject,
  writeLines,
  type ResolvedLine,
} from '#services/inventory/purchase_orders'
import { purchaseUnitCostOf, wholePurchaseUnitsFor } from '#services/inventory/purchase_units'
import { formatQuantity, parseQuantity } from '#services/quantity'
import { t } from '#services/i18n'

type DraftInput = {
  /** Only this supplier's products (LowStock's per-supplier button); all suppliers when absent. */
  supplierId?: number | null
}

type Candidate = {
  id: number
  unit: string
  purchase_unit: string | null
  purchase_unit_factor: string
  preferred_supplier_id: number
  on_hand: string
  reorder_point: string
  reorder_quantity: string
  average_cost_cents: string
  last_cost_cents: string | null
}

/*
| LowStock's products (below zero, or at or below a reorder point that is set)
| that have an active preferred supplier and are not already on an open order
| with something still to arrive.
*/
async function candidates(trx: TransactionClientContract, supplierId?: number | null) {
  const open = OPEN_PURCHASE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')
  const { rows } = await trx.rawQuery(
    `SELECT p.id, p.unit, p.purchase_unit, p.purchase_unit_factor, p.preferred_supplier_id,
            p.on_hand, p.reorder_point, p.reorder_quantity, p.average_cost_cents,
            last.unit_cost_cents AS last_cost_cents
       FROM products p
       JOIN suppliers s ON s.id = p.preferred_supplier_id AND s.active
       LEFT JOIN LATERAL (
         SELECT l.unit_cost_cents FROM purchase_order_lines l
           JOIN purchase_orders o ON o.id = l.purchase_order_id
          WHERE l.product_id = p.id AND o.supplier_id = p.preferred_supplier_id
            AND o.status <> 'cancelled' AND l.unit_factor = p.purchase_unit_factor
          ORDER BY l.id DESC LIMIT 1
       ) last ON true
      WHERE p.active AND (p.on_hand < 0 OR (p.reorder_point > 0 AND p.on_hand <= p.reorder_point))
        AND (?::int = 0 OR p.preferred_supplier_id = ?::int)
        AND NOT EXISTS (
          SELECT 1 FROM purchase_order_lines l
            JOIN purchase_orders o ON o.id = l.purchase_order_id
           WHERE l.product_id = p.id AND o.status IN (${open}) AND l.received_quantity < l.quantity
        )
      ORDER BY p.preferred_supplier_id, p.name, p.id`,
    [supplierId ?? 0, supplierId ?? 0]
  )
  return rows as Candidate[]
}

/**
 * The line LowStock suggests: the reorder quantity, or enough to climb back to
 * the reorder point when stock has fallen further (below zero), in whole
 * purchase units, rounded up (30 units in cases of 24 → 2 cases); at least one.
 * It costs what this supplier charged last time, or the average cost.
 */
function lineFor(product: Candidate): ResolvedLine {
  const factor = product.purchase_unit ? product.purchase_unit_factor : '1'
  const shortfall = parseQuantity(product.reorder_point) - parseQuantity(product.on_hand)
  const reorder = parseQuantity(product.reorder_quantity)
  const wanted = formatQuantity(reorder > shortfall ? reorder : shortfall)
  const quantity = wholePurchaseUnitsFor(wanted, factor)
  return {
    productId: product.id,
    quantity: parseQuantity(quantity) > 0n ? quantity : '1.000',
    purchaseUnit: product.purchase_unit ?? t(`inventory.units.${product.unit}`),
    unitFactor: factor,
    unitCostCents:
      product.last_cost_cents !== null
        ? Number(product.last_cost_cents)
        : purchaseUnitCostOf(product.average_cost_cents, factor),
  }
}

/**
 * "Draft a purchase order" on LowStock: one draft per preferred supplier with
 * the suggested lines. Requests are taken one at a time (a transaction-level
 * advisory lock), so a double click drafts once: the second finds the products
 * already on an open order.
 */
export async function draftPurchaseOrdersFromLowStock(
  { supplierId }: DraftInput,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtext('purchase_orders.low_stock'))`)
    const bySupplier = new Map<number, Candidate[]>()
    for (const product of await candidates(trx, supplierId)) {
      const list = bySupplier.get(product.preferred_supplier_id) ?? []
      list.push(product)
      bySupplier.set(product.preferred_supplier_id, list)
    }
    const orders: PurchaseOrder[] = []
    for (const [supplier, products] of bySupplier) {
      const order = await PurchaseOrder.create(
        { supplierId: supplier, status: 'draft', createdBy: audit.actor?.id ?? null },
        { client: trx }
      )
      await order.refresh()
      const lines = await writeLines(trx, order, products.map(lineFor))
      await recordEvent(trx, {
        type: 'inventory.purchase_order.created',
        subject: purchaseOrderSubject(order),
        after: purchaseOrderFields(order, lines),
        metadata: { source: 'low_stock' },
        audit,
      })
      broadcastPurchaseOrder(trx, order)
      orders.push(order)
    }
    return orders
  })
}
