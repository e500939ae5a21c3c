import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import CashDrawer from '#models/restaurant/cash_drawer'
import type User from '#models/identity/user'
import { recordEvent } from '#services/record_event'
import { broadcastDrawer } from '#services/restaurant/broadcasts'
import type { AuditContext } from '#services/audit_context'
import { uniqueViolation } from '#services/database_errors'
import { drawerSubject, findOpenDrawer } from '#services/restaurant/cash_drawers'
import { ConflictError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type OpenCashDrawerInput = { cashier: User; floatCents: number }

/**
 * Opens the cashier's drawer with its float. A cashier has one open drawer at
 * most: a second is refused with a message under the float, and when two
 * opens race the database's partial unique index lets one through and the
 * other gets the same message.
 */
export function openCashDrawer({ cashier, floatCents }: OpenCashDrawerInput, audit: AuditContext) {
  return uniqueViolation('float', 'restaurant.cash_drawers.already_open', () =>
    db.transaction(async (trx) => {
      if (await findOpenDrawer(trx, cashier.id))
        throw new ConflictError(t('restaurant.cash_drawers.already_open'), { field: 'float' })
      const drawer = await CashDrawer.create(
        { cashierId: cashier.id, floatCents, openedAt: DateTime.now() },
        { client: trx }
      )
      await recordEvent(trx, {
        type: 'restaurant.cash_drawer.opened',
        subject: drawerSubject(drawer, cashier.fullName),
        after: { floatCents },
        audit,
      })
      broadcastDrawer(trx, drawer)
      return drawer
    })
  )
}
