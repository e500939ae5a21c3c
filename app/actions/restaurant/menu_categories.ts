import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import MenuCategory from '#models/restaurant/menu_category'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#services/record_event'
import { categoryFields, categorySubject, MenuRefused } from '#actions/restaurant/menu_changes'
import { uniqueViolation } from '#services/database_errors'
import { t } from '#services/i18n'
import type { menuCategoryValidator } from '#validators/restaurant/menu'

type CategoryData = Infer<typeof menuCategoryValidator>
type Actor = { actor: User; request?: EventInput['request'] }

const attributes = (data: CategoryData) => ({
  name: data.name,
  sortOrder: data.sort_order,
  station: data.station,
  isActive: data.is_active ?? true,
})

export function createMenuCategory({ data, actor, request }: Actor & { data: CategoryData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const category = await MenuCategory.create(attributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'restaurant.menu_category.created',
        actor,
        subject: categorySubject(category),
        after: categoryFields(category),
        request,
      })
      return category
    })
  )
}

export function updateMenuCategory({
  category,
  data,
  actor,
  request,
}: Actor & { category: MenuCategory; data: CategoryData }) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuCategory.query({ client: trx })
        .where('id', category.id)
        .forUpdate()
        .firstOrFail()
      const before = categoryFields(locked)
      locked.merge(attributes(data))
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.menu_category.updated',
        actor,
        subject: categorySubject(locked),
        before,
        after: categoryFields(locked),
        request,
      })
      category.merge(locked.$attributes)
    })
  )
}

/** Only an empty category can go; one with items is refused with a message. */
export async function deleteMenuCategory({
  category,
  actor,
  request,
}: Actor & { category: MenuCategory }) {
  await db.transaction(async (trx) => {
    const locked = await MenuCategory.query({ client: trx })
      .where('id', category.id)
      .forUpdate()
      .firstOrFail()
    const used = await trx.from('menu_items').where('category_id', locked.id).first()
    if (used) throw new MenuRefused(t('restaurant.menu.category_in_use', { name: locked.name }))
    const before = categoryFields(locked)
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_category.deleted',
      actor,
      subject: categorySubject(locked),
      before,
      request,
    })
  })
}
