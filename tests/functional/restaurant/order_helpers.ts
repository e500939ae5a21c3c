import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import MenuCombo from '#models/restaurant/menu_combo'
import { menuCategory, menuItem, stocked } from './menu_helpers.js'

/* Order specs: a small menu with recipes on stocked products, and lines as the POS sends them. */
export async function serviceMenu() {
  const mains = await menuCategory({ name: 'Mains', station: 'kitchen' })
  const drinks = await menuCategory({ name: 'Drinks', station: 'bar' })
  const beef = await stocked('BEEF', 'kg', '1250')
  const cola = await stocked('COLA', 'unit', '95')
  const steak = await menuItem({ name: 'Steak', priceCents: 1890, categoryId: mains.id })
  const soda = await menuItem({ name: 'Cola', priceCents: 300, categoryId: drinks.id })
  await db.table('menu_item_ingredients').multiInsert([
    { menu_item_id: steak.id, product_id: beef.id, quantity: '180', unit: 'g' },
    { menu_item_id: soda.id, product_id: cola.id, quantity: '1', unit: 'unit' },
  ])
  const combo = await MenuCombo.create({
    name: 'Steak and a drink',
    priceCents: 2000,
    isActive: true,
  })
  await db.table('menu_combo_items').multiInsert([
    { combo_id: combo.id, menu_item_id: steak.id, quantity: 1 },
    { combo_id: combo.id, menu_item_id: soda.id, quantity: 1 },
  ])
  return { mains, drinks, beef, cola, steak, soda, combo }
}

export function itemLine(
  menuItemId: number,
  quantity = 1,
  extra: { notes?: string; course?: number } = {}
) {
  return { key: randomUUID(), menu_item_id: menuItemId, quantity, ...extra }
}

export function comboLine(comboId: number, quantity = 1) {
  return { key: randomUUID(), combo_id: comboId, quantity }
}

export function orderMovements(orderId: number) {
  return db
    .from('stock_movements')
    .where('reference_type', 'order')
    .where('reference_id', String(orderId))
    .orderBy('id')
    .select('product_id', 'kind', 'quantity', 'unit_cost_cents', 'value_cents')
}
