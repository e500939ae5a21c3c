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

/** A new category, top-level or under a top-level one; its name is unique. */
export function createCategory({ data }: { data: CategoryData }, audit: AuditContext) {
  return uniqueViolation('name', 'inventory.categories.name_taken', () =>
    db.transaction(async (trx) => {
      const attributes = categoryAttributes(data)
      await checkNesting(trx, attributes.parentId)
      const category = await InventoryCategory.create(attributes, { client: trx })
      await recordEvent(trx, {
        type: 'inventory.category.created',
        subject: categorySubject(category),
        after: categoryFields(category),
        audit,
      })
      return category
    })
  )
}
