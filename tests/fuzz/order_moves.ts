import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { field, type FuzzCases, type FuzzPages, idOf } from '#tests/helpers/fuzz'
import { diningTable } from '#tests/functional/restaurant/helpers'

/*
| Moving orders between tables, and the Orders list's query string: hostile
| values are refused (never a 5xx) and a refusal writes nothing.
*/
const MOVE_TABLES = ['orders', 'order_lines', 'kitchen_tickets', 'restaurant_tables', 'events']

async function twoTables(actor: unknown) {
  const audit = systemAudit(actor as never)
  const here = await diningTable({ name: 'FZ1' })
  const free = await diningTable({ name: 'FZ2', posX: 200 })
  const busy = await diningTable({ name: 'FZ3', posX: 400 })
  const order = await createOrder({ kind: 'dine_in', table_id: here.id }, audit)
  const other = await createOrder({ kind: 'dine_in', table_id: busy.id }, audit)
  return { order, other, tableIds: [here.id, free.id, busy.id] }
}

export const orderMoveForms: FuzzCases = {
  title: 'Fuzz: moving orders between tables',
  forms: [
    {
      name: 'move an order to another table',
      method: 'post',
      url: ({ order }) => `/restaurant/orders/${order.id}/transfer`,
      permissions: ['restaurant.orders.view', 'restaurant.orders.create'],
      tables: MOVE_TABLES,
      runs: 40,
      setup: twoTables,
      fields: ({ tableIds }) => ({ table_id: field(idOf(...tableIds)) }),
    },
    {
      name: "merge another table's order into this one",
      method: 'post',
      url: ({ order }) => `/restaurant/orders/${order.id}/merge`,
      permissions: ['restaurant.orders.view', 'restaurant.orders.create'],
      tables: MOVE_TABLES,
      runs: 40,
      setup: twoTables,
      fields: ({ order, other }) => ({ order_id: field(idOf(other.id, order.id)) }),
    },
  ],
}

export const ordersPages: FuzzPages = {
  title: 'Fuzz: the Orders list',
  pages: [
    {
      url: '/restaurant/orders',
      permissions: 'administrator',
      params: ['page', 'per_page', 'search', 'status', 'kind', 'waiter_id', 'table_id', 'date'],
      runs: 50,
    },
  ],
}
