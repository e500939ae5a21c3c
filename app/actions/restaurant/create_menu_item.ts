import db from '@adonisjs/lucid/services/db'
import MenuItem from '#models/restaurant/menu_item'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  itemAttributes,
  itemFields,
  itemSubject,
  recipeFields,
  writeRecipe,
  type MenuItemData,
} from '#services/restaurant/menu'
import { uniqueViolation } from '#services/database_errors'
import { broadcastMenuItem } from '#services/restaurant/broadcasts'

/** A new item with its recipe; every POS screen hears of it once committed. */
export function createMenuItem({ data }: { data: MenuItemData }, audit: AuditContext) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const item = await MenuItem.create(itemAttributes(data), { client: trx })
      await writeRecipe(trx, item.id, data.recipe ?? [])
      await recordEvent(trx, {
        type: 'restaurant.menu_item.created',
        subject: itemSubject(item),
        after: { ...itemFields(item), recipe: await recipeFields(trx, item.id) },
        audit,
      })
      broadcastMenuItem(trx, item)
      return item
    })
  )
}
