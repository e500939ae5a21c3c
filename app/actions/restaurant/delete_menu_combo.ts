import db from '@adonisjs/lucid/services/db'
import MenuCombo from '#models/restaurant/menu_combo'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { comboFields, comboLines, comboSubject } from '#services/restaurant/menu'
import { broadcastMenuCombo } from '#services/restaurant/broadcasts'

export async function deleteMenuCombo({ combo }: { combo: MenuCombo }, audit: AuditContext) {
  await db.transaction(async (trx) => {
    const locked = await MenuCombo.query({ client: trx })
      .where('id', combo.id)
      .forUpdate()
      .firstOrFail()
    const before = { ...comboFields(locked), items: await comboLines(trx, locked.id) }
    await locked.useTransaction(trx).delete()
    await recordEvent(trx, {
      type: 'restaurant.menu_combo.deleted',
      subject: comboSubject(locked),
      before,
      audit,
    })
    broadcastMenuCombo(trx, { ...comboFields(locked), id: locked.id, isActive: false })
  })
}
