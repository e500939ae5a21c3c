/*
| Products report over [from, to]: per menu item and per combo sold in the
| orders closed in the range (sold_orders.ts), its quantity, revenue, cost and
| margin.
|
| - Quantity and revenue: the priced lines (not voided; a combo counts on its
|   own line, not on its items'). Revenue is net: gross less the line's share
|   of the order's discount.
| - Cost: what the sales took from stock, exactly. The cost of an order is the
|   value of the sale_consumption movements that reference it (a send writes
|   one per product). It is shared among the order's sent lines that carry a
|   recipe (dishes and a combo's items; a line sent then voided too, since its
|   stock was used) in proportion to each line's quantity × its item's portion
|   cost at today's recipe and average costs (the order's sent lines by
|   quantity when none has a cost today); shares are rounded down to the cent
|   and the cents left over go one each to the largest remainders (ties: the
|   earlier line). A combo's items' shares are the combo's cost. So the rows'
|   costs sum to the movements' value of the orders closed in the range.
| - Margin = revenue − cost; margin % = margin ÷ revenue (none when the
|   revenue is 0).
*/
import { itemCosts } from '#queries/restaurant/menu_costs'
import { margin } from '#services/restaurant/recipe_cost'
import type { ReportRange } from '#validators/report_range'
import { LINES_OF_SOLD, PRICED_LINES, num, withSold } from '#queries/restaurant/reports/sold_orders'

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

/* After PRICED_LINES: `costed`, each sent recipe line's share of its order's consumption. */
const COSTED_LINES = `
  consumed AS (
    SELECT c.id AS order_id, (-sum(m.value_cents))::bigint AS cost
    FROM sold c
    JOIN stock_movements m ON m.reference_type = 'order' AND m.reference_id = c.id::text
    WHERE m.kind = 'sale_consumption'
    GROUP BY c.id
  ),
  portion AS (
    SELECT * FROM unnest(?::int[], ?::bigint[]) AS pc(menu_item_id, cost)
  ),
  cooked AS (
    SELECT l.id, l.order_id, k.cost AS order_cost,
      CASE WHEN l.parent_line_id IS NULL THEN l.menu_item_id END AS item_id, parent.combo_id,
      l.quantity::bigint AS quantity, l.quantity * coalesce(pc.cost, 0)::bigint AS recipe
    FROM order_lines l
    JOIN consumed k ON k.order_id = l.order_id
    LEFT JOIN order_lines parent ON parent.id = l.parent_line_id
    LEFT JOIN portion pc ON pc.menu_item_id = l.menu_item_id
    WHERE l.menu_item_id IS NOT NULL AND l.sent_at IS NOT NULL AND ${LINES_OF_SOLD}
  ),
  weighted AS (
    SELECT cooked.*,
      CASE WHEN sum(recipe) OVER (PARTITION BY order_id) > 0 THEN recipe ELSE quantity END AS weight
    FROM cooked
  ),
  cost_split AS (
    SELECT w.*,
      w.order_cost * w.weight / (sum(w.weight) OVER (PARTITION BY w.order_id))::bigint AS base,
      w.order_cost * w.weight % (sum(w.weight) OVER (PARTITION BY w.order_id))::bigint AS rest
    FROM weighted w
  ),
  costed AS (
    SELECT item_id, combo_id,
      base + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY rest DESC, id)
        <= order_cost - sum(base) OVER (PARTITION BY order_id) THEN 1 ELSE 0 END AS cost
    FROM cost_split
  )`

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
  const portions = [...(await itemCosts())].filter(([, costing]) => costing.costCents > 0)
  const rows = await withSold<Row>(
    range,
    `, ${PRICED_LINES}, ${COSTED_LINES},
    sales AS (
      SELECT key, sum(quantity)::bigint AS quantity, sum(gross)::bigint AS gross,
        sum(discount)::bigint AS discount, sum(cost)::bigint AS cost
      FROM (
        SELECT coalesce(menu_item_id, -combo_id) AS key, quantity, gross, discount, 0 AS cost
        FROM priced
        UNION ALL
        SELECT coalesce(item_id, -combo_id), 0, 0, 0, cost FROM costed
      ) parts
      GROUP BY key
    )
    SELECT s.*, coalesce(mi.name, mc.name) AS name, cat.name AS category
    FROM sales s
    LEFT JOIN menu_items mi ON s.key > 0 AND mi.id = s.key
    LEFT JOIN menu_categories cat ON cat.id = mi.category_id
    LEFT JOIN menu_combos mc ON s.key < 0 AND mc.id = -s.key
    ORDER BY s.gross - s.discount DESC, coalesce(mi.name, mc.name), s.key`,
    [portions.map(([id]) => id), portions.map(([, costing]) => costing.costCents)]
  )
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
