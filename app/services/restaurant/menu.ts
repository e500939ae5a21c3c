/* What the menu actions share: subjects and fields of their events, and the recipe's rules. */
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type MenuCategory from '#models/restaurant/menu_category'
import type MenuItem from '#models/restaurant/menu_item'
import type MenuCombo from '#models/restaurant/menu_combo'
import type { StockUnit } from '#enums/inventory/stock_unit'
import { InvalidInputError } from '#exceptions/domain_errors'
import { recipeUnitsFor } from '#services/restaurant/recipe_cost'
import { t } from '#services/i18n'
import type {
  menuCategoryValidator,
  menuComboValidator,
  menuItemValidator,
} from '#validators/restaurant/menu'

export type CategoryData = Infer<typeof menuCategoryValidator>
export type ComboData = Infer<typeof menuComboValidator>
export type MenuItemData = Infer<typeof menuItemValidator>
export type RecipeInput = NonNullable<MenuItemData['recipe']>

export const categorySubject = (category: Pick<MenuCategory, 'id' | 'name'>) => ({
  type: 'menu_category',
  id: category.id,
  label: category.name,
})
export const itemSubject = (item: Pick<MenuItem, 'id' | 'name'>) => ({
  type: 'menu_item',
  id: item.id,
  label: item.name,
})
export const comboSubject = (combo: Pick<MenuCombo, 'id' | 'name'>) => ({
  type: 'menu_combo',
  id: combo.id,
  label: combo.name,
})

export function categoryFields(category: MenuCategory) {
  return {
    name: category.name,
    sortOrder: category.sortOrder,
    station: category.station,
    isActive: category.isActive,
  }
}

export function itemFields(item: MenuItem) {
  return {
    name: item.name,
    categoryId: item.categoryId,
    description: item.description,
    priceCents: item.priceCents,
    preparationMinutes: item.preparationMinutes,
    isAvailable: item.isAvailable,
    isActive: item.isActive,
  }
}

export function comboFields(combo: MenuCombo) {
  return {
    name: combo.name,
    description: combo.description,
    priceCents: combo.priceCents,
    isActive: combo.isActive,
  }
}

export const categoryAttributes = (data: CategoryData) => ({
  name: data.name,
  sortOrder: data.sort_order,
  station: data.station,
  isActive: data.is_active ?? true,
})

export const comboAttributes = (data: ComboData) => ({
  name: data.name,
  description: data.description ?? '',
  priceCents: data.price,
  isActive: data.is_active ?? true,
})

export function itemAttributes(data: MenuItemData) {
  return {
    name: data.name,
    categoryId: data.category_id,
    description: data.description ?? '',
    priceCents: data.price,
    preparationMinutes: data.preparation_minutes,
    isAvailable: data.is_available ?? true,
    isActive: data.is_active ?? true,
  }
}

/** A recipe as its event records it: "SKU quantity unit" per line. */
export async function recipeFields(trx: TransactionClientContract, itemId: number) {
  const lines = await trx
    .from('menu_item_ingredients as i')
    .join('products as p', 'p.id', 'i.product_id')
    .where('i.menu_item_id', itemId)
    .orderBy('p.sku')
    .select('p.sku', 'i.quantity', 'i.unit')
  return lines.map((line: any) => `${line.sku} ${line.quantity} ${line.unit}`)
}

/**
 * Replaces an item's recipe. Each product once; each quantity in the product's
 * stock unit or one that converts to it (the message names the units that do).
 */
export async function writeRecipe(
  trx: TransactionClientContract,
  itemId: number,
  recipe: RecipeInput
) {
  const productRows = await trx
    .from('products')
    .whereIn(
      'id',
      recipe.map((line) => line.product_id)
    )
    .select('id', 'name', 'unit')
  const products = new Map<number, { name: string; unit: StockUnit }>(
    productRows.map((row: any) => [row.id, { name: row.name, unit: row.unit }])
  )
  const seen = new Set<number>()
  recipe.forEach((line, index) => {
    const product = products.get(line.product_id)!
    if (seen.has(line.product_id))
      throw new InvalidInputError(t('restaurant.menu.recipe_twice', { name: product.name }), {
        field: `recipe.${index}.product_id`,
      })
    seen.add(line.product_id)
    const units = recipeUnitsFor(product.unit)
    if (!units.includes(line.unit))
      throw new InvalidInputError(
        t('restaurant.menu.recipe_unit', {
          name: product.name,
          unit: product.unit,
          units: units.join(' or '),
        }),
        { field: `recipe.${index}.unit` }
      )
  })
  await trx.from('menu_item_ingredients').where('menu_item_id', itemId).delete()
  if (recipe.length)
    await trx.table('menu_item_ingredients').multiInsert(
      recipe.map((line) => ({
        menu_item_id: itemId,
        product_id: line.product_id,
        quantity: line.quantity,
        unit: line.unit,
      }))
    )
}

/** A combo's lines as its events record them: "quantity × name". */
export async function comboLines(trx: TransactionClientContract, comboId: number) {
  const rows = await trx
    .from('menu_combo_items as ci')
    .join('menu_items as m', 'm.id', 'ci.menu_item_id')
    .where('ci.combo_id', comboId)
    .orderBy('m.name')
    .select('m.name', 'ci.quantity')
  return rows.map((row: any) => `${row.quantity} × ${row.name}`)
}
