import fc, { type Arbitrary } from 'fast-check'
import type User from '#models/identity/user'
import Order from '#models/restaurant/order'
import { takePayment } from '#actions/restaurant/take_payment'
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
import { bill, openDrawer, stay } from '#tests/functional/restaurant/payment_helpers'

/*
| Paying an order, fuzzed like forms: payments of every method (the fuzzing
| cashier has a drawer open and a guest is in house), the discount, the
| split, a refund. Keys are browser UUIDs, sometimes not.
*/
const PAY_TABLES = [
  'payments',
  'orders',
  'bill_parts',
  'folio_charges',
  'restaurant_tables',
  'events',
]
const PAY = ['restaurant.orders.view', 'restaurant.payments.create'] as const

const mostly = <T>(plausible: Arbitrary<T>, other: Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: other })
const uuid = () => mostly(fc.uuid({ version: 4 }), oneOf('not-a-key', '', '123'))
const cents = (min: number, max: number) => mostly(fc.integer({ min, max }), wholeNumber(min, max))

async function payable(actor: User) {
  const { order } = await bill(actor, `F${Math.floor(Math.random() * 1e6)}`)
  await openDrawer(actor)
  const booking = await stay()
  const lines = await order.related('lines').query().orderBy('id')
  return { id: order.id, bookingId: booking.id, lineIds: lines.map((line) => line.id) }
}

async function refundable(actor: User) {
  const context = await payable(actor)
  const { payment } = await takePayment(
    {
      order: await Order.findOrFail(context.id),
      key: crypto.randomUUID(),
      method: 'card',
      amount_cents: 2000,
    },
    systemAudit(actor)
  )
  return { ...context, paymentId: payment.id }
}

const forms: FuzzForm[] = [
  {
    name: 'take a payment on an order',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/payments`,
    permissions: [...PAY],
    tables: PAY_TABLES,
    runs: 80,
    plausible: 0.3,
    setup: payable,
    fields: ({ bookingId }) => ({
      key: field(uuid()),
      method: field(oneOf('cash', 'card', 'transfer', 'room_charge', 'cheque')),
      amount_cents: field(cents(1, 5000)),
      tip_cents: field(cents(0, 1000)),
      tendered_cents: field(cents(0, 10000)),
      reference: field(text(80)),
      booking_id: field(idOf(bookingId)),
      bill_part_id: field(idOf(1)),
    }),
  },
  {
    name: 'discount an order',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/discount`,
    permissions: ['restaurant.orders.view', 'restaurant.orders.discount'],
    tables: PAY_TABLES,
    runs: 60,
    setup: payable,
    fields: {
      kind: field(oneOf('percent', 'amount', 'free')),
      value: field(cents(0, 5000)),
      reason: field(text(255)),
    },
  },
  {
    name: 'split a bill',
    method: 'post',
    url: ({ id }) => `/restaurant/orders/${id}/split`,
    permissions: [...PAY],
    tables: PAY_TABLES,
    runs: 60,
    setup: payable,
    fields: ({ lineIds }) => ({
      split: field(oneOf('items', 'equal', 'thirds')),
      parts: field(cents(2, 20)),
      groups: field(fc.array(fc.array(idOf(...lineIds), { maxLength: 3 }), { maxLength: 3 })),
    }),
  },
  {
    name: 'refund a payment',
    method: 'post',
    url: ({ paymentId }) => `/restaurant/payments/${paymentId}/refund`,
    permissions: [...PAY, 'restaurant.payments.refund'],
    tables: PAY_TABLES,
    runs: 50,
    setup: refundable,
    fields: {
      key: field(uuid()),
      amount_cents: field(cents(1, 3000)),
      reason: field(text(255)),
    },
  },
]

export const paymentForms: FuzzCases = { title: 'Fuzz: paying an order', forms }
