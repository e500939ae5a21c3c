import db from '@adonisjs/lucid/services/db'
import MenuCategory from '#models/restaurant/menu_category'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { categoryFields, categorySubject } from '#services/restaurant/menu'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** Only an empty category can go; one with items is refused with a message. */
export async function deleteMenuCategory(
  { category }: { category: MenuCategory },
  audit: AuditContext
) {
  await db.transaction(async (trx) => {
    const locked = await MenuCategory.query({ client: trx })
      .where('id', category.id)
      .forUpdate()
      .firstOrFail()
    const used = await trx.from('menu_items').where('category_id', locked.id).first()
    if (used) throw new NotAllowedError(t('restaurant.menu.category_in_use', { name: locked.name }))
    const before = categoryFields(locked)
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_category.deleted',
      subject: categorySubject(locked),
      before,
      audit,
    })
  })
}
