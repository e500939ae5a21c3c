import db from '@adonisjs/lucid/services/db'
import MenuCategory from '#models/restaurant/menu_category'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  categoryAttributes,
  categoryFields,
  categorySubject,
  type CategoryData,
} from '#services/restaurant/menu'
import { uniqueViolation } from '#services/database_errors'

export function createMenuCategory({ data }: { data: CategoryData }, audit: AuditContext) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const category = await MenuCategory.create(categoryAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'restaurant.menu_category.created',
        subject: categorySubject(category),
        after: categoryFields(category),
        audit,
      })
      return category
    })
  )
}
