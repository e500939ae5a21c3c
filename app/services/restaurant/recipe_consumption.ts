/*
| What sent lines take from stock: each line's recipe times its quantity,
| summed per product and converted to the product's stock unit, taken through
| the stock ledger in the caller's transaction (`sale_consumption` at average
| cost, one movement per product per send, referencing the order). A combo's
| own line has no recipe: its items' lines carry theirs.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#models/restaurant/order'
import type OrderLine from '#models/restaurant/order_line'
import { consumeStock } from '#services/inventory/stock_ledger'
import { formatQuantity } from '#services/quantity'
import { portionCostCents, stockQuantity } from '#services/restaurant/recipe_cost'
import type { AuditContext } from '#services/audit_context'

type IngredientRow = {
  menu_item_id: number
  product_id: number
  quantity: string
  unit: string
  product_unit: string
  average_cost_cents: string
}

function ingredientsOf(trx: TransactionClientContract, menuItemIds: number[]) {
  return trx
    .from('menu_item_ingredients as r')
    .join('products as p', 'p.id', 'r.product_id')
    .whereIn('r.menu_item_id', menuItemIds)
    .orderBy('r.product_id')
    .select(
      'r.menu_item_id',
      'r.product_id',
      'r.quantity',
      'r.unit',
      'p.unit as product_unit',
      'p.average_cost_cents'
    ) as Promise<IngredientRow[]>
}

/** Consumes the recipes of the lines just sent; answers the movements written. */
export async function consumeRecipes(
  trx: TransactionClientContract,
  order: Order,
  lines: OrderLine[],
  audit: AuditContext
) {
  const cooked = lines.filter((line) => line.menuItemId !== null)
  if (cooked.length === 0) return []
  const ingredients = await ingredientsOf(trx, [...new Set(cooked.map((l) => l.menuItemId!))])
  const perProduct = new Map<number, bigint>()
  for (const line of cooked)
    for (const ingredient of ingredients.filter((row) => row.menu_item_id === line.menuItemId)) {
      const quantity = stockQuantity(
        {
          quantity: ingredient.quantity,
          unit: ingredient.unit,
          productUnit: ingredient.product_unit,
        },
        line.quantity
      )
      if (quantity && quantity > 0n)
        perProduct.set(
          ingredient.product_id,
          (perProduct.get(ingredient.product_id) ?? 0n) + quantity
        )
    }
  const movements = []
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b))
    movements.push(
      await consumeStock(trx, {
        productId,
        quantity: formatQuantity(quantity),
        reference: { type: 'order', id: order.id, label: order.number },
        audit,
      })
    )
  return movements
}

/** What a sent line's recipe is worth now: the waste when it is voided. */
export async function recipeValueCents(trx: TransactionClientContract, line: OrderLine) {
  if (line.menuItemId === null) return 0
  const ingredients = await ingredientsOf(trx, [line.menuItemId])
  return (
    portionCostCents(
      ingredients.map((row) => ({
        quantity: row.quantity,
        unit: row.unit,
        productUnit: row.product_unit,
        averageCostCents: row.average_cost_cents,
      }))
    ) * line.quantity
  )
}
