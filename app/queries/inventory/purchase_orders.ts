import db from '@adonisjs/lucid/services/db'
import PurchaseOrder from '#models/inventory/purchase_order'
import {
  PURCHASE_ORDERS_PER_PAGE,
  type PurchaseOrderFilters,
} from '#validators/inventory/purchase_orders'
import {
  outstandingOf,
  purchaseUnitCostOf,
  purchaseValueCents,
  stockQuantityOf,
  stockUnitCostOf,
} from '#services/inventory/purchase_units'
import type { StockUnit } from '#enums/inventory/stock_unit'
import type { PurchaseOrderStatus } from '#enums/inventory/purchase_order_status'
import { linkPages } from '#queries/list_page'

/*
| What the purchase order screens read. An order's total is the sum of its
| lines, each quantity × unit cost rounded half up to the cent (PostgreSQL's
| round() on a positive numeric), exactly as the receipts value them.
*/
const LINE_TOTALS = `
  SELECT purchase_order_id,
         count(*)::int AS line_count,
         sum(round(quantity * unit_cost_cents))::bigint AS total_cents,
         bool_and(received_quantity = quantity) AS complete,
         bool_or(received_quantity > 0) AS started
    FROM purchase_order_lines GROUP BY purchase_order_id`

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The list: newest first, filtered by status, supplier and number, one page at a time. */
export async function listPurchaseOrders(filters: PurchaseOrderFilters) {
  const query = db
    .from('purchase_orders as o')
    .join('suppliers as s', 's.id', 'o.supplier_id')
    .joinRaw(`LEFT JOIN (${LINE_TOTALS}) totals ON totals.purchase_order_id = o.id`)
    .select(
      'o.id',
      'o.number',
      'o.status',
      'o.supplier_id',
      's.name as supplier_name',
      'totals.line_count',
      'totals.total_cents'
    )
    .select(
      db.raw(`to_char(o.expected_on, 'YYYY-MM-DD') AS expected_on`),
      db.raw(`o.created_at`),
      db.raw(`o.ordered_at`)
    )
  if (filters.status) query.where('o.status', filters.status)
  if (filters.supplier) query.where('o.supplier_id', filters.supplier)
  if (filters.search) query.whereILike('o.number', likePattern(filters.search))
  query.orderBy('o.id', 'desc')

  const page = await query.paginate(filters.page, filters.perPage)
  const queryString = {
    status: filters.status || undefined,
    supplier: filters.supplier ?? undefined,
    search: filters.search || undefined,
    per_page: filters.perPage === PURCHASE_ORDERS_PER_PAGE ? undefined : filters.perPage,
  }
  linkPages(page, 'inventory.purchase_orders.index', queryString)
  return {
    data: page.all().map((row) => ({
      id: row.id as number,
      number: row.number as string,
      status: row.status as PurchaseOrderStatus,
      supplierId: row.supplier_id as number,
      supplierName: row.supplier_name as string,
      expectedOn: row.expected_on as string | null,
      createdAt: new Date(row.created_at).toISOString(),
      orderedAt: row.ordered_at ? new Date(row.ordered_at).toISOString() : null,
      lineCount: Number(row.line_count ?? 0),
      totalCents: Number(row.total_cents ?? 0),
    })),
    metadata: page.getMeta(),
  }
}

export type PurchaseOrderLineView = {
  id: number
  productId: number
  sku: string
  name: string
  stockUnit: StockUnit
  quantity: string
  purchaseUnit: string
  unitFactor: string
  stockQuantity: string
  unitCostCents: number
  stockUnitCostCents: string
  totalCents: number
  receivedQuantity: string
  outstanding: string
}

