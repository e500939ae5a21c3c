import fc from 'fast-check'
import { randomUUID } from 'node:crypto'
import type User from '#models/identity/user'
import OrderLine from '#models/restaurant/order_line'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { bumpKitchenTicket } from '#actions/restaurant/bump_kitchen_ticket'
import { systemAudit } from '#services/audit_context'
import {
  field,
  type FuzzCases,
  type FuzzForm,
  idOf,
  oneOf,
  text,
  wholeNumber,
} from '#tests/helpers/fuzz'
import { menuCategory, menuItem } from '#tests/functional/restaurant/menu_helpers'

/*
| The kitchen display's buttons and the waiter's "served": a takeaway with a
| kitchen line and a bar line, sent (and bumped, for recall and serve). Stray
| fields are sent too and must be ignored; a tap's `from` and a serve's
| `line_id` are read.
*/
const STRAY = ['lockVersion', 'reason', 'id']
const stray = {
  lockVersion: field(wholeNumber(0, 3)),
  reason: field(text(255)),
  id: field(idOf(1)),
}
const TABLES = ['orders', 'order_lines', 'kitchen_tickets', 'events']
const RUNS = 60
const KITCHEN = ['restaurant.kitchen.view', 'restaurant.kitchen.update'] as const

async function sentTakeaway(actor: User, options: { bumped?: boolean } = {}) {
  const audit = systemAudit(actor)
  const grill = await menuCategory({ name: 'Fuzz grill', station: 'kitchen' })
  const drinks = await menuCategory({ name: 'Fuzz drinks', station: 'bar' })
  const burger = await menuItem({ name: 'Fuzz burger', categoryId: grill.id })
  const lemonade = await menuItem({ name: 'Fuzz lemonade', categoryId: drinks.id })
  const order = await createOrder(
    {
      kind: 'takeaway',
      waiter_id: actor.id,
      lines: [burger, lemonade].map((item) => ({
        key: randomUUID(),
        menu_item_id: item.id,
        quantity: 1,
      })),
    },
    audit
  )
  const { tickets } = await sendOrder({ order, key: randomUUID() }, audit)
  if (options.bumped)
    for (const ticket of tickets) await bumpKitchenTicket({ ticketId: ticket.id }, audit)
  const lines = await OrderLine.query().where('order_id', order.id).orderBy('id')
  return {
    orderId: order.id,
    ticketId: tickets.find((ticket) => ticket.station === 'kitchen')!.id,
    lineIds: lines.map((line) => line.id),
  }
}

const kitchen: FuzzForm[] = [
  {
    name: 'advance a line on the kitchen display',
    method: 'post',
    url: ({ lineIds }) => `/restaurant/kitchen/lines/${lineIds[0]}/advance`,
    permissions: [...KITCHEN],
    tables: TABLES,
    runs: RUNS,
    setup: (actor) => sentTakeaway(actor),
    fields: {
      from: field(oneOf('queued', 'preparing', 'ready', 'served', 'cooked', '')),
      ...stray,
    },
    ignores: STRAY,
  },
  {
    name: 'bump a kitchen ticket',
    method: 'post',
    url: ({ ticketId }) => `/restaurant/kitchen/tickets/${ticketId}/bump`,
    permissions: [...KITCHEN],
    tables: TABLES,
    runs: RUNS,
    setup: (actor) => sentTakeaway(actor),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: "recall the station's last bumped ticket",
    method: 'post',
    url: ({ station }) => `/restaurant/kitchen/${station}/recall`,
    permissions: [...KITCHEN],
    tables: TABLES,
    runs: RUNS,
    setup: async (actor) => ({
      ...(await sentTakeaway(actor, { bumped: true })),
      station: 'kitchen',
    }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'serve ready lines',
    method: 'post',
    url: ({ orderId }) => `/restaurant/orders/${orderId}/serve`,
    permissions: ['restaurant.orders.view', 'restaurant.orders.create'],
    tables: TABLES,
    runs: RUNS,
    setup: (actor) => sentTakeaway(actor, { bumped: true }),
    fields: ({ lineIds }) => ({
      line_id: field(fc.oneof(idOf(...lineIds), fc.constant(null))),
      ...stray,
    }),
    ignores: STRAY,
  },
]

export const kitchenForms: FuzzCases = {
  title: 'Fuzz: kitchen display buttons and serving',
  forms: kitchen,
}
