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

export function createMenuCombo({ data }: { data: ComboData }, audit: AuditContext) {
  return uniqueViolation('name', 'restaurant.validation.name_taken', () =>
    db.transaction(async (trx) => {
      const combo = await MenuCombo.create(comboAttributes(data), { client: trx })
      await recordEvent(trx, {
        type: 'restaurant.menu_combo.created',
        subject: comboSubject(combo),
        after: comboFields(combo),
        audit,
      })
      broadcastMenuCombo(trx, combo)
      return combo
    })
  )
}
