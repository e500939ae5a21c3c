import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { assertActive, lockOrder, orderSubject } from '#services/restaurant/orders'
import { assertFreeTable, assertMovable, lockTablesInOrder } from '#services/restaurant/order_moves'
import { broadcastOrder, broadcastTickets } from '#services/restaurant/broadcasts'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import Reservation from '#models/restaurant/reservation'
import { ConflictError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/**
 * Moves a dine-in order in service to another table: one in service, clean,
 * with no order and no seated party. The order is locked first, then both
 * tables in id order. A seated party the order was opened for moves with it;
 * the table left behind is free again (nobody ate there) unless another seated
 * reservation still holds it; both floor tiles update.
 */
export function transferOrder(
  { order, tableId }: { order: Order; tableId: number },
  audit: AuditContext
) {
  return db
    .transaction(async (trx) => {
      const locked = await lockOrder(trx, order.id)
      assertActive(locked)
      assertMovable(locked, 'table_id')
      const fromId = locked.tableId!
      const tables = await lockTablesInOrder(trx, [fromId, tableId])
      const from = tables.find((table) => table.id === fromId)!
      const to = tables.find((table) => table.id === tableId)
      await assertFreeTable(trx, to, locked)
      locked.tableId = to!.id
      locked.lockVersion += 1
      locked.useTransaction(trx)
      await locked.save()
      /* The seated party the order was opened for moves with it. */
      const party = locked.reservationId
        ? await Reservation.query({ client: trx })
            .where('id', locked.reservationId)
            .where('table_id', from.id)
            .where('status', 'seated')
            .forUpdate()
            .first()
        : null
      if (party) {
        party.merge({ tableId: to!.id, lockVersion: party.lockVersion + 1 })
        party.useTransaction(trx)
        await party.save()
      }
      await recordEvent(trx, {
        type: 'restaurant.order.transferred',
        subject: orderSubject(locked),
        before: { tableId: from.id },
        after: { tableId: to!.id },
        metadata: {
          fromTable: from.name,
          toTable: to!.name,
          ...(party ? { reservation: party.code } : {}),
        },
        audit,
      })
      await broadcastOrder(trx, locked, [locked.tableId, from.id])
      /* The kitchen's tickets still in work name the table: their displays re-read them. */
      const tickets = await KitchenTicket.query({ client: trx })
        .where('order_id', locked.id)
        .whereNull('bumped_at')
      broadcastTickets(trx, 'TicketChanged', tickets)
      order.merge(locked.$attributes)
      return locked
    })
    .catch((error) => {
      const { code, constraint } = error as { code?: string; constraint?: string }
      if (code === '23505' && constraint === 'orders_one_open_per_table')
        throw new ConflictError(t('restaurant.orders.table_taken_now'), { field: 'table_id' })
      throw error
    })
}
