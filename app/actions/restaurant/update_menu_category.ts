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

export function updateMenuCategory(
  { category, data }: { category: MenuCategory; data: CategoryData },
  audit: AuditContext
) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuCategory.query({ client: trx })
        .where('id', category.id)
        .forUpdate()
        .firstOrFail()
      const before = categoryFields(locked)
      locked.merge(categoryAttributes(data))
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.menu_category.updated',
        subject: categorySubject(locked),
        before,
        after: categoryFields(locked),
        audit,
      })
      category.merge(locked.$attributes)
    })
  )
}
