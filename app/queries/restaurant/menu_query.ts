import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { costingOf, ingredientsOf, itemCosts, type Costing } from '#queries/restaurant/menu_costs'
import { recipeUnitsFor } from '#services/restaurant/recipe_cost'
import type { MenuFilters } from '#validators/restaurant/menu'
import type { MenuStation } from '#enums/restaurant/menu_station'

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Categories in menu order, with how many items each holds. */
export async function listCategories() {
  const rows = await db
    .from('menu_categories as c')
    .leftJoin('menu_items as i', 'i.category_id', 'c.id')
    .groupBy('c.id')
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .select('c.id', 'c.name', 'c.sort_order', 'c.station', 'c.is_active')
    .count('i.id as items')
  return rows.map((row: any) => ({
    id: row.id,
    name: row.name,
    sortOrder: row.sort_order,
    station: row.station,
    isActive: row.is_active,
    itemsCount: Number(row.items),
  }))
}

export async function categoryOptions() {
  const categories = await listCategories()
  return categories.map(({ id, name, station, isActive }) => ({
    id,
    name,
    station,
    isActive,
  }))
}

export type MenuItemRow = {
  id: number
  name: string
  description: string
  categoryId: number
  categoryName: string
  station: MenuStation
  priceCents: number
  preparationMinutes: number
  isAvailable: boolean
  isActive: boolean
  costing: Costing | null
}

/**
 * The menu as the Index shows it, in menu order, with each item's cost and
 * margin at today's average costs — only for who may see costs.
 */
export async function listMenuItems(
  filters: MenuFilters,
  withCosts: boolean
): Promise<MenuItemRow[]> {
  const query = db
    .from('menu_items as i')
    .join('menu_categories as c', 'c.id', 'i.category_id')
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .orderBy('i.name')
    .select(
      'i.id',
      'i.name',
      'i.description',
      'i.category_id',
      'c.name as category_name',
      'c.station',
      'i.price_cents',
      'i.preparation_minutes',
      'i.is_available',
      'i.is_active'
    )
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) =>
      match.whereRaw('i.name::text ilike ?', [pattern]).orWhereILike('i.description', pattern)
    )
  }
  if (filters.category) query.where('i.category_id', filters.category)
  if (filters.availability === 'available')
    query.where('i.is_active', true).where('i.is_available', true)
  if (filters.availability === 'sold_out')
    query.where('i.is_active', true).where('i.is_available', false)
  if (filters.availability === 'inactive') query.where('i.is_active', false)
  const rows = await query
  const ingredients = withCosts ? await ingredientsOf(rows.map((row: any) => row.id)) : null
  return rows.map((row: any) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    categoryName: row.category_name,
    station: row.station,
    priceCents: row.price_cents,
    preparationMinutes: row.preparation_minutes,
    isAvailable: row.is_available,
    isActive: row.is_active,
    costing: ingredients ? costingOf(row.price_cents, ingredients.get(row.id)) : null,
  }))
}

/** One item's recipe with each line's cost, and the portion's cost and margin. */
export async function itemCosting(itemId: number, priceCents: number) {
  const recipes = await ingredientsOf([itemId])
  const ingredients = recipes.get(itemId) ?? []
  return { ingredients, ...costingOf(priceCents, ingredients) }
}

/** Products a recipe may use: active ones, with the units a recipe may count them in. */
export async function productOptions() {
  const rows = await db
    .from('products')
    .where('active', true)
    .orderBy('name')
    .select('id', 'sku', 'name', 'unit', 'average_cost_cents')
  return rows.map((row: any) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    unit: row.unit,
    units: recipeUnitsFor(row.unit),
    averageCostCents: row.average_cost_cents,
  }))
}

/** Combos with their price, how many items, and their cost: the sum of their items' costs. */
export async function listCombos(withCosts: boolean) {
  const combos = await db.from('menu_combos').orderBy('name').select('*')
  const lines = await db.from('menu_combo_items').select('combo_id', 'menu_item_id', 'quantity')
  const costs = withCosts ? await itemCosts() : null
  return combos.map((combo: any) => {
    const own = lines.filter((line: any) => line.combo_id === combo.id)
    const costCents = costs
      ? own.reduce(
          (sum: number, line: any) =>
            sum + line.quantity * (costs.get(line.menu_item_id)?.costCents ?? 0),
          0
        )
      : null
    return {
      id: combo.id,
      name: combo.name,
      description: combo.description,
      priceCents: combo.price_cents,
      isActive: combo.is_active,
      itemsCount: own.reduce((sum: number, line: any) => sum + line.quantity, 0),
      costCents,
      marginCents: costCents === null ? null : combo.price_cents - costCents,
    }
  })
}

/** A combo's items for ManageItems, and every item that could be added. */
export async function comboItems(comboId: number, withCosts: boolean) {
  const lines = await db
    .from('menu_combo_items as ci')
    .join('menu_items as m', 'm.id', 'ci.menu_item_id')
    .where('ci.combo_id', comboId)
    .orderBy('m.name')
    .select('m.id', 'm.name', 'm.price_cents', 'ci.quantity')
  const costs = withCosts ? await itemCosts() : null
  const options = await db
    .from('menu_items as m')
    .join('menu_categories as c', 'c.id', 'm.category_id')
    .orderBy('c.sort_order')
    .orderBy('m.name')
    .select('m.id', 'm.name', 'm.price_cents', 'm.is_active', 'c.name as category_name')
  return {
    items: lines.map((line: any) => ({
      menuItemId: line.id,
      name: line.name,
      quantity: line.quantity,
      priceCents: line.price_cents,
      costCents: costs ? (costs.get(line.id)?.costCents ?? 0) : null,
    })),
    options: options.map((option: any) => ({
      id: option.id,
      name: option.name,
      categoryName: option.category_name,
      priceCents: option.price_cents,
      isActive: option.is_active,
      costCents: costs ? (costs.get(option.id)?.costCents ?? 0) : null,
    })),
  }
}

/**
 * The first active menu item whose recipe uses the product, if any: inventory
 * asks before a product leaves the catalogue (a dish on sale keeps its stock).
 */
export async function activeMenuItemUsing(
  client: QueryClientContract | TransactionClientContract,
  productId: number
): Promise<{ name: string } | null> {
  const row = await client
    .from('menu_item_ingredients as i')
    .join('menu_items as m', 'm.id', 'i.menu_item_id')
    .where('i.product_id', productId)
    .where('m.is_active', true)
    .orderBy('m.name')
    .select('m.name')
    .first()
  return row ? { name: row.name } : null
}
