import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import InventoryCategory from '#models/inventory/inventory_category'
import type { createCategoryValidator } from '#validators/inventory/categories'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/* A category's rules, and what the activity log says about it. */

export type CategoryData = Infer<typeof createCategoryValidator>

export function categoryFields(category: InventoryCategory) {
  return {
    name: category.name,
    parentId: category.parentId,
    description: category.description,
  }
}

export function categorySubject(category: Pick<InventoryCategory, 'id' | 'name'>) {
  return { type: 'inventory_category', id: category.id, label: category.name }
}

export function categoryAttributes(data: CategoryData) {
  return {
    name: data.name,
    parentId: data.parent_id ?? null,
    description: data.description ?? null,
  }
}

/**
 * One level of nesting: the chosen parent must itself be top-level (locked so
 * it cannot become a child meanwhile), and a category with children stays
 * top-level.
 */
export async function checkNesting(
  trx: TransactionClientContract,
  parentId: number | null,
  categoryId?: number
) {
  if (parentId === null) return
  if (parentId === categoryId) {
    throw new InvalidInputError(t('inventory.categories.parent_self'), { field: 'parent_id' })
  }
  const parent = await InventoryCategory.query({ client: trx })
    .where('id', parentId)
    .forUpdate()
    .firstOrFail()
  if (parent.parentId !== null) {
    throw new InvalidInputError(t('inventory.categories.parent_nested', { name: parent.name }), {
      field: 'parent_id',
    })
  }
  if (categoryId) {
    const child = await trx
      .from('inventory_categories')
      .where('parent_id', categoryId)
      .select('id')
      .first()
    if (child)
      throw new NotAllowedError(t('inventory.categories.has_children'), { field: 'parent_id' })
  }
}
