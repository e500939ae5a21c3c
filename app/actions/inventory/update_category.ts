import db from '@adonisjs/lucid/services/db'
import InventoryCategory from '#models/inventory/inventory_category'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  categoryAttributes,
  categoryFields,
  categorySubject,
  checkNesting,
  type CategoryData,
} from '#services/inventory/categories'
import { uniqueViolation } from '#services/database_errors'

type UpdateCategoryInput = { category: InventoryCategory; data: CategoryData }

/** Saves a category under its row lock; an edit that changes nothing records nothing. */
export function updateCategory({ category, data }: UpdateCategoryInput, audit: AuditContext) {
  return uniqueViolation('name', 'inventory.categories.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await InventoryCategory.query({ client: trx })
        .where('id', category.id)
        .forUpdate()
        .firstOrFail()
      const attributes = categoryAttributes(data)
      await checkNesting(trx, attributes.parentId, locked.id)
      const before = categoryFields(locked)
      locked.merge(attributes)
      await locked.save()
      const after = categoryFields(locked)
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordEvent(trx, {
          type: 'inventory.category.updated',
          subject: categorySubject(locked),
          before,
          after,
          audit,
        })
      }
      return locked
    })
  )
}
