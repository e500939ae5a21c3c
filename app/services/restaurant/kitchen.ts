/*
| What the kitchen's actions share: the order behind a line or a ticket,
| locked before anything is read for the change (a void racing a bump queues
| on the same row); the order's status settled from its lines while it is in
| service; and the news of the change, announced after the commit.
|
| A paid takeaway (closed) may still be cooking: its lines move on at the
| station, but the order's own status stays as the payment left it.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import KitchenTicket from '#models/restaurant/kitchen_ticket'
import { isActiveOrder } from '#enums/restaurant/order_status'
import { lockOrder, settleComboParents, settleOrder } from '#services/restaurant/orders'
import {
  broadcastLineStatuses,
  broadcastOrder,
  broadcastTickets,
} from '#services/restaurant/broadcasts'

type Trx = TransactionClientContract

/** The line's order, locked, and the line as it stands under the lock. */
export async function lockLineOrder(trx: Trx, lineId: number) {
  const { orderId } = await OrderLine.query({ client: trx }).where('id', lineId).firstOrFail()
  const order = await lockOrder(trx, orderId)
  const line = await OrderLine.query({ client: trx }).where('id', lineId).firstOrFail()
  return { order, line }
}

/** The ticket's order, locked, and the ticket as it stands under the lock. */
export async function lockTicketOrder(trx: Trx, ticketId: number) {
  const { orderId } = await KitchenTicket.query({ client: trx }).where('id', ticketId).firstOrFail()
  const order = await lockOrder(trx, orderId)
  const ticket = await KitchenTicket.query({ client: trx }).where('id', ticketId).firstOrFail()
  return { order, ticket }
}

/**
 * Moves the lines to `status` (one statement), their combo parents to their
 * least advanced item, and the order's status with them while it is in
 * service. Answers every line whose status changed, parents included.
 */
export async function moveLines(
  trx: Trx,
  order: Order,
  lines: OrderLine[],
  status: 'preparing' | 'ready' | 'served'
) {
  if (lines.length === 0) return []
  const now = new Date()
  await OrderLine.query({ client: trx })
    .whereIn(
      'id',
      lines.map((line) => line.id)
    )
    .update({ kitchen_status: status, status_changed_at: now, updated_at: now })
  const parentIds = [
    ...new Set(lines.flatMap((line) => (line.parentLineId ? [line.parentLineId] : []))),
  ]
  const parentsBefore = await statusesOf(trx, parentIds)
  await settleComboParents(trx, parentIds)
  const parentsAfter = await statusesOf(trx, parentIds)
  if (isActiveOrder(order.status)) await settleOrder(trx, order)
  const moved = lines.map((line) => ({ id: line.id, orderId: order.id, kitchenStatus: status }))
  const parents = parentsAfter
    .filter(
      (parent) =>
        parentsBefore.find((p) => p.id === parent.id)?.kitchenStatus !== parent.kitchenStatus
    )
    .map((parent) => ({ id: parent.id, orderId: order.id, kitchenStatus: parent.kitchenStatus }))
  return [...moved, ...parents]
}

async function statusesOf(trx: Trx, ids: number[]) {
  if (ids.length === 0) return []
  return OrderLine.query({ client: trx }).whereIn('id', ids).select('id', 'kitchen_status')
}

/** After the commit: the lines on their order's screens, the tickets on their stations, the order's headline. */
export async function announceKitchenChange(
  trx: Trx,
  order: Order,
  lines: { id: number; orderId: number; kitchenStatus: string | null }[],
  tickets: { id: number; orderId: number; station: string }[]
) {
  broadcastLineStatuses(trx, lines)
  broadcastTickets(trx, 'TicketChanged', tickets)
  await broadcastOrder(trx, order)
}
