/*
| What the POS screen needs besides the order: the menu as a grid (active
| categories with their items, sold-out ones flagged; active combos), the
| waiters an order may be given to, and the bookings a room-service order may
| go to.
*/
import db from '@adonisjs/lucid/services/db'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import type { MenuStation } from '#enums/restaurant/menu_station'

export type PosMenuItem = {
  id: number
  name: string
  categoryId: number
  priceCents: number
  station: MenuStation
  soldOut: boolean
}

export type PosMenu = {
  categories: { id: number; name: string; station: MenuStation }[]
  items: PosMenuItem[]
  combos: { id: number; name: string; priceCents: number; items: string[]; soldOut: boolean }[]
}

/** The menu the POS sells from, in menu order. */
export async function posMenu(): Promise<PosMenu> {
  const categories = await db
    .from('menu_categories')
    .where('is_active', true)
    .orderBy('sort_order')
    .orderBy('name')
    .select('id', 'name', 'station')
  const items = await db
    .from('menu_items as i')
    .join('menu_categories as c', 'c.id', 'i.category_id')
    .where('c.is_active', true)
    .where('i.is_active', true)
    .orderBy('i.name')
    .select('i.id', 'i.name', 'i.category_id', 'i.price_cents', 'c.station', 'i.is_available')
  const combos = await db
    .from('menu_combos')
    .where('is_active', true)
    .orderBy('name')
    .select('id', 'name', 'price_cents')
  const parts = await db
    .from('menu_combo_items as p')
    .join('menu_items as i', 'i.id', 'p.menu_item_id')
    .orderBy('i.name')
    .select('p.combo_id', 'p.quantity', 'i.id', 'i.name', 'i.is_available', 'i.is_active')
  return {
    categories: categories.map((row: any) => ({
      id: row.id,
      name: row.name,
      station: row.station,
    })),
    items: items.map((row: any) => ({
      id: row.id,
      name: row.name,
      categoryId: row.category_id,
      priceCents: row.price_cents,
      station: row.station,
      soldOut: !row.is_available,
    })),
    combos: combos.map((row: any) => {
      const own = parts.filter((part: any) => part.combo_id === row.id)
      return {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        items: own.map((part: any) =>
          part.quantity > 1 ? `${part.quantity}× ${part.name}` : part.name
        ),
        soldOut: own.some((part: any) => !part.is_available || !part.is_active),
      }
    }),
  }
}

/** Active users who may take orders (hold restaurant.orders.create, or are Administrators). */
export async function waiterOptions(): Promise<{ id: number; fullName: string }[]> {
  const { rows } = await db.rawQuery(
    `
    SELECT u.id, u.full_name FROM users u
    WHERE u.is_active AND u.id IN (
      SELECT ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE r.name = :administrator
      UNION
      SELECT ur.user_id FROM user_roles ur
      JOIN role_permissions rp ON rp.role_id = ur.role_id
      JOIN permissions p ON p.id = rp.permission_id
      WHERE p.name = 'restaurant.orders.create'
    )
    ORDER BY u.full_name
    `,
    { administrator: ADMINISTRATOR }
  )
  return (rows as { id: number; full_name: string }[]).map((row) => ({
    id: row.id,
    fullName: row.full_name,
  }))
}
