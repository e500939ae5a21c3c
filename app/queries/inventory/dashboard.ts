import db from '@adonisjs/lucid/services/db'
import { OPEN_PURCHASE_ORDER_STATUSES } from '#enums/inventory/purchase_order_status'
import { LOW_STOCK_SQL } from '#queries/inventory/product_query'
import { addDays, appToday } from '#services/clock'
import type { StockUnit } from '#enums/inventory/stock_unit'
import type { MovementKind } from '#enums/inventory/movement_kind'

/*
| The stock at a glance: its value (the sum of the running balances the
| ledger keeps), what is at or below its reorder point (LowStock's predicate,
| read from its partial index), open purchase orders, the latest movements
| and what the kitchen and bar used most over the last 30 days (from the
| consumption per day the ledger keeps: services/inventory/consumption_days.ts).
*/
export const CONSUMPTION_DAYS = 30
const LIST_LIMIT = 8

/**
 * The four figures the main dashboard and the reports index show, read in one
 * statement (each figure its own subquery, each on its own index).
 */
export async function inventoryHeadlines(today = appToday()) {
  const from = addDays(today, 1 - CONSUMPTION_DAYS)
  const { rows } = await db.rawQuery(
    `SELECT s.value_cents, s.products, l.low, l.negative, p.draft, p.ordered,
            p.partially_received, c.consumed_cents
       FROM (SELECT coalesce(sum(stock_value_cents), 0) AS value_cents,
                    count(*) FILTER (WHERE active) AS products
               FROM products) s,
            (SELECT count(*) AS low, count(*) FILTER (WHERE products.on_hand < 0) AS negative
               FROM products WHERE ${LOW_STOCK_SQL}) l,
            (SELECT count(*) FILTER (WHERE status = 'draft') AS draft,
                    count(*) FILTER (WHERE status = 'ordered') AS ordered,
                    count(*) FILTER (WHERE status = 'partially_received') AS partially_received
               FROM purchase_orders WHERE status = ANY(?::text[])) p,
            (SELECT coalesce(sum(value_cents), 0) AS consumed_cents
               FROM stock_consumption_days WHERE day BETWEEN ?::date AND ?::date) c`,
    [[...OPEN_PURCHASE_ORDER_STATUSES], from, today] as unknown as string[]
  )
  const [row] = rows
  return {
    today,
    stockValueCents: Number(row.value_cents),
    activeProducts: Number(row.products),
    lowStock: Number(row.low),
    negativeStock: Number(row.negative),
    openOrders: {
      draft: Number(row.draft),
      ordered: Number(row.ordered),
      partiallyReceived: Number(row.partially_received),
    },
    consumption: { from, valueCents: Number(row.consumed_cents) },
  }
}
export type InventoryHeadlines = Awaited<ReturnType<typeof inventoryHeadlines>>

async function lowStockList() {
  const { rows } = await db.rawQuery(
    `SELECT id, sku, name, unit, on_hand, reorder_point
       FROM products WHERE ${LOW_STOCK_SQL}
      ORDER BY (on_hand < 0) DESC, on_hand - reorder_point, name, id
      LIMIT ${LIST_LIMIT}`
  )
  return (rows as Record<string, any>[]).map((row) => ({
    id: row.id as number,
    sku: row.sku as string,
    name: row.name as string,
    unit: row.unit as StockUnit,
    onHand: row.on_hand as string,
    reorderPoint: row.reorder_point as string,
  }))
}

async function openOrderList() {
  const rows = await db
    .from('purchase_orders as o')
    .join('suppliers as s', 's.id', 'o.supplier_id')
    .whereIn('o.status', ['ordered', 'partially_received'])
    .select('o.id', 'o.number', 'o.status', 's.name as supplier_name')
    .select(db.raw(`to_char(o.expected_on, 'YYYY-MM-DD') AS expected_on`))
    .orderByRaw('o.expected_on ASC NULLS LAST, o.id')
    .limit(LIST_LIMIT)
  return rows.map((row) => ({
    id: row.id as number,
    number: row.number as string,
    status: row.status as 'ordered' | 'partially_received',
    supplierName: row.supplier_name as string,
    expectedOn: row.expected_on as string | null,
  }))
}

async function recentMovements() {
  const rows = await db
    .from('stock_movements as m')
    .join('products as p', 'p.id', 'm.product_id')
    .select(
      'm.id',
      'm.occurred_at',
      'm.kind',
      'm.reason',
      'm.quantity',
      'm.value_cents',
      'm.reference_label',
      'p.id as product_id',
      'p.sku',
      'p.name',
      'p.unit'
    )
    .orderBy('m.id', 'desc')
    .limit(LIST_LIMIT)
  return rows.map((row) => ({
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    kind: row.kind as MovementKind,
    reason: row.reason as string | null,
    quantity: row.quantity as string,
    valueCents: Number(row.value_cents),
    reference: row.reference_label as string | null,
    productId: row.product_id as number,
    sku: row.sku as string,
    name: row.name as string,
    unit: row.unit as StockUnit,
  }))
}

/** What was consumed most by value over the last 30 days. */
async function topConsumed(from: string, today: string) {
  const rows = await db
    .from('stock_consumption_days as d')
    .join('products as p', 'p.id', 'd.product_id')
    .whereBetween('d.day', [from, today])
    .groupBy('p.id', 'p.sku', 'p.name', 'p.unit')
    .select('p.id', 'p.sku', 'p.name', 'p.unit')
    .select(
      db.raw('sum(d.quantity)::numeric(14,3) AS quantity'),
      db.raw('sum(d.value_cents) AS value_cents')
    )
    .orderByRaw('sum(d.value_cents) DESC, p.name, p.id')
    .limit(5)
  return rows.map((row) => ({
    productId: row.id as number,
    sku: row.sku as string,
    name: row.name as string,
    unit: row.unit as StockUnit,
    quantity: row.quantity as string,
    valueCents: Number(row.value_cents),
  }))
}

export async function inventoryDashboard(today = appToday()) {
  const headlines = await inventoryHeadlines(today)
  return {
    ...headlines,
    lowStockList: await lowStockList(),
    openOrderList: await openOrderList(),
    recentMovements: await recentMovements(),
    topConsumed: await topConsumed(headlines.consumption.from, today),
  }
}
export type InventoryDashboard = Awaited<ReturnType<typeof inventoryDashboard>>
