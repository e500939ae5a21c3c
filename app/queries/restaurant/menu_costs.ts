import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { parseCost } from '#services/quantity'
import {
  convertible,
  lineCostCents,
  margin,
  portionCostCents,
  type RecipeLine,
} from '#services/restaurant/recipe_cost'
import type { StockUnit } from '#enums/inventory/stock_unit'

export type IngredientRow = {
  productId: number
  sku: string
  name: string
  quantity: string
  unit: StockUnit
  productUnit: StockUnit
  averageCostCents: string
  costCents: number
}

export type Costing = {
  costCents: number
  marginCents: number
  marginBasisPoints: number | null
  /**
   * False while an ingredient has no average cost yet (never received), or is
   * counted in a unit its product is no longer stocked in: the cost is then too low.
   */
  complete: boolean
  hasRecipe: boolean
}

/** The recipe lines of some items (all when no ids), with their products' current average costs. */
export async function ingredientsOf(
  itemIds?: number[],
  client: QueryClientContract = db.connection()
) {
  const query = client
    .from('menu_item_ingredients as i')
    .join('products as p', 'p.id', 'i.product_id')
    .select(
      'i.menu_item_id',
      'i.product_id',
      'p.sku',
      'p.name',
      'i.quantity',
      'i.unit',
      'p.unit as product_unit',
      'p.average_cost_cents'
    )
    .orderBy('i.id')
  if (itemIds) query.whereIn('i.menu_item_id', itemIds)
  const byItem = new Map<number, IngredientRow[]>()
  for (const row of await query) {
    const line: RecipeLine = {
      quantity: row.quantity,
      unit: row.unit,
      productUnit: row.product_unit,
      averageCostCents: row.average_cost_cents,
    }
    const ingredient: IngredientRow = {
      productId: row.product_id,
      sku: row.sku,
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      productUnit: row.product_unit,
      averageCostCents: row.average_cost_cents,
      costCents: lineCostCents(line),
    }
    byItem.set(row.menu_item_id, [...(byItem.get(row.menu_item_id) ?? []), ingredient])
  }
  return byItem
}

/** Cost and margin of one item at today's average costs. */
export function costingOf(priceCents: number, ingredients: IngredientRow[] = []): Costing {
  const costCents = portionCostCents(
    ingredients.map((ingredient) => ({
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      productUnit: ingredient.productUnit,
      averageCostCents: ingredient.averageCostCents,
    }))
  )
  return {
    costCents,
    ...margin(priceCents, costCents),
    complete: ingredients.every(
      (ingredient) => convertible(ingredient) && parseCost(ingredient.averageCostCents) > 0n
    ),
    hasRecipe: ingredients.length > 0,
  }
}

/** Each item's portion cost, for combos (whose cost is the sum of their items'). */
export async function itemCosts(itemIds?: number[], client: QueryClientContract = db.connection()) {
  const items = await client
    .from('menu_items')
    .if(itemIds, (query) => query.whereIn('id', itemIds!))
    .select('id', 'price_cents')
  const ingredients = await ingredientsOf(itemIds, client)
  return new Map(
    items.map((item: { id: number; price_cents: number }) => [
      item.id,
      costingOf(item.price_cents, ingredients.get(item.id)),
    ])
  )
}
