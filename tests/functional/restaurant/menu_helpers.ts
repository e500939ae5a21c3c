import MenuCategory from '#models/restaurant/menu_category'
import MenuItem from '#models/restaurant/menu_item'
import db from '@adonisjs/lucid/services/db'
import { move, product } from '#tests/helpers/inventory'

/* Menu specs: categories and items written straight to the database, and stocked products. */
export function menuCategory(
  overrides: Partial<Pick<MenuCategory, 'name' | 'sortOrder' | 'station' | 'isActive'>> = {}
) {
  return MenuCategory.create({
    name: 'Mains',
    sortOrder: 10,
    station: 'kitchen',
    isActive: true,
    ...overrides,
  })
}

export async function menuItem(
  overrides: Partial<
    Pick<MenuItem, 'name' | 'priceCents' | 'categoryId' | 'isAvailable' | 'isActive'>
  > = {}
) {
  const categoryId = overrides.categoryId ?? (await menuCategory()).id
  return MenuItem.create({
    name: 'Steak frites',
    description: '',
    priceCents: 2400,
    preparationMinutes: 15,
    isAvailable: true,
    isActive: true,
    ...overrides,
    categoryId,
  })
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
