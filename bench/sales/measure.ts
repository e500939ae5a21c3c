/*
| The restaurant's sales figures for commands/bench_sales.ts, on the data of
| bench/sales/generate.ts: the Sales and Products reports (the functions their
| controllers call) over a month and over the whole year, timed by
| bench/lib/measure.ts; and closing orders with a charge to room, one after
| another, through the payment action (order lock, folio charge, closing,
| sales totals, events).
*/
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
import { sendOrder } from '#actions/restaurant/send_order'
import { takePayment } from '#actions/restaurant/take_payment'
import { productReport } from '#queries/restaurant/reports/product_report'
import { salesReport } from '#queries/restaurant/reports/sales_report'
import { systemAudit } from '#services/audit_context'
import { appToday } from '#services/clock'
import { call, percentile, type Operation } from '../lib/measure.js'

const SALES_TARGET_MS = 300
const CLOSE_TARGET_MS = 100

export async function salesOperations(): Promise<Operation[]> {
  const today = DateTime.fromISO(appToday())
  const year = { from: today.minus({ days: 365 }).toISODate()!, to: today.toISODate()! }
  /* A month anywhere in the year. */
  const month = (random: () => number) => {
    const from = today.minus({ days: 30 + Math.floor(random() * 335) })
    return { from: from.toISODate()!, to: from.plus({ days: 29 }).toISODate()! }
  }
  return [
    {
      key: 'sales_year',
      label: 'Sales report, 365 days',
      targetMs: SALES_TARGET_MS,
      unit: 'orders',
      prepare: () =>
        call(year, async () => {
          const report = await salesReport(year)
          return report.totals.orders
        }),
    },
    {
      key: 'products_year',
      label: 'Products report, 365 days',
      targetMs: SALES_TARGET_MS,
      unit: 'items',
      prepare: () =>
        call(year, async () => {
          const report = await productReport(year)
          return report.products.length
        }),
    },
    {
      key: 'sales_month',
      label: 'Sales report, 30 days',
      targetMs: SALES_TARGET_MS,
      unit: 'orders',
      prepare: (random) => {
        const range = month(random)
        return call(range, async () => {
          const report = await salesReport(range)
          return report.totals.orders
        })
      },
    },
    {
      key: 'products_month',
      label: 'Products report, 30 days',
      targetMs: SALES_TARGET_MS,
      unit: 'items',
      prepare: (random) => {
        const range = month(random)
        return call(range, async () => {
          const report = await productReport(range)
          return report.products.length
        })
      },
    },
  ]
}

/**
 * `warmup` + `count` orders opened and sent (not timed), then each paid in
 * full by a charge to an in-house room, which closes it (timed one after
 * another; the first `warmup` not counted).
 */
export async function measureRoomCharges(count: number, warmup = 10) {
  const actor = await User.query().orderBy('id').firstOrFail()
  const audit = systemAudit(actor)
  const stays = await db
    .from('bookings')
    .where('status', 'checked_in')
    .orderBy('id')
    .limit(10)
    .select('id')
  if (!stays.length) throw new Error('no booking in house: the demo seeder should have made some')
  /* Room enough on the stays' folios for every charge measured. */
  await db
    .from('bookings')
    .whereIn(
      'id',
      stays.map((stay) => stay.id)
    )
    .update({ credit_limit_cents: 2_000_000_000 })
  const items = await db
    .from('menu_items')
    .where('is_available', true)
    .where('price_cents', '>', 0)
    .orderBy('id')
    .limit(4)
    .select('id')
  const orders = []
  for (let index = 0; index < warmup + count; index++) {
    const order = await createOrder(
      {
        kind: 'takeaway',
        covers: 2,
        lines: items.map((item, position) => ({
          key: randomUUID(),
          menu_item_id: item.id,
          quantity: 1 + (position % 2),
        })),
      },
      audit
    )
    await sendOrder({ order, key: randomUUID() }, audit)
    await order.refresh()
    orders.push(order)
  }
  const times: number[] = []
  for (const [index, order] of orders.entries()) {
    const started = performance.now()
    const { closed } = await takePayment(
      {
        order,
        key: randomUUID(),
        method: 'room_charge',
        amount_cents: order.balanceCents,
        tip_cents: 0,
        booking_id: stays[index % stays.length].id,
      },
      audit
    )
    if (index >= warmup) times.push(performance.now() - started)
    if (!closed) throw new Error(`order ${order.id} did not close`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return {
    key: 'close_room_charge',
    label: 'Closing an order with a charge to room',
    targetMs: CLOSE_TARGET_MS,
    orders: count,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  }
}
