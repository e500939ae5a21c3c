import db from '@adonisjs/lucid/services/db'
import MenuItem from '#models/restaurant/menu_item'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { itemFields, itemSubject, recipeFields } from '#services/restaurant/menu'
import { broadcastMenuItem } from '#services/restaurant/broadcasts'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** An item in a combo stays (take it off the menu instead); any other can be deleted with its recipe. */
export async function deleteMenuItem({ item }: { item: MenuItem }, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await MenuItem.query({ client: trx })
      .where('id', item.id)
      .forUpdate()
      .firstOrFail()
    const combo = await trx
      .from('menu_combo_items as ci')
      .join('menu_combos as c', 'c.id', 'ci.combo_id')
      .where('ci.menu_item_id', locked.id)
      .select('c.name')
      .first()
    if (combo)
      throw new NotAllowedError(
        t('restaurant.menu.item_in_combo', { name: locked.name, combo: combo.name })
      )
    const before = { ...itemFields(locked), recipe: await recipeFields(trx, locked.id) }
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_item.deleted',
      subject: itemSubject(locked),
      before,
      audit,
    })
    broadcastMenuItem(trx, {
      ...itemFields(locked),
      id: locked.id,
      isAvailable: false,
      isActive: false,
    })
  })
}
