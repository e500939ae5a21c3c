import db from '@adonisjs/lucid/services/db'
import MenuCombo from '#models/restaurant/menu_combo'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  comboAttributes,
  comboFields,
  comboSubject,
  type ComboData,
} from '#services/restaurant/menu'
import { uniqueViolation } from '#services/database_errors'
import { broadcastMenuCombo } from '#services/restaurant/broadcasts'

export function updateMenuCombo(
  { combo, data }: { combo: MenuCombo; data: ComboData },
  audit: AuditContext
) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const locked = await MenuCombo.query({ client: trx })
        .where('id', combo.id)
        .forUpdate()
        .firstOrFail()
      const before = comboFields(locked)
      locked.merge(comboAttributes(data))
      await locked.save()
      await recordEvent(trx, {
        type: 'restaurant.menu_combo.updated',
        subject: comboSubject(locked),
        before,
        after: comboFields(locked),
        audit,
      })
      broadcastMenuCombo(trx, locked)
      combo.merge(locked.$attributes)
    })
  )
}
