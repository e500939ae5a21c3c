import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type User from '#models/identity/user'
import { addDays, appToday, localInstant } from '#services/clock'
import { diningTable, reservation } from './helpers.js'
import { menuCategory, menuItem } from './menu_helpers.js'
import MenuCombo from '#models/restaurant/menu_combo'

/*
| A restaurant day built around today (T) and yesterday (Y), local times in
| the installation's zone, inserted directly so every figure is known:
|
|   order  status  opened    closed    subtotal  discount  covers
|   c1     closed  T 12:00   T 13:00   50.00     5.00      2        a sale today: 45.00
|   c2     closed  T 22:45   T 23:30   30.00     0         3        a sale today (23:30 local)
|   c3     closed  Y 23:00   Y 23:30   99.99     0         4        yesterday's
|   c4     closed  Y 23:50   T 00:20   20.00     0         2        a sale today, yesterday's covers
|   v1     voided  T 10:00             70.00     0         5        nowhere
|   o4     sent    T 12:30  (table T1) 40.00     0         4        open
|   o5     open    T 13:00  (table T2) 15.00     3.00      2        open
|   o6     served  Y 20:00  (takeaway)  8.00     0         1        open since yesterday
|
| Lines (top-level; quantity × price):
|   c1  2 Steak 18.90, 3 Cola 3.00, 1 Soup 6.00, 1 Tea 2.50, 1 Bread 1.50   (served)
|   c2  1 Steak, 1 combo Steak and a drink 20.00 (its two items at 0 below it)
|   c3  7 Steak          v1  10 Steak
|   o4  1 Steak queued (kitchen k1), 1 Steak voided (k1), 1 Water 1.00 ready (k1),
|       2 Cola preparing (bar k2)
|   o5  1 Cola not sent  o6  1 Cola queued (bar k3)       v1's line queued (kitchen k4)
|
| Bumped tickets: b1 kitchen c1 12:05 → 12:17 (720 s), b2 kitchen c2 22:50 → 23:20
| (1800 s), b3 bar c1 12:05 → 12:08 (180 s), b4 kitchen c3 Y 23:05 → 23:25 (yesterday).
|
| Tables: T1 (o4) and T2 (o5) occupied, T3 needs cleaning, T4 reserved (a party
| in 30 minutes), T5 free, T6 inactive.
*/
export async function restaurantDay(waiter: User) {
  const today = appToday()
  const yesterday = addDays(today, -1)
  const at = (day: string, time: string) => localInstant(day, time).toJSDate()
  const T = (time: string) => at(today, time)
  const Y = (time: string) => at(yesterday, time)

  const mains = await menuCategory({ name: 'Mains', station: 'kitchen' })
  const drinks = await menuCategory({ name: 'Drinks', station: 'bar' })
  const item = (name: string, priceCents: number, categoryId = mains.id) =>
    menuItem({ name, priceCents, categoryId })
  const steak = await item('Steak', 1890)
  const cola = await item('Cola', 300, drinks.id)
  const soup = await item('Soup', 600)
  const tea = await item('Tea', 250, drinks.id)
  const bread = await item('Bread', 150)
  const water = await item('Water', 100, drinks.id)
  const combo = await MenuCombo.create({
    name: 'Steak and a drink',
    priceCents: 2000,
    isActive: true,
  })

  const t1 = await diningTable({ name: 'T1' })
  const t2 = await diningTable({ name: 'T2' })
  await diningTable({ name: 'T3', needsCleaningSince: DateTime.now() })
  const t4 = await diningTable({ name: 'T4' })
  await diningTable({ name: 'T5' })
  await diningTable({ name: 'T6', isActive: false })
  await reservation(t4, { minutesFromNow: 30 })

  const order = async (values: {
    status: string
    opened: Date
    closed?: Date
    subtotal: number
    discount?: number
    covers: number
    tableId?: number
  }) => {
    const [row] = await db
      .table('orders')
      .insert({
        kind: values.tableId ? 'dine_in' : 'takeaway',
        table_id: values.tableId ?? null,
        waiter_id: waiter.id,
        covers: values.covers,
        status: values.status,
        subtotal_cents: values.subtotal,
        discount_cents: values.discount ?? 0,
        paid_cents: values.status === 'closed' ? values.subtotal - (values.discount ?? 0) : 0,
        opened_at: values.opened,
        closed_at: values.closed ?? null,
        voided_at: values.status === 'voided' ? values.opened : null,
        void_reason: values.status === 'voided' ? 'Walked out' : null,
        created_at: values.opened,
        updated_at: values.opened,
      })
      .returning('id')
    return row.id as number
  }
  const c1 = await order({
    status: 'closed',
    opened: T('12:00'),
    closed: T('13:00'),
    subtotal: 5000,
    discount: 500,
    covers: 2,
  })
  const c2 = await order({
    status: 'closed',
    opened: T('22:45'),
    closed: T('23:30'),
    subtotal: 3000,
    covers: 3,
  })
  const c3 = await order({
    status: 'closed',
    opened: Y('23:00'),
    closed: Y('23:30'),
    subtotal: 9999,
    covers: 4,
  })
  await order({
    status: 'closed',
    opened: Y('23:50'),
    closed: T('00:20'),
    subtotal: 2000,
    covers: 2,
  })
  const v1 = await order({ status: 'voided', opened: T('10:00'), subtotal: 7000, covers: 5 })
  const o4 = await order({
    status: 'sent',
    opened: T('12:30'),
    subtotal: 4000,
    covers: 4,
    tableId: t1.id,
  })
  const o5 = await order({
    status: 'open',
    opened: T('13:00'),
    subtotal: 1500,
    discount: 300,
    covers: 2,
    tableId: t2.id,
  })
  const o6 = await order({ status: 'served', opened: Y('20:00'), subtotal: 800, covers: 1 })

  const ticket = async (orderId: number, station: string, sent: Date, bumped: Date | null) => {
    const [row] = await db
      .table('kitchen_tickets')
      .insert({
        order_id: orderId,
        station,
        send_key: randomUUID(),
        sent_at: sent,
        bumped_at: bumped,
      })
      .returning('id')
    return row.id as number
  }
  const b1 = await ticket(c1, 'kitchen', T('12:05'), T('12:17'))
  await ticket(c2, 'kitchen', T('22:50'), T('23:20'))
  const b3 = await ticket(c1, 'bar', T('12:05'), T('12:08'))
  await ticket(c3, 'kitchen', Y('23:05'), Y('23:25'))
  const k1 = await ticket(o4, 'kitchen', T('12:35'), null)
  const k2 = await ticket(o4, 'bar', T('12:35'), null)
  const k3 = await ticket(o6, 'bar', Y('20:10'), null)
  const k4 = await ticket(v1, 'kitchen', T('10:05'), null)

  const line = async (
    orderId: number,
    what: { id: number; name: string; priceCents: number },
    quantity: number,
    options: {
      status?: string
      ticketId?: number
      voided?: boolean
      combo?: boolean
      parentId?: number
    } = {}
  ) => {
    const [row] = await db
      .table('order_lines')
      .insert({
        order_id: orderId,
        client_key: randomUUID(),
        parent_line_id: options.parentId ?? null,
        menu_item_id: options.combo ? null : what.id,
        combo_id: options.combo ? what.id : null,
        name: what.name,
        unit_price_cents: options.parentId ? 0 : what.priceCents,
        quantity,
        station: options.combo
          ? null
          : what === cola || what === tea || what === water
            ? 'bar'
            : 'kitchen',
        ticket_id: options.ticketId ?? null,
        kitchen_status: options.status ?? null,
        sent_at: options.status ? new Date() : null,
        voided_at: options.voided ? new Date() : null,
        void_reason: options.voided ? 'Wrong table' : null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    return row.id as number
  }
  await line(c1, steak, 2, { status: 'served', ticketId: b1 })
  await line(c1, cola, 3, { status: 'served', ticketId: b3 })
  await line(c1, soup, 1, { status: 'served', ticketId: b1 })
  await line(c1, tea, 1, { status: 'served', ticketId: b3 })
  await line(c1, bread, 1, { status: 'served', ticketId: b1 })
  await line(c2, steak, 1, { status: 'served' })
  const comboLine = await line(c2, combo, 1, { combo: true, status: 'served' })
  await line(c2, steak, 1, { parentId: comboLine, status: 'served' })
  await line(c2, cola, 1, { parentId: comboLine, status: 'served' })
  await line(c3, steak, 7, { status: 'served' })
  await line(v1, steak, 10, { status: 'queued', ticketId: k4 })
  await line(o4, steak, 1, { status: 'queued', ticketId: k1 })
  await line(o4, steak, 1, { status: 'queued', ticketId: k1, voided: true })
  await line(o4, water, 1, { status: 'ready', ticketId: k1 })
  await line(o4, cola, 2, { status: 'preparing', ticketId: k2 })
  await line(o5, cola, 1)
  await line(o6, cola, 1, { status: 'queued', ticketId: k3 })

  return { today, yesterday, tables: { t1, t2 }, orders: { o4, o5 } }
}
