import fc, { type Arbitrary } from 'fast-check'
import type User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
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
import { serviceMenu } from '#tests/functional/restaurant/order_helpers'

/*
| The POS's calls, fuzzed like forms: an order opened, lines added, changed,
| voided and sent, an order voided. Keys are browser UUIDs, sometimes not.
*/
const ORDER_TABLES = ['orders', 'order_lines', 'kitchen_tickets', 'stock_movements', 'events']
const POS = ['restaurant.orders.view', 'restaurant.orders.create'] as const

const mostly = <T>(plausible: Arbitrary<T>, other: Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: other })
const uuid = () => mostly(fc.uuid({ version: 4 }), oneOf('not-a-key', '', '123'))
const count = (min: number, max: number) => mostly(fc.integer({ min, max }), wholeNumber(min, max))

const lines = (itemIds: number[], comboIds: number[]) =>
  fc.array(
    fc.record(
      {
        key: field(uuid()),
        menu_item_id: field(idOf(...itemIds)),
        combo_id: field(idOf(...comboIds)),
        quantity: field(count(1, 999)),
        notes: field(text(500)),
        course: field(count(1, 5)),
      },
      { requiredKeys: [] }
    ),
    { maxLength: 3 }
  )

async function posOrder(actor: User) {
  const menu = await serviceMenu()
  const order = await createOrder(
    {
      kind: 'takeaway',
      lines: [{ key: crypto.randomUUID(), menu_item_id: menu.steak.id, quantity: 1 }],
    },
    systemAudit(actor)
  )
  const line = await order.related('lines').query().firstOrFail()
  return {
    id: order.id,
    lineId: line.id,
    itemIds: [menu.steak.id, menu.soda.id],
    comboId: menu.combo.id,
  }
}

const pos: FuzzForm[] = [
  {
    name: 'open an order from the POS',
    method: 'post',
    url: '/restaurant/orders',
    permissions: [...POS],
    tables: ORDER_TABLES,
    runs: 60,
    setup: posOrder,
    fields: ({ itemIds, comboId }) => ({
      key: field(uuid()),
      kind: field(oneOf('takeaway', 'dine_in', 'room_service', 'delivery')),
      table_id: field(idOf(1)),
      booking_id: field(idOf(1)),
      customer_id: field(idOf(1)),
      waiter_id: field(idOf(1)),
      reservation_id: field(idOf(1)),
      covers: field(count(1, 100)),
      notes: field(text(2000)),
      lines: field(lines(itemIds, [comboId])),
    }),
  },
  {
    name: 'add lines to an order',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/lines`,
    permissions: [...POS],
    tables: ORDER_TABLES,
    runs: 60,
    setup: posOrder,
    fields: ({ itemIds, comboId }) => ({ lines: field(lines(itemIds, [comboId])) }),
  },
  {
    name: 'change an unsent line',
    method: 'patch',
    url: ({ id, lineId }) => `/restaurant/orders/${id}/lines/${lineId}`,
    permissions: [...POS],
    tables: ORDER_TABLES,
    runs: 50,
    setup: posOrder,
    fields: {
      quantity: field(count(1, 999)),
      notes: field(text(500)),
      course: field(count(1, 5)),
    },
  },
  {
    name: 'send an order to the kitchen',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/send`,
    permissions: [...POS],
    tables: ORDER_TABLES,
    runs: 40,
    setup: posOrder,
    fields: { key: field(uuid()), lines: field(fc.array(uuid(), { maxLength: 3 })) },
  },
  {
    name: 'void an order line',
    method: 'post',
    url: ({ id, lineId }) => `/restaurant/orders/${id}/lines/${lineId}/void`,
    permissions: [...POS, 'restaurant.orders.void'],
    tables: ORDER_TABLES,
    runs: 40,
    setup: posOrder,
    fields: { reason: field(text(255)) },
  },
  {
    name: 'void an order',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/void`,
    permissions: [...POS, 'restaurant.orders.void'],
    tables: ORDER_TABLES,
    runs: 40,
    setup: posOrder,
    fields: { reason: field(text(255)) },
  },
]

export const posForms: FuzzCases = { title: 'Fuzz: the POS calls', forms: pos }
