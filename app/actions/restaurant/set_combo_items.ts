import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import MenuCombo from '#models/restaurant/menu_combo'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { comboLines, comboSubject } from '#services/restaurant/menu'
import { InvalidInputError } from '#exceptions/domain_errors'
import { broadcastMenuCombo } from '#services/restaurant/broadcasts'
import { t } from '#services/i18n'
import type { comboItemsValidator } from '#validators/restaurant/menu'

type ComboItemsInput = { combo: MenuCombo; items: Infer<typeof comboItemsValidator>['items'] }

/** Which items make the combo and how many of each: the whole set is replaced. */
export async function setComboItems({ combo, items }: ComboItemsInput, audit: AuditContext) {
  const seen = new Set<number>()
  items.forEach((line, index) => {
    if (seen.has(line.menu_item_id))
      throw new InvalidInputError(t('restaurant.combos.item_twice'), {
        field: `items.${index}.menu_item_id`,
      })
    seen.add(line.menu_item_id)
  })
  await db.transaction(async (trx) => {
    const locked = await MenuCombo.query({ client: trx })
      .where('id', combo.id)
      .forUpdate()
      .firstOrFail()
    const before = await comboLines(trx, locked.id)
    await trx.from('menu_combo_items').where('combo_id', locked.id).delete()
    if (items.length)
      await trx.table('menu_combo_items').multiInsert(
        items.map((line) => ({
          combo_id: locked.id,
          menu_item_id: line.menu_item_id,
          quantity: line.quantity,
        }))
      )
    await recordEvent(trx, {
      type: 'restaurant.menu_combo.items_changed',
      subject: comboSubject(locked),
      before: { items: before },
      after: { items: await comboLines(trx, locked.id) },
      audit,
    })
    broadcastMenuCombo(trx, locked)
  })
}
