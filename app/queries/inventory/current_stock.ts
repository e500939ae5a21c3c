import db from '@adonisjs/lucid/services/db'
import { endOfDay } from '#queries/inventory/movement_query'
import { basisPoints } from '#queries/report_math'
import type { StockUnit } from '#enums/inventory/stock_unit'

/*
| Stock as it stood at the end of a day: for each product, the balance the last
| movement before that instant left behind, found with one backward step on
| the (product_id, occurred_at, id) index (a LATERAL lookup per product), so
| the answer costs the same however long the history. As of today it equals
| the products' running balances.
|
| Listed: active products (those without movements yet at 0), and retired
| ones that still held stock then. A category includes its subcategories.
*/
export type CurrentStockRow = {
  productId: number
  sku: string
  name: string
  unit: StockUnit
  active: boolean
  categoryId: number
  categoryName: string
  quantity: string
  averageCostCents: string
  valueCents: number
}

export type CurrentStockCategory = {
  categoryId: number
  name: string
  products: number
  valueCents: number
  /** Share of the total value, in basis points (half up). */
  shareBp: number
}

export type CurrentStockFilters = { asOf: string; category: number | null }

export async function currentStockRows({ asOf, category }: CurrentStockFilters) {
  const end = endOfDay(asOf)
  const { rows } = await db.rawQuery(
    `SELECT p.id, p.sku, p.name, p.unit, p.active, c.id AS category_id, c.name AS category_name,
            coalesce(last.balance_after, 0)::numeric(14,3) AS quantity,
            coalesce(last.value_after_cents, 0) AS value_cents,
            coalesce(last.average_cost_after_cents, 0)::numeric(18,4) AS average_cost_cents
       FROM products p
       JOIN inventory_categories c ON c.id = p.category_id
       LEFT JOIN LATERAL (
         SELECT m.balance_after, m.value_after_cents, m.average_cost_after_cents
           FROM stock_movements m
          WHERE m.product_id = p.id AND m.occurred_at < ?
          ORDER BY m.occurred_at DESC, m.id DESC
          LIMIT 1
       ) last ON true
      WHERE (p.active OR coalesce(last.balance_after, 0) <> 0 OR coalesce(last.value_after_cents, 0) <> 0)
        AND (?::int = 0 OR c.id = ?::int OR c.parent_id = ?::int)
      ORDER BY c.name, p.name, p.id`,
    [end, category ?? 0, category ?? 0, category ?? 0]
  )
  return (rows as Record<string, any>[]).map((row): CurrentStockRow => ({
    productId: row.id,
    sku: row.sku,
    name: row.name,
    unit: row.unit,
    active: row.active,
    categoryId: row.category_id,
    categoryName: row.category_name,
    quantity: row.quantity,
    averageCostCents: row.average_cost_cents,
    valueCents: Number(row.value_cents),
  }))
}

export const CURRENT_STOCK_PER_PAGE = 100

/** The report: totals by category over every listed product, and one page of the products. */
export async function currentStockReport(filters: CurrentStockFilters, page = 1) {
  const rows = await currentStockRows(filters)
  const totalCents = rows.reduce((sum, row) => sum + row.valueCents, 0)
  const byCategory = new Map<number, CurrentStockCategory>()
  for (const row of rows) {
    const entry = byCategory.get(row.categoryId) ?? {
      categoryId: row.categoryId,
      name: row.categoryName,
      products: 0,
      valueCents: 0,
      shareBp: 0,
    }
    entry.products += 1
    entry.valueCents += row.valueCents
    byCategory.set(row.categoryId, entry)
  }
  const categories = [...byCategory.values()]
    .map((entry) => ({
      ...entry,
      shareBp: basisPoints(Math.max(0, entry.valueCents), Math.max(0, totalCents)),
    }))
    .sort((a, b) => b.valueCents - a.valueCents || a.name.localeCompare(b.name))
  const lastPage = Math.max(1, Math.ceil(rows.length / CURRENT_STOCK_PER_PAGE))
  const current = Math.min(Math.max(1, page), lastPage)
  return {
    asOf: filters.asOf,
    categories,
    products: rows.slice((current - 1) * CURRENT_STOCK_PER_PAGE, current * CURRENT_STOCK_PER_PAGE),
    pages: { current, last: lastPage, perPage: CURRENT_STOCK_PER_PAGE, total: rows.length },
    totals: {
      products: rows.length,
      valueCents: totalCents,
      negative: rows.filter((row) => row.quantity.startsWith('-')).length,
    },
  }
}
export type CurrentStockReport = Awaited<ReturnType<typeof currentStockReport>>
