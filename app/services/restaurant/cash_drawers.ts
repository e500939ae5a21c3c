/*
| The cash drawer rule, written once.
|
| A drawer holds the float it was opened with plus what each cash payment put
| into it: the cash handed over less the change given back (tendered −
| change). The tendered cash covers the tip as well, and a cash tip stays in
| the drawer until it is paid out to the staff, so for a sale that is
| amount + tip. A payment with no tender recorded (a cash refund, paid out of
| the drawer) counts as amount + tip, and a refund's amount is negative.
|
|   expected   = float + Σ over the drawer's cash payments of
|                (tendered − change, or amount + tip when nothing was tendered)
|   difference = counted − expected   (negative: short, positive: over)
|
| Card, transfer and room-charge payments never touch the drawer.
|
| Every cash payment goes into its cashier's open drawer: the payment writer
| calls lockOpenDrawer() inside its own transaction, which holds the drawer's
| row until it commits, so a close (which locks the same row) counts either all
| of that payment or none of it.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import CashDrawer from '#models/restaurant/cash_drawer'
import { NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/* What one cash payment put into (or, a refund, took out of) its drawer. */
export const CASH_IN_DRAWER = `COALESCE(p.tendered_cents - p.change_cents, p.amount_cents + p.tip_cents)`

/** The cash the drawer's payments put into it (refunds taken out), without the float. */
export async function cashTakenCents(
  drawerId: number,
  client: QueryClientContract = db.connection()
) {
  const row = await client
    .from('payments as p')
    .where('p.cash_drawer_id', drawerId)
    .where('p.method', 'cash')
    .select(db.raw(`COALESCE(sum(${CASH_IN_DRAWER}), 0) AS cents`))
    .first()
  return Number(row?.cents ?? 0)
}

/** What should be in the drawer now: its float and the cash its payments put into it. */
export async function expectedCashCents(
  drawer: Pick<CashDrawer, 'id' | 'floatCents'>,
  client: QueryClientContract = db.connection()
) {
  return drawer.floatCents + (await cashTakenCents(drawer.id, client))
}

/** The cashier's open drawer, locked for the rest of the transaction, or null. */
export function findOpenDrawer(client: QueryClientContract, cashierId: number) {
  return CashDrawer.query({ client })
    .where('cashier_id', cashierId)
    .whereNull('closed_at')
    .forUpdate()
    .first()
}

/**
 * The cashier's open drawer, locked: where a cash payment goes. Without one the
 * payment is refused with a message under `field`.
 */
export async function lockOpenDrawer(
  client: QueryClientContract,
  cashierId: number,
  field = 'method'
) {
  const drawer = await findOpenDrawer(client, cashierId)
  if (!drawer) throw new NotAllowedError(t('restaurant.cash_drawers.none_open'), { field })
  return drawer
}

export function drawerSubject(drawer: Pick<CashDrawer, 'id'>, cashierName: string) {
  return {
    type: 'cash_drawer',
    id: drawer.id,
    label: t('restaurant.cash_drawers.subject', { id: drawer.id, name: cashierName }),
  }
}
