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

/*
| The whole menu in one statement (one round trip instead of four), built as
| JSON by PostgreSQL in the shape the screen takes: categories in menu order,
| items and combos by name, a combo's parts by name ("2× Cola" for two) and
| sold out when any part is unavailable or withdrawn.
*/
const POS_MENU_SQL = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'station', c.station)
                              ORDER BY c.sort_order, c.name, c.id), '[]')
       FROM menu_categories c WHERE c.is_active) AS categories,
    (SELECT coalesce(json_agg(json_build_object(
              'id', i.id, 'name', i.name, 'categoryId', i.category_id, 'priceCents', i.price_cents,
              'station', c.station, 'soldOut', NOT i.is_available) ORDER BY i.name, i.id), '[]')
       FROM menu_items i JOIN menu_categories c ON c.id = i.category_id
      WHERE c.is_active AND i.is_active) AS items,
    (SELECT coalesce(json_agg(json_build_object(
              'id', m.id, 'name', m.name, 'priceCents', m.price_cents,
              'items', coalesce(parts.names, '[]'), 'soldOut', coalesce(parts.sold_out, false))
              ORDER BY m.name, m.id), '[]')
       FROM menu_combos m
       LEFT JOIN LATERAL (
         SELECT json_agg(CASE WHEN p.quantity > 1 THEN p.quantity::text || '× ' || i.name ELSE i.name END
                         ORDER BY i.name, i.id) AS names,
                bool_or(NOT i.is_available OR NOT i.is_active) AS sold_out
           FROM menu_combo_items p JOIN menu_items i ON i.id = p.menu_item_id
          WHERE p.combo_id = m.id) parts ON TRUE
      WHERE m.is_active) AS combos`

/** The menu the POS sells from, in menu order. */
export async function posMenu(): Promise<PosMenu> {
  const { rows } = await db.rawQuery(POS_MENU_SQL)
  return rows[0] as PosMenu
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
