/*
| Products report over [from, to]: per menu item and per combo sold in the
| orders closed in the range (sold_orders.ts), its quantity, revenue, cost and
| margin, read from the sales totals (services/restaurant/sales_totals.ts).
|
| - Quantity and revenue: the priced lines (not voided; a combo counts on its
|   own line, not on its items'). Revenue is net: gross less the line's share
|   of the order's discount.
| - Cost: what the sales took from stock, exactly: the value of the
|   sale_consumption movements of the orders closed in the range, shared
|   among their lines as services/restaurant/sales_totals.ts says (by each
|   line's portion cost when the order closed). A combo's items' shares are
|   the combo's cost. So the rows' costs sum to the movements' value.
| - Margin = revenue − cost; margin % = margin ÷ revenue (none when the
|   revenue is 0).
*/
import db from '@adonisjs/lucid/services/db'
import { margin } from '#services/restaurant/recipe_cost'
import type { ReportRange } from '#validators/report_range'
import { num } from '#queries/restaurant/reports/sold_orders'

export type ProductFigures = {
  quantity: number
  grossCents: number
  discountCents: number
  revenueCents: number
  costCents: number
  marginCents: number
  marginBp: number | null
}
export type ProductRow = ProductFigures & {
  key: string
  kind: 'item' | 'combo'
  id: number
  name: string
  category: string | null
}
export type ProductReport = {
  from: string
  to: string
  products: ProductRow[]
  totals: ProductFigures
}

type Row = {
  key: string
  name: string
  category: string | null
  quantity: string
  gross: string
  discount: string
  cost: string
}

export function productFigures(row: Omit<Row, 'key' | 'name' | 'category'>): ProductFigures {
  const grossCents = num(row.gross)
  const discountCents = num(row.discount)
  const revenueCents = grossCents - discountCents
  const costCents = num(row.cost)
  const { marginCents, marginBasisPoints } = margin(revenueCents, costCents)
  return {
    quantity: num(row.quantity),
    grossCents,
    discountCents,
    revenueCents,
    costCents,
    marginCents,
    marginBp: marginBasisPoints,
  }
}

export async function productReport(range: ReportRange): Promise<ProductReport> {
  const { rows } = (await db.rawQuery(
    `
    WITH sales AS (
      SELECT item_key AS key, sum(quantity)::bigint AS quantity, sum(gross_cents)::bigint AS gross,
        sum(discount_cents)::bigint AS discount, sum(cost_cents)::bigint AS cost
      FROM restaurant_item_sales
      WHERE day BETWEEN ?::date AND ?::date
      GROUP BY item_key
    )
    SELECT s.*, coalesce(mi.name, mc.name) AS name, cat.name AS category
    FROM sales s
    LEFT JOIN menu_items mi ON s.key > 0 AND mi.id = s.key
    LEFT JOIN menu_categories cat ON cat.id = mi.category_id
    LEFT JOIN menu_combos mc ON s.key < 0 AND mc.id = -s.key
    ORDER BY s.gross - s.discount DESC, coalesce(mi.name, mc.name), s.key`,
    [range.from, range.to]
  )) as { rows: Row[] }
  const products = rows.map((row) => {
    const key = num(row.key)
    return {
      key: key > 0 ? `item-${key}` : `combo-${-key}`,
      kind: key > 0 ? ('item' as const) : ('combo' as const),
      id: Math.abs(key),
      name: row.name,
      category: row.category,
      ...productFigures(row),
    }
  })
  const sum = (field: 'quantity' | 'grossCents' | 'discountCents' | 'costCents') =>
    products.reduce((total, product) => total + product[field], 0)
  return {
    from: range.from,
    to: range.to,
    products,
    totals: productFigures({
      quantity: String(sum('quantity')),
      gross: String(sum('grossCents')),
      discount: String(sum('discountCents')),
      cost: String(sum('costCents')),
    }),
  }
}
