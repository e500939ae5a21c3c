/*
| Opening an order inside the caller's transaction: the POS's create and the
| seating of a reservation both come through here.
*/
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Order from '#models/restaurant/order'
import RestaurantTable from '#models/restaurant/restaurant_table'
import { inHouseBooking } from '#queries/hotel/in_house'
import { recordEvent } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import {
  assertTableTakesOrder,
  orderFields,
  orderSubject,
  settleOrder,
} from '#services/restaurant/orders'
import { addLines } from '#services/restaurant/order_lines'
import { broadcastOrder } from '#services/restaurant/broadcasts'
import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'
import type { createOrderValidator } from '#validators/restaurant/orders'

export type OpenOrderData = Infer<typeof createOrderValidator> & { reservation_id?: number }

/* A dine-in order's table: locked, in service, clean, and without another open order. */
async function claimTableForOrder(trx: TransactionClientContract, tableId: number) {
  const table = await RestaurantTable.query({ client: trx })
    .where('id', tableId)
    .forUpdate()
    .first()
  return assertTableTakesOrder(trx, table)
}

/* A room-service order's booking: in house now. */
async function roomServiceBooking(trx: TransactionClientContract, bookingId: number) {
  const booking = await inHouseBooking(trx, bookingId)
  if (!booking)
    throw new InvalidInputError(t('restaurant.orders.booking_not_in_house'), {
      field: 'booking_id',
    })
  return booking
}

/**
 * Opens an order (with its first lines, when the POS sends them along). A
 * dine-in order claims its table under the table's lock. The waiter is the
 * one taking it unless another is named.
 */
export async function openOrder(
  trx: TransactionClientContract,
  data: OpenOrderData,
  audit: AuditContext
) {
  const table = data.kind === 'dine_in' ? await claimTableForOrder(trx, data.table_id!) : null
  const booking =
    data.kind === 'room_service' ? await roomServiceBooking(trx, data.booking_id!) : null
  const waiterId = data.waiter_id ?? audit.actor?.id
  if (!waiterId)
    throw new InvalidInputError(t('restaurant.orders.waiter_required'), { field: 'waiter_id' })
  const order = await Order.create(
    {
      clientKey: data.key ?? null,
      kind: data.kind,
      tableId: table?.id ?? null,
      bookingId: booking?.id ?? null,
      customerId: data.customer_id ?? null,
      reservationId: data.reservation_id ?? null,
      waiterId,
      covers: data.covers ?? 1,
      notes: data.notes ?? '',
      status: 'open',
      openedAt: DateTime.now(),
      createdBy: audit.actor?.id ?? null,
    },
    { client: trx }
  )
  await order.refresh()
  if (data.lines?.length) {
    await addLines(trx, order, data.lines, audit.actor?.id ?? null)
    await settleOrder(trx, order)
  }
  await recordEvent(trx, {
    type: 'restaurant.order.created',
    subject: orderSubject(order),
    after: orderFields(order),
    metadata: table ? { table: table.name } : null,
    audit,
  })
  await broadcastOrder(trx, order, [order.tableId])
  return order
}
