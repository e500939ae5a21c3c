/*
| What moving orders between tables shares: the tables locked in id order (two
| moves crossing the same pair of tables queue instead of deadlocking), and the
| checks a table must pass to take a party that is already eating.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/restaurant/order'
import RestaurantTable from '#models/restaurant/restaurant_table'
import Reservation from '#models/restaurant/reservation'
import { isActiveOrder } from '#enums/restaurant/order_status'
import { assertActive, assertTableTakesOrder } from '#services/restaurant/orders'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/** The orders, locked in id order; a missing one is left out. */
export function lockOrdersInOrder(trx: TransactionClientContract, ids: number[]) {
  return Order.query({ client: trx }).whereIn('id', ids).orderBy('id').forUpdate()
}

/** The tables, locked in id order; a missing one is left out. */
export function lockTablesInOrder(trx: TransactionClientContract, ids: number[]) {
  return RestaurantTable.query({ client: trx })
    .whereIn('id', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
}

/** An order that moves between tables is a dine-in order still in service. */
export function assertMovable(order: Order, field: string) {
  if (order.kind !== 'dine_in' || order.tableId === null)
    throw new InvalidInputError(
      t('restaurant.order_moves.not_dine_in', { number: order.number ?? '' }),
      {
        field,
      }
    )
}

/** The table a party moves to: in service, clean, with no order and no party of its own. */
export async function assertFreeTable(
  trx: TransactionClientContract,
  table: RestaurantTable | undefined,
  order: Order
) {
  if (table && table.id === order.tableId)
    throw new InvalidInputError(t('restaurant.order_moves.same_table', { name: table.name }), {
      field: 'table_id',
    })
  const free = await assertTableTakesOrder(trx, table)
  const party = await Reservation.query({ client: trx })
    .where('table_id', free.id)
    .where('status', 'seated')
    .first()
  if (party)
    throw new ConflictError(
      t('restaurant.order_moves.table_seated', { name: free.name, code: party.code ?? '' }),
      { field: 'table_id' }
    )
}

/**
 * The two orders of a merge, locked in id order: the one kept (in service, at
 * a table) and the other table's, which must be in service and not yet paid
 * into. Refusals name `order_id`, the field the other order was chosen with.
 */
export async function lockBothForMerge(
  trx: TransactionClientContract,
  orderId: number,
  otherId: number
) {
  if (otherId === orderId)
    throw new InvalidInputError(t('restaurant.order_moves.merge_itself'), { field: 'order_id' })
  const locked = await lockOrdersInOrder(trx, [orderId, otherId])
  const target = locked.find((row) => row.id === orderId)
  const other = locked.find((row) => row.id === otherId)
  if (!target) throw new InvalidInputError(t('restaurant.order_moves.order_gone'))
  assertActive(target)
  assertMovable(target, 'order_id')
  if (!other)
    throw new InvalidInputError(t('restaurant.order_moves.order_missing'), { field: 'order_id' })
  assertMovable(other, 'order_id')
  if (!isActiveOrder(other.status))
    throw new NotAllowedError(
      t('restaurant.orders.not_active', {
        number: other.number ?? '',
        status: t(`restaurant.order_status.${other.status}`).toLowerCase(),
      }),
      { field: 'order_id' }
    )
  if (other.paidCents > 0)
    throw new NotAllowedError(
      t('restaurant.order_moves.merge_paid', { number: other.number ?? '' }),
      { field: 'order_id' }
    )
  return { target, other }
}
