/*
| What the order actions share: the order's lock, its totals and status kept
| from its lines, and what the activity log says about it.
|
| Every change to an order or to one of its lines (a waiter's, a cashier's or
| the kitchen's) first locks the order's row (lockOrder), so changes to one
| order queue there: two waiters adding lines both land, and a void racing a
| bump ends in the state of whichever came second.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import { isActiveOrder, type OrderStatus } from '#enums/restaurant/order_status'
import type RestaurantTable from '#models/restaurant/restaurant_table'
import { ACTIVE_ORDER_STATUSES } from '#enums/restaurant/order_status'
import { ConflictError, InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

export function orderSubject(order: Pick<Order, 'id' | 'number'>) {
  return { type: 'order', id: order.id, label: order.number ?? `#${order.id}` }
}

export function orderFields(order: Order) {
  return {
    kind: order.kind,
    tableId: order.tableId,
    bookingId: order.bookingId,
    customerId: order.customerId,
    waiterId: order.waiterId,
    covers: order.covers,
    status: order.status,
    subtotalCents: order.subtotalCents,
  }
}

export function lineFields(line: OrderLine) {
  return {
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    course: line.course,
    notes: line.notes,
    kitchenStatus: line.kitchenStatus,
  }
}

/** The order, locked for the rest of the transaction. */
export function lockOrder(trx: TransactionClientContract, orderId: number) {
  return Order.query({ client: trx }).where('id', orderId).forUpdate().firstOrFail()
}

/** Refuses a change to an order that is closed or voided. */
export function assertActive(order: Order) {
  if (!isActiveOrder(order.status))
    throw new NotAllowedError(
      t('restaurant.orders.not_active', {
        number: order.number ?? '',
        status: t(`restaurant.order_status.${order.status}`).toLowerCase(),
      })
    )
}

/**
 * The order, locked and in service, and one of its own lines (not a combo's
 * item) that is not voided: what a waiter's change to a line starts from.
 */
export async function lockOrderLine(
  trx: TransactionClientContract,
  orderId: number,
  lineId: number
) {
  const order = await lockOrder(trx, orderId)
  assertActive(order)
  const line = await OrderLine.query({ client: trx })
    .where('order_id', order.id)
    .where('id', lineId)
    .whereNull('parent_line_id')
    .firstOrFail()
  if (line.voidedAt) throw new NotAllowedError(t('restaurant.orders.line_already_voided'))
  return { order, line }
}

/**
 * Whether a (locked) table can take a new order now: in service, without an
 * order in service, and cleaned since its last party. The message names what
 * stands in the way, in the form's `table_id` field. Answers the table.
 */
export async function assertTableTakesOrder(
  trx: TransactionClientContract,
  table: RestaurantTable | null | undefined
): Promise<RestaurantTable> {
  if (!table || !table.isActive)
    throw new InvalidInputError(t('restaurant.orders.table_unavailable'), { field: 'table_id' })
  const open = await Order.query({ client: trx })
    .where('table_id', table.id)
    .whereIn('status', [...ACTIVE_ORDER_STATUSES])
    .first()
  if (open)
    throw new ConflictError(
      t('restaurant.orders.table_has_order', { name: table.name, number: open.number ?? '' }),
      { field: 'table_id' }
    )
  if (table.needsCleaningSince)
    throw new NotAllowedError(t('restaurant.orders.table_dirty', { name: table.name }), {
      field: 'table_id',
    })
  return table
}

/**
 * The status an active order's lines give it: open until something is sent;
 * served once every line that is not voided has been served; sent otherwise.
 */
export function statusFromLines(
  lines: Pick<OrderLine, 'voidedAt' | 'kitchenStatus' | 'parentLineId'>[]
): OrderStatus {
  const live = lines.filter((line) => !line.voidedAt && line.parentLineId === null)
  if (!live.some((line) => line.kitchenStatus !== null)) return 'open'
  return live.every((line) => line.kitchenStatus === 'served') ? 'served' : 'sent'
}

/**
 * Brings the locked order's subtotal and status in line with its lines and
 * saves it (a new lock version), stamping when it was first sent and served.
 */
export async function settleOrder(trx: TransactionClientContract, order: Order) {
  const lines = await OrderLine.query({ client: trx }).where('order_id', order.id)
  order.subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0)
  /* A percent discount follows the subtotal (basis points, rounded half up). */
  if (order.discountKind === 'percent' && order.discountValue !== null)
    order.discountCents = Math.floor((order.subtotalCents * order.discountValue + 5000) / 10000)
  if (order.discountCents > order.subtotalCents) order.discountCents = order.subtotalCents
  const status = statusFromLines(lines)
  const now = DateTime.now()
  if (status !== 'open' && !order.sentAt) order.sentAt = now
  order.servedAt = status === 'served' ? (order.servedAt ?? now) : null
  order.status = status
  order.lockVersion += 1
  order.useTransaction(trx)
  await order.save()
  return lines
}

/** The combo parent's kitchen status: the least advanced of its items'. */
export async function settleComboParents(trx: TransactionClientContract, parentIds: number[]) {
  if (parentIds.length === 0) return
  await trx.rawQuery(
    `UPDATE order_lines p SET kitchen_status = c.status, sent_at = COALESCE(p.sent_at, c.sent_at),
       status_changed_at = now(), updated_at = now()
     FROM (
       SELECT parent_line_id,
         (ARRAY['queued','preparing','ready','served'])[min(array_position(ARRAY['queued','preparing','ready','served'], kitchen_status))] AS status,
         min(sent_at) AS sent_at
       FROM order_lines
       WHERE parent_line_id = ANY(CAST(:ids AS int[])) AND voided_at IS NULL AND kitchen_status IS NOT NULL
       GROUP BY parent_line_id
     ) c
     WHERE p.id = c.parent_line_id AND p.kitchen_status IS DISTINCT FROM c.status`,
    { ids: `{${parentIds.map(Number).join(',')}}` }
  )
}
