import type MenuCategory from '#models/restaurant/menu_category'
import type MenuItem from '#models/restaurant/menu_item'
import { MenuCategoryFactory } from '#database/factories/restaurant/menu_category_factory'
import { MenuItemFactory } from '#database/factories/restaurant/menu_item_factory'
import db from '@adonisjs/lucid/services/db'
import { move, product } from '#tests/helpers/inventory'

/* Menu specs: categories and items through the factories, and stocked products. */
export function menuCategory(
  overrides: Partial<Pick<MenuCategory, 'name' | 'sortOrder' | 'station' | 'isActive'>> = {}
) {
  return MenuCategoryFactory.merge({ name: 'Mains', ...overrides }).create()
}

export async function menuItem(
  overrides: Partial<
    Pick<MenuItem, 'name' | 'priceCents' | 'categoryId' | 'isAvailable' | 'isActive'>
  > = {}
) {
  const categoryId = overrides.categoryId ?? (await menuCategory()).id
  return MenuItemFactory.merge({ name: 'Steak frites', ...overrides, categoryId }).create()
}

/** A product received once at the given cost per stock unit, so it has an average cost. */
export async function stocked(
  sku: string,
  unit: 'kg' | 'g' | 'l' | 'ml' | 'unit',
  unitCostCents: string
) {
  const created = await product({ sku, name: sku, unit })
  await move({ productId: created.id, kind: 'purchase_receipt', quantity: '10', unitCostCents })
  return created
}

export function recipeOf(itemId: number) {
  return db
    .from('menu_item_ingredients')
    .where('menu_item_id', itemId)
    .orderBy('id')
    .select('product_id', 'quantity', 'unit')
}
