import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import type User from '#models/identity/user'
import type Order from '#models/restaurant/order'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { addDays, appToday } from '#services/clock'
import type { BookingStatus } from '#enums/hotel/booking_status'
import { booking, guest } from '../hotel/booking_factory.js'
import { room, roomType } from '../hotel/helpers.js'
import { diningTable } from './helpers.js'
import { itemLine, serviceMenu } from './order_helpers.js'

/* Payment specs: a bill of 2 steaks (18.90) and a cola (3.00) = 40.80 on a table, drawers and stays. */
export async function bill(actor: User, tableName = 'P1') {
  const menu = await serviceMenu()
  const table = await diningTable({ name: tableName })
  const order = await createOrder(
    {
      kind: 'dine_in',
      table_id: table.id,
      covers: 2,
      lines: [itemLine(menu.steak.id, 2), itemLine(menu.soda.id)],
    },
    systemAudit(actor)
  )
  return { menu, table, order }
}

export async function openDrawer(cashier: User, floatCents = 10000) {
  const [row] = await db
    .table('cash_drawers')
    .insert({ cashier_id: cashier.id, float_cents: floatCents, opened_at: new Date() })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

let roomSerial = 0
export async function stay(status: BookingStatus = 'checked_in', creditLimitCents = 50000) {
  roomSerial += 1
  const type = await roomType({ code: `P${roomSerial}`, name: `Pay type ${roomSerial}` })
  const stayRoom = await room(type, { number: `P${roomSerial}` })
  const target = await booking(type, await guest(), {
    checkIn: appToday(),
    checkOut: addDays(appToday(), 2),
    roomId: stayRoom.id,
    status,
  })
  target.creditLimitCents = creditLimitCents
  await target.save()
  return target
}

export const key = () => randomUUID()

export const paymentsOf = (order: Pick<Order, 'id'>) =>
  db.from('payments').where('order_id', order.id).orderBy('id')

export const chargesOf = (bookingId: number) =>
  db.from('folio_charges').where('booking_id', bookingId)
