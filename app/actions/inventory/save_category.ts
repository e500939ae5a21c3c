import db from '@adonisjs/lucid/services/db'
import InventoryCategory from '#models/inventory/inventory_category'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import {
  categoryAttributes,
  categoryFields,
  categorySubject,
  checkNesting,
  type CategoryData,
} from '#actions/inventory/category_changes'
import { uniqueViolation } from '#services/database_errors'

type SaveCategoryInput = { data: CategoryData; actor: User; request?: EventInput['request'] }

export function createCategory({ data, actor, request }: SaveCategoryInput) {
  return uniqueViolation('name', 'inventory.categories.name_taken', () =>
    db.transaction(async (trx) => {
      const attributes = categoryAttributes(data)
      await checkNesting(trx, attributes.parentId)
      const category = await InventoryCategory.create(attributes, { client: trx })
      await recordEvent(trx, {
        type: 'inventory.category.created',
        actor,
        subject: categorySubject(category),
        after: categoryFields(category),
        request,
      })
      return category
    })
  )
}

export function updateCategory({
  category,
  data,
  actor,
  request,
}: SaveCategoryInput & { category: InventoryCategory }) {
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
          actor,
          subject: categorySubject(locked),
          before,
          after,
          request,
        })
      }
      return locked
    })
  )
}
