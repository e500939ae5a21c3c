import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import CashDrawer from '#models/restaurant/cash_drawer'
import User from '#models/identity/user'
import { recordEvent } from '#services/record_event'
import { broadcastDrawer } from '#services/restaurant/broadcasts'
import type { AuditContext } from '#services/audit_context'
import { drawerSubject, expectedCashCents } from '#services/restaurant/cash_drawers'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type CloseCashDrawerInput = { drawer: CashDrawer; countedCents: number; note?: string | null }

/**
 * Closes a drawer with the cash counted in it: the expected cash (the rule in
 * app/services/restaurant/cash_drawers.ts), the count and their difference are
 * kept on the drawer. The drawer's row is locked first, so a cash payment
 * still being taken into it is either counted or waits for the close (and
 * then finds no open drawer). A closed drawer stays closed.
 */
export function closeCashDrawer(
  { drawer, countedCents, note }: CloseCashDrawerInput,
  audit: AuditContext
) {
  return db.transaction(async (trx) => {
    const locked = await CashDrawer.query({ client: trx })
      .where('id', drawer.id)
      .forUpdate()
      .firstOrFail()
    if (locked.closedAt)
      throw new NotAllowedError(t('restaurant.cash_drawers.already_closed'), { field: 'counted' })
    const expectedCents = await expectedCashCents(locked, trx)
    locked.merge({
      closedAt: DateTime.now(),
      closedBy: audit.actor?.id ?? null,
      expectedCents,
      countedCents,
      differenceCents: countedCents - expectedCents,
      closeNote: note ?? '',
    })
    locked.useTransaction(trx)
    await locked.save()
    const cashier = await User.findOrFail(locked.cashierId, { client: trx })
    await recordEvent(trx, {
      type: 'restaurant.cash_drawer.closed',
      subject: drawerSubject(locked, cashier.fullName),
      after: {
        expectedCents,
        countedCents,
        differenceCents: locked.differenceCents,
      },
      metadata: { floatCents: locked.floatCents, note: locked.closeNote || null },
      audit,
    })
    broadcastDrawer(trx, locked)
    drawer.merge(locked.$attributes)
    return locked
  })
}