/** One order with its supplier and lines, and what each line means in stock units. */
export async function purchaseOrderDetail(id: number) {
  const order = await PurchaseOrder.query()
    .where('id', id)
    .preload('supplier')
    .preload('creator')
    .preload('lines', (lines) => lines.preload('product').orderBy('id'))
    .firstOrFail()
  const lines: PurchaseOrderLineView[] = order.lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    sku: line.product.sku,
    name: line.product.name,
    stockUnit: line.product.unit,
    quantity: line.quantity,
    purchaseUnit: line.purchaseUnit,
    unitFactor: line.unitFactor,
    stockQuantity: stockQuantityOf(line.quantity, line.unitFactor),
    unitCostCents: line.unitCostCents,
    stockUnitCostCents: stockUnitCostOf(line.unitCostCents, line.unitFactor),
    totalCents: purchaseValueCents(line.quantity, line.unitCostCents),
    receivedQuantity: line.receivedQuantity,
    outstanding: outstandingOf(line),
  }))
  const { supplier } = order
  return {
    order,
    view: {
      id: order.id,
      number: order.number,
      status: order.status,
      lockVersion: order.lockVersion,
      expectedOn: order.expectedOn?.toISODate() ?? null,
      notes: order.notes,
      createdAt: order.createdAt.toISO()!,
      orderedAt: order.orderedAt?.toISO() ?? null,
      receivedAt: order.receivedAt?.toISO() ?? null,
      cancelledAt: order.cancelledAt?.toISO() ?? null,
      createdBy: order.creator?.fullName ?? null,
      supplier: {
        id: supplier.id,
        name: supplier.name,
        contactName: supplier.contactName,
        email: supplier.email as string | null,
        phone: supplier.phone,
        address: supplier.address,
        paymentTerms: supplier.paymentTerms,
        taxId: supplier.taxId,
      },
      lines,
      totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    },
  }
}
export type PurchaseOrderView = Awaited<ReturnType<typeof purchaseOrderDetail>>['view']

/** The deliveries received against an order: its receipt movements, oldest first. */
export async function receiptsOf(orderId: number) {
  const rows = await db
    .from('stock_movements as m')
    .join('purchase_order_lines as l', 'l.id', 'm.purchase_order_line_id')
    .join('products as p', 'p.id', 'm.product_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .where('l.purchase_order_id', orderId)
    .select(
      'm.id',
      'm.occurred_at',
      'm.quantity',
      'm.value_cents',
      'm.note',
      'p.sku',
      'p.name',
      'p.unit',
      'u.full_name as user_name'
    )
    .orderBy('m.id')
  return rows.map((row) => ({
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    sku: row.sku as string,
    name: row.name as string,
    unit: row.unit as StockUnit,
    quantity: row.quantity as string,
    valueCents: Number(row.value_cents),
    note: row.note as string | null,
    userName: row.user_name as string | null,
  }))
}

/** Suppliers an order may go to: the active ones, plus the order's own. */
export async function supplierOptions(includeId?: number) {
  const rows = await db
    .from('suppliers')
    .where((query) => {
      query.where('active', true)
      if (includeId) query.orWhere('id', includeId)
    })
    .orderBy('name')
    .select('id', 'name', 'lead_time_days')
  return rows.map((row) => ({
    id: row.id as number,
    name: row.name as string,
    leadTimeDays: row.lead_time_days as number,
  }))
}

/**
 * Products a line may order: the active ones, with their purchase unit and a
 * suggested cost per purchase unit (the last price paid, else the average cost).
 */
export async function productOptions() {
  const { rows } = await db.rawQuery(
    `SELECT p.id, p.sku, p.name, p.unit, p.purchase_unit, p.purchase_unit_factor,
            p.preferred_supplier_id, p.average_cost_cents, last.unit_cost_cents AS last_cost_cents
       FROM products p
       LEFT JOIN LATERAL (
         SELECT l.unit_cost_cents FROM purchase_order_lines l
           JOIN purchase_orders o ON o.id = l.purchase_order_id
          WHERE l.product_id = p.id AND o.status <> 'cancelled'
          ORDER BY l.id DESC LIMIT 1
       ) last ON true
      WHERE p.active
      ORDER BY p.name, p.id`
  )
  return (rows as Record<string, any>[]).map((row) => {
    const factor = row.purchase_unit ? String(row.purchase_unit_factor) : '1'
    return {
      id: row.id as number,
      sku: row.sku as string,
      name: row.name as string,
      unit: row.unit as StockUnit,
      purchaseUnit: (row.purchase_unit as string | null) ?? null,
      unitFactor: factor,
      preferredSupplierId: row.preferred_supplier_id as number | null,
      suggestedCostCents:
        row.last_cost_cents !== null
          ? Number(row.last_cost_cents)
          : purchaseUnitCostOf(String(row.average_cost_cents), factor),
    }
  })
}
