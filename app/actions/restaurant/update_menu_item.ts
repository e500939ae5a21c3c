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

/**
 * Saves an item and its recipe. A new price applies to orders taken from now on:
 * order lines keep the price they were taken at.
 */
export function updateMenuItem(
  { item, data }: { item: MenuItem; data: MenuItemData },
  audit: AuditContext
) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuItem.query({ client: trx })
        .where('id', item.id)
        .forUpdate()
        .firstOrFail()
      const before = { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) }
      locked.merge(itemAttributes(data))
      await locked.save()
      await writeRecipe(trx, locked.id, data.recipe ?? [])
      await recordEvent(trx, {
        type: 'restaurant.menu_item.updated',
        subject: itemSubject(locked),
        before,
        after: { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) },
        audit,
      })
      broadcastMenuItem(trx, locked)
      item.merge(locked.$attributes)
    })
  )
}
