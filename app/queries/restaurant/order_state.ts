/*
| An order as the POS shows it and as every POS endpoint answers it: its
| headline (number, status, kind, table or room, waiter, covers), its money
| (subtotal − discount − paid = balance), its lock version and its lines with
| their kitchen status, and what the signed-in user may do, as OrderPolicy
| rules it.
*/
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type Order from '#models/restaurant/order'
import OrderLine from '#models/restaurant/order_line'
import OrderPolicy from '#policies/restaurant/order_policy'
import { inHouseBooking } from '#queries/hotel/in_house'

export type OrderStateLine = {
  id: number
  key: string
  parentId: number | null
  menuItemId: number | null
  comboId: number | null
  name: string
  quantity: number
  unitPriceCents: number
  totalCents: number
  notes: string
  course: number
  station: string | null
  kitchenStatus: string | null
  sent: boolean
  voided: boolean
  voidReason: string | null
  can: { change: boolean; void: boolean; serve: boolean }
}

/* Who and where, in one query: the table, the waiter, the customer; the room for room service. */
async function headline(order: Order) {
  const row = await db
    .from('orders as o')
    .leftJoin('restaurant_tables as t', 't.id', 'o.table_id')
    .leftJoin('users as u', 'u.id', 'o.waiter_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .where('o.id', order.id)
    .select(
      't.id as tableId',
      't.name as tableName',
      'u.id as waiterId',
      'u.full_name as waiterName',
      'c.id as customerId',
      'c.name as customerName'
    )
    .first()
  const booking = order.bookingId ? await inHouseBooking(db.connection(), order.bookingId) : null
  return {
    table: row?.tableId ? { id: row.tableId as number, name: row.tableName as string } : null,
    waiter: row?.waiterId
      ? { id: row.waiterId as number, fullName: row.waiterName as string }
      : null,
    customer: row?.customerId
      ? { id: row.customerId as number, name: row.customerName as string }
      : null,
    booking,
  }
}

/** The order's state for the signed-in user. */
export async function orderState(order: Order, bouncer: HttpContext['bouncer']) {
  const policy = bouncer.with(OrderPolicy)
  const edit = await policy.allows('edit', order)
  const rows = await OrderLine.query().where('order_id', order.id).orderBy('id')
  const lines: OrderStateLine[] = []
  for (const line of rows)
    lines.push({
      id: line.id,
      key: line.clientKey,
      parentId: line.parentLineId,
      menuItemId: line.menuItemId,
      comboId: line.comboId,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
      notes: line.notes,
      course: line.course,
      station: line.station,
      kitchenStatus: line.kitchenStatus,
      sent: line.sentAt !== null,
      voided: line.voidedAt !== null,
      voidReason: line.voidReason,
      can: {
        change: edit && !line.sentAt && !line.voidedAt && line.parentLineId === null,
        void: line.parentLineId === null && (await policy.allows('voidLine', order, line)),
        serve: edit && line.kitchenStatus === 'ready' && !line.voidedAt,
      },
    })
  return {
    id: order.id,
    number: order.number ?? `#${order.id}`,
    status: order.status,
    kind: order.kind,
    ...(await headline(order)),
    covers: order.covers,
    notes: order.notes,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    paidCents: order.paidCents,
    balanceCents: order.balanceCents,
    lockVersion: order.lockVersion,
    openedAt: order.openedAt?.toISO() ?? null,
    lines,
    can: {
      edit,
      send: edit && lines.some((line) => !line.sent && !line.voided && line.station !== null),
      voidOrder: await policy.allows('voidOrder', order),
      serve: edit,
    },
  }
}

export type OrderState = Awaited<ReturnType<typeof orderState>>
